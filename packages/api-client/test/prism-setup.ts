// Starts a real Prism mock of the bundled contract for the client tests, on a free port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const prism = spawn(
    path.join(root, 'node_modules/.bin/prism'),
    ['mock', path.join(root, 'openapi/dist/openapi.yaml'), '-h', '127.0.0.1', '-p', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout.on('data', onData);
    prism.stderr.on('data', onData);
    prism.once('exit', (code) => reject(new Error(`Prism exited with ${code}:\n${output}`)));
  });
  project.provide('prismUrl', `http://127.0.0.1:${port}`);
  return () => {
    prism.kill();
  };
}

// The contract proxy: with CONTRACT_PROXY=1 the server tests speak to a listening server
// through `prism proxy --errors`, which checks every answer against the bundled contract and
// turns a violation into an error the test reports. Requests are not checked by Prism (the
// tests send invalid ones on purpose, and the server's own answer to them is what is tested).
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '../../src/config.ts';
import { specFile } from '../../src/contract/spec.ts';
import type { OperationId } from '../../src/contract/spec.ts';
import { freePort } from './free-port.ts';

export const proxyEnabled = process.env.CONTRACT_PROXY === '1';

/**
 * Calls that go to the server directly, with the reason: Prism's proxy cannot pass a binary
 * body through unchanged (it re-encodes multipart uploads and binary answers as text).
 */
export const NOT_THROUGH_PROXY: Partial<Record<OperationId, string>> = {
  createProblem: 'multipart upload of image and template files',
  updateProblem: 'multipart upload of image and template files',
  generateSolution: 'multipart upload of image and template files',
  uploadProblemFile: 'multipart upload of a PDF or image',
  startProblemUploadJob: 'multipart upload of a PDF or image',
  confirmProblemUpload: 'multipart body with page images',
  importStudents: 'multipart upload of a roster file (CSV, text or .xlsx)',
  printClassAccessSheets: 'binary answer (PDF)',
  getStudentRecording: 'binary answer (audio)',
  getProblemImage: 'binary answer (image)',
  getFile: 'binary answer (image, PDF, other file)',
  getProblemTemplate: 'binary answer (image, PDF or other file)',
};

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

export interface ContractProxy {
  url: string;
  close(): Promise<void>;
}

/** Lets the app listen on a free port and starts Prism in front of it. */
export async function startContractProxy(app: FastifyInstance): Promise<ContractProxy> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port: appPort } = app.server.address() as { port: number };
  const port = await freePort();
  const prism = path.join(repoRoot, 'node_modules/.bin/prism');
  const child: ChildProcess = spawn(
    prism,
    ['proxy', specFile, `http://127.0.0.1:${appPort}/api`, '-p', String(port), '--errors', '--validate-request=false', '-v', 'error'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const started = Date.now();
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`prism proxy exited with ${child.exitCode}`);
    if (Date.now() - started > 60_000) throw new Error('prism proxy did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    // Prism serves the contract's paths without the server's /api prefix, and adds it upstream.
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

/** A violation Prism reported on an answer, or null. */
export function proxyViolation(headers: Record<string, string | string[] | undefined>, body: Buffer): string | null {
  const violations = headers['sl-violations'];
  if (violations) return `contract violation: ${String(violations)}`;
  const type = String(headers['content-type'] ?? '');
  if (type.includes('application/problem+json')) return `contract proxy error: ${body.toString().slice(0, 500)}`;
  return null;
}

// The contract proxy: with CONTRACT_PROXY=1 the server tests speak to a listening server
// through `prism proxy --errors`, which checks every answer against the bundled contract and
// turns a violation into an error the test reports. Requests are not checked by Prism (the
// tests send invalid ones on purpose, and the server's own answer to them is what is tested).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createConnection, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
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

/** The header that names the test server's port to the switch behind Prism. */
const UPSTREAM_HEADER = 'x-test-upstream-port';

export interface ContractProxy {
  url: string;
  /** Headers each request through the proxy carries, so it reaches this test's server. */
  headers: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Global setup (CONTRACT_PROXY=1): one Prism for the whole run. Prism proxies to one fixed
 * address, and every test file has a server of its own, so Prism's upstream is a small switch
 * that forwards each request to the port its header names. One Prism instead of one per test
 * server saves some 2 s of CPU at each server's start.
 */
export async function startSharedContractProxy(): Promise<{ url: string; close(): Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true });
  const switchServer = http.createServer((req, res) => {
    const port = Number(req.headers[UPSTREAM_HEADER]);
    if (!Number.isInteger(port) || port <= 0) {
      res.writeHead(502).end(`contract proxy switch: no ${UPSTREAM_HEADER}`);
      return;
    }
    const headers = { ...req.headers };
    delete headers[UPSTREAM_HEADER];
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(`contract proxy switch: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => switchServer.listen(0, '127.0.0.1', resolve));
  const { port: switchPort } = switchServer.address() as AddressInfo;
  const port = await freePort();
  const prism = path.join(repoRoot, 'node_modules/.bin/prism');
  const child: ChildProcess = spawn(
    prism,
    ['proxy', specFile, `http://127.0.0.1:${switchPort}/api`, '-p', String(port), '--errors', '--validate-request=false', '-v', 'error'],
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
      agent.destroy();
      await new Promise((r) => switchServer.close(r));
    },
  };
}

/** Lets the app listen on a free port, reached through the run's Prism (startSharedContractProxy). */
export async function startContractProxy(app: FastifyInstance): Promise<ContractProxy> {
  const url = inject('contractProxy');
  if (!url) throw new Error('CONTRACT_PROXY=1 but the global setup started no contract proxy');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port: appPort } = app.server.address() as AddressInfo;
  return { url, headers: { [UPSTREAM_HEADER]: String(appPort) }, close: async () => {} };
}

/** A violation Prism reported on an answer, or null. */
export function proxyViolation(headers: Record<string, string | string[] | undefined>, body: Buffer): string | null {
  const violations = headers['sl-violations'];
  if (violations) return `contract violation: ${String(violations)}`;
  const type = String(headers['content-type'] ?? '');
  if (type.includes('application/problem+json')) return `contract proxy error: ${body.toString().slice(0, 500)}`;
  return null;
}

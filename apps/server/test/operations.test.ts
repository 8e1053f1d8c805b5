// The operational surface: health and readiness for load balancers, request ids that are unique
// across processes, and a shutdown that finishes the requests it has (modules/operations, app.ts,
// main.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type TestServer, startTestServer } from './helpers/app.ts';
import { checkResponse } from './helpers/contract.ts';
import { freePort } from './helpers/free-port.ts';
import { freshDatabase } from './helpers/fresh-database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('health and readiness', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer()));
  afterAll(() => server.close());

  it('health answers without a session and without touching the database', async () => {
    const res = await server.call<{ status: string; uptime_seconds: number }>('getHealth', { as: null });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.uptime_seconds).toBeGreaterThanOrEqual(0);
  });

  it('readiness checks the database and the file storage', async () => {
    const res = await server.call<{ status: string; checks: { database: { ok: boolean; ms: number } } }>('getReadiness', { as: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', checks: { database: { ok: true }, storage: { ok: true } } });
  });

  it('every answer names its request: a new UUID, or a well-formed X-Request-Id from a proxy', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await server.app.inject({ method: 'GET', url: '/api/health' });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
    const kept = await server.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.42:1' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:1');
    // Anything else (too long, line breaks, spaces) is not taken into the logs.
    for (const given of ['x'.repeat(200), 'a b', 'evil\u2028id']) {
      const res = await server.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});

describe('readiness while shutting down or without a database', () => {
  it('answers 503 server.not_ready, in the contract', async () => {
    // More connections than the job queue has workers: the database is taken away below while
    // the workers poll, and one left waiting for a connection of a closed pool would never return.
    const { db, drop } = await freshDatabase({ poolSize: 10 });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-ready-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: path.join(tmpdir(), 'no-web-app'), SEED_DEMO: 'false' });
    const { app, services } = await buildApp({ config, db });
    try {
      services.lifecycle.stopping = true;
      const stopping = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toEqual({ code: 'server.not_ready', detail: 'Not ready: the server is shutting down.' });
      expect(checkResponse('getReadiness', stopping.statusCode, stopping.headers['content-type'] as string, stopping.rawPayload)).toBeNull();
      // Health stays 200: the process still serves the requests it has.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      services.lifecycle.stopping = false;
      await drop();
      const noDatabase = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(noDatabase.statusCode).toBe(503);
      expect(noDatabase.json().code).toBe('server.not_ready');
      expect(noDatabase.json().detail).toMatch(/^Not ready: the database did not answer/);
      expect(checkResponse('getReadiness', noDatabase.statusCode, noDatabase.headers['content-type'] as string, noDatabase.rawPayload)).toBeNull();
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 server.not_ready while the file storage cannot be reached (a folder that cannot be written, a bucket whose server is down)', async () => {
    const { db, drop } = await freshDatabase();
    const settings = [
      { STORAGE_URL: 'file:///dev/null/files' },
      { STORAGE_URL: 's3://backoffice', S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' },
    ];
    try {
      for (const env of settings) {
        const config = loadConfig({ ...env, LOG_LEVEL: 'silent', WEB_DIST: path.join(tmpdir(), 'no-web-app'), SEED_DEMO: 'false' });
        const { app } = await buildApp({ config, db });
        try {
          const res = await app.inject({ method: 'GET', url: '/api/ready' });
          expect(res.statusCode, env.STORAGE_URL).toBe(503);
          expect(res.json().code).toBe('server.not_ready');
          expect(res.json().detail).toMatch(/^Not ready: the file storage did not answer/);
          expect(checkResponse('getReadiness', res.statusCode, res.headers['content-type'] as string, res.rawPayload)).toBeNull();
        } finally {
          await app.close();
        }
      }
    } finally {
      await drop();
    }
  });
});

describe('graceful shutdown', () => {
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(path.join(tmpdir(), 'shutdown-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finishes a request that is running when SIGTERM comes, then exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(import.meta.dirname, '../src/server.ts')], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: dir, WEB_DIST: path.join(dir, 'none'), DATABASE_URL: '', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('is running')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });

    // A sign-in whose body arrives in two parts, the second after the signal.
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password' });
    const answer = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/admin/auth/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 200);
    });
    expect(await answer).toBe(401);
    expect(await exited).toBe(0);
  }, 60_000);
});

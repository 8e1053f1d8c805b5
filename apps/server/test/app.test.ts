// The server as a whole: the web app at every app route, API 404s as {detail}, security headers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';

let app: FastifyInstance;
let db: Database;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Mathe</title><div id="root"></div>');
  writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: web, SEED_DEMO: 'false', DATA_DIR: path.join(tmpdir(), 'no-data-dir') });
  ({ app } = await buildApp({ config, db }));
});
afterAll(async () => {
  await app.close();
  await db.destroy();
  rmSync(web, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every app route (GET and HEAD) with the single page', async () => {
    for (const url of ['/', '/classes', '/students/k7m2q9xw4tfa/conversations/501', '/problems?page=2']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    expect((await app.inject({ method: 'HEAD', url: '/classes' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
  });

  it('answers an unknown API path with 404 {detail, code}, never with the page', async () => {
    const res = await app.inject({ url: '/api/admin/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', detail: 'There is nothing at this address.' });
  });

  it('sends security headers that still work over plain HTTP on a school network', async () => {
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

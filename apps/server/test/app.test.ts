// The server as a whole: the web app (compressed, cached by name) at every app route, API 404s as {detail, code}, security headers.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebFolder, type WebApp } from './helpers/web-app.ts';

const INDEX_HTML = '<!doctype html><title>Mathe</title><div id="root"></div>';
const APP_JS = `export const app = ${JSON.stringify('x'.repeat(5000))};\n`;

let server: WebApp;
let app: FastifyInstance;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
  // A build as scripts/compress-web.ts leaves it: compressed copies next to the files.
  writeFileSync(path.join(web, 'assets', 'index-Ab12Cd34.js'), APP_JS);
  writeFileSync(path.join(web, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(web, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(APP_JS));
  writeFileSync(path.join(web, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(path.join(web, 'index.html.gz'), gzipSync(INDEX_HTML));
  server = await serveWebFolder(web);
  ({ app } = server);
});
afterAll(() => server.close());

describe('serving the web app', () => {
  it('sends the best compressed copy the browser accepts, and says the answer varies with it', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 10);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(APP_JS);

    // A file without compressed copies is sent as it is.
    const small = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('lets browsers keep hashed assets for good, and revalidate the page and its routes every time', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/assets/app.js']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('public, max-age=31536000, immutable');
      }
    }
    for (const url of ['/', '/login', '/classes/5', '/index.html', '/favicon.svg']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const page = await app.inject({ url: '/students', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('get their compressed copies from the build step', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-build-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${'<p>Mathe</p>'.repeat(200)}`);
    writeFileSync(path.join(dist, 'assets', 'big.js'), APP_JS);
    writeFileSync(path.join(dist, 'assets', 'tiny.js'), 'export {}');
    writeFileSync(path.join(dist, 'assets', 'photo.png'), Buffer.alloc(4096));
    const script = fileURLToPath(new URL('../../../scripts/compress-web.ts', import.meta.url));
    execFileSync(process.execPath, [script, dist]);
    execFileSync(process.execPath, [script, dist]); // a second run replaces its own copies
    expect(readdirSync(path.join(dist, 'assets')).sort()).toEqual(['big.js', 'big.js.br', 'big.js.gz', 'photo.png', 'tiny.js']);
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'assets', 'big.js.br'))).toString()).toBe(APP_JS);
    expect(gunzipSync(readFileSync(path.join(dist, 'index.html.gz'))).toString()).toBe(readFileSync(path.join(dist, 'index.html'), 'utf8'));
    rmSync(dist, { recursive: true });
  });

  it('answers a missing file of the build with 404, not with the page', async () => {
    const res = await app.inject({ url: '/assets/index-OLDHASH1.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', detail: 'There is nothing at this address.' });
  });

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

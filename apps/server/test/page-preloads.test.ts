// The single page names what its address's screen needs (src/lib/page-preloads.ts): the theme's
// stylesheet and the scripts of the shell, the screen and the visitor's language on signed-in
// screens, only the language's start-up messages elsewhere; nothing but the build's file names.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebFolder, type WebApp } from './helpers/web-app.ts';

const INDEX_HTML = '<!doctype html>\n<html>\n  <head>\n    <title>Mathe</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
const PRELOADS = {
  stylesheet: '/assets/theme-AAAA.css',
  catalogs: {
    de: { public: '/assets/public-de.js', app: '/assets/app-de.js' },
    uk: { public: '/assets/public-uk.js', app: '/assets/app-uk.js' },
  },
  shell: ['/assets/Shell-1.js', '/assets/shell-2.js'],
  screens: [
    {
      pattern: '/problems',
      scripts: ['/assets/ProblemsPage-3.js'],
      later: ['/assets/MathMarkdownRenderer-8.js'],
      styles: ['/assets/Math-4.css'],
      fonts: ['/assets/KaTeX_Main-Regular-5.woff2'],
    },
    { pattern: '/classes/:classId', scripts: ['/assets/ClassPage-6.js', 'https://elsewhere.example/x.js', '/assets/"><script>alert(1)</script>.js'] },
    { pattern: '/classes/:classId/progress', scripts: ['/assets/ClassProgressPage-7.js'] },
  ],
};

let server: WebApp;
let app: FastifyInstance;

beforeAll(async () => {
  const web = mkdtempSync(path.join(tmpdir(), 'web-preloads-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(web, 'page-preloads.json'), JSON.stringify(PRELOADS));
  server = await serveWebFolder(web);
  ({ app } = server);
});
afterAll(() => server.close());

const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map(([link]) => link);

describe('the page of an address', () => {
  it('names the shell, the screen, its formulas (at low priority) and the messages of the language the cookie names', async () => {
    const res = await app.inject({ url: '/problems?page=2', headers: { cookie: 'theme=x; lang=uk' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(links(res.body)).toEqual([
      '<link rel="stylesheet" id="theme-css" href="/assets/theme-AAAA.css">',
      '<link rel="modulepreload" crossorigin href="/assets/public-uk.js">',
      '<link rel="modulepreload" crossorigin href="/assets/app-uk.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Shell-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shell-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ProblemsPage-3.js">',
      // The math renderer at low priority: the shell and the screen come first.
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/MathMarkdownRenderer-8.js">',
      '<link rel="preload" as="style" fetchpriority="low" href="/assets/Math-4.css">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="/assets/KaTeX_Main-Regular-5.woff2">',
    ]);
    expect(res.body).toContain('</head>\n  <body>');
  });

  it('matches parameters segment by segment, and writes only file names of the build', async () => {
    const klass = links((await app.inject({ url: '/classes/12' })).body);
    expect(klass).toContain('<link rel="modulepreload" crossorigin href="/assets/ClassPage-6.js">');
    expect(klass.join('\n')).not.toMatch(/elsewhere|script|ClassProgress/);
    // Without a cookie (or with a language the build has no messages of): German.
    expect(klass).toContain('<link rel="modulepreload" crossorigin href="/assets/app-de.js">');
    const progress = links((await app.inject({ url: '/classes/12/progress', headers: { cookie: 'lang=xx' } })).body);
    expect(progress).toContain('<link rel="modulepreload" crossorigin href="/assets/ClassProgressPage-7.js">');
    expect(progress).toContain('<link rel="modulepreload" crossorigin href="/assets/public-de.js">');
  });

  it('gives the sign-in page and unknown addresses only the start-up messages, not the shell or the theme', async () => {
    for (const url of ['/login', '/reset-password/abc', '/no-such-screen']) {
      const res = await app.inject({ url, headers: { cookie: 'lang=uk' } });
      expect(res.statusCode, url).toBe(200);
      expect(links(res.body), url).toEqual(['<link rel="modulepreload" crossorigin href="/assets/public-uk.js">']);
    }
  });

  it('sends the best compressed copy the browser accepts', async () => {
    const res = await app.inject({ url: '/problems', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('/assets/ProblemsPage-3.js');
  });
});

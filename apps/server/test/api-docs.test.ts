// The API documentation at /api/docs: Redocly's page of the bundled contract, served with
// everything it runs from this server, under a policy that lets it run (and nothing else).
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { rewritePage } from '../src/docs/api-docs.ts';
import { repoRoot } from '../src/lib/repo-root.ts';

let app: FastifyInstance;
let db: Database;
let base: string;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: path.join(tmpdir(), 'no-data-dir') });
  ({ app } = await buildApp({ config, db }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

const scriptTags = (html: string) => [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1]!, body: m[2]! }));

describe('GET /api/docs', () => {
  it('answers the page with a policy that allows its own scripts and nothing from elsewhere', async () => {
    const response = await fetch(`${base}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '))!;
    // 'self' and hashes only: no 'unsafe-inline', no host, no nonce-less wildcard.
    expect(scriptSrc.split(' ').slice(1).every((source) => source === "'self'" || /^'sha256-[\w+/=]+'$/.test(source))).toBe(true);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");

    const html = await response.text();
    expect(html).toContain('Math-tutoring school back-office API');
    const scripts = scriptTags(html);
    const external = scripts.filter((s) => /\bsrc=/.test(s.attributes));
    expect(external.map((s) => /src="([^"]+)"/.exec(s.attributes)![1])).toEqual(['/api/docs/hydrate.js']);
    expect(html).not.toMatch(/<(?:link|script|img)[^>]+(?:src|href)="(?:https?:)?\/\//);
    // Every inline script that runs is one the policy names by its hash.
    for (const script of scripts.filter((s) => !/\bsrc=|application\/json/.test(s.attributes) && s.body.trim())) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script.body).digest('base64')}'`);
    }
    // The contract rides along as data, not as code.
    const definition = scripts.find((s) => s.attributes.includes('id="redoc-definition"'))!;
    expect(JSON.parse(definition.body).paths['/admin/auth/login']).toBeDefined();
  });

  it('serves the renderer and the start script as JavaScript', async () => {
    for (const file of ['/api/docs/redoc.standalone.js', '/api/docs/hydrate.js']) {
      const response = await fetch(`${base}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await response.text()).toMatch(/hydrate/);
    }
  });

  it('refuses a Redocly page that would load its renderer from elsewhere unchanged', () => {
    expect(() => rewritePage('<html><script src="https://cdn.example/redoc.js"></script></html>')).toThrow(/preload/);
  });

  it('renders in Chromium without a policy violation', async () => {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(base) && !request.url().startsWith('data:')) elsewhere.push(request.url());
      });
      await page.goto(`${base}/api/docs`);
      await page.waitForLoadState('networkidle');
      // Only the running script routes by the address's fragment (the server's HTML links to
      // paths): after a click on an operation, the address names it and its heading shows.
      await page.locator('a[href="#/auth/login"]').first().click();
      await page.waitForURL(/#\/auth\/login$/);
      // The renderer lays out the operation after the route change; on a busy machine that takes
      // seconds, so wait as long as for any other page (the poll's own default is one second).
      await expect.poll(() => page.getByRole('heading', { name: /sign in/i }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const shots = path.join(repoRoot, 'apps/server/test-results');
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, 'api-docs.png') });
      expect(problems).toEqual([]);
      expect(elsewhere).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

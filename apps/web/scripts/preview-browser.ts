// The built app served by `vite preview` on a free loopback port, and a headless Chromium
// (Debian's) with a desktop context, for the measurement scripts that answer the API themselves.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface DemoServer {
  base: string;
  server: ChildProcess;
  /** Stops the server and removes its data folder. */
  stop(): void;
}

/**
 * The real server (apps/server) serving the build in `dist` on a fresh PGlite folder with the
 * demo data, on `port` (a free one by default); resolves once it answers.
 */
export async function startDemoServer(webDir: string, dist: string, port?: number): Promise<DemoServer> {
  const listen = port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'measure-server-'));
  const base = `http://127.0.0.1:${listen}`;
  const server = spawn(process.execPath, [path.join(webDir, '../server/src/server.ts')], {
    cwd: webDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(listen),
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      PUBLIC_URL: base,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/login`)).ok) break;
    } catch {
      if (server.exitCode !== null || i > 360) {
        stop();
        throw new Error('the server did not start');
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return { base, server, stop };
}

export interface PreviewBrowser {
  base: string;
  preview: ChildProcess;
  browser: Browser;
  context: BrowserContext;
  close(): Promise<void>;
}

export async function startPreviewBrowser(webDir: string): Promise<PreviewBrowser> {
  const port = await freePort();
  const preview = spawn(path.join(webDir, 'node_modules/.bin/vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: webDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/login`)).ok) break;
    } catch {
      if (i > 60) throw new Error('vite preview did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return {
    base,
    preview,
    browser,
    context,
    async close() {
      await browser.close();
      preview.kill('SIGTERM');
    },
  };
}

/**
 * Opens `url` runs + 1 times and measures each load with `measure` (ms); the first load fills the
 * HTTP cache (chunks, fonts) and is not counted. Returns the times in the order measured.
 */
export async function timedLoads(page: Page, url: string, runs: number, measure: () => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs + 1; run++) {
    await page.goto(url);
    const ms = await measure();
    if (run > 0) times.push(ms);
  }
  return times;
}

/** Prints the median of `times` against `budgetMs`; with `enforce`, exits 1 when it is over. */
export function reportMedian(times: readonly number[], budgetMs: number, enforce: boolean): void {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(`median ${median.toFixed(1)} ms of ${times.length} loads (budget ${budgetMs} ms)`);
  if (enforce && median > budgetMs) process.exit(1);
}

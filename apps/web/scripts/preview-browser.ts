// The built app served by `vite preview` on a free loopback port, and a headless Chromium
// (Debian's) with a desktop context, for the measurement scripts that answer the API themselves.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

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

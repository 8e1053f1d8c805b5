// Performance of the conversation viewer with a conversation of 2,000 messages (the budget:
// the first messages are painted at most 300 ms after the data has arrived, and the page
// scrolls smoothly). Runs the real product: the built app (apps/web/dist) and the server on a
// fresh PGlite database with the demo data and the long conversation, in Debian's Chromium.
//
//   pnpm run build && node scripts/measure-conversation.ts [--runs N] [--check]
//
// "Data arrived" is the moment the messages' JSON has been read (the page's Response.json()
// for that call resolves); "first paint" is the next frame after the first message bubble is
// in the page. Scrolling is measured as the frame times while the page scrolls down as a fast
// mouse wheel does (SCROLL_STEP_PX per frame) through the first SCROLL_FRAMES frames, then
// jumps to the end; frames over 50 ms are counted as long.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const FIRST_PAINT_BUDGET_MS = 300;
const LONG_FRAME_MS = 50;
const SCROLL_STEP_PX = 120;
const SCROLL_FRAMES = 300;
const CONVERSATION_ID = 9001;
const STUDENT_ID = 'k7m2q9xw4tfa';
const TEACHER = { email: 'julia.hoffmann@stadtpark-gymnasium.example.org', password: 'Demo-Lehrer-2026' };

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const enforce = args.includes('--check');
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.resolve(webDir, '../server');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function run(command: string, argv: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: serverDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} exited with ${code}`))));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-perf-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
await run(process.execPath, ['src/db/seed-cli.ts', '--long-conversation'], env);
const server = spawn(process.execPath, ['src/server.ts'], {
  cwd: serverDir,
  env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), WEB_DIST: path.join(webDir, 'dist'), SEED_DEMO: 'false' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
for (let i = 0; !output.includes('is running'); i++) {
  if (server.exitCode !== null || i > 120) throw new Error(`the server did not start:\n${output}`);
  await new Promise((r) => setTimeout(r, 500));
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const results: { firstPaint: number; frames: number; longFrames: number; worstFrame: number; reachedEnd: boolean }[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  // Marks the moment the page has read the messages' JSON.
  await context.addInitScript((conversationId: number) => {
    const json = Response.prototype.json;
    Response.prototype.json = function (this: Response) {
      const watched = this.url.includes(`/conversations/${conversationId}/messages`);
      return json.call(this).then((data: unknown) => {
        if (watched) (window as unknown as { __dataAt: number }).__dataAt = performance.now();
        return data;
      });
    };
  }, CONVERSATION_ID);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[type="email"]').fill(TEACHER.email);
  await page.locator('input[type="password"]').fill(TEACHER.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const viewer = `${base}/students/${STUDENT_ID}/conversations/${CONVERSATION_ID}`;
  // A first visit loads the viewer's code and the math renderer, as a person's first click does.
  await page.goto(viewer);
  await page.locator('[data-message-id]').first().waitFor();

  for (let i = 0; i < runs; i++) {
    await page.goto(viewer);
    const firstPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const w = window as unknown as { __dataAt?: number };
          const check = () => {
            if (w.__dataAt !== undefined && document.querySelector('[data-message-id]')) {
              // The frame after the bubble is in the page is the one that shows it.
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - (w.__dataAt as number))));
            } else {
              requestAnimationFrame(check);
            }
          };
          check();
        }),
    );
    const scrolling = await page.evaluate(
      ({ longFrameMs, stepPx, frameCount }: { longFrameMs: number; stepPx: number; frameCount: number }) =>
        new Promise<{ frames: number; longFrames: number; worstFrame: number; reachedEnd: boolean }>((resolve) => {
          const gaps: number[] = [];
          let last = performance.now();
          const step = () => {
            const now = performance.now();
            gaps.push(now - last);
            last = now;
            if (gaps.length >= frameCount) {
              window.scrollTo(0, document.documentElement.scrollHeight);
              // Two frames later the end is drawn.
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  resolve({
                    frames: gaps.length,
                    longFrames: gaps.filter((g) => g > longFrameMs).length,
                    worstFrame: Math.max(...gaps.slice(1)),
                    reachedEnd: document.querySelector('[data-message-id]') !== null,
                  }),
                ),
              );
              return;
            }
            window.scrollBy(0, stepPx);
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
      { longFrameMs: LONG_FRAME_MS, stepPx: SCROLL_STEP_PX, frameCount: SCROLL_FRAMES },
    );
    const lastId = await page.locator('[data-message-id]').last().getAttribute('data-message-id');
    const inPage = await page.locator('[data-message-id]').count();
    results.push({ firstPaint, ...scrolling, reachedEnd: scrolling.reachedEnd && lastId !== null });
    console.log(
      `run ${i + 1}: first paint ${firstPaint.toFixed(0)} ms after the data; scrolling ${SCROLL_STEP_PX} px a frame: ` +
        `${scrolling.longFrames} of ${scrolling.frames} frames over ${LONG_FRAME_MS} ms, worst ${scrolling.worstFrame.toFixed(0)} ms; ` +
        `last message ${lastId} reached with ${inPage} bubbles in the page`,
    );
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

const paints = results.map((r) => r.firstPaint).sort((a, b) => a - b);
const median = percentile(paints, 50);
const worst = paints.at(-1) ?? NaN;
const longFrames = results.reduce((n, r) => n + r.longFrames, 0);
const frames = results.reduce((n, r) => n + r.frames, 0);
console.log(
  `2,000 messages, ${results.length} runs: first paint median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms ` +
    `(budget ${FIRST_PAINT_BUDGET_MS} ms); scrolling ${longFrames} of ${frames} frames over ${LONG_FRAME_MS} ms`,
);
if (enforce && (median > FIRST_PAINT_BUDGET_MS || results.some((r) => !r.reachedEnd))) process.exit(1);

// Measures worksheet extraction against its budgets (README "Extraction from uploads"):
//   - the two-page test worksheet without an AI provider: at most 2 s;
//   - the same with the loopback AI server: at most 3 s of the server's own work (the time
//     the AI server took to answer is subtracted);
//   - a PDF of just under 5 MB (scanned-looking pages with text): the server's resident
//     memory stays under 400 MB while it extracts it, with and without AI.
//   node scripts/extraction-budget.ts [--runs N] [--check]
//   DATABASE_URL=postgres://… node …   the server on PostgreSQL (a temporary schema, dropped
//                                      after) instead of PGlite
// The memory figure is the server process's whole resident set (database included). Pages
// are rendered and figures cropped in the server's image process (src/modules/problems/
// image-work): its peak, and the peak of both together, are reported beside it.
// Each server runs as its own process on a free loopback port with the demo data, as in
// production; this process sends the uploads, runs the loopback AI server and samples the
// server's memory from /proc. Nothing else is hit.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { makePdf } from '../test/fixtures/make-pdf.ts';
import pg from 'pg';
import sharp from 'sharp';
import { DEMO_LOGINS } from '../src/db/seed.ts';
import { worksheetPdf } from '../test/fixtures/worksheet-pdf.ts';
import { startLoopbackAi, type LoopbackAi } from '../test/helpers/loopback-ai.ts';
import { freePort } from '../test/helpers/free-port.ts';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const enforce = args.includes('--check');
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_UPLOAD = 5 * 1024 * 1024;
const BUDGET = { withoutAiMs: 2_000, withAiMs: 3_000, rssMb: 400 };

/** A worksheet as a scanner and a word processor make it together: a photo-like picture and a line of text per page, just under 5 MB. */
async function heavyPdf(): Promise<Buffer> {
  const noise = await sharp(Buffer.from(Array.from({ length: 900 * 1200 * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: 900, height: 1200, channels: 3 },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  const pages = Math.min(20, Math.floor((MAX_UPLOAD - 64 * 1024) / (noise.length + 2_000)));
  return makePdf(pages, (doc, i) => {
    doc.fontSize(12).text(`${i + 1}. Berechne ${i + 1}/4 + 1/6 und kürze das Ergebnis.`, 60, 60, { lineBreak: false });
    doc.image(noise, 60, 100, { width: 475 });
  });
}

interface Running {
  base: string;
  token: string;
  pid: number;
  stop: () => Promise<void>;
}

/** A PostgreSQL schema of its own for one server, when DATABASE_URL is set. */
async function database(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { env: {}, drop: async () => {} };
  const schema = `budget_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: scoped.toString() },
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

async function startServer(aiEnv: Record<string, string>): Promise<Running> {
  const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-extraction-'));
  const db = await database();
  const env = { ...aiEnv, ...db.env };
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, DATA_DIR: dir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', WEB_DIST: path.join(tmpdir(), 'no-web-app'), SEED_DEMO: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; !output.includes('is running'); i++) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (i > 240) throw new Error(`the server did not start in 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const teacher = DEMO_LOGINS.find((l) => l.usertype === 'teacher')!;
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: teacher.email, password: teacher.password }),
  });
  const token = ((await login.json()) as { session: { session_id: string } }).session.session_id;
  return {
    base,
    token,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
      await db.drop();
    },
  };
}

async function upload(server: Running, pdf: Buffer, name: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
  form.set('language', 'de');
  form.set('num_problems', '50');
  const started = performance.now();
  const res = await fetch(`${server.base}/api/admin/problems/upload-file`, { method: 'POST', headers: { authorization: `Bearer ${server.token}` }, body: form });
  const body = (await res.json()) as { problems?: unknown[]; detail?: string };
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`upload of ${name} answered ${res.status}: ${body.detail}`);
  return { ms, drafts: body.problems!.length };
}

const rssMb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  } catch {
    return 0; // the process has just ended
  }
};
/** The server's child processes: its image process, while it runs. */
const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

interface Peaks {
  /** The server process alone. */
  serverMb: number;
  /** The image process (pages rendered, figures cropped). */
  imagesMb: number;
  /** Both at the same moment. */
  togetherMb: number;
}

/** The most memory the server and its image process held while doing `work`, sampled every 10 ms. */
async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peaks: Peaks; beforeMb: number }> {
  const beforeMb = rssMb(pid);
  const peaks: Peaks = { serverMb: beforeMb, imagesMb: 0, togetherMb: beforeMb };
  const sample = () => {
    const server = rssMb(pid);
    const images = childrenOf(pid).reduce((sum, child) => sum + rssMb(child), 0);
    peaks.serverMb = Math.max(peaks.serverMb, server);
    peaks.imagesMb = Math.max(peaks.imagesMb, images);
    peaks.togetherMb = Math.max(peaks.togetherMb, server + images);
  };
  const timer = setInterval(sample, 10);
  try {
    const result = await work();
    sample();
    return { result, peaks, beforeMb };
  } finally {
    clearInterval(timer);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(label: string, server: Running, ai: LoopbackAi | undefined, worksheet: Buffer, heavy: Buffer, budgetMs: number) {
  const own: number[] = [];
  let drafts = 0;
  for (let i = 0; i <= runs; i++) {
    if (ai) ai.requests.length = 0;
    const { ms, drafts: n } = await upload(server, worksheet, 'arbeitsblatt.pdf');
    // The AI server's answers overlap when pages are read in parallel: subtract the longest.
    const aiMs = ai ? Math.max(0, ...ai.requests.map((r) => r.answerMs)) : 0;
    if (i > 0) own.push(ms - aiMs); // the first upload also loads the renderer: reported apart
    else console.log(`${label}: first upload ${Math.round(ms - aiMs)} ms (loads the PDF renderer)`);
    drafts = n;
  }
  const memory = await peakRss(server.pid, () => upload(server, heavy, 'schwer.pdf'));
  return {
    case: label,
    'worksheet drafts': drafts,
    'median ms': Math.round(median(own)),
    'max ms': Math.round(Math.max(...own)),
    'budget ms': budgetMs,
    '5 MB PDF: drafts': memory.result.drafts,
    '5 MB PDF: ms': Math.round(memory.result.ms),
    'server RSS before MB': Math.round(memory.beforeMb),
    'server RSS peak MB': Math.round(memory.peaks.serverMb),
    'RSS budget MB': BUDGET.rssMb,
    'image process peak MB': Math.round(memory.peaks.imagesMb),
    'both peak MB': Math.round(memory.peaks.togetherMb),
    ok: median(own) <= budgetMs && memory.peaks.serverMb < BUDGET.rssMb,
  };
}

const worksheet = await worksheetPdf();
const heavy = await heavyPdf();
console.log(`worksheet ${worksheet.length} bytes (2 pages); heavy PDF ${(heavy.length / 1024 / 1024).toFixed(2)} MB; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
const ai = await startLoopbackAi();
const rows = [];
for (const withAi of [false, true]) {
  const env: Record<string, string> = withAi ? { AI_BASE_URL: ai.url, AI_MODEL: 'loopback', AI_TIMEOUT_MS: '30000' } : { AI_BASE_URL: '', AI_MODEL: '' };
  const server = await startServer(env);
  try {
    rows.push(await measure(withAi ? 'with loopback AI' : 'without AI (text layer)', server, withAi ? ai : undefined, worksheet, heavy, withAi ? BUDGET.withAiMs : BUDGET.withoutAiMs));
  } finally {
    await server.stop();
  }
}
await ai.close();
console.table(rows);
if (enforce && rows.some((r) => !r.ok)) process.exit(1);

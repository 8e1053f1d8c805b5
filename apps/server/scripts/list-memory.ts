// The server's memory while 20 people page through a problem list full of photos, measured
// from outside the process: the server runs as its own process (PGlite in a temporary folder,
// or PostgreSQL in a schema of its own with DATABASE_URL; the demo data), PHOTOS problems with
// a photo each (1600 × 1200 JPEG of noise, about 1 MB, different bytes each) are created
// through the API as a teacher would, then 20 users at once page through the whole list,
// 20 problems a page, and load every card's picture from the address the list names
// (`thumbnail_url`, or `file_url` where an answer has none), each request fresh, as a browser
// with an empty cache. The server's resident memory (VmRSS) is sampled every 50 ms: before,
// the peak, and after; with the pages' and pictures' sizes and p95 times.
//   node scripts/list-memory.ts [--photos N] [--rounds N]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { Agent, request } from 'undici';
import { freePort } from '../test/helpers/free-port.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const PHOTOS = option('--photos', 200);
const ROUNDS = option('--rounds', 1);
const USERS = 20;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The demo's administrator (src/db/seed/people.ts), written out so the script runs against any version of the server. */
const ADMIN = { email: 'katrin.vogel@example.org', password: 'Demo-Admin-2026' };

/** The process's resident memory in MB; NaN once it has ended. */
function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-list-memory-'));
const env: Record<string, string> = { DATA_DIR: dir, SEED_DEMO: 'true' };
let dropSchema = async () => {};
if (process.env.DATABASE_URL) {
  const schema = `listmem_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(process.env.DATABASE_URL);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  env.DATABASE_URL = scoped.toString();
  dropSchema = async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  };
}

const port = await freePort();
const server = spawn(process.execPath, ['src/server.ts'], {
  cwd: serverDir,
  env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', WEB_DIST: path.join(dir, 'no-web-app') },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (d: Buffer) => (output += d.toString()));
server.stderr.on('data', (d: Buffer) => (output += d.toString()));
const cleanup = async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await dropSchema();
  rmSync(dir, { recursive: true, force: true });
};
try {
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (i > 240) throw new Error(`the server did not start in 120 s:\n${output}`);
    if (output.includes('is running')) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const session = ((await login.json()) as { session: { session_id: string } }).session.session_id;
  const auth = { authorization: `Bearer ${session}` };

  // The photos, through the problem editor's call (so each is stored as the server stores uploads).
  const seeding = performance.now();
  let photoBytes = 0;
  for (let i = 0; i < PHOTOS; i++) {
    const noise = randomBytes(400 * 300 * 3);
    const photo = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } }).resize(1600, 1200, { kernel: 'nearest' }).jpeg({ quality: 90 }).toBuffer();
    photoBytes += photo.length;
    const form = new FormData();
    form.set('text', `Foto ${i + 1}: Wie viele Dreiecke siehst du?`);
    form.set('answer', '12');
    form.set('gradefrom', '5');
    form.set('gradeto', '6');
    form.set('difficulty', '2');
    form.set('language', 'de');
    form.set('file', new Blob([photo], { type: 'image/jpeg' }), `foto-${i + 1}.jpg`);
    const res = await fetch(`${base}/api/admin/problems`, { method: 'POST', headers: auth, body: form });
    if (res.status !== 200) throw new Error(`creating problem ${i + 1}: ${res.status} ${await res.text()}`);
  }
  console.log(`${PHOTOS} problems with photos (${(photoBytes / PHOTOS / 1024).toFixed(0)} kB each) created in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const agent = new Agent({ connections: 64 });
  let failed = 0;
  const get = async (url: string) => {
    const started = performance.now();
    try {
      const res = await request(base + url, { headers: auth, dispatcher: agent });
      const bytes = (await res.body.arrayBuffer()).byteLength;
      if (res.statusCode !== 200) failed += 1;
      return { ms: performance.now() - started, bytes };
    } catch {
      failed += 1;
      return { ms: performance.now() - started, bytes: 0 };
    }
  };
  const first = (await (await fetch(`${base}/api/admin/problems/search?per_page=20`, { headers: auth })).json()) as { total: number };
  const pages = Math.ceil(first.total / 20);

  // Settle, then sample the memory while the users page.
  await new Promise((r) => setTimeout(r, 2000));
  const before = rssMb(server.pid!);
  let peak = before;
  const sampler = setInterval(() => {
    const now = rssMb(server.pid!);
    if (!Number.isNaN(now)) peak = Math.max(peak, now);
  }, 50);
  let pageCount = 0;
  const imageTimes: number[] = [];
  let pageBytes = 0;
  let imageBytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: USERS }, async (_, user) => {
      for (let round = 0; round < ROUNDS; round++) {
        for (let k = 0; k < pages; k++) {
          // Each user starts at another page, so the users are spread over the list.
          const page = ((k + user) % pages) + 1;
          if (server.exitCode !== null) return;
          let text: string;
          try {
            text = await (await request(`${base}/api/admin/problems/search?per_page=20&page=${page}`, { headers: auth, dispatcher: agent })).body.text();
          } catch {
            failed += 1;
            continue;
          }
          const items = (JSON.parse(text) as { items?: { file_url: string | null; thumbnail_url?: string | null; file_type: string | null }[] }).items;
          // An error answer (503 server.busy when the database's queue is full) has no items.
          if (!items) {
            failed += 1;
            continue;
          }
          pageCount += 1;
          pageBytes += Buffer.byteLength(text);
          const pictures = items.filter((p) => p.file_url && p.file_type?.startsWith('image/')).map((p) => p.thumbnail_url ?? p.file_url!);
          // A browser loads a page's pictures six at a time.
          for (let i = 0; i < pictures.length; i += 6) {
            const loaded = await Promise.all(pictures.slice(i, i + 6).map(get));
            for (const l of loaded) {
              imageTimes.push(l.ms);
              imageBytes += l.bytes;
            }
          }
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssMb(server.pid!);
  imageTimes.sort((a, b) => a - b);
  console.log(`${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${USERS} users × ${ROUNDS} round(s) × ${pages} pages in ${seconds.toFixed(1)} s`);
  console.table({
    'list pages': { requests: pageCount, 'kB each': (pageBytes / pageCount / 1024).toFixed(1) },
    pictures: {
      requests: imageTimes.length,
      'kB each': (imageBytes / Math.max(1, imageTimes.length) / 1024).toFixed(1),
      'p50 ms': percentile(imageTimes, 50).toFixed(1),
      'p95 ms': percentile(imageTimes, 95).toFixed(1),
    },
  });
  console.log(`server memory (VmRSS): ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak (+${(peak - before).toFixed(0)} MB), ${after.toFixed(0)} MB after; ${failed} requests failed`);
  if (server.exitCode !== null) console.log(`the server ended during the run (exit ${server.exitCode}, signal ${server.signalCode}):\n${output.slice(-2000)}`);
  await agent.close();
} finally {
  await cleanup();
}

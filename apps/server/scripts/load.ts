// Load test of the server against the budgets in docs/architecture.md: p95 of a lookup and of a
// write at 100 requests/s, p95 of 50-row lists at 50 requests/s, and no query over 50 ms;
// also the read of one conversation of 2,000 messages (p95 300 ms at 5 requests/s) and the
// progress matrix of a class of 40 students × 300 problems (150 ms at 5 requests/s); the audit
// list, filtered, over a year of entries (p95 100 ms at 20 requests/s; 1,000,000 entries on
// PostgreSQL, 100,000 on PGlite unless --audit-entries N says otherwise).
//   node scripts/load.ts                 PGlite (in a temporary folder)
//   DATABASE_URL=postgres://… node …     PostgreSQL (in a temporary schema, dropped after)
//   --seconds N (default 10)  --only TEXT (the scenarios whose name contains TEXT)
//   --check (exit 1 when a budget is missed)  --audit-entries N (entries seeded for the audit list)
//   --saturate (instead of the scenarios: requests per second at 20 connections, closed loop with
//     autocannon, for a student lookup and a problem search; reported, no budget)
//   --cpu-prof DIR (the server writes a V8 CPU profile of the run into DIR when it stops; read it
//     with scripts/profile-summary.ts)
// The server runs as its own process on a free loopback port, with the demo data plus a
// realistic problem bank of 20,000 problems (seeded here before the server starts; the demo
// itself never has them), as in production; this process only sends the requests and
// measures. Nothing else is hit.
// Requests arrive open-loop with exponential gaps (a Poisson stream at the given rate), as
// many independent people would send them — not in lock-step bursts from fixed connections.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_LOGINS, seedDemo } from '../src/db/seed.ts';
import { seedAuditEntries } from '../src/db/seed/audit-entries.ts';
import { seedLoadProblems } from '../src/db/seed/load-problems.ts';
import { LONG_CONVERSATION, seedLongConversation } from '../src/db/seed/long-conversation.ts';
import { PROGRESS_CLASS, seedProgressClass } from '../src/db/seed/progress-class.ts';
import { createFolderStore } from '../src/storage/index.ts';
import { freePort } from '../test/helpers/free-port.ts';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 10;
const enforce = args.includes('--check');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const QUERY_BUDGET_MS = 50;
const saturate = args.includes('--saturate');
const cpuProfDir = args.includes('--cpu-prof') ? path.resolve(args[args.indexOf('--cpu-prof') + 1]!) : undefined;
const LOAD_PROBLEMS = 20_000;
const AUDIT_ENTRIES = args.includes('--audit-entries')
  ? Number(args[args.indexOf('--audit-entries') + 1])
  : process.env.DATABASE_URL ? 1_000_000 : 100_000;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where the server keeps its data for this run, and how to remove it afterwards: a temporary
 * DATA_DIR (PGlite's data and the files folder), and with DATABASE_URL a schema of its own.
 */
async function storage(): Promise<{ env: Record<string, string>; label: string; cleanup: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-load-'));
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  if (!url) return { env: { DATA_DIR: dir }, label: 'PGlite', cleanup: removeDir };
  const schema = `load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: scoped.toString(), DATA_DIR: dir },
    label: 'PostgreSQL',
    cleanup: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      // The job queue's tables live beside it (src/jobs/queue.ts, bossSchema).
      await admin.query(`drop schema if exists ${schema}_pgboss cascade`);
      await admin.end();
      await removeDir();
    },
  };
}

interface Scenario {
  name: string;
  rate: number;
  budgetMs: number;
  method: 'GET' | 'PUT';
  path: string;
  /** Other paths to send instead, picked at random per request (e.g. different searches). */
  paths?: string[];
  /** Whose session sends the requests; the admin's by default. */
  as?: 'admin' | 'teacher';
  body?: string;
  /** Reads thousands of rows at once: its queries are outside the 50-ms rule for single queries. */
  bulk?: boolean;
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

const agent = new Agent({ connections: 64, keepAliveTimeout: 10_000 });

async function run(base: string, tokens: Record<'admin' | 'teacher', string>, scenario: Scenario) {
  const token = tokens[scenario.as ?? 'admin'];
  const paths = [scenario.path, ...(scenario.paths ?? [])];
  const latencies: number[] = [];
  let failures = 0;
  /** Refused at once with 503 (the server's queue is full): counted apart from failures. */
  let busy = 0;
  let errors = 0;
  /** Bytes of the answers' bodies, to report their mean size. */
  let bytes = 0;
  const pending: Promise<void>[] = [];
  const end = performance.now() + seconds * 1000;
  let next = performance.now();
  while (next < end) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const started = performance.now();
    pending.push(
      request(base + paths[Math.floor(Math.random() * paths.length)]!, {
        method: scenario.method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(scenario.body ? { body: scenario.body } : {}),
        dispatcher: agent,
      })
        .then(async (res) => {
          bytes += (await res.body.arrayBuffer()).byteLength;
          if (res.statusCode === 503) busy++;
          else if (res.statusCode >= 300) failures++;
          latencies.push(performance.now() - started);
        })
        .catch(() => {
          failures++;
          errors++;
        }),
    );
    // Exponential gap with mean 1/rate: the arrivals of a Poisson stream.
    next += (-Math.log(1 - Math.random()) * 1000) / scenario.rate;
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  return {
    scenario: scenario.name,
    'req/s': scenario.rate,
    requests: latencies.length,
    failures,
    'no answer': errors,
    '503 %': ((100 * busy) / Math.max(1, latencies.length + errors)).toFixed(1),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': p95.toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    'kB/answer': (bytes / Math.max(1, latencies.length) / 1024).toFixed(1),
    'budget ms': scenario.budgetMs,
    ok: p95 <= scenario.budgetMs && failures === 0 && busy === 0,
  };
}

const { env, label, cleanup } = await storage();
let progressClassId = 0;
/** Students of the demo's schools, for writes spread over many records. */
let studentIds: string[] = [];
// The database is prepared before the server starts: migrated, the demo data, and the bank.
{
  const started = performance.now();
  const db = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR! });
  const files = createFolderStore(path.join(env.DATA_DIR!, 'files'));
  await migrate(db, { store: files });
  await seedDemo(db, files);
  await seedLoadProblems(db, files, LOAD_PROBLEMS);
  await seedLongConversation(db, files);
  progressClassId = await seedProgressClass(db);
  studentIds = (await db.selectFrom('students').select('student_id').where('school_id', 'is not', null).execute()).map((s) => s.student_id);
  const auditSeeded = !saturate && (!only || only.includes('audit')) ? AUDIT_ENTRIES : 0;
  if (auditSeeded) await seedAuditEntries(db, auditSeeded);
  await db.destroy();
  console.log(`Seeded the demo data, ${LOAD_PROBLEMS} more problems, a conversation of ${LONG_CONVERSATION.messageCount} messages and ${auditSeeded} audit entries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const port = await freePort();
const server = spawn(process.execPath, [...(cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : []), 'src/server.ts'], {
  cwd: serverDir,
  env: {
    ...process.env,
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SLOW_QUERY_MS: String(QUERY_BUDGET_MS),
    WEB_DIST: path.join(tmpdir(), 'no-web-app'),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const slow: { ms: number; sql: string }[] = [];
let output = '';
const collect = (chunk: Buffer) => {
  output += chunk.toString();
  for (const line of chunk.toString().split('\n')) {
    if (line.includes('"slow query"')) {
      try {
        slow.push(JSON.parse(line) as { ms: number; sql: string });
      } catch {
        /* a line cut in two by the pipe; the next one will do */
      }
    }
  }
};
server.stdout.on('data', collect);
server.stderr.on('data', collect);

const base = `http://127.0.0.1:${port}`;
/** Stops the run, leaving no server and no data behind. */
async function abort(message: string): Promise<never> {
  server.kill('SIGTERM');
  await cleanup();
  throw new Error(message);
}
for (let i = 0; ; i++) {
  if (server.exitCode !== null) await abort(`the server exited:\n${output}`);
  if (i > 120) await abort(`the server did not start in 60 s:\n${output}`);
  if (output.includes('is running')) break;
  await new Promise((r) => setTimeout(r, 500));
}
async function signIn(usertype: 'admin' | 'teacher'): Promise<string> {
  const person = DEMO_LOGINS.find((l) => l.usertype === usertype)!;
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  return ((await login.json()) as { session: { session_id: string } }).session.session_id;
}
const tokens = { admin: await signIn('admin'), teacher: await signIn('teacher') };
slow.length = 0; // only what happens under load counts

/** The problem list's search with every filter set (grades 5-13 and difficulties 2-4 as a teacher would). */
function searchPath(filters: Record<string, string>): string {
  const query = new URLSearchParams({ grade_min: '5', grade_max: '13', difficulty_min: '2', difficulty_max: '4', per_page: '20', ...filters });
  return `/api/admin/problems/search?${query}`;
}

const scenarios: Scenario[] = [
  { name: 'lookup: GET /admin/students/{id}', rate: 100, budgetMs: 30, method: 'GET', path: '/api/admin/students/k7m2q9xw4tfa' },
  { name: 'write: PUT /admin/students/{id}', rate: 100, budgetMs: 30, method: 'PUT', path: '/api/admin/students/k7m2q9xw4tfa', body: JSON.stringify({ firstname: 'Lena' }) },
  {
    // The same write spread over the students, as people edit different records; the scenario
    // above writes one row 100 times a second, so every write waits for the one before.
    name: 'write: PUT /admin/students/{id}, many students',
    rate: 100,
    budgetMs: 30,
    method: 'PUT',
    path: `/api/admin/students/${studentIds[0]}`,
    paths: studentIds.slice(1).map((id) => `/api/admin/students/${id}`),
    body: JSON.stringify({ active: true }),
  },
  { name: '50-row list: GET /admin/problems/search?per_page=50', rate: 50, budgetMs: 100, method: 'GET', path: '/api/admin/problems/search?per_page=50' },
  { name: 'list: GET /admin/students-extended (60 rows)', rate: 50, budgetMs: 100, method: 'GET', path: '/api/admin/students-extended' },
  {
    name: `problem search: text + all filters, ${LOAD_PROBLEMS} problems, admin`,
    rate: 50,
    budgetMs: 50,
    method: 'GET',
    path: searchPath({ query: 'Rechteck', language: 'de', created_by: 'all', page: '1' }),
    paths: [
      searchPath({ query: 'Bruch', language: 'de', created_by: '1', page: '2' }),
      searchPath({ query: 'speed', language: 'en', created_by: 'all', page: '1' }),
      searchPath({ query: 'Mittelwert', language: 'de', created_by: 'mine', page: '1' }),
      searchPath({ query: 'Pythagoras', language: 'de', created_by: '2', page: '3' }),
    ],
  },
  {
    name: `problem search: text + all filters, ${LOAD_PROBLEMS} problems, teacher`,
    rate: 50,
    budgetMs: 50,
    as: 'teacher',
    method: 'GET',
    path: searchPath({ query: 'Dreieck', language: 'de', created_by: 'all', page: '1' }),
    paths: [
      searchPath({ query: 'Prozent', language: 'de', created_by: 'mine', page: '1' }),
      searchPath({ query: 'train', language: 'en', created_by: 'all', page: '2' }),
      searchPath({ query: 'Gleichung', language: 'de', created_by: '4', page: '1' }),
    ],
  },
  {
    name: 'long read: GET /conversations/{id}/messages (2,000 messages)',
    rate: 5,
    budgetMs: 300,
    method: 'GET',
    path: `/api/conversations/${LONG_CONVERSATION.conversationId}/messages?student_id=${LONG_CONVERSATION.studentId}&skip_active_check=true`,
    bulk: true,
  },
  {
    name: `class progress: GET /admin/classes/{id}/progress (${PROGRESS_CLASS.students} students × ${PROGRESS_CLASS.topics * PROGRESS_CLASS.problemsPerTopic} problems)`,
    rate: 5,
    budgetMs: 150,
    as: 'teacher',
    method: 'GET',
    path: `/api/admin/classes/${progressClassId}/progress`,
    bulk: true,
  },
  {
    name: `audit: a student's history (entity filter), ${AUDIT_ENTRIES} entries`,
    rate: 20,
    budgetMs: 100,
    method: 'GET',
    path: '/api/admin/audit?entity_type=student&entity_id=ldaaaaaaa123',
    paths: ['/api/admin/audit?entity_type=student&entity_id=k7m2q9xw4tfa', '/api/admin/audit?entity_type=problem&entity_id=4711'],
  },
  {
    name: `audit: one actor, a month, ${AUDIT_ENTRIES} entries`,
    rate: 20,
    budgetMs: 100,
    method: 'GET',
    path: `/api/admin/audit?actor_user_id=42&from=${new Date(Date.now() - 30 * 86_400_000).toISOString()}`,
    paths: ['/api/admin/audit?actor_user_id=7&operation_id=updateStudent', '/api/admin/audit?operation_id=login&page=3'],
  },
  {
    name: `audit: newest page, no filter, ${AUDIT_ENTRIES} entries`,
    rate: 20,
    budgetMs: 100,
    method: 'GET',
    path: '/api/admin/audit',
  },
];

/**
 * Saturation: as many requests as 20 connections get answered, each sending the next at once
 * (autocannon), for a lookup and a search; what one server process manages on this machine.
 */
async function saturation(): Promise<void> {
  const { default: autocannon } = await import('autocannon');
  const targets = [
    { name: 'lookup: GET /admin/students/{id}', path: '/api/admin/students/k7m2q9xw4tfa' },
    { name: 'problem search: GET /admin/problems/search?query=Bruch', path: searchPath({ query: 'Bruch', language: 'de', created_by: 'all', page: '1' }) },
  ];
  const table = [];
  for (const target of targets) {
    const result = await autocannon({
      url: base + target.path,
      connections: 20,
      duration: seconds,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    table.push({
      scenario: target.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p97.5 ms': result.latency.p97_5,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  console.log(`Saturation on ${label}: 20 connections, ${seconds} s each, one server process`);
  console.table(table);
}

const rows = [];
if (saturate) await saturation();
else console.log(`Load test on ${label}: ${seconds} s per scenario, Poisson arrivals, server in its own process`);
let bulkSlow = 0;
for (const scenario of scenarios.filter((s) => !saturate && (!only || s.name.includes(only)))) {
  const before = slow.length;
  rows.push(await run(base, tokens, scenario));
  // Give the server's log a moment to arrive, then set the bulk read's slow queries aside.
  await new Promise((r) => setTimeout(r, 200));
  if (scenario.bulk) bulkSlow += slow.splice(before).length;
}
if (bulkSlow) console.log(`${bulkSlow} queries of the bulk reads (2,000 messages, class progress) took over ${QUERY_BUDGET_MS} ms (not single-row queries)`);
if (rows.length) console.table(rows);
const slowest = slow.reduce((max, q) => (q.ms > max.ms ? q : max), { ms: 0, sql: '' });
console.log(
  slow.length === 0
    ? `no query over ${QUERY_BUDGET_MS} ms during the load`
    : `${slow.length} queries over ${QUERY_BUDGET_MS} ms during the load; slowest ${slowest.ms} ms:\n  ${slowest.sql}`,
);

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await agent.close();
await cleanup();
if (enforce && (rows.some((r) => !r.ok) || slow.length > 0)) process.exit(1);

// Load test of the server against the budgets in ARCHITECTURE.md: p95 of a lookup and of a
// write at 100 requests/s, p95 of a 50-row list at 50 requests/s, and the slowest query.
//   node scripts/load.ts                 PGlite (in a temporary folder)
//   DATABASE_URL=postgres://… node …     PostgreSQL (in a temporary schema, dropped after)
//   --seconds N (default 10)  --check (exit 1 when a budget is missed)
// It starts its own server on a free loopback port with the demo data; nothing else is hit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import type { DB } from '../src/db/schema.ts';
import { DEMO_LOGINS, seedDemo } from '../src/db/seed.ts';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 10;
const enforce = args.includes('--check');

const slowest = { ms: 0, sql: '' };
const onQuery = (ms: number, sql: string) => {
  if (ms > slowest.ms) Object.assign(slowest, { ms, sql });
};

async function openTarget(): Promise<{ db: Database; label: string; cleanup: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-load-'));
    const db = await openDatabase({ dataDir: dir, onQuery });
    return { db, label: 'PGlite', cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (e) => onQuery(e.queryDurationMillis, e.query.sql),
  });
  return {
    db,
    label: 'PostgreSQL',
    cleanup: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

interface Scenario {
  name: string;
  rate: number;
  budgetMs: number;
  method: 'GET' | 'PUT';
  path: string;
  body?: () => string;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(url: string, token: string, scenario: Scenario) {
  const latencies: number[] = [];
  const result = await autocannon({
    url: url + scenario.path,
    method: scenario.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    connections: 10,
    overallRate: scenario.rate,
    duration: seconds,
    ...(scenario.body ? { body: scenario.body() } : {}),
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, ms: number) => latencies.push(ms));
    },
  });
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  return {
    scenario: scenario.name,
    'req/s': scenario.rate,
    requests: latencies.length,
    'non-2xx': result.non2xx + result.errors,
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': p95.toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    'budget ms': scenario.budgetMs,
    ok: p95 <= scenario.budgetMs && result.non2xx + result.errors === 0,
  };
}

const { db, label, cleanup } = await openTarget();
await migrate(db);
await seedDemo(db);
const config = loadConfig({ LOG_LEVEL: 'error', PORT: '0', SEED_DEMO: 'false', WEB_DIST: path.join(tmpdir(), 'no-web') });
const { app } = await buildApp({ config, db });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const admin = DEMO_LOGINS.find((l) => l.usertype === 'admin')!;
const login = await fetch(`${address}/api/admin/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: admin.email, password: admin.password }),
});
const token = ((await login.json()) as { session: { session_id: string } }).session.session_id;
slowest.ms = 0;

const scenarios: Scenario[] = [
  { name: 'lookup: GET /admin/students/{id}', rate: 100, budgetMs: 30, method: 'GET', path: '/api/admin/students/k7m2q9xw4tfa' },
  {
    name: 'write: PUT /admin/students/{id}',
    rate: 100,
    budgetMs: 30,
    method: 'PUT',
    path: '/api/admin/students/k7m2q9xw4tfa',
    body: () => JSON.stringify({ firstname: 'Lena' }),
  },
  { name: '50-row list: GET /admin/problems/search?per_page=50', rate: 50, budgetMs: 100, method: 'GET', path: '/api/admin/problems/search?per_page=50' },
  { name: 'list: GET /admin/students-extended (~60 rows)', rate: 50, budgetMs: 100, method: 'GET', path: '/api/admin/students-extended' },
];

console.log(`Load test on ${label}, ${seconds} s per scenario, 10 connections`);
const rows = [];
for (const scenario of scenarios) rows.push(await run(address, token, scenario));
console.table(rows);
console.log(`slowest query during the load: ${slowest.ms.toFixed(1)} ms (budget 50 ms)\n  ${slowest.sql.slice(0, 200)}`);

await app.close();
await db.destroy();
await cleanup();
if (enforce && (rows.some((r) => !r.ok) || slowest.ms > 50)) process.exit(1);

// Job throughput with two server processes on one PostgreSQL (README "Jobs"): starts two real
// servers (src/server.ts) on a schema of their own, queues JOBS password-reset mails for
// addresses without an account (each job: one claim, one look-up, one completion; no mail is
// sent), and reports how fast the two processes together work through them.
//   DATABASE_URL=postgres://… node scripts/jobs-throughput.ts [jobs=2000]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { startJobs } from '../src/jobs/index.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a PostgreSQL database (a schema of its own is made and dropped).');
  process.exit(1);
}
const count = Number(process.argv[2] ?? 2000);
const schema = `jobs_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
const scoped = new URL(url);
scoped.searchParams.set('options', `-c search_path=${schema}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'jobs-bench-'));
const children: ChildProcess[] = [];

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../src/server.ts')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none'), DATABASE_URL: scoped.toString(), SEED_DEMO: 'false', JOB_POLL_SECONDS: '0.5' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('is running')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

try {
  const db = await openDatabase({ url: scoped.toString(), limits: { poolSize: 5 } });
  await migrate(db);
  // Both servers start (and install the queue's schema) before any job is queued.
  children.push(await startServer());
  children.push(await startServer());
  // This process only queues: it takes no jobs (JOB_CONCURRENCY=0 and no workers started).
  const config = loadConfig({ DATA_DIR: dataDir, JOB_CONCURRENCY: '0' });
  const jobs = await startJobs(db, config, { error: console.error, warn: console.warn, info: () => {} } as unknown as FastifyBaseLogger);
  const boss = `${schema}_pgboss`;
  const completed = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(`${boss}.job`)} where name = 'password-reset-mail' and state = 'completed'`.execute(db)).rows[0]!.n);

  const started = performance.now();
  for (let i = 0; i < count; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => jobs.enqueue('password-reset-mail', { email: `nobody-${i + k}@example.org` })));
  }
  const queuedMs = performance.now() - started;
  const doneWhileQueueing = await completed();
  let done = 0;
  while ((done = await completed()) < count) await new Promise((resolve) => setTimeout(resolve, 100));
  const allMs = performance.now() - started;
  console.log(
    [
      `jobs: ${done} password-reset-mail jobs (no account: one look-up each) through two server processes on PostgreSQL`,
      `  queued in ${(queuedMs / 1000).toFixed(1)} s (${Math.round(count / (queuedMs / 1000))} jobs/s, 50 at a time); ${doneWhileQueueing} done meanwhile`,
      `  all done after ${(allMs / 1000).toFixed(1)} s: ${Math.round(count / (allMs / 1000))} jobs/s from the first one queued`,
      `  the rest after queueing: ${Math.round((count - doneWhileQueueing) / ((allMs - queuedMs) / 1000))} jobs/s (each process takes batches of 5)`,
    ].join('\n'),
  );
  await jobs.stop(1000);
  await db.destroy();
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))));
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.query(`drop schema if exists ${schema}_pgboss cascade`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

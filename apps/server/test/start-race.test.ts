// Several server processes starting at the same moment on one empty PostgreSQL (a deploy of
// two or more, docs/deploy.md): each process has its own pool, so the start-up steps meet only
// in the database. The migrations, the demo data and the first administrator must each happen
// exactly once. PostgreSQL only (PGlite belongs to one process); scripts/cluster/run.sh checks
// the same with two real processes.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { createAdmin } from '../src/db/first-admin.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_LOGINS, seedDemo } from '../src/db/seed.ts';
import { scratchFileStore } from './helpers/app.ts';

const url = process.env.DATABASE_URL;
const PROCESSES = 3;

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** An empty schema of its own, and one pool per would-be process on it. */
async function emptyDatabase(): Promise<Database[]> {
  const schema = `race_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url!);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const pools = await Promise.all(Array.from({ length: PROCESSES }, () => openDatabase({ url: scoped.toString(), limits: { poolSize: 2 } })));
  cleanup = async () => {
    await Promise.all(pools.map((db) => db.destroy()));
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  };
  return pools;
}

describe.runIf(Boolean(url))('processes starting at once on one PostgreSQL', () => {
  it('run each migration once and seed the demo data once', async () => {
    const pools = await emptyDatabase();
    const applied = await Promise.all(pools.map((db) => migrate(db)));
    // One process ran them all; the others waited for its lock and found nothing left to do.
    expect(applied.flat().length).toBe(applied.find((list) => list.length > 0)!.length);
    expect(applied.filter((list) => list.length > 0)).toHaveLength(1);

    const seeded = await Promise.all(pools.map(async (db) => seedDemo(db, await scratchFileStore())));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const { rows } = await sql<{ n: number; distinct_emails: number }>`
      select count(*)::int as n, count(distinct lower(email))::int as distinct_emails from users`.execute(pools[0]!);
    expect(rows[0]!.n).toBe(rows[0]!.distinct_emails);
    for (const login of DEMO_LOGINS) {
      const found = await pools[0]!.selectFrom('users').select('user_id').where('email', '=', login.email).execute();
      expect(found).toHaveLength(1);
    }
  }, 120_000);

  it('create the first administrator once', async () => {
    const pools = await emptyDatabase();
    await migrate(pools[0]!);
    const account = { email: 'leitung@schule.example.org', password: 'Erste-Anmeldung-2026', firstname: 'Erika', lastname: 'Muster', language: 'de' as const };
    const outcomes = await Promise.all(pools.map((db) => createAdmin(db, account, { onlyIntoEmpty: true })));
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'users-exist')).toHaveLength(PROCESSES - 1);
    expect(await pools[1]!.selectFrom('users').select('user_id').execute()).toHaveLength(1);
  }, 60_000);
});

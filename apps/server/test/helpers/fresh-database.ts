// A fresh, migrated database per test file: PGlite in memory, or, when DATABASE_URL is set,
// a new schema of its own on that PostgreSQL server (dropped afterwards), so test files can
// run side by side on one server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseLimits, openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

/** `limits`: the server's database limits (pool, queue, statement time), as in production. */
/** `url`: the scoped PostgreSQL address, for a server process of its own (absent on PGlite). */
export async function freshDatabase(limits: Partial<DatabaseLimits> = {}): Promise<{ db: Database; drop: () => Promise<void>; url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ dataDir: 'memory://', limits });
    await migrate(db);
    return { db, drop: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ url: scoped.toString(), limits: { poolSize: 5, ...limits } });
  await migrate(db);
  return {
    db,
    url: scoped.toString(),
    drop: async () => {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      // The job queue's tables, beside the schema (src/jobs/queue.ts).
      await admin.query(`drop schema if exists ${schema}_pgboss cascade`);
      await admin.end();
    },
  };
}


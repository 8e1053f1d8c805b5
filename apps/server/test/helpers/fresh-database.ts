// A fresh, migrated database per test file: PGlite in memory, or, when DATABASE_URL is set,
// a new schema of its own on that PostgreSQL server (dropped afterwards), so test files can
// run side by side on one server.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type DatabaseLimits, openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

let snapshot: Promise<Blob | undefined> | undefined;

/** The migrated database that the global setup dumped (test/helpers/global-setup.ts), read once per worker. */
function migratedSnapshot(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    const file = inject('pgliteSnapshot');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return snapshot;
}

/** `limits`: the server's database limits (pool, queue, statement time), as in production. */
/** `url`: the scoped PostgreSQL address, for a server process of its own (absent on PGlite). */
/** `migrated: false`: an empty database, for tests that bring it to an older state themselves. */
export async function freshDatabase(
  limits: Partial<DatabaseLimits> = {},
  { migrated = true }: { migrated?: boolean } = {},
): Promise<{ db: Database; drop: () => Promise<void>; url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ dataDir: 'memory://', limits, ...(migrated ? { snapshot: await migratedSnapshot() } : {}) });
    // From the snapshot this only finds every migration done; it still runs any the dump lacks.
    if (migrated) await migrate(db);
    return { db, drop: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ url: scoped.toString(), limits: { poolSize: 5, ...limits } });
  if (migrated) await migrate(db);
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


// Runs the committed migrations (db/migrations/NNN_name.sql, or NNN_name.ts for a step that
// needs more than SQL, such as moving files into the file storage) that have not run yet, in
// order, in one transaction. An advisory lock lets several server processes start against one
// PostgreSQL at once without running a migration twice.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Transaction, sql } from 'kysely';
import type { FileStore } from '../storage/file-store.ts';
import type { Database } from './database.ts';
import type { DB } from './schema.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 7_316_402;

/** What a TypeScript step may use besides the database. */
export interface MigrationContext {
  /** The file storage; needed only where a step has files to move. */
  store?: FileStore | undefined;
}

/** A TypeScript migration exports `up`. */
export type MigrationStep = (tx: Transaction<DB>, context: MigrationContext) => Promise<void>;

export async function migrate(db: Database, context: MigrationContext = {}): Promise<string[]> {
  const files = readdirSync(dir).filter((f) => /^\d{3}_[\w-]+\.(sql|ts)$/.test(f)).sort();
  const applied: string[] = [];
  await db.transaction().execute(async (tx) => {
    // A migration may rebuild an index over every row: the requests' statement limit is not for it.
    await sql`set local statement_timeout = 0`.execute(tx);
    await sql`select pg_advisory_xact_lock(${LOCK_ID})`.execute(tx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(tx);
    const done = new Set(
      (await sql<{ name: string }>`select name from schema_migrations`.execute(tx)).rows.map((r) => r.name),
    );
    for (const file of files.filter((f) => !done.has(f))) {
      if (file.endsWith('.ts')) {
        const step = (await import(pathToFileURL(path.join(dir, file)).href)) as { up: MigrationStep };
        await step.up(tx, context);
      } else {
        await sql.raw(readFileSync(path.join(dir, file), 'utf8')).execute(tx);
      }
      await sql`insert into schema_migrations (name) values (${file})`.execute(tx);
      applied.push(file);
    }
  });
  return applied;
}

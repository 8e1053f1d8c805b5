// Runs the committed SQL migrations (db/migrations/NNN_name.sql) that have not run yet, in
// order, each in its own transaction. An advisory lock lets several server processes start
// against one PostgreSQL at once without running a migration twice.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 7_316_402;

export async function migrate(db: Database): Promise<string[]> {
  const files = readdirSync(dir).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
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
      await sql.raw(readFileSync(path.join(dir, file), 'utf8')).execute(tx);
      await sql`insert into schema_migrations (name) values (${file})`.execute(tx);
      applied.push(file);
    }
  });
  return applied;
}

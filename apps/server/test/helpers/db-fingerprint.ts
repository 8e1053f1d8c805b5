// A cheap fingerprint of the whole database: per table its row count and the sum of its rows'
// xmin (the transaction that wrote each row version). Any insert, update or delete changes it;
// reading does not. Tables that refused requests are meant to write (the sign-in and mail
// limits count refused attempts) are left out; of the audit log only the entries of accepted
// requests count (a failed sign-in is recorded on purpose).
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';

const COUNTS_REFUSALS = new Set(['rate_limits']);

export async function tableNames(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.name).filter((name) => !COUNTS_REFUSALS.has(name) && !name.startsWith('kysely_'));
}

export async function fingerprint(db: Database, tables: string[]): Promise<string> {
  const parts = tables.map(
    (table) =>
      sql`select ${table} as t, count(*)::text as n, coalesce(sum(xmin::text::bigint), 0)::text as x from ${sql.table(table)}
        ${table === 'audit_log' ? sql`where outcome <> 'failure'` : sql``}`,
  );
  const { rows } = await sql<{ t: string; n: string; x: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return rows.map((r) => `${r.t}:${r.n}:${r.x}`).join(' ');
}

/**
 * The next transaction id the database will hand out. A transaction gets an id only when it
 * first writes, so while this stays the same nothing was written anywhere: a check that then
 * skips the fingerprint (which reads every table) is as strict and much cheaper.
 */
export async function nextTransactionId(db: Database): Promise<string> {
  const { rows } = await sql<{ x: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as x`.execute(db);
  return rows[0]!.x;
}

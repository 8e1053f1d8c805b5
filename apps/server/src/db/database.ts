// Opens the database: PGlite in-process (data in DATA_DIR/pgdata) by default, or a real
// PostgreSQL server through a connection pool when DATABASE_URL is set. Same SQL either way.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

// timestamptz comes back as a Date from pg; dates travel as ISO strings everywhere else.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface DatabaseTarget {
  /** postgres://…; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite's folder; 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  /** Told the duration of every query (the load script uses it to find slow ones). */
  onQuery?: (milliseconds: number, sql: string) => void;
}

function logOption(target: DatabaseTarget) {
  const onQuery = target.onQuery;
  if (!onQuery) return {};
  return {
    log: (event: { queryDurationMillis: number; query: { sql: string } }) => onQuery(event.queryDurationMillis, event.query.sql),
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.url) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...logOption(target) });
  }
  const dir = target.dataDir ?? 'memory://';
  let dataDir = dir;
  if (!dir.startsWith('memory://')) {
    dataDir = path.join(dir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
  }
  // pg_trgm serves the problem search's text index (migration 003).
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return new Kysely<DB>({ dialect: new PGliteDialect(client), ...logOption(target) });
}

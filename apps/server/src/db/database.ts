// Opens the database: PGlite in-process (data in DATA_DIR/pgdata) by default, or a real
// PostgreSQL server through a connection pool when DATABASE_URL is set. Same SQL either way.
import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

/** PGlite's shared buffers (README "Memory"). */
const PGLITE_SHARED_BUFFERS = '16MB';

/** Opens (or, when the folder is empty, creates) a PGlite database. */
export function openPglite(dataDir: string): Promise<PGlite> {
  // pg_trgm serves the problem search's text index (migration 003). PostgreSQL's 128 MB of
  // shared buffers would live in the server's own memory here; a school's database fits in
  // far less, and the operating system caches the files behind it anyway.
  return PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

/** Creates the database in DATA_DIR in a child process (pglite-create.ts) and waits for it. */
async function createInOwnProcess(dataDir: string): Promise<void> {
  const child = fork(fileURLToPath(new URL('./pglite-create.ts', import.meta.url)), [dataDir], { execArgv: ['--liftoff-only'], stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Creating the database in ${dataDir} failed (exit code ${code}).`);
}

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
    // A new database is made by PostgreSQL's initdb, a second WebAssembly program of its own
    // that takes some 400 MB while it runs, much of which this process would keep. It runs in
    // a short-lived process instead, once; the server then opens the finished database.
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createInOwnProcess(dataDir);
  }
  const client = await openPglite(dataDir);
  return new Kysely<DB>({ dialect: new PGliteDialect(client), ...logOption(target) });
}

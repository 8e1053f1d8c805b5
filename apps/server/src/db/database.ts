// Opens the database: PGlite in-process (data in DATA_DIR/pgdata) by default, or a real
// PostgreSQL server through a connection pool when DATABASE_URL is set. Same SQL either way.
import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Dialect, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { Admission, admitted } from './admission.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

/** PGlite's shared buffers (README "Memory"). */
const PGLITE_SHARED_BUFFERS = '16MB';

/** Opens (or, when the folder is empty, creates) a PGlite database. */
/** `snapshot`: a dump of a data folder (PGlite's dumpDataDir) to start from instead of an empty one. */
export function openPglite(dataDir: string, snapshot?: Blob): Promise<PGlite> {
  // pg_trgm serves the problem search's text index (migration 003). PostgreSQL's 128 MB of
  // shared buffers would live in the server's own memory here; a school's database fits in
  // far less, and the operating system caches the files behind it anyway.
  return PGlite.create({
    dataDir,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
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

/** How much database work one server process takes on (README "Configuration"). */
export interface DatabaseLimits {
  /** PostgreSQL connections of this process (PGlite has one). */
  poolSize: number;
  /** Requests waiting for a connection, at most; more are answered 503 at once. */
  queueLimit: number;
  /** The longest a request waits for its first database work before it is answered 503. */
  queueWaitMs: number;
  /** PostgreSQL ends a statement that runs longer than this (0: no limit). */
  statementTimeoutMs: number;
}

const DEFAULT_DATABASE_LIMITS: DatabaseLimits = { poolSize: 10, queueLimit: 100, queueWaitMs: 2000, statementTimeoutMs: 10_000 };

export interface DatabaseTarget {
  /** postgres://…; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite's folder; 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  /**
   * PGlite only: a dump of a data folder to start an in-memory database from. The tests start
   * from one already migrated, which takes a third of the time of PostgreSQL's initdb.
   */
  snapshot?: Blob;
  /** Told the duration of every query (the load script uses it to find slow ones). */
  onQuery?: (milliseconds: number, sql: string) => void;
  limits?: Partial<DatabaseLimits>;
}

/** The database with its admission queue (src/db/admission.ts). */
function kysely(dialect: Dialect, concurrency: number, limits: DatabaseLimits, target: DatabaseTarget): Database {
  const admission = new Admission({ concurrency, capacity: limits.queueLimit, maxWaitMs: limits.queueWaitMs });
  return new Kysely<DB>({ dialect: admitted(dialect, admission), ...logOption(target) });
}

function logOption(target: DatabaseTarget) {
  const onQuery = target.onQuery;
  if (!onQuery) return {};
  return {
    log: (event: { queryDurationMillis: number; query: { sql: string } }) => onQuery(event.queryDurationMillis, event.query.sql),
  };
}

/**
 * The connection under a Database, for a library that speaks SQL itself (the job queue):
 * PostgreSQL's pool, or PGlite's one connection to be taken in turn with Kysely's users.
 */
export type RawDatabase =
  | { kind: 'postgres'; pool: pg.Pool }
  | { kind: 'pglite'; exclusive: <T>(work: (client: PGlite) => Promise<T>) => Promise<T> };

const raw = new WeakMap<Database, RawDatabase>();

export function rawDatabase(db: Database): RawDatabase {
  const found = raw.get(db);
  if (!found) throw new Error('This database was not opened with openDatabase.');
  return found;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const limits = { ...DEFAULT_DATABASE_LIMITS, ...target.limits };
  if (target.url) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: limits.poolSize,
      // The server ends a statement past the limit (57014, answered 503 `server.busy`).
      ...(limits.statementTimeoutMs > 0 ? { statement_timeout: limits.statementTimeoutMs } : {}),
    });
    const db = kysely(new PostgresDialect({ pool }), limits.poolSize, limits, target);
    raw.set(db, { kind: 'postgres', pool });
    return db;
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
  const client = await openPglite(dataDir, target.snapshot);
  // PGlite runs each statement to its end on this process's one thread: nothing can interrupt
  // it, so statementTimeoutMs does not apply; the admission queue bounds the waiting instead.
  const dialect = new PGliteDialect(client);
  const db = kysely(dialect, 1, limits, target);
  raw.set(db, { kind: 'pglite', exclusive: (work) => dialect.exclusive(work) });
  return db;
}

// A Kysely dialect for PGlite (PostgreSQL in-process). PGlite has one connection, so a
// lock hands it to one user at a time: a transaction of one request must never see the
// statements of another request in between.
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

class Lock {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly client: PGlite;

  constructor(client: PGlite) {
    this.client = client;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters, use the simple protocol (as pg does), which also runs a script of
    // several statements (the migrations); its last statement's result is the answer.
    const result =
      query.parameters.length === 0
        ? ((await this.client.exec(query.sql)).at(-1) ?? { rows: [], affectedRows: 0 })
        : await this.client.query<R>(query.sql, [...query.parameters]);
    const affected = result.affectedRows;
    return {
      rows: result.rows as R[],
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results.');
  }
}

class PGliteDriver implements Driver {
  readonly #lock = new Lock();
  readonly #connection: PGliteConnection;
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(client: PGlite) {
    this.#connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // PGlite's work runs on this thread and yields only to promises, so one request's queries
    // would run before the event loop reads the next request: requests would wait unseen in
    // the network buffers. Letting the loop turn first brings them in, where they take their
    // place in the admission queue (src/db/admission.ts) and are answered 503 when it is full.
    await new Promise((resolve) => setImmediate(resolve));
    const release = await this.#lock.acquire();
    // One connection object, handed out under the lock; release is remembered per hand-out.
    const handle = Object.create(this.#connection) as PGliteConnection;
    this.#releases.set(handle, release);
    return handle;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  /** Runs `work` with the PGlite client to itself, between other users' statements and transactions. */
  async exclusive<T>(work: (client: PGlite) => Promise<T>): Promise<T> {
    const release = await this.#lock.acquire();
    try {
      return await work(this.#connection.client);
    } finally {
      release();
    }
  }

  async destroy(): Promise<void> {
    await this.#connection.client.close();
  }
}

export class PGliteDialect implements Dialect {
  readonly #client: PGlite;
  #driver: PGliteDriver | undefined;

  constructor(client: PGlite) {
    this.#client = client;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    // One driver per dialect: its lock is the one every user of the connection must take.
    this.#driver ??= new PGliteDriver(this.#client);
    return this.#driver;
  }
  /**
   * Runs `work` with the client to itself (no Kysely query or transaction in between): for a
   * second user of the same connection, the job queue, whose scripts of several statements
   * need PGlite's own calls.
   */
  exclusive<T>(work: (client: PGlite) => Promise<T>): Promise<T> {
    return this.createDriver().exclusive(work);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

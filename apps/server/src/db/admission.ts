// Admission control for the database: at most `concurrency` callers hold a connection at once
// (the pool's size; PGlite's one connection), and the others wait in a bounded queue. A
// request is turned away (503 `server.busy` with Retry-After) only at its first database
// work, before it has read or written anything: when the queue is full, when the expected wait
// is longer than `maxWaitMs`, or when it has waited that long. Later work of a request that
// got in is never turned away and goes before new requests, so work under way finishes first
// and a refusal never leaves half of a change behind. Work outside any request (migrations,
// the demo data, work after an answer) always waits.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Dialect, Driver, Kysely, TransactionSettings } from 'kysely';

export interface AdmissionLimits {
  /** Connections in use at once. */
  concurrency: number;
  /** Callers waiting for a connection, at most. */
  capacity: number;
  /** The longest a request waits for its first database work. */
  maxWaitMs: number;
}

/** The database is too busy to start this request's work now (answered 503 `server.busy`). */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('The database queue is full');
    this.name = 'DatabaseBusyError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

interface RequestScope {
  /** The request has started database work: it is never turned away any more. */
  admitted: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs a request's work so that its first database work may be turned away when the database is busy. */
export function asRequest<T>(work: () => Promise<T>): Promise<T> {
  return scopes.run({ admitted: false }, work);
}

/** Runs work that belongs to no request (work after an answer): it waits its turn, never turned away. */
export function outsideRequest<T>(work: () => Promise<T>): Promise<T> {
  return scopes.exit(work);
}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

export class Admission {
  readonly limits: AdmissionLimits;
  #holding = 0;
  /** Further work of requests that got in (and work outside requests): served first. */
  readonly #continuing: Waiter[] = [];
  /** Requests' first database work: served after, bounded, and turned away when too late. */
  readonly #arriving: Waiter[] = [];
  /**
   * A moving average of how long a request holds a connection, for the expected wait and
   * Retry-After (work outside requests, such as migrations, does not count).
   */
  #averageHoldMs = 10;

  constructor(limits: AdmissionLimits) {
    this.limits = limits;
  }

  get size() {
    return { holding: this.#holding, waiting: this.#continuing.length + this.#arriving.length };
  }

  /** How long a newcomer is likely to wait: the queue ahead, drained `concurrency` at a time. */
  expectedWaitMs(): number {
    if (this.#holding < this.limits.concurrency) return 0;
    return Math.ceil((this.size.waiting + 1) / this.limits.concurrency) * this.#averageHoldMs;
  }

  retryAfterSeconds(): number {
    return Math.min(60, Math.max(1, Math.ceil((this.expectedWaitMs() + this.limits.maxWaitMs) / 1000)));
  }

  /** Waits for a place; returns the function that gives it back. */
  async enter(): Promise<() => void> {
    const scope = scopes.getStore();
    const arriving = scope !== undefined && !scope.admitted;
    if (this.#holding >= this.limits.concurrency) {
      if (arriving && (this.#arriving.length >= this.limits.capacity || this.expectedWaitMs() > this.limits.maxWaitMs)) {
        throw new DatabaseBusyError(this.retryAfterSeconds());
      }
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = { resolve, reject };
        if (arriving) {
          waiter.timer = setTimeout(() => {
            this.#arriving.splice(this.#arriving.indexOf(waiter), 1);
            reject(new DatabaseBusyError(this.retryAfterSeconds()));
          }, this.limits.maxWaitMs);
          this.#arriving.push(waiter);
        } else {
          this.#continuing.push(waiter);
        }
      });
    } else {
      this.#holding++;
    }
    if (scope) scope.admitted = true;
    const started = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (scope) this.#averageHoldMs = 0.9 * this.#averageHoldMs + 0.1 * (performance.now() - started);
      // The place passes straight to the next waiting caller, so `holding` stays as it is;
      // work already under way goes before new requests.
      const next = this.#continuing.shift() ?? this.#arriving.shift();
      if (next) {
        clearTimeout(next.timer);
        next.resolve();
      } else {
        this.#holding--;
      }
    };
  }
}

/** A driver that takes a place in the admission queue before it hands out a connection. */
class AdmittedDriver implements Driver {
  readonly #inner: Driver;
  readonly #admission: Admission;
  readonly #leaves = new WeakMap<DatabaseConnection, () => void>();

  constructor(inner: Driver, admission: Admission) {
    this.#inner = inner;
    this.#admission = admission;
  }

  init() {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const leave = await this.#admission.enter();
    try {
      const connection = await this.#inner.acquireConnection();
      this.#leaves.set(connection, leave);
      return connection;
    } catch (error) {
      leave();
      throw error;
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.#inner.rollbackTransaction(connection);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.releaseConnection(connection);
    } finally {
      this.#leaves.get(connection)?.();
      this.#leaves.delete(connection);
    }
  }

  destroy() {
    return this.#inner.destroy();
  }
}

/** The dialect with its driver behind the admission queue. */
export function admitted(dialect: Dialect, admission: Admission): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new AdmittedDriver(dialect.createDriver(), admission),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
  };
}

// The durable job queue (docs/architecture.md "Jobs"): pg-boss on the server's own database,
// PostgreSQL or the embedded PGlite alike. A job is a row in pg-boss's tables, so it outlives
// the request and the process that queued it: a failed attempt is retried with growing waits,
// and a job whose process died (no heartbeat for JOB_HEARTBEAT_SECONDS) is failed by whichever
// process supervises next and retried by any process. pg-boss keeps its tables in a schema of
// its own (JOB_SCHEMA).
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { fromKysely, fromPglite, PgBoss, type Db, type JobResult, type JobWithMetadata, type Queue } from 'pg-boss';
import pg from 'pg';
import type { Config } from '../config.ts';
import { type Database, rawDatabase } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/** The kinds of work the queue carries, and what each job's data holds. */
export interface JobPayloads {
  /** An extraction of the `jobs` table (its row holds the file and the answer). */
  extraction: { job_id: string };
  /** A password-reset mail to whoever has this address, if anyone. */
  'password-reset-mail': { email: string };
  /** The scheduled clean-up of old jobs and expired rows. */
  cleanup: Record<string, never>;
  /** The daily purge of audit entries older than the setting audit_retention_days. */
  'audit-purge': Record<string, never>;
  /** A scan of the new messages for the review queue (src/reviews/scan.ts). */
  'review-scan': Record<string, never>;
  /** The alert mail of a new high-severity review to its school's schooladmins. */
  'review-alert-mail': { review_id: number };
}
export type QueueName = keyof JobPayloads;

/** One attempt at a job, as a worker gets it. */
export interface Attempt<K extends QueueName> {
  id: string;
  data: JobPayloads[K];
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** Aborted when the process stops and the job is handed back. */
  signal: AbortSignal;
}

export type Worker<K extends QueueName> = (attempt: Attempt<K>) => Promise<void>;

export interface EnqueueOptions {
  /** Queue in this transaction: the job exists exactly when the transaction commits. */
  tx?: Transaction<DB> | Database;
  /** At most one job with this key is queued at a time. */
  singletonKey?: string;
  /** With singletonKey: at most one such job per slot of this many seconds, across all processes. */
  singletonSeconds?: number;
  id?: string;
}

export interface JobQueue {
  enqueue<K extends QueueName>(name: K, data: JobPayloads[K], options?: EnqueueOptions): Promise<string | null>;
  /** Takes jobs of this queue in this process: `concurrency` fetches of `batchSize` jobs (1 unless given) at once. */
  work<K extends QueueName>(name: K, concurrency: number, worker: Worker<K>, batchSize?: number): Promise<void>;
  /** Takes a queued job out of the queue (a running one is stopped by its worker). */
  cancel(name: QueueName, id: string): Promise<void>;
  /** Runs the queue's job on a cron schedule (UTC), across all processes once per occurrence. */
  schedule(name: QueueName, cron: string): Promise<void>;
  /** Ends a queue's cron schedule. */
  unschedule(name: QueueName): Promise<void>;
  /** Stops taking jobs; running ones get until `timeoutMs` to finish, then go back to the queue. */
  stop(timeoutMs: number): Promise<void>;
  /** Jobs waiting or running per queue (readiness, the load script). */
  counts(): Promise<Record<string, { queued: number; active: number }>>;
  /** Wakes this process's workers of the queue (a job was just queued), instead of waiting for their next poll. */
  nudge(name: QueueName): void;
  /**
   * Resolves once every job queued by this process has had an attempt in this process (tests:
   * a call's mail has gone out when its answer is checked).
   */
  settled(): Promise<void>;
}

/** The queues started in this process (several in tests), for settled(). */
const live = new Set<JobQueue>();

/** Every job queued by a queue of this process has had an attempt here (tests: a call's mail went out). */
export async function settled(): Promise<void> {
  await Promise.all([...live].map((queue) => queue.settled()));
}

/** How each queue retries and expires its jobs. */
function queueOptions(config: Config): Record<QueueName, Omit<Queue, 'name'>> {
  const lifetime = {
    expireInSeconds: config.JOB_EXPIRE_SECONDS,
    heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
    // Finished jobs stay a day for a look into the queue; the API's view is the jobs table.
    retentionSeconds: 7 * 24 * 3600,
    deleteAfterSeconds: 24 * 3600,
  };
  const backoff = { retryLimit: config.JOB_RETRY_LIMIT, retryDelay: config.JOB_RETRY_DELAY_SECONDS, retryBackoff: true, retryDelayMax: 600 };
  return {
    extraction: { ...lifetime, ...backoff },
    // A mail server may be away for a while: more attempts, over about an hour with the backoff.
    // The job holds an address: it goes an hour after the job ended, and a mail not sent within
    // a day is given up (the user has asked again long since).
    'password-reset-mail': { ...lifetime, ...backoff, retryLimit: Math.max(config.JOB_RETRY_LIMIT, 8), retentionSeconds: 24 * 3600, deleteAfterSeconds: 3600 },
    cleanup: { ...lifetime, retryLimit: 1, retryDelay: 60, retryBackoff: false },
    'audit-purge': { ...lifetime, retryLimit: 2, retryDelay: 300, retryBackoff: false },
    // The next scan comes soon anyway: no retries of a failed one.
    'review-scan': { ...lifetime, retryLimit: 0, retentionSeconds: 3600, deleteAfterSeconds: 3600 },
    // As the reset mail: a mail server may be away for a while.
    'review-alert-mail': { ...lifetime, ...backoff, retryLimit: Math.max(config.JOB_RETRY_LIMIT, 8) },
  };
}

/** pg-boss's schema: JOB_SCHEMA, else `pgboss`, or `<schema>_pgboss` beside tables outside `public` (tests). */
async function bossSchema(db: Database, config: Config): Promise<string> {
  if (config.JOB_SCHEMA) return config.JOB_SCHEMA;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const current = rows[0]?.schema ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_pgboss`;
}

/** pg-boss over the server's own connection: PostgreSQL's pool, or PGlite's one connection taken in turn. */
function adapterFor(db: Database): { db: Db; backend: 'postgres' | 'pglite' } {
  const raw = rawDatabase(db);
  if (raw.kind === 'postgres') {
    const pool = raw.pool;
    const executeSql = async (text: string, values?: unknown[]) => {
      if (values?.length) return pool.query(text, values);
      // A script without parameters may be BEGIN … COMMIT (pg-boss's locked sections): when a
      // statement in it fails, the connection is left in the aborted transaction; it is rolled
      // back before the connection goes back to the pool the requests use.
      const client = await pool.connect();
      let broken = false;
      try {
        return await client.query(text);
      } catch (error) {
        // A connection that cannot even roll back is closed rather than reused.
        broken = await client.query('rollback').then(
          () => false,
          () => true,
        );
        throw error;
      } finally {
        client.release(broken);
      }
    };
    return { backend: 'postgres', db: { executeSql } };
  }
  let adapter: Db | undefined;
  return {
    backend: 'pglite',
    db: { executeSql: (text, values) => raw.exclusive((client) => (adapter ??= fromPglite(client)).executeSql(text, values)) },
  };
}

/** The advisory lock that lets one process at a time install or update the queue's tables. */
const QUEUE_START_LOCK = 7_316_404;

/**
 * Runs `start` while holding QUEUE_START_LOCK for the queue's schema on PostgreSQL: processes
 * that start at the same moment on an empty database would otherwise both try to create
 * pg-boss's schema, and the second fails (found by the two-process run, scripts/cluster/run.sh).
 * The lock is per schema (queues in other schemas, as the tests' are, start side by side), and
 * its wait is not cut by the pool's statement timeout: the other process's start ends soon.
 * PGlite has one process.
 */
async function oneStartAtATime<T>(db: Database, schema: string, start: () => Promise<T>): Promise<T> {
  const raw = rawDatabase(db);
  if (raw.kind !== 'postgres') return start();
  // A connection of its own, not one of the pool's: the start needs those (a pool may have one).
  const client = new pg.Client({ ...raw.pool.options, statement_timeout: 0 });
  await client.connect();
  const key = [QUEUE_START_LOCK, schema];
  try {
    await client.query('select pg_advisory_lock($1, hashtext($2))', key);
    return await start();
  } finally {
    // Ending the connection also lets go of its lock.
    await client.end();
  }
}

export async function startJobQueue(db: Database, config: Config, log: FastifyBaseLogger): Promise<JobQueue> {
  const { db: adapter, backend } = adapterFor(db);
  const schema = await bossSchema(db, config);
  const monitorSeconds = Math.max(1, Math.min(60, Math.round(config.JOB_HEARTBEAT_SECONDS / 2)));
  const boss = new PgBoss({
    db: adapter,
    backend,
    schema,
    // How soon a dead process's job is noticed: heartbeat missed, then the next supervision.
    superviseIntervalSeconds: monitorSeconds,
    monitorIntervalSeconds: monitorSeconds,
    queueCacheIntervalSeconds: 60,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const options = queueOptions(config);
  await oneStartAtATime(db, schema, async () => {
    await boss.start();
    for (const [name, queue] of Object.entries(options)) {
      // createQueue leaves an existing queue as it is; updateQueue brings its settings to this configuration.
      await boss.createQueue(name, queue);
      const { heartbeatSeconds, retryDelayMax, expireInSeconds, retentionSeconds, deleteAfterSeconds, retryLimit, retryDelay, retryBackoff } = queue;
      const settings = { heartbeatSeconds, retryDelayMax, expireInSeconds, retentionSeconds, deleteAfterSeconds, retryLimit, retryDelay, retryBackoff };
      await boss.updateQueue(name, Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)));
    }
  });
  const names = Object.keys(options);
  const workers = new Map<QueueName, string>();
  // Jobs queued here whose first attempt here has not ended, and who waits for that.
  const queuedHere = new Set<string>();
  let waiters: (() => void)[] = [];
  const attempted = (id: string) => {
    if (!queuedHere.delete(id) || queuedHere.size) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  const nudge = (name: QueueName) => {
    const worker = workers.get(name);
    if (worker) boss.notifyWorker(worker);
  };

  const queue: JobQueue = {
    async enqueue(name, data, enqueueOptions = {}) {
      const { tx, ...rest } = enqueueOptions;
      const id = await boss.send(name, data as object, { ...rest, ...(tx ? { db: fromKysely(tx) } : {}) });
      // Followed jobs (queued in a transaction with their row) are watched through their row;
      // settled() is for the fire-and-forget work queued on its own (mails).
      if (id && !tx && workers.has(name)) queuedHere.add(id);
      if (!tx) nudge(name);
      return id;
    },

    async work(name, concurrency, worker, batchSize = 1) {
      // A batch's jobs run side by side and are settled one by one. With batches, a worker that
      // got a full one fetches again at once (no poll interval between short jobs).
      const workOptions = {
        includeMetadata: true,
        perJobResults: true,
        batchSize,
        localConcurrency: concurrency,
        pollingIntervalSeconds: config.JOB_POLL_SECONDS,
        ...(batchSize > 1 ? { burstWhenBatchFull: true } : {}),
      } as const;
      const id = await boss.work<JobPayloads[typeof name], unknown, typeof workOptions>(name, workOptions, (batch: JobWithMetadata<JobPayloads[typeof name]>[]) =>
        Promise.all(
          batch.map(async (job): Promise<JobResult> => {
            try {
              await worker({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit, signal: job.signal });
              return { id: job.id, status: 'completed' };
            } catch (error) {
              // Failed: retried after the queue's backoff while retries are left.
              return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
            } finally {
              attempted(job.id);
            }
          }),
        ),
      );
      workers.set(name, id);
    },

    nudge,

    settled() {
      if (!queuedHere.size) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },

    async cancel(name, id) {
      await boss.cancel(name, id);
    },

    async unschedule(name) {
      await boss.unschedule(name);
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },

    async stop(timeoutMs) {
      live.delete(queue);
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
      // Nothing more is attempted here: nobody waits for it any longer.
      queuedHere.clear();
      for (const wake of waiters) wake();
      waiters = [];
    },

    async counts() {
      const result: Record<string, { queued: number; active: number }> = {};
      for (const queue of await boss.getQueues(names)) result[queue.name] = { queued: queue.queuedCount, active: queue.activeCount };
      return result;
    },
  };
  live.add(queue);
  return queue;
}

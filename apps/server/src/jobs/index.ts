// Jobs, the one interface the rest of the server uses for work that outlives a request
// (docs/architecture.md "Jobs"): `enqueue` any queued work (mails), `work` to take jobs of a
// kind in this process, and for the jobs a user follows (extractions, the jobs table) `start`,
// `get`, `progress` and `cancel`. Durable on the database through pg-boss (./queue.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { JobKind } from '../db/schema.ts';
import { type EnqueueOptions, type JobPayloads, type JobQueue, type QueueName, startJobQueue, type Worker } from './queue.ts';
import { cancelJobRow, findJob, insertJob, type JobRow, type NewJob, recordProgress } from './store.ts';

export { settled } from './queue.ts';
export type { Attempt, JobPayloads, QueueName, Worker } from './queue.ts';
export type { JobRow } from './store.ts';

/** A followed job was cancelled while its worker ran: the worker stops where it is. */
export class JobCancelled extends Error {
  constructor() {
    super('The job was cancelled.');
    this.name = 'JobCancelled';
  }
}

/** Runs `work` in a transaction and commits it. */
export type Transact = <T>(work: (db: Database) => Promise<T>) => Promise<T>;

export interface Jobs {
  /** Queues work; with `tx`, in that transaction (the job exists exactly when it commits). */
  enqueue<K extends QueueName>(name: K, data: JobPayloads[K], options?: EnqueueOptions): Promise<string | null>;
  /** Takes jobs of this queue in this process: `concurrency` fetches of `batchSize` jobs (1 unless given) at once. */
  work<K extends QueueName>(name: K, concurrency: number, worker: Worker<K>, batchSize?: number): Promise<void>;
  /**
   * Stores a job a user follows (its row holds the input) and queues it, in one transaction:
   * `transact`'s when given (the request's audited transaction), else one of its own.
   */
  start(job: Omit<NewJob, 'job_id'> & { kind: JobKind }, transact?: Transact): Promise<string>;
  get(jobId: string): Promise<JobRow | undefined>;
  /** Records the progress of a job's attempt; throws JobCancelled when it was cancelled (or taken over) meanwhile. */
  progress(jobId: string, attempt: number, done: number, total: number): Promise<void>;
  /**
   * Cancels a job that has not ended: a queued one never starts, a running one stops at its
   * next step. Its row changes in `transact`'s transaction when given (the request's audited one).
   */
  cancel(jobId: string, transact?: Transact): Promise<void>;
  schedule(name: QueueName, cron: string): Promise<void>;
  unschedule(name: QueueName): Promise<void>;
  counts(): ReturnType<JobQueue['counts']>;
  /** Every job queued by this process has had an attempt here (tests wait for a call's mail with it). */
  settled(): Promise<void>;
  /** Stops taking jobs; running ones get until `timeoutMs`, then go back to the queue. */
  stop(timeoutMs: number): Promise<void>;
}

export async function startJobs(db: Database, config: Config, log: FastifyBaseLogger): Promise<Jobs> {
  const queue = await startJobQueue(db, config, log);
  let stopped: Promise<void> | undefined;
  return {
    enqueue: (name, data, options) => queue.enqueue(name, data, options),
    work: (name, concurrency, worker, batchSize) => queue.work(name, concurrency, worker, batchSize),

    async start(job, transact = (work) => db.transaction().execute(work)) {
      const jobId = randomUUID();
      await transact(async (tx) => {
        await insertJob(tx, { ...job, job_id: jobId });
        await queue.enqueue(job.kind, { job_id: jobId }, { tx, id: jobId });
        return { job_id: jobId };
      });
      queue.nudge(job.kind);
      return jobId;
    },

    get: (jobId) => findJob(db, jobId),

    async progress(jobId, attempt, done, total) {
      if (!(await recordProgress(db, jobId, attempt, done, total))) throw new JobCancelled();
    },

    async cancel(jobId, transact = (work) => work(db)) {
      const row = await findJob(db, jobId);
      if (!row || !(await transact((tx) => cancelJobRow(tx, jobId)))) return;
      // A queued job leaves the queue; a running one is stopped by its worker at the next page.
      if (row.state === 'queued') await queue.cancel(row.kind, jobId).catch(() => undefined);
    },

    schedule: (name, cron) => queue.schedule(name, cron),
    unschedule: (name) => queue.unschedule(name),
    counts: () => queue.counts(),
    settled: () => queue.settled(),
    stop(timeoutMs) {
      stopped ??= queue.stop(timeoutMs);
      return stopped;
    },
  };
}

// The jobs table (migration 009): what the API shows of a job that a user follows. Every change
// of state is one statement that names the states it may start from, so a job cancelled while
// its worker runs stays cancelled, and a worker that lost its job (expired, taken over by a
// later attempt) writes nothing: the worker's writes name its attempt.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB, JobKind, JobState } from '../db/schema.ts';
import type { ErrorBody } from '../lib/http-error.ts';

/** How long a job stays visible (listJobs: "the last 7 days"). */
export const JOB_KEEP_DAYS = 7;
/** listJobs answers at most this many (the contract's JobList maxItems). */
export const JOB_LIST_LIMIT = 20;

export interface NewJob {
  job_id: string;
  kind: JobKind;
  created_by_user_id: number;
  file_name: string | null;
  params: Record<string, unknown>;
  input: Buffer;
  progress_total: number;
}

export interface JobRow {
  job_id: string;
  kind: JobKind;
  created_by_user_id: number;
  state: JobState;
  progress_done: number;
  progress_total: number;
  file_name: string | null;
  result: unknown;
  error: ErrorBody | null;
  created_at: Date;
  updated_at: Date;
}

const SHOWN = ['job_id', 'kind', 'created_by_user_id', 'state', 'progress_done', 'progress_total', 'file_name', 'error', 'created_at', 'updated_at'] as const;

export async function insertJob(tx: Transaction<DB> | Database, job: NewJob): Promise<void> {
  await tx
    .insertInto('jobs')
    .values({ ...job, params: JSON.stringify(job.params) })
    .execute();
}

/** One job with its answer; undefined when it does not exist (or has been cleaned up). */
export async function findJob(db: Database, jobId: string): Promise<JobRow | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select([...SHOWN, 'result'])
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row as JobRow | undefined;
}

/** A user's jobs of the last 7 days, newest first, without their answers. */
export async function listOwnJobs(db: Database, userId: number, kind: JobKind | undefined): Promise<Omit<JobRow, 'result'>[]> {
  let query = db
    .selectFrom('jobs')
    .select(SHOWN)
    .where('created_by_user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${JOB_KEEP_DAYS})`);
  if (kind) query = query.where('kind', '=', kind);
  return (await query.orderBy('created_at', 'desc').orderBy('job_id').limit(JOB_LIST_LIMIT).execute()) as Omit<JobRow, 'result'>[];
}

/** Attempt `attempt` takes the job: its input and parameters, or undefined when it was cancelled or has ended. */
export async function claimJob(
  db: Database,
  jobId: string,
  attempt: number,
): Promise<{ params: Record<string, unknown>; input: Buffer; created_by_user_id: number } | undefined> {
  const row = await db
    .updateTable('jobs')
    .set({ state: 'running', attempt, updated_at: sql`now()` })
    .where('job_id', '=', jobId)
    .where('state', 'in', ['queued', 'running'])
    .where('input', 'is not', null)
    .returning(['params', 'input', 'created_by_user_id'])
    .executeTakeFirst();
  return row ? { params: row.params as Record<string, unknown>, input: row.input!, created_by_user_id: row.created_by_user_id } : undefined;
}

/** Records progress; false when the job is no longer this attempt's to run (cancelled, taken over): the worker stops. */
export async function recordProgress(db: Database, jobId: string, attempt: number, done: number, total: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ progress_done: done, progress_total: total, updated_at: sql`now()` })
    .where('job_id', '=', jobId)
    .where('state', '=', 'running')
    .where('attempt', '=', attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The job is done: its answer is kept, its input dropped. */
export async function finishJob(db: Database, jobId: string, attempt: number, result: unknown): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'done', result: JSON.stringify(result), input: null, progress_done: sql`progress_total`, updated_at: sql`now()` })
    .where('job_id', '=', jobId)
    .where('state', '=', 'running')
    .where('attempt', '=', attempt)
    .execute();
}

/** The job failed for good, with the error the synchronous call would have answered. */
export async function failJob(db: Database, jobId: string, attempt: number, error: ErrorBody): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'failed', error: JSON.stringify(error), input: null, updated_at: sql`now()` })
    .where('job_id', '=', jobId)
    .where('state', '=', 'running')
    .where('attempt', '=', attempt)
    .execute();
}

/** The job goes back to waiting (a retry follows, or another process takes it over). */
export async function requeueJob(db: Database, jobId: string, attempt: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'queued', updated_at: sql`now()` })
    .where('job_id', '=', jobId)
    .where('state', '=', 'running')
    .where('attempt', '=', attempt)
    .execute();
}

/** Cancels a job that has not ended; true when it was waiting or running. */
export async function cancelJobRow(db: Database, jobId: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'cancelled', input: null, updated_at: sql`now()` })
    .where('job_id', '=', jobId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the jobs older than JOB_KEEP_DAYS; returns how many. */
export async function deleteOldJobs(db: Database): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${JOB_KEEP_DAYS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

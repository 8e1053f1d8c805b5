// The scheduled clean-up (queue `cleanup`, every 10 minutes, run by one process at a time):
// jobs older than 7 days go; a followed job that stayed queued or running far past any retry
// (its last attempt's process died) is marked failed, so the dialog does not wait for ever;
// sessions and reset links that have expired are deleted (until now they stayed for good).
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { internal } from '../lib/http-error.ts';
import { deleteOldJobs } from './store.ts';

export const CLEANUP_CRON = '*/10 * * * *';

/** How long a followed job may go without a change before it counts as lost. */
export function staleAfterSeconds(config: Config): number {
  // One attempt's longest run, and the longest wait of each retry (retryDelayMax, 600 s).
  return config.JOB_EXPIRE_SECONDS * (config.JOB_RETRY_LIMIT + 1) + 600 * config.JOB_RETRY_LIMIT;
}

export async function cleanUp(db: Database, config: Config): Promise<Record<string, number>> {
  const jobs = await deleteOldJobs(db);
  const lost = await db
    .updateTable('jobs')
    .set({
      state: 'failed',
      error: JSON.stringify(internal('The job was lost: the server process that ran it ended, and no retry was left.').body),
      input: null,
      updated_at: sql`now()`,
    })
    .where('state', 'in', ['queued', 'running'])
    .where('updated_at', '<', sql<Date>`now() - make_interval(secs => ${staleAfterSeconds(config)})`)
    .executeTakeFirst();
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  const resets = await db.deleteFrom('password_resets').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return {
    jobs,
    lost_jobs: Number(lost.numUpdatedRows),
    sessions: Number(sessions.numDeletedRows),
    password_resets: Number(resets.numDeletedRows),
  };
}

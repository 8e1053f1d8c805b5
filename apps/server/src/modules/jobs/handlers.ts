// Following background jobs (docs/product/api.md: getJob, cancelJob, listJobs): every role, as
// the upload that starts an extraction. A job is its creator's; admins see every job. Anyone
// else gets 404 for it, as for an id that does not exist (docs/product/roles.md).
import type { components } from '@backoffice/api-client';
import type { SessionUser } from '../../auth/session-user.ts';
import { inAuditedTransaction } from '../../audit/record.ts';
import { defineHandlers } from '../../contract/handler.ts';
import type { JobRow } from '../../jobs/index.ts';
import { listOwnJobs } from '../../jobs/store.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';

type Job = components['schemas']['Job'];
type JobSummary = components['schemas']['JobSummary'];

const jobNotFound = () => notFound('not_found', 'The job does not exist.');

const summaryOf = (row: Omit<JobRow, 'result'>): JobSummary => ({
  job_id: row.job_id,
  kind: row.kind,
  state: row.state,
  progress: { done: row.progress_done, total: row.progress_total },
  // Only a failed job names its error (a retried failure is not the job's answer).
  error: row.state === 'failed' ? row.error : null,
  file_name: row.file_name,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** The job if the user may see it: their own, or any for an admin. */
async function visibleJob(services: Services, user: SessionUser, jobId: string): Promise<JobRow> {
  const row = await services.jobs.get(jobId);
  if (!row || (row.created_by_user_id !== user.user_id && user.usertype !== 'admin')) throw jobNotFound();
  return row;
}

export const jobHandlers = defineHandlers({
  async getJob({ user, params, services }) {
    const row = await visibleJob(services, user, params.jobId);
    return { ...summaryOf(row), result: row.state === 'done' ? (row.result as Job['result']) : null } satisfies Job;
  },

  async cancelJob({ user, params, services, reply }) {
    await visibleJob(services, user, params.jobId);
    // The job's new state and the audit entry in one transaction.
    await services.jobs.cancel(params.jobId, (work) => inAuditedTransaction(services, work));
    return reply.status(204).send();
  },

  async listJobs({ user, query, services: { db } }) {
    return { jobs: (await listOwnJobs(db, user.user_id, query.kind)).map(summaryOf) };
  },
});

// The extraction as a job (startProblemUploadJob, docs/product/api.md): the request checks the
// file as uploadProblemFile does (its type, then its pages: every error of the file is
// answered at once), stores it with the job and answers 202; a worker in any server process
// then runs the same extraction, page by page with its progress, and stores the answer that
// uploadProblemFile would have given. A passing failure (the AI service busy, away or slow;
// the process ended) goes back to the queue and is retried with growing waits; any other
// failure ends the job with its error.
import type { Language } from '@backoffice/api-client';
import type { AiProvider } from '../../../ai/provider.ts';
import { DatabaseBusyError } from '../../../db/admission.ts';
import { inAuditedTransaction } from '../../../audit/record.ts';
import type { Database } from '../../../db/database.ts';
import { type Attempt, JobCancelled, type Jobs } from '../../../jobs/index.ts';
import { claimJob, failJob, finishJob, requeueJob } from '../../../jobs/store.ts';
import { HttpError, internal } from '../../../lib/http-error.ts';
import type { Services } from '../../../services.ts';
import type { ImageWork } from '../image-work/client.ts';
import { extractWorksheet } from './extract.ts';

type UploadType = 'application/pdf' | 'image/png' | 'image/jpeg';

interface ExtractionParams {
  type: UploadType;
  language: Language;
  max_problems: number;
}

/** Failures that may pass: the job is tried again later (the synchronous call answers them 5xx too). */
const PASSING = new Set(['ai.busy', 'ai.unreachable', 'ai.timeout', 'ai.bad_answer', 'server.busy', 'internal']);

export interface StartExtraction {
  ownerId: number;
  file: Buffer;
  fileName: string | null;
  type: UploadType;
  language: Language;
  maxProblems: number;
}

/** Checks the upload as uploadProblemFile does, then stores and queues it; returns the job's id. */
export async function startExtraction(
  start: StartExtraction,
  services: Pick<Services, 'db' | 'jobs' | 'ai' | 'images' | 'commitAudited'>,
): Promise<string> {
  const images = services.images.for(`user:${start.ownerId}`);
  const pages = await images.run('readPages', start.file, start.type);
  return services.jobs.start({
    kind: 'extraction',
    created_by_user_id: start.ownerId,
    file_name: start.fileName ? start.fileName.slice(0, 255) : null,
    params: { type: start.type, language: start.language, max_problems: start.maxProblems } satisfies ExtractionParams,
    input: start.file,
    progress_total: pages.length,
  }, (work) => inAuditedTransaction(services, work));
}

function asHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof DatabaseBusyError) return new HttpError(503, 'server.busy', 'The server is busy. Please try again in a moment.');
  return internal();
}

/** One attempt at an extraction job. */
export async function runExtraction(
  attempt: Attempt<'extraction'>,
  services: { db: Database; jobs: Jobs; ai: AiProvider | undefined; images: ImageWork },
  log: { error(object: object, message: string): void },
): Promise<void> {
  const { db, jobs } = services;
  const jobId = attempt.data.job_id;
  const ours = attempt.retryCount;
  const claimed = await claimJob(db, jobId, ours);
  // Cancelled (or ended) before this attempt began: nothing to do.
  if (!claimed) return;
  const params = claimed.params as unknown as ExtractionParams;
  try {
    const result = await extractWorksheet(
      { file: claimed.input, type: params.type, language: params.language, maxProblems: params.max_problems },
      services.ai,
      services.images.for(`user:${claimed.created_by_user_id}`),
      async (done, total) => {
        // The process is stopping: the job goes back to the queue before the next page.
        if (attempt.signal.aborted) throw new Error('The server process is stopping.');
        await jobs.progress(jobId, ours, done, total);
      },
    );
    await finishJob(db, jobId, ours, result);
  } catch (error) {
    if (error instanceof JobCancelled) return;
    const http = asHttpError(error);
    // The process is stopping, or this attempt was taken over: the queue has the job again.
    if (attempt.signal.aborted) throw error;
    if (PASSING.has(http.code) && attempt.retryCount < attempt.retryLimit) {
      await requeueJob(db, jobId, ours);
      // pg-boss retries the job after its backoff.
      throw error;
    }
    if (http.code === 'internal') log.error({ err: error, job_id: jobId }, 'extraction job failed');
    await failJob(db, jobId, ours, http.body);
  }
}

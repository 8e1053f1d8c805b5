// The upload flow's calls (docs/product/api.md): POST /admin/problems/upload-file/jobs (multipart:
// file, language, num_problems) starts the extraction in the background and answers its job id;
// GET /admin/jobs/{jobId} follows it to the drafts and page images (the answer the synchronous
// POST /admin/problems/upload-file gave); DELETE /admin/jobs/{jobId} cancels it; GET
// /admin/jobs?kind=extraction lists the user's recent extractions. POST
// /admin/problems/upload-file/confirm (multipart: problems and selected_indices as JSON,
// language, optional problemset_name) creates the chosen drafts.
import { toFormData, type ExtractedProblem, type Language } from '@backoffice/api-client';
import { useApiMutation } from '../../lib/api-mutation.ts';
import { useQueryHooks } from '../../lib/server-state.tsx';
import { isJobActive, JOB_POLL_MS } from './job-rules.ts';
import { createProgressFetch, type ProgressFetchOptions } from './progress-fetch.ts';

export interface ExtractRequest extends ProgressFetchOptions {
  file: File;
  language: Language;
  numProblems: number;
  /** Aborts the upload (the dialog's Cancel while the file is still on its way). */
  signal: AbortSignal;
}

/**
 * Sends the worksheet and resolves with the id of the extraction's job, which the server runs in
 * the background (docs/product/states.md#upload); reports the upload's progress on the way: the
 * call's own fetch (progress-fetch.ts) counts the bytes sent. The dialog awaits the answer and
 * shows its own phases, so it takes the mutation's `mutateAsync` alone. A new job shows in the
 * recent extractions at once.
 */
export function useStartExtraction() {
  return useApiMutation('post', '/admin/problems/upload-file/jobs', {
    request: ({ file, language, numProblems, signal, onUploadProgress, onUploaded }: ExtractRequest) => ({
      body: { file, language, num_problems: numProblems },
      bodySerializer: toFormData,
      fetch: createProgressFetch({ onUploadProgress, onUploaded }),
      signal,
    }),
    select: (started) => started.job_id,
    invalidate: ['/admin/jobs'],
  }).mutateAsync;
}

/**
 * One extraction job, asked again every JOB_POLL_MS while it waits or runs, and no more once it
 * has ended (done, failed, cancelled). `null` asks nothing.
 */
export function useExtractionJobQuery(jobId: string | null) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery(
    'get',
    '/admin/jobs/{jobId}',
    { params: { path: { jobId: jobId ?? '' } } },
    {
      enabled: jobId !== null,
      // A job moves on by itself: what was cached earlier is not what it is now.
      staleTime: 0,
      refetchInterval: (query) => (isJobActive(query.state.data?.state) ? JOB_POLL_MS : false),
    },
  );
}

/**
 * The user's extractions of the last 7 days, newest first (the dialog's recent list), asked
 * again every JOB_POLL_MS while one of them waits or runs, so their progress moves.
 */
export function useRecentExtractionsQuery() {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery(
    'get',
    '/admin/jobs',
    { params: { query: { kind: 'extraction' } } },
    {
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.jobs.some((job) => isJobActive(job.state)) ? JOB_POLL_MS : false),
    },
  );
}

/** Cancels an extraction: a queued one never starts, a running one stops before its next page. */
export function useCancelExtractionMutation() {
  return useApiMutation('delete', '/admin/jobs/{jobId}', {
    request: (jobId: string) => ({ params: { path: { jobId } } }),
    invalidate: ['/admin/jobs', '/admin/jobs/{jobId}'],
  });
}

export interface ConfirmRequest {
  drafts: ExtractedProblem[];
  selected: number[];
  language: Language;
  problemsetName?: string;
}

/**
 * Creates the chosen drafts (and the topic, when named). The problem searches and the topics
 * (lists, pages, their problem lists) load afresh, so the new problems and the new topic show.
 */
export function useConfirmUpload() {
  return useApiMutation('post', '/admin/problems/upload-file/confirm', {
    request: ({ drafts, selected, language, problemsetName }: ConfirmRequest) => {
      const name = problemsetName?.trim();
      return {
        body: {
          problems: JSON.stringify(drafts),
          selected_indices: JSON.stringify(selected),
          language,
          ...(name ? { problemset_name: name } : {}),
        },
        bodySerializer: toFormData,
      };
    },
    invalidate: [
      '/admin/problems/search',
      '/admin/problems/{id}',
      '/admin/problemsets',
      '/admin/problemsets/{id}',
      '/admin/problemsets/{id}/problems',
    ],
  });
}

// The upload flow's calls (docs/product/api.md): POST /admin/problems/upload-file (multipart: file,
// language, num_problems) returns the drafts and the page images; POST
// /admin/problems/upload-file/confirm (multipart: problems and selected_indices as JSON,
// language, optional problemset_name) creates the chosen drafts.
import { toFormData, type ExtractedProblem, type Language } from '@backoffice/api-client';
import { useApiMutation } from '../../lib/api-mutation.ts';
import { createProgressFetch, type ProgressFetchOptions } from './progress-fetch.ts';

export interface ExtractRequest extends ProgressFetchOptions {
  file: File;
  language: Language;
  numProblems: number;
  /** Aborts the upload or the wait for the server's answer (the dialog's Cancel). */
  signal: AbortSignal;
}

/**
 * Sends the worksheet and resolves with the drafts; reports the upload's progress on the way:
 * the call's own fetch (progress-fetch.ts) counts the bytes sent. The dialog awaits the answer
 * and shows its own phases, so it takes the mutation's `mutateAsync` alone.
 */
export function useExtract() {
  return useApiMutation('post', '/admin/problems/upload-file', {
    request: ({ file, language, numProblems, signal, onUploadProgress, onUploaded }: ExtractRequest) => ({
      body: { file, language, num_problems: numProblems },
      bodySerializer: toFormData,
      fetch: createProgressFetch({ onUploadProgress, onUploaded }),
      signal,
    }),
  }).mutateAsync;
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

// The upload flow's calls (spec §7): POST /admin/problems/upload-file (multipart: file,
// language, num_problems) returns the drafts and the page images; POST
// /admin/problems/upload-file/confirm (multipart: problems and selected_indices as JSON,
// language, optional problemset_name) creates the chosen drafts.
import { toFormData, type ExtractedProblem, type ExtractionResult, type Language, type UploadConfirmed } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { createProgressFetch, type ProgressFetchOptions } from './progress-fetch.ts';

export interface ExtractRequest extends ProgressFetchOptions {
  file: File;
  language: Language;
  numProblems: number;
  /** Aborts the upload or the wait for the server's answer (the dialog's Cancel). */
  signal: AbortSignal;
}

/** Sends the worksheet and resolves with the drafts; reports the upload's progress on the way. */
export function useExtract() {
  const api = useApi();
  return async ({ file, language, numProblems, signal, onUploadProgress, onUploaded }: ExtractRequest): Promise<ExtractionResult> => {
    const { data } = await api.fetch.POST('/admin/problems/upload-file', {
      body: { file, language, num_problems: numProblems },
      bodySerializer: toFormData,
      fetch: createProgressFetch({ onUploadProgress, onUploaded }),
      signal,
    });
    if (!data) throw new Error('POST /admin/problems/upload-file answered without drafts');
    return data;
  };
}

export interface ConfirmRequest {
  drafts: ExtractedProblem[];
  selected: number[];
  language: Language;
  problemsetName?: string;
}

/**
 * Creates the chosen drafts (and the topic, when named). The problem list and the topics list
 * load afresh, so the new problems and the new topic show.
 */
export function useConfirmUpload() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ drafts, selected, language, problemsetName }: ConfirmRequest): Promise<UploadConfirmed> => {
      const name = problemsetName?.trim();
      const { data } = await api.fetch.POST('/admin/problems/upload-file/confirm', {
        body: {
          problems: JSON.stringify(drafts),
          selected_indices: JSON.stringify(selected),
          language,
          ...(name ? { problemset_name: name } : {}),
        },
        bodySerializer: toFormData,
      });
      if (!data) throw new Error('POST /admin/problems/upload-file/confirm answered without ids');
      return data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const path = query.queryKey[1];
          // Problem searches and lists, topics and their problem lists.
          return typeof path === 'string' && (path.startsWith('/admin/problems') || path.startsWith('/admin/problemsets'));
        },
      }),
  });
}

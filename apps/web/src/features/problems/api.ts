// The problem screens' calls (docs/product/api.md): one problem, collections, save (multipart), collection,
// copy, delete, and the two generators. The list's search is lib/problem-search.ts (the
// picker dialog shares it). Every change refreshes the searches.
import { toFormData, type GenerateSolutionForm, type GenerateWrongAnswersRequest, type ProblemForm } from '@backoffice/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation, type QueryPath } from '../../lib/api-mutation.ts';
import { prefetchQuery, useQueryHooks, type ServerState } from '../../lib/server-state.tsx';
import { PROBLEM_SEARCH_KEY } from '../../lib/problem-search.ts';

/** What every change of a problem makes stale: the searches (the list and the picker). */
const PROBLEM_SEARCHES: readonly QueryPath[] = [PROBLEM_SEARCH_KEY[1]];

/** GET /admin/problems/{id} (the editor); not asked in create mode. */
export function useProblemQuery(problemId: number | null) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/problems/{id}', { params: { path: { id: problemId ?? 0 } } }, { enabled: problemId !== null, retry: false });
}

const COLLECTIONS_STALE_MS = 5 * 60_000;

/** GET /admin/collections: the creator filter and the admin's collection choice. */
export function useCollectionsQuery() {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/collections', undefined, { staleTime: COLLECTIONS_STALE_MS });
}

/** Starts GET /admin/collections for a list about to be shown (its prefetch). */
export function prefetchCollections(server: ServerState): void {
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/collections', undefined, { staleTime: COLLECTIONS_STALE_MS }));
}

export interface SaveProblem {
  problemId: number | null;
  form: ProblemForm;
}

/**
 * POST /admin/problems or PUT /admin/problems/{id}: answers where to go next. Two operations,
 * so two mutations; the editor sees them as one (the members it uses), picked by `problemId`.
 */
export function useSaveProblemMutation() {
  const queryClient = useQueryClient();
  const queryHooks = useQueryHooks();
  const create = useApiMutation('post', '/admin/problems', {
    request: (form: ProblemForm) => ({ body: form, bodySerializer: toFormData }),
    invalidate: PROBLEM_SEARCHES,
  });
  const update = useApiMutation('put', '/admin/problems/{id}', {
    request: ({ problemId, form }: { problemId: number; form: ProblemForm }) => ({
      params: { path: { id: problemId } },
      body: form,
      bodySerializer: toFormData,
    }),
    // The editor loads the saved problem afresh when it is opened again.
    onSuccess: (_saved, { problemId }) =>
      queryClient.removeQueries({ queryKey: queryHooks.queryOptions('get', '/admin/problems/{id}', { params: { path: { id: problemId } } }).queryKey }),
    invalidate: PROBLEM_SEARCHES,
  });
  return {
    mutateAsync: ({ problemId, form }: SaveProblem) =>
      problemId === null ? create.mutateAsync(form) : update.mutateAsync({ problemId, form }),
    isPending: create.isPending || update.isPending,
    isSuccess: create.isSuccess || update.isSuccess,
  };
}

/** PUT /admin/problems/{id}/collection (admins only). */
export function useSetCollectionMutation() {
  return useApiMutation('put', '/admin/problems/{id}/collection', {
    request: ({ problemId, collectionId }: { problemId: number; collectionId: number | null }) => ({
      params: { path: { id: problemId } },
      body: { collection_id: collectionId },
    }),
    invalidate: PROBLEM_SEARCHES,
  });
}

/** POST /admin/problems/{id}/copy: answers the copy's id. */
export function useCopyProblemMutation() {
  return useApiMutation('post', '/admin/problems/{id}/copy', {
    request: (problemId: number) => ({ params: { path: { id: problemId } } }),
    select: (copy) => copy.problem_id,
    invalidate: PROBLEM_SEARCHES,
  });
}

/** DELETE /admin/problems/{id}. */
export function useDeleteProblemMutation() {
  return useApiMutation('delete', '/admin/problems/{id}', {
    request: (problemId: number) => ({ params: { path: { id: problemId } } }),
    invalidate: PROBLEM_SEARCHES,
  });
}

export interface GenerateSolution {
  text: string;
  language: ProblemForm['language'];
  file?: Blob | undefined;
  template_file?: Blob | undefined;
}

/** POST /admin/problems/generate-solution (multipart). */
export function useGenerateSolutionMutation() {
  return useApiMutation('post', '/admin/problems/generate-solution', {
    request: (form: GenerateSolution) => ({ body: form satisfies GenerateSolutionForm, bodySerializer: toFormData }),
    select: (answer) => answer.solution,
  });
}

/** POST /admin/problems/generate-wrong-answers. */
export function useGenerateWrongAnswersMutation() {
  return useApiMutation('post', '/admin/problems/generate-wrong-answers', {
    request: (body: GenerateWrongAnswersRequest) => ({ body }),
    select: (answer) => answer.wrong_answers,
  });
}

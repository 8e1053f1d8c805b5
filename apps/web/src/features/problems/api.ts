// The problem screens' calls (spec §7): one problem, collections, save (multipart), collection,
// copy, delete, and the two generators. The list's search is lib/problem-search.ts (the
// picker dialog shares it). Every change refreshes the searches.
import { toFormData, type GenerateSolutionForm, type GenerateWrongAnswersRequest, type ProblemForm } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { useQueryHooks } from '../../lib/server-state.tsx';
import { PROBLEM_SEARCH_KEY } from '../../lib/problem-search.ts';

function useRefreshProblems() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PROBLEM_SEARCH_KEY });
}

/** GET /admin/problems/{id} (the editor); not asked in create mode. */
export function useProblemQuery(problemId: number | null) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/problems/{id}', { params: { path: { id: problemId ?? 0 } } }, { enabled: problemId !== null, retry: false });
}

/** GET /admin/collections: the creator filter and the admin's collection choice. */
export function useCollectionsQuery() {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/collections', undefined, { staleTime: 5 * 60_000 });
}

export interface SaveProblem {
  problemId: number | null;
  form: ProblemForm;
}

/** POST /admin/problems or PUT /admin/problems/{id}: answers where to go next. */
export function useSaveProblemMutation() {
  const api = useApi();
  const refresh = useRefreshProblems();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ problemId, form }: SaveProblem) => {
      const options = { body: form, bodySerializer: toFormData };
      const { data } =
        problemId === null
          ? await api.fetch.POST('/admin/problems', options)
          : await api.fetch.PUT('/admin/problems/{id}', { ...options, params: { path: { id: problemId } } });
      if (!data) throw new Error('saving a problem answered without a result');
      return data;
    },
    onSuccess: async (_saved, { problemId }) => {
      if (problemId !== null) queryClient.removeQueries({ queryKey: ['get', '/admin/problems/{id}', { params: { path: { id: problemId } } }] });
      await refresh();
    },
  });
}

/** PUT /admin/problems/{id}/collection (admins only). */
export function useSetCollectionMutation() {
  const api = useApi();
  const refresh = useRefreshProblems();
  return useMutation({
    mutationFn: async ({ problemId, collectionId }: { problemId: number; collectionId: number | null }) => {
      const { data } = await api.fetch.PUT('/admin/problems/{id}/collection', {
        params: { path: { id: problemId } },
        body: { collection_id: collectionId },
      });
      return data;
    },
    onSuccess: refresh,
  });
}

/** POST /admin/problems/{id}/copy: answers the copy's id. */
export function useCopyProblemMutation() {
  const api = useApi();
  const refresh = useRefreshProblems();
  return useMutation({
    mutationFn: async (problemId: number) => {
      const { data } = await api.fetch.POST('/admin/problems/{id}/copy', { params: { path: { id: problemId } } });
      if (!data) throw new Error('copying a problem answered without an id');
      return data.problem_id;
    },
    onSuccess: refresh,
  });
}

/** DELETE /admin/problems/{id}. */
export function useDeleteProblemMutation() {
  const api = useApi();
  const refresh = useRefreshProblems();
  return useMutation({
    mutationFn: async (problemId: number) => {
      await api.fetch.DELETE('/admin/problems/{id}', { params: { path: { id: problemId } } });
    },
    onSuccess: refresh,
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
  const api = useApi();
  return useMutation({
    mutationFn: async (form: GenerateSolution) => {
      const { data } = await api.fetch.POST('/admin/problems/generate-solution', {
        body: form satisfies GenerateSolutionForm,
        bodySerializer: toFormData,
      });
      if (!data) throw new Error('generate-solution answered without a solution');
      return data.solution;
    },
  });
}

/** POST /admin/problems/generate-wrong-answers. */
export function useGenerateWrongAnswersMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: GenerateWrongAnswersRequest) => {
      const { data } = await api.fetch.POST('/admin/problems/generate-wrong-answers', { body });
      if (!data) throw new Error('generate-wrong-answers answered without answers');
      return data.wrong_answers;
    },
  });
}

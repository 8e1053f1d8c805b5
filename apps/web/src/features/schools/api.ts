// The schools screens' calls (spec §7): GET/POST /admin/schools, GET/PUT/DELETE
// /admin/schools/{id}. Every change refreshes the lists (also the class dialogs' school choice,
// which reads the same GET /admin/schools).
import type { School, SchoolInput } from '@backoffice/api-client';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { useQueryHooks } from '../../lib/server-state.tsx';

/** GET /admin/schools?query=: the last list stays on screen while a search loads. */
export function useSchoolsQuery(query: string) {
  const queryHooks = useQueryHooks();
  const text = query.trim();
  return queryHooks.useQuery('get', '/admin/schools', text ? { params: { query: { query: text } } } : undefined, {
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/schools/{id}; `id` null (the "new" form) asks nothing. */
export function useSchoolQuery(id: number | null) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/schools/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
}

function useRefreshSchools() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/admin/schools'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/admin/schools/{id}'] }),
    ]);
}

export function useCreateSchoolMutation() {
  const api = useApi();
  const refresh = useRefreshSchools();
  return useMutation({
    mutationFn: async (body: SchoolInput): Promise<School> => {
      const { data } = await api.fetch.POST('/admin/schools', { body });
      if (!data) throw new Error('POST /admin/schools answered without a school');
      return data;
    },
    onSuccess: () => refresh(),
  });
}

export function useUpdateSchoolMutation() {
  const api = useApi();
  const refresh = useRefreshSchools();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: SchoolInput }): Promise<School> => {
      const { data } = await api.fetch.PUT('/admin/schools/{id}', { params: { path: { id } }, body });
      if (!data) throw new Error('PUT /admin/schools/{id} answered without a school');
      return data;
    },
    onSuccess: () => refresh(),
  });
}

export function useDeleteSchoolMutation() {
  const api = useApi();
  const refresh = useRefreshSchools();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.fetch.DELETE('/admin/schools/{id}', { params: { path: { id } } });
    },
    // Also after a failure: a 404 means it is gone and must leave the list.
    onSettled: () => refresh(),
  });
}

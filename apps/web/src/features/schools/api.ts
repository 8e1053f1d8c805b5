// The schools screens' calls (docs/product/api.md): GET/POST /admin/schools, GET/PUT/DELETE
// /admin/schools/{id}. Every change refreshes the lists (also the class dialogs' school choice,
// which reads the same GET /admin/schools).
import type { SchoolInput } from '@backoffice/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiMutation, type QueryPath } from '../../lib/api-mutation.ts';
import { searchInit } from '../../lib/list-query.ts';
import { prefetchQuery, useQueryHooks, type ServerState } from '../../lib/server-state.tsx';

/** GET /admin/schools?query=: the last list stays on screen while a search loads. */
export function useSchoolsQuery(query: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/schools', searchInit(query), { placeholderData: keepPreviousData });
}

/** Starts the list's query for the screen about to be shown (its prefetch). */
export function prefetchSchools(server: ServerState, query: string): void {
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/schools', searchInit(query)));
}

/** GET /admin/schools/{id}; `id` null (the "new" form) asks nothing. */
export function useSchoolQuery(id: number | null) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/schools/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
}

/** Starts the school's query for the screen about to be shown (its prefetch). */
export function prefetchSchool(server: ServerState, id: number): void {
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/schools/{id}', { params: { path: { id } } }));
}

/** Every change refreshes the lists and the schools' pages. */
const SCHOOLS: readonly QueryPath[] = ['/admin/schools', '/admin/schools/{id}'];

export function useCreateSchoolMutation() {
  return useApiMutation('post', '/admin/schools', { request: (body: SchoolInput) => ({ body }), invalidate: SCHOOLS });
}

export function useUpdateSchoolMutation() {
  return useApiMutation('put', '/admin/schools/{id}', {
    request: ({ id, body }: { id: number; body: SchoolInput }) => ({ params: { path: { id } }, body }),
    invalidate: SCHOOLS,
  });
}

export function useDeleteSchoolMutation() {
  return useApiMutation('delete', '/admin/schools/{id}', {
    request: (id: number) => ({ params: { path: { id } } }),
    invalidate: SCHOOLS,
    // Also after a failure: a 404 means it is gone and must leave the list.
    invalidateAfter: 'settled',
  });
}

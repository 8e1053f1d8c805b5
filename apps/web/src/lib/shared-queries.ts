// Server state that several areas read: the app configuration, the characters' names, a
// student, the admins' school choice and a class's access sheets.
import { useCallback } from 'react';
import { useApi } from './api-context.tsx';
import { callApi } from './api-call.ts';
import { useQueryHooks } from './server-state.tsx';

/**
 * GET /admin/app-config: the student app's address (the student id's link) and whether an
 * upload can read images.
 */
export function useAppConfigQuery() {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/app-config', undefined, { staleTime: 5 * 60_000 });
}

/** GET /characters: names by id. A failure is only logged (docs/product/errors.md); the ids show instead. */
export function useCharactersQuery() {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/characters', undefined, { staleTime: 10 * 60_000 });
}

/**
 * GET /admin/students/{id}: the student page's and the conversation page's student (one cache
 * entry for both). `enabled` false (an id that cannot be one) asks nothing.
 */
export function useStudentQuery(id: string, enabled = true) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/students/{id}', { params: { path: { id } } }, { retry: false, enabled });
}

/** GET /admin/schools: the school choice of admins (others do not choose, so they do not ask). */
export function useSchoolChoicesQuery(enabled: boolean) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/schools', undefined, { enabled });
}

/** GET /admin/classes/{id}/print: the access sheets as a PDF blob, fetched with the session. */
export function useFetchAccessSheets() {
  const api = useApi();
  return useCallback(
    async (classId: number): Promise<Blob> => {
      const { data } = await callApi(api, 'get', '/admin/classes/{id}/print', { params: { path: { id: classId } }, parseAs: 'blob' });
      return data;
    },
    [api],
  );
}

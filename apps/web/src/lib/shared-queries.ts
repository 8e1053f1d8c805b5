// Server state that several areas read: the app configuration, the characters' names and a student.
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

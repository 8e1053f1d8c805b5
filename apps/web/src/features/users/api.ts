// The users screen's calls (docs/product/api.md): GET/POST /admin/users, PUT/DELETE /admin/users/{id}, and
// the schools an admin may place a user in. Every save refreshes the list.
import type { User, UserCreate, UserUpdate } from '@backoffice/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useApiMutation, type QueryPath } from '../../lib/api-mutation.ts';
import { searchInit } from '../../lib/list-query.ts';
import { prefetchQuery, useQueryHooks, type ServerState } from '../../lib/server-state.tsx';
import { userAtom } from '../../lib/session.ts';

/** Every users-list query (whatever the search). */
const USERS: readonly QueryPath[] = ['/admin/users'];

/** GET /admin/users?query=: the users in scope; the last list stays while a search loads. */
export function useUsersQuery(query: string) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/users', searchInit(query), { placeholderData: keepPreviousData });
}

/** Starts the list's query for the screen about to be shown (its prefetch). */
export function prefetchUsers(server: ServerState, query: string): void {
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/users', searchInit(query)));
}

/** GET /admin/schools: only admins choose a school (docs/product/validation.md), so only they ask. */
export function useSchoolsQuery(enabled: boolean) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/schools', undefined, { enabled, staleTime: 60_000 });
}

/** Keeps the shell's name and language right when the signed-in user edits their own row. */
function useSyncSelf() {
  const me = useAtomValue(userAtom);
  const setMe = useSetAtom(userAtom);
  return (saved: User) => {
    if (me && saved.user_id === me.user_id) setMe(saved);
  };
}

export function useCreateUserMutation() {
  return useApiMutation('post', '/admin/users', { request: (body: UserCreate) => ({ body }), invalidate: USERS });
}

/** PUT /admin/users/{id}: the edit dialog's fields, or `{active}` alone from the list's toggle. */
export function useUpdateUserMutation() {
  return useApiMutation('put', '/admin/users/{id}', {
    request: ({ id, body }: { id: number; body: UserUpdate }) => ({ params: { path: { id } }, body }),
    onSuccess: useSyncSelf(),
    invalidate: USERS,
  });
}

export function useDeleteUserMutation() {
  return useApiMutation('delete', '/admin/users/{id}', {
    request: (id: number) => ({ params: { path: { id } } }),
    invalidate: USERS,
    // Also after a failure: a 404 means the user is gone and must leave the list.
    invalidateAfter: 'settled',
  });
}

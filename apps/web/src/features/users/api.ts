// The users screen's calls (spec §7): GET/POST /admin/users, PUT/DELETE /admin/users/{id}, and
// the schools an admin may place a user in. Every save refreshes the list.
import type { User, UserCreate, UserUpdate } from '@backoffice/api-client';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useApi } from '../../lib/api-context.tsx';
import { useQueryHooks } from '../../lib/server-state.tsx';
import { userAtom } from '../../lib/session.ts';

/** The prefix of every users-list query (whatever the search), for invalidation. */
const USERS_KEY = ['get', '/admin/users'] as const;

/** GET /admin/users?query=: the users in scope; the last list stays while a search loads. */
export function useUsersQuery(query: string) {
  const queryHooks = useQueryHooks();
  const text = query.trim();
  return queryHooks.useQuery(
    'get',
    '/admin/users',
    text ? { params: { query: { query: text } } } : undefined,
    { placeholderData: keepPreviousData },
  );
}

/** GET /admin/schools: only admins choose a school (spec §5), so only they ask. */
export function useSchoolsQuery(enabled: boolean) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/schools', undefined, { enabled, staleTime: 60_000 });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: USERS_KEY });
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
  const api = useApi();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: async (body: UserCreate): Promise<User> => {
      const { data } = await api.fetch.POST('/admin/users', { body });
      if (!data) throw new Error('POST /admin/users answered without a user');
      return data;
    },
    onSuccess: () => refresh(),
  });
}

/** PUT /admin/users/{id}: the edit dialog's fields, or `{active}` alone from the list's toggle. */
export function useUpdateUserMutation() {
  const api = useApi();
  const refresh = useRefreshUsers();
  const syncSelf = useSyncSelf();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UserUpdate }): Promise<User> => {
      const { data } = await api.fetch.PUT('/admin/users/{id}', { params: { path: { id } }, body });
      if (!data) throw new Error('PUT /admin/users/{id} answered without a user');
      return data;
    },
    onSuccess: (saved) => {
      syncSelf(saved);
      return refresh();
    },
  });
}

export function useDeleteUserMutation() {
  const api = useApi();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.fetch.DELETE('/admin/users/{id}', { params: { path: { id } } });
    },
    // Also after a failure: a 404 means the user is gone and must leave the list.
    onSettled: () => refresh(),
  });
}

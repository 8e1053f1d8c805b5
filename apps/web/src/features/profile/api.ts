import type { ProfileUpdate, User } from '@backoffice/api-client';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useApi } from '../../app/api-context.tsx';
import { userAtom } from '../../lib/session.ts';

/**
 * PUT /admin/auth/me, then the user data is refreshed (spec §7): the answer replaces the stored
 * user at once, and a GET /admin/auth/me follows; a failed refresh is only logged (spec §8).
 */
export function useUpdateProfileMutation() {
  const api = useApi();
  const setUser = useSetAtom(userAtom);
  return useMutation({
    mutationFn: async (body: ProfileUpdate): Promise<User> => {
      const { data } = await api.fetch.PUT('/admin/auth/me', { body });
      if (!data) throw new Error('PUT /admin/auth/me answered without a user');
      return data;
    },
    onSuccess: async (user) => {
      setUser(user);
      try {
        const { data } = await api.fetch.GET('/admin/auth/me');
        if (data) setUser(data);
      } catch (error) {
        console.warn('Refreshing the user after the profile save failed.', error);
      }
    },
  });
}

import type { Language, ProfileUpdate, User } from '@backoffice/api-client';
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useApi } from '../../lib/api-context.tsx';
import { notifyError } from '../../lib/errors.ts';
import { userAtom } from '../../lib/session.ts';
import { saveOwnLanguage } from '../../lib/own-language.ts';

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

let languageSaves: Promise<void> = Promise.resolve();
const languageNotSaved = msg({ id: 'profile.error_language', message: 'The language could not be saved in your profile.' });

/**
 * The header's language choice of a signed-in user: saved to their profile (PUT
 * /admin/auth/me), so that the next sign-in starts in it and the profile dialog shows it. The
 * interface has switched already; a failed save only says so.
 */
export function useSaveOwnLanguage(): (language: Language) => void {
  const api = useApi();
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(userAtom);
  return useCallback(
    (language: Language) => {
      // Saved even when it matches the stored language, and one save after the other: a quick
      // switch back must not lose to the save of the choice before it.
      if (!user) return;
      languageSaves = languageSaves
        .then(() => saveOwnLanguage(api, user, language))
        .then(setUser, (failure: unknown) => void notifyError(failure, languageNotSaved));
    },
    [api, user, setUser],
  );
}

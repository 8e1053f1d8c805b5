import type { Language, ProfileUpdate, User } from '@backoffice/api-client';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useApi } from '../../lib/api-context.tsx';
import { useApiMutation } from '../../lib/api-mutation.ts';
import { notifyError } from '../../lib/errors.ts';
import { fetchMe, ownLanguageUpdate } from '../../lib/own-account.ts';
import { userAtom } from '../../lib/session.ts';

/**
 * PUT /admin/auth/me, then the user data is refreshed (docs/product/api.md): the answer replaces the stored
 * user at once, and a GET /admin/auth/me follows; a failed refresh is only logged (docs/product/errors.md).
 */
export function useUpdateProfileMutation() {
  const api = useApi();
  const setUser = useSetAtom(userAtom);
  return useApiMutation('put', '/admin/auth/me', {
    request: (body: ProfileUpdate) => ({ body }),
    onSuccess: async (user) => {
      setUser(user);
      try {
        setUser(await fetchMe(api));
      } catch (error) {
        console.warn('Refreshing the user after the profile save failed.', error);
      }
    },
  });
}

const languageNotSaved = msg({ id: 'profile.error_language', message: 'The language could not be saved in your profile.' });

/**
 * The header's language choice of a signed-in user: saved to their profile (PUT
 * /admin/auth/me), so that the next sign-in starts in it and the profile dialog shows it. The
 * interface has switched already; a failed save only says so.
 */
export function useSaveOwnLanguage(): (language: Language) => void {
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(userAtom);
  const { mutate } = useApiMutation('put', '/admin/auth/me', {
    request: ({ me, language }: { me: User; language: Language }) => ({ body: ownLanguageUpdate(me, language) }),
    // Saved even when it matches the stored language, and one save after the other (one
    // mutation scope): a quick switch back must not lose to the save of the choice before it.
    scope: { id: 'own-language' },
    onSuccess: setUser,
    onError: (failure) => void notifyError(failure, languageNotSaved),
  });
  return useCallback(
    (language: Language) => {
      if (user) mutate({ me: user, language });
    },
    [mutate, user],
  );
}

import { useAtom } from 'jotai';
import { useCallback } from 'react';
import type { User } from '@backoffice/api-client';
import { activateLocale, isLocale, persistLocale, type Locale } from './i18n.ts';
import { localeAtom } from './session.ts';

/** The interface language and a setter that loads its catalog and remembers the choice. */
export function useLocale(): [Locale, (locale: Locale) => Promise<void>] {
  const [locale, setLocaleAtom] = useAtom(localeAtom);
  const setLocale = useCallback(
    async (next: Locale) => {
      await activateLocale(next);
      persistLocale(next);
      setLocaleAtom(next);
    },
    [setLocaleAtom],
  );
  return [locale, setLocale];
}

/** The signed-in user's language becomes the interface language (after sign-in and profile save). */
export function useApplyUserLanguage() {
  const [, setLocale] = useLocale();
  return useCallback(
    async (user: Pick<User, 'language'>) => {
      if (isLocale(user.language)) await setLocale(user.language);
    },
    [setLocale],
  );
}

import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { activateLocale, currentLocale, persistLocale, type Locale } from './i18n.ts';
import { localeAtom } from './session.ts';

/**
 * The interface language and its one setter: loads the catalogs, activates the language (the
 * switcher, the logo and every text follow) and remembers the choice for the next visit.
 */
export function useLocale(): [Locale, (locale: Locale) => Promise<void>] {
  const locale = useAtomValue(localeAtom);
  const setLocale = useCallback(async (next: Locale) => {
    await activateLocale(next);
    if (currentLocale() === next) persistLocale(next);
  }, []);
  return [locale, setLocale];
}

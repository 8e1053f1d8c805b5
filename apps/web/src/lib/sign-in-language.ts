// A language picked with the switcher of the sign-in pages, before signing in. It wins over the
// language stored with the account and is then saved to it (features/auth/LoginPage.tsx): the
// person chose it just now. A language only detected (browser, cookie, link) does not count.
import type { Locale } from './i18n.ts';
import { isLocale } from './i18n.ts';

const KEY = 'lang-chosen-before-sign-in';

export function rememberSignInLanguage(locale: Locale): void {
  try {
    sessionStorage.setItem(KEY, locale);
  } catch {
    // Storage blocked: the account's stored language applies at sign-in.
  }
}

/** The language chosen before signing in, once: it is forgotten as it is taken. */
export function takeSignInLanguage(): Locale | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

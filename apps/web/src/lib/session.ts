// Client state of the session (docs/product/states.md), held in jotai: the session id (mirrored in local
// storage under admin_session_token) and the signed-in user. GET /admin/auth/me is asked by
// the session check on start (app/session-loader.tsx); the result is kept here.
import type { User } from '@backoffice/api-client';
import { atom, createStore } from 'jotai';
import { SESSION_STORAGE_KEY } from './config.ts';
import { currentLocale, DEFAULT_LOCALE, i18n, type Locale } from './i18n.ts';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(SESSION_STORAGE_KEY, token);
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
}

/** The session id sent as the bearer header. Written through to local storage. */
export const tokenAtom = atom<string | null>(null);
/** The signed-in user, once GET /admin/auth/me or the login answered. */
export const userAtom = atom<User | null>(null);
const localeStateAtom = atom<Locale>(DEFAULT_LOCALE);
/**
 * The interface language as React state: a mirror of the Lingui instance (the one source of
 * truth), updated whenever a language is activated. Change it with useLocale()'s setter.
 */
export const localeAtom = atom((get) => get(localeStateAtom));
localeStateAtom.onMount = (set) => {
  set(currentLocale());
  return i18n.on('change', () => set(currentLocale()));
};

/** unknown/loading while a stored id is being checked, then authenticated or not. */
export const authStatusAtom = atom<AuthStatus>((get) => {
  if (get(userAtom)) return 'authenticated';
  return get(tokenAtom) ? 'loading' : 'unauthenticated';
});

/** Login success: store the session id and the user. */
export const startSessionAtom = atom(null, (_get, set, session: { token: string; user: User }) => {
  writeStoredToken(session.token);
  set(tokenAtom, session.token);
  set(userAtom, session.user);
});

/** Logout, a failed check or any 401: forget the id, the header and the user. */
export const clearSessionAtom = atom(null, (_get, set) => {
  writeStoredToken(null);
  set(tokenAtom, null);
  set(userAtom, null);
});

export type AppStore = ReturnType<typeof createStore>;

/** A store for one app instance, starting from what local storage holds. */
export function createAppStore(locale: Locale = DEFAULT_LOCALE): AppStore {
  const store = createStore();
  store.set(tokenAtom, readStoredToken());
  store.set(localeStateAtom, locale);
  return store;
}

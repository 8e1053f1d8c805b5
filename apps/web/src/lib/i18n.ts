// Lingui setup and language detection (spec §1): query string, cookie, local storage, session
// storage, browser, html tag; German is the default and the fallback. The choice is cached in
// local storage and a cookie.
import { i18n, type Messages } from '@lingui/core';
import {
  fromCookie,
  fromHtmlTag,
  fromNavigator,
  fromStorage,
  fromUrl,
  multipleDetect,
} from '@lingui/detect-locale';

export const LOCALES = ['de', 'en', 'es', 'ru', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

/** The name under which the choice is kept: query parameter, cookie and both storages. */
export const LOCALE_KEY = 'lang';
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

/** Each language's name in that language, for the switchers. */
export const LOCALE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  ru: 'Русский',
  uk: 'Українська',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'uk-UA' → 'uk', 'DE' → 'de'; null when the language is not one of ours. */
export function normalizeLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

function safely(detector: () => string | null): () => string | null {
  return () => {
    try {
      return detector();
    } catch {
      // Storage can be blocked (privacy settings); that source then simply has no answer.
      return null;
    }
  };
}

/** The detection order of spec §1. Each source answers a language tag or nothing. */
export const DETECTION_ORDER = [
  ['query string', safely(() => fromUrl(LOCALE_KEY))],
  ['cookie', safely(() => fromCookie(LOCALE_KEY))],
  ['local storage', safely(() => fromStorage(LOCALE_KEY))],
  ['session storage', safely(() => fromStorage(LOCALE_KEY, { useSessionStorage: true }))],
  ['browser', safely(() => fromNavigator())],
  ['html tag', safely(() => fromHtmlTag('lang'))],
] as const;

/** The first supported language in the detection order, else German. */
export function detectLocale(): Locale {
  const candidates = multipleDetect(...DETECTION_ORDER.map(([, detector]) => detector));
  for (const candidate of candidates) {
    const locale = normalizeLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** Caches the choice in local storage and a cookie, so the next visit starts with it. */
export function persistLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage blocked: the cookie still carries the choice.
  }
  document.cookie = `${LOCALE_KEY}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

// Each catalog is its own chunk, loaded when its language is first used. The Lingui Vite
// plugin compiles the .po files on import.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  de: () => import('../../../../locales/de/messages.po'),
  en: () => import('../../../../locales/en/messages.po'),
  es: () => import('../../../../locales/es/messages.po'),
  ru: () => import('../../../../locales/ru/messages.po'),
  uk: () => import('../../../../locales/uk/messages.po'),
};

/** Loads the catalog (once) and makes it the active language of the whole app. */
const loaded = new Set<Locale>();

export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await catalogs[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };

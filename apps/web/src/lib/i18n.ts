// Lingui setup and language detection (docs/product/overview.md): query string, cookie, local storage, session
// storage, browser, html tag; German is the default and the fallback. The choice is cached in
// local storage and a cookie.
import { DEFAULT_LANGUAGE, languageValues, type Language } from '@backoffice/api-client';
import { i18n, type Messages } from '@lingui/core';
import {
  fromCookie,
  fromHtmlTag,
  fromNavigator,
  fromStorage,
  fromUrl,
  multipleDetect,
} from '@lingui/detect-locale';

/** The interface languages: the contract's languages, in its order. */
export const LOCALES = languageValues;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;

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

/** The detection order of docs/product/overview.md. Each source answers a language tag or nothing. */
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
type Catalog = () => Promise<{ messages: Messages }>;

/** The public pages' and shared code's messages: loaded before the first page shows. */
const publicCatalogs: Record<Locale, Catalog> = {
  de: () => import('../../../../locales/de/public.po'),
  en: () => import('../../../../locales/en/public.po'),
  es: () => import('../../../../locales/es/public.po'),
  ru: () => import('../../../../locales/ru/public.po'),
  uk: () => import('../../../../locales/uk/public.po'),
};

/** The signed-in screens' messages: loaded with the shell (see lingui.config.ts). */
const appCatalogs: Record<Locale, Catalog> = {
  de: () => import('../../../../locales/de/app.po'),
  en: () => import('../../../../locales/en/app.po'),
  es: () => import('../../../../locales/es/app.po'),
  ru: () => import('../../../../locales/ru/app.po'),
  uk: () => import('../../../../locales/uk/app.po'),
};

const loaded = new Set<string>();
let appNeeded = false;
/** The language last asked for: a slower, earlier request never wins over it. */
let requested: Locale | null = null;

async function load(locale: Locale, part: 'public' | 'app'): Promise<void> {
  const key = `${locale}/${part}`;
  if (loaded.has(key)) return;
  const { messages } = await (part === 'public' ? publicCatalogs : appCatalogs)[locale]();
  i18n.load(locale, messages); // merges into what the locale already has
  loaded.add(key);
}

/**
 * Loads the language's catalogs (once each) and makes it the active language of the app. The
 * Lingui instance is the one source of truth for the interface language: the text, the switcher,
 * the logo and the forms' defaults all follow it (see localeAtom in session.ts).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  await Promise.all([load(locale, 'public'), ...(appNeeded ? [load(locale, 'app')] : [])]);
  if (requested !== locale) return; // Another language was chosen meanwhile: that one applies.
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The active interface language. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** Called when the signed-in shell loads: from now on every language brings its app catalog. */
export async function loadAppMessages(): Promise<void> {
  appNeeded = true;
  const locale = requested ?? currentLocale();
  await load(locale, 'app');
  // A language chosen meanwhile loads its own app catalog (appNeeded) and is not undone here.
  if ((requested ?? locale) === locale && i18n.locale === locale) i18n.activate(locale);
}

export { i18n };

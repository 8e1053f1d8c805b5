import { afterEach, describe, expect, it } from 'vitest';
import { detectLocale, LOCALE_KEY, normalizeLocale, persistLocale } from './i18n.ts';

function setQuery(search: string) {
  window.history.replaceState(null, '', `/login${search}`);
}
function setNavigatorLanguage(language: string | undefined) {
  Object.defineProperty(window.navigator, 'language', { value: language, configurable: true });
}

afterEach(() => {
  setQuery('');
  setNavigatorLanguage('en-US');
  document.documentElement.setAttribute('lang', 'en');
});

describe('normalizeLocale', () => {
  it('reduces a tag to one of our five languages', () => {
    expect(normalizeLocale('uk-UA')).toBe('uk');
    expect(normalizeLocale('DE')).toBe('de');
    expect(normalizeLocale('es_MX')).toBe('es');
    expect(normalizeLocale('fr')).toBeNull();
    expect(normalizeLocale('')).toBeNull();
    expect(normalizeLocale(null)).toBeNull();
  });
});

describe('detectLocale: query string, cookie, local storage, session storage, browser, html tag', () => {
  // Every source holds a different language; removing the winner each time shows the order.
  function fillAll() {
    setQuery('?lang=uk');
    document.cookie = `${LOCALE_KEY}=ru; path=/`;
    localStorage.setItem(LOCALE_KEY, 'es');
    sessionStorage.setItem(LOCALE_KEY, 'en');
    setNavigatorLanguage('de-AT');
    document.documentElement.setAttribute('lang', 'en');
  }

  it('takes the query string first', () => {
    fillAll();
    expect(detectLocale()).toBe('uk');
  });

  it('then the cookie', () => {
    fillAll();
    setQuery('');
    expect(detectLocale()).toBe('ru');
  });

  it('then local storage', () => {
    fillAll();
    setQuery('');
    document.cookie = `${LOCALE_KEY}=; max-age=0; path=/`;
    expect(detectLocale()).toBe('es');
  });

  it('then session storage', () => {
    fillAll();
    setQuery('');
    document.cookie = `${LOCALE_KEY}=; max-age=0; path=/`;
    localStorage.removeItem(LOCALE_KEY);
    expect(detectLocale()).toBe('en');
  });

  it('then the browser language', () => {
    fillAll();
    setQuery('');
    document.cookie = `${LOCALE_KEY}=; max-age=0; path=/`;
    localStorage.removeItem(LOCALE_KEY);
    sessionStorage.removeItem(LOCALE_KEY);
    setNavigatorLanguage('ru-RU');
    expect(detectLocale()).toBe('ru');
  });

  it('then the html tag', () => {
    setNavigatorLanguage(undefined);
    document.documentElement.setAttribute('lang', 'es');
    expect(detectLocale()).toBe('es');
  });

  it('falls back to German when nothing answers', () => {
    setNavigatorLanguage(undefined);
    document.documentElement.removeAttribute('lang');
    expect(detectLocale()).toBe('de');
  });

  it('skips languages we do not have and goes on down the order', () => {
    setQuery('?lang=fr');
    localStorage.setItem(LOCALE_KEY, 'xx');
    setNavigatorLanguage('uk');
    expect(detectLocale()).toBe('uk');
  });

  it('goes on when a storage is blocked', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      sessionStorage.setItem(LOCALE_KEY, 'es');
      expect(detectLocale()).toBe('es');
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});

describe('persistLocale', () => {
  it('caches the choice in local storage and a cookie', () => {
    persistLocale('uk');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('uk');
    expect(document.cookie).toContain(`${LOCALE_KEY}=uk`);
    setNavigatorLanguage('en-US');
    expect(detectLocale()).toBe('uk');
  });
});

describe('activateLocale: the last choice wins', () => {
  it('never lets an earlier, slower request undo a later one', async () => {
    const { activateLocale: activate, i18n: instance } = await import('./i18n.ts');
    await Promise.all([activate('ru'), activate('uk')]);
    expect(instance.locale).toBe('uk');
    await activate('en');
  });
});

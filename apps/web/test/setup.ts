import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { takeContractViolations } from './fake-api.ts';
import { activateLocale } from '../src/lib/i18n.ts';
import { dialogToaster, toaster } from '../src/lib/toaster.ts';

// The first render of a lazy screen compiles it and its imports. In CI, with the server's tests
// running beside these on two cores, that has taken more than five seconds: the limit is there
// to end a wait for what never comes, not to time the compiler.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks a few browser APIs that Chakra's components (zag) touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

// The components are tested in English, the catalogs' source language.
beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(async () => {
  await activateLocale('en');
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // The toast queue outlives a render; a test's toasts must not show up in the next one.
  toaster.remove();
  dialogToaster.remove();
  // Every fake answer of the test matched the contract (test/fake-api.ts).
  expect(takeContractViolations()).toEqual([]);
});

import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from './config.ts';
import { authStatusAtom, clearSessionAtom, createAppStore, startSessionAtom, tokenAtom, userAtom } from './session.ts';
import { USERS } from '../../test/fake-api.ts';

describe('session state (docs/product/states.md)', () => {
  it('is unauthenticated without a stored id', () => {
    const store = createAppStore();
    expect(store.get(authStatusAtom)).toBe('unauthenticated');
  });

  it('is loading while a stored id waits for its check, then authenticated', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'stored-id');
    const store = createAppStore();
    expect(store.get(tokenAtom)).toBe('stored-id');
    expect(store.get(authStatusAtom)).toBe('loading');
    store.set(userAtom, USERS.teacher);
    expect(store.get(authStatusAtom)).toBe('authenticated');
  });

  it('stores the id in local storage on sign-in and forgets everything on clear', () => {
    const store = createAppStore();
    store.set(startSessionAtom, { token: 'new-id', user: USERS.admin });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('new-id');
    expect(store.get(authStatusAtom)).toBe('authenticated');
    store.set(clearSessionAtom);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(authStatusAtom)).toBe('unauthenticated');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, TEST_BASE_URL, USERS } from '../../test/fake-api.ts';
import { createAppApiClient } from './api-context.tsx';
import { API_BASE_URL, SESSION_STORAGE_KEY } from './config.ts';
import { fetchMe } from './own-account.ts';
import { createAppStore } from './session.ts';

const SCRIPT = readFileSync(path.resolve(import.meta.dirname, '../../public/session-start.js'), 'utf8');

/** Runs public/session-start.js as the page would, with `early` as the page's fetch. */
function runSessionStart(early: typeof fetch) {
  vi.stubGlobal('fetch', early);
  try {
    new Function(SCRIPT)();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** The app's client over `server`, for the session stored now, on the page's own origin. */
function appClient(server: typeof fetch) {
  return createAppApiClient(createAppStore('en'), { baseUrl: `${location.origin}${API_BASE_URL}`, fetch: server });
}

afterEach(() => {
  localStorage.clear();
  delete window.__earlySessionCheck;
});

describe('the early session check', () => {
  it('is started by the page with the stored session, and answers the app’s first check once', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'stored-session');
    const early = vi.fn<typeof fetch>(async () => json(USERS.teacher));
    runSessionStart(early);
    expect(early).toHaveBeenCalledWith(`${API_BASE_URL}/admin/auth/me`, { headers: { Authorization: 'Bearer stored-session' } });

    const server = vi.fn<typeof fetch>(async () => json(USERS.admin));
    const api = appClient(server);
    await expect(fetchMe(api)).resolves.toEqual(USERS.teacher);
    expect(server).not.toHaveBeenCalled();
    // A later check (a profile refresh) asks the server.
    await expect(fetchMe(api)).resolves.toEqual(USERS.admin);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('is not used for another session, and a failed one is the app’s to report', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'old-session');
    runSessionStart(async () => json(USERS.teacher));
    localStorage.setItem(SESSION_STORAGE_KEY, 'new-session');
    const server = vi.fn<typeof fetch>(async () => json(USERS.admin));
    await expect(fetchMe(appClient(server))).resolves.toEqual(USERS.admin);
    expect(server).toHaveBeenCalledTimes(1);

    localStorage.setItem(SESSION_STORAGE_KEY, 'stale-session');
    runSessionStart(async () => json({ detail: 'Not authenticated' }, 401));
    await expect(fetchMe(appClient(server))).rejects.toMatchObject({ status: 401 });
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('is not started without a stored session', () => {
    const early = vi.fn<typeof fetch>();
    runSessionStart(early);
    expect(early).not.toHaveBeenCalled();
    expect(window.__earlySessionCheck).toBeUndefined();
  });

  it('leaves the app’s other calls alone', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'stored-session');
    runSessionStart(async () => json(USERS.teacher));
    const server = vi.fn<typeof fetch>(async () => json([]));
    const api = createAppApiClient(createAppStore('en'), { baseUrl: TEST_BASE_URL, fetch: server });
    await api.fetch.GET('/admin/schools');
    expect(server).toHaveBeenCalledTimes(1);
    expect(window.__earlySessionCheck).toBeDefined();
  });
});

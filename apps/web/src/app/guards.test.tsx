import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, USERS } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { SESSION_STORAGE_KEY } from '../lib/config.ts';

// Failed calls that the app deliberately only logs (docs/product/errors.md) would clutter the output.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function signedInAs(role: keyof typeof USERS) {
  return fakeApi({ 'GET /admin/auth/me': () => json(USERS[role]) });
}

describe('routes and guards (docs/product/screens.md, states.md)', () => {
  it('sends a visitor without a session to /login', async () => {
    const { path } = renderApp({ path: '/classes' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path()).toBe('/login');
  });

  it('sends "/" without a session to /login', async () => {
    const { path } = renderApp({ path: '/' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path()).toBe('/login');
  });

  it.each([
    ['admin', '/users', 'Users'],
    ['schooladmin', '/users', 'Users'],
    ['teacher', '/classes', 'Classes'],
    ['parent', '/students', 'My children'],
  ] as const)('sends a signed-in %s from / to %s', async (role, home, title) => {
    const { path, api } = renderApp({ path: '/', token: 'session-1', api: signedInAs(role) });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(path()).toBe(home);
    // The stored session id went out as the bearer header.
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer session-1');
  });

  it('shows a loading state while the stored session is checked', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({ 'GET /admin/auth/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { path } = renderApp({ path: '/classes', token: 'session-1', api });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(path()).toBe('/classes');
    answer(json(USERS.teacher));
    await screen.findByRole('heading', { level: 1, name: 'Classes' });
  });

  it('sends a user without an allowed role to /unauthorized', async () => {
    const { path } = renderApp({ path: '/users', token: 's', api: signedInAs('teacher') });
    await screen.findByRole('heading', { name: 'Access denied' });
    expect(path()).toBe('/unauthorized');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });

  it.each([
    ['schooladmin', '/settings'],
    ['schooladmin', '/schools/new'],
    ['parent', '/classes'],
    ['parent', '/classes/11'],
    ['teacher', '/schools'],
  ] as const)('keeps a %s out of %s', async (role, target) => {
    const { path } = renderApp({ path: target, token: 's', api: signedInAs(role) });
    await screen.findByRole('heading', { name: 'Access denied' });
    expect(path()).toBe('/unauthorized');
  });

  it.each([
    ['admin', '/settings', 'System settings'],
    ['admin', '/schools/new', 'New school'],
    ['schooladmin', '/classes/12', 'Edit class'],
    ['teacher', '/students/k7m2q9xw4tfa/conversations/501', 'Conversation'],
    ['parent', '/problems/new', 'New problem'],
    ['parent', '/problemsets/31', 'Edit topic'],
    ['parent', '/students/e5w3y9ga7kpd', 'Child'],
  ] as const)('lets a %s open %s', async (role, target, title) => {
    const { path } = renderApp({ path: target, token: 's', api: signedInAs(role) });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(path()).toBe(target);
  });

  it('sends an unknown path to / (and on to the start page), replacing it in the history', async () => {
    const { history } = renderApp({ path: '/no/such/page', token: 's', api: signedInAs('teacher') });
    await screen.findByRole('heading', { level: 1, name: 'Classes' });
    expect(history).toEqual(['/classes']);
  });

  it('sends an unknown path without a session on to /login', async () => {
    const { path } = renderApp({ path: '/students-old' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path()).toBe('/login');
  });

  it('clears a stored session that the server refuses and goes to /login', async () => {
    const api = fakeApi({ 'GET /admin/auth/me': () => json({ detail: 'Session expired', code: 'unauthorized' }, 401) });
    const { path } = renderApp({ path: '/students', token: 'old-session', api });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path()).toBe('/login');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears the stored session on any failed check, too (server unreachable)', async () => {
    const api = fakeApi({ 'GET /admin/auth/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp({ path: '/students', token: 'old-session', api });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the public pages public while a bad session is cleared', async () => {
    const api = fakeApi({ 'GET /admin/auth/me': () => json({ detail: 'expired', code: 'unauthorized' }, 401) });
    const { path } = renderApp({ path: '/reset-password?token=abc', token: 'old', api });
    await screen.findByRole('heading', { name: 'Set a new password' });
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
    expect(path()).toBe('/reset-password?token=abc');
  });

  it('shows /unauthorized without a session', async () => {
    const { path } = renderApp({ path: '/unauthorized' });
    await screen.findByRole('heading', { name: 'Access denied' });
    expect(path()).toBe('/unauthorized');
  });

  it('sends a signed-in user from /login to their start page', async () => {
    const { path } = renderApp({ path: '/login', token: 's', api: signedInAs('parent') });
    await screen.findByRole('heading', { level: 1, name: 'My children' });
    expect(path()).toBe('/students');
  });
});

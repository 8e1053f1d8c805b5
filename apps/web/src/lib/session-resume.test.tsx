import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, USERS } from '../../test/fake-api.ts';
import { problem } from '../../test/problem-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { hasKeptForm, hasKeptWork, keepWorkAtSessionEnd, takeKeptForm, takeReturnPath } from './session-resume.ts';

const STORAGE_KEY = 'work-kept-at-session-end';
/** The first render of the editor loads its lazy parts, which takes a while on a busy machine. */
const FIRST_RENDER = { timeout: 20_000 };
const SLOW_TEST = 45_000;
const kept = () => JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');

function editorApi() {
  return fakeApi({
    'GET /admin/auth/me': () => json(USERS.teacher),
    'GET /admin/collections': () => json([]),
    'GET /admin/problems/7': () => json(problem(7)),
    'POST /admin/auth/login': () => json({ session: { session_id: 'new-session' }, user: USERS.teacher }),
  });
}

describe('work kept at the end of a session', () => {
  it('goes back to the page and gives each form its values once, for the same user only', () => {
    keepWorkAtSessionEnd(3, '/problems/7?page=2');
    expect(hasKeptWork()).toBe(true);
    expect(takeReturnPath(3)).toBe('/problems/7?page=2');
    // No form was open: nothing waits any more.
    expect(hasKeptWork()).toBe(false);

    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ userId: 3, path: '/classes', forms: { 'dialog:new-class': { name: '7c' } } }));
    expect(takeReturnPath(99)).toBeNull();
    expect(hasKeptWork()).toBe(false);

    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ userId: 3, path: '/classes', forms: { 'dialog:new-class': { name: '7c' } } }));
    expect(takeReturnPath(3)).toBe('/classes');
    expect(hasKeptForm('dialog:new-class')).toBe(true);
    expect(takeKeptForm('dialog:new-class')).toEqual({ name: '7c' });
    expect(takeKeptForm('dialog:new-class')).toBeNull();
    expect(hasKeptWork()).toBe(false);
  });

  it('never goes to another site nor back to a public page', () => {
    for (const path of ['//evil.example.org/x', '/\\evil.example.org', 'https://evil.example.org', '/login', '/reset-password?token=x']) {
      keepWorkAtSessionEnd(3, path);
      expect(takeReturnPath(3)).toBeNull();
    }
  });

  it('keeps what was typed in the editor when a save finds the session ended, and says so at sign-in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = editorApi();
    api.on('PUT /admin/problems/7', () => json({ detail: 'Not signed in.', code: 'unauthorized' }, 401));
    const user = userEvent.setup();
    renderApp({ path: '/problems/7?page=2', token: 's', api });
    const text = await screen.findByLabelText(/^Text/, {}, FIRST_RENDER);
    await user.clear(text);
    await user.type(text, 'Neuer Text der Aufgabe');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(/Your session has ended\. Sign in again to continue where you left off/)).toBeInTheDocument();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(kept()).toMatchObject({ userId: 3, forms: { 'problem:7': { text: 'Neuer Text der Aufgabe' } } });
  }, SLOW_TEST);

  it('after the sign-in, returns to the editor with the typed text', async () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ userId: 3, path: '/problems/7?page=2', forms: { 'problem:7': { text: 'Neuer Text der Aufgabe', answer: '42' } } }),
    );
    const user = userEvent.setup();
    const { path } = renderApp({ path: '/login', api: editorApi() });
    await user.type(await screen.findByLabelText(/E-mail/), USERS.teacher.email);
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText(/^Text/, {}, FIRST_RENDER)).toHaveValue('Neuer Text der Aufgabe');
    expect(screen.getByLabelText(/^Answer/)).toHaveValue('42');
    expect(path()).toBe('/problems/7?page=2');
    expect(kept()).toBeNull();
  }, SLOW_TEST);

  it('reopens an open dialog with what was typed, but never keeps a password', async () => {
    const api = fakeApi({ 'GET /admin/auth/me': () => json(USERS.teacher) });
    api.on('PUT /admin/auth/me', () => json({ detail: 'Not signed in.', code: 'unauthorized' }, 401));
    const user = userEvent.setup();
    renderApp({ path: '/classes', token: 's', api });
    await user.click(await screen.findByRole('button', { name: 'Julia Hoffmann' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'My profile' }, FIRST_RENDER);
    await user.clear(within(dialog).getByLabelText(/First name/));
    await user.type(within(dialog).getByLabelText(/First name/), 'Jule');
    await user.type(within(dialog).getByLabelText(/New password/), 'a secret new password');
    await user.type(within(dialog).getByLabelText(/Current password/), 'the old password');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    const stored = sessionStorage.getItem(STORAGE_KEY) ?? '';
    expect(stored).toContain('Jule');
    expect(stored).not.toContain('secret');
    expect(stored).not.toContain('old password');
    expect(stored).not.toMatch(/password/i);

    const api2 = editorApi();
    renderApp({ path: '/login', api: api2 });
    const screen2 = within(document.body);
    await user.type((await screen2.findAllByLabelText(/E-mail/)).at(-1)!, USERS.teacher.email);
    await user.type(screen2.getAllByLabelText(/Password/).at(-1)!, 'correct horse battery');
    await user.click(screen2.getAllByRole('button', { name: 'Sign in' }).at(-1)!);
    const reopened = await screen.findByRole('dialog', { name: 'My profile' }, FIRST_RENDER);
    await waitFor(() => expect(within(reopened).getByLabelText(/First name/)).toHaveValue('Jule'));
    expect(within(reopened).getByLabelText(/New password/)).toHaveValue('');
  }, SLOW_TEST);
});

describe('signing out on purpose', () => {
  it('keeps nothing, also when the session had already ended on the server', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeApi({ 'GET /admin/auth/me': () => json(USERS.teacher) });
    api.on('POST /admin/auth/logout', () => json({ detail: 'Not signed in.', code: 'unauthorized' }, 401));
    const user = userEvent.setup();
    renderApp({ path: '/classes', token: 's', api });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(kept()).toBeNull();
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });
});

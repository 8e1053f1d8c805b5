import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, unreachable, USERS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SESSION_STORAGE_KEY } from '../../lib/config.ts';
import { userAtom } from '../../lib/session.ts';

// Failed calls that the app deliberately only logs (docs/product/errors.md) would clutter the output.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

async function signIn(email = 'julia.hoffmann@stadtpark-gymnasium.example.org', password = 'correct horse battery') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginPage', () => {
  it('signs in: stores the session id and the user, then goes to the start page', async () => {
    const api = fakeApi({
      'POST /admin/auth/login': () => json({ session: { session_id: 'abc123' }, user: USERS.teacher }),
    });
    const { path, store } = renderApp({ path: '/login', api });
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Classes' });
    expect(path()).toBe('/classes');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('abc123');
    expect(store.get(userAtom)?.user_id).toBe(3);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/admin/auth/login',
      body: { email: 'julia.hoffmann@stadtpark-gymnasium.example.org', password: 'correct horse battery' },
    });
    // The next calls carry the new session as the bearer header.
    expect(api.calls.find((call) => call.path === '/admin/auth/me')).toBeUndefined();
  });

  it("switches the interface to the signed-in user's language", async () => {
    const api = fakeApi({
      'POST /admin/auth/login': () =>
        json({ session: { session_id: 'abc' }, user: { ...USERS.teacher, language: 'uk' } }),
    });
    renderApp({ path: '/login', api });
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Класи' });
    expect(i18n.locale).toBe('uk');
    expect(localStorage.getItem('lang')).toBe('uk');
    expect(document.documentElement.lang).toBe('uk');
  });

  it('shows the saved language everywhere after sign-in, and saving the profile keeps it', async () => {
    const russian = { ...USERS.teacher, language: 'ru' as const };
    const api = fakeApi({
      'POST /admin/auth/login': () => json({ session: { session_id: 'abc' }, user: russian }),
      'PUT /admin/auth/me': async (request) => json({ ...russian, ...(await request.json()) }),
      'GET /admin/auth/me': () => json(russian),
    });
    renderApp({ path: '/login', api });
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Классы' });
    expect(screen.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
    expect(screen.getByRole('img', { name: /.+/ })).toHaveAttribute('data-locale', 'ru');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Julia Hoffmann/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(i18n.locale).toBe('ru');
    expect(screen.getByRole('heading', { level: 1, name: 'Классы' })).toBeInTheDocument();
  });

  it('applies a language chosen on the sign-in page over the saved one, and saves it to the account', async () => {
    const api = fakeApi({
      'POST /admin/auth/login': () => json({ session: { session_id: 'abc' }, user: USERS.teacher }),
      'PUT /admin/auth/me': async (request) => json({ ...USERS.teacher, ...(await request.json()) }),
    });
    const { store } = renderApp({ path: '/login', api });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await user.type(screen.getByLabelText(/Correo/), 'julia.hoffmann@stadtpark-gymnasium.example.org');
    await user.type(screen.getByLabelText(/Contraseña/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByRole('heading', { level: 1, name: 'Clases' });
    expect(i18n.locale).toBe('es');
    await waitFor(() => expect(store.get(userAtom)?.language).toBe('es'));
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === '/admin/auth/me');
    expect(put?.body).toMatchObject({ firstname: 'Julia', lastname: 'Hoffmann', language: 'es' });
    expect(put?.body).not.toHaveProperty('password');
  });

  it('says "invalid credentials" on 401 and clears everything', async () => {
    const api = fakeApi({ 'POST /admin/auth/login': () => json({ detail: 'Invalid credentials', code: 'auth.invalid_credentials' }, 401) });
    const { path, store } = renderApp({ path: '/login', api });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or the password is not correct.');
    expect(path()).toBe('/login');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
  });

  it('says the server cannot be reached when no answer comes', async () => {
    renderApp({ path: '/login', api: fakeApi({ 'POST /admin/auth/login': unreachable }) });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(/server cannot be reached/);
  });

  it("shows a code's text, an unknown code's detail, else the unexpected-error text", async () => {
    const api = fakeApi({ 'POST /admin/auth/login': () => json({ detail: 'Too many sign-in attempts.', code: 'rate_limited' }, 429) });
    renderApp({ path: '/login', api });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');

    api.on('POST /admin/auth/login', () => json({ detail: 'Sign-in is paused for maintenance.', code: 'auth.paused' }, 503));
    await userEvent.setup().type(screen.getByLabelText(/Password/), 'again and again');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sign-in is paused for maintenance.'));

    api.on('POST /admin/auth/login', () => new Response(null, { status: 500 }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Password/), 'again and again');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred.'));
  });

  it('asks for both fields before calling the server', async () => {
    const api = fakeApi();
    renderApp({ path: '/login', api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your e-mail address and your password.');
    expect(api.calls).toHaveLength(0);
  });

  it('has a language switcher', async () => {
    renderApp({ path: '/login' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('de');
    expect(document.cookie).toContain('lang=de');
  });
});

describe('forgot password (inline on the login page)', () => {
  it('switches to the request form, keeps the typed address and confirms the e-mail', async () => {
    const api = fakeApi({ 'POST /admin/auth/password-reset-request': () => json({ ok: true }) });
    renderApp({ path: '/login', api });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/), 'markus.schneider@example.org');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('markus.schneider@example.org');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('E-mail sent')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      path: '/admin/auth/password-reset-request',
      body: { email: 'markus.schneider@example.org' },
    });
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the confirmation even when the request failed', async () => {
    const api = fakeApi({ 'POST /admin/auth/password-reset-request': () => json({ detail: 'boom' }, 500) });
    renderApp({ path: '/login', api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText(/E-mail/), 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('E-mail sent')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('shows the confirmation when the server cannot be reached, too', async () => {
    renderApp({ path: '/login', api: fakeApi({ 'POST /admin/auth/password-reset-request': unreachable }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText(/E-mail/), 'nobody@example.org{Enter}');
    expect(await screen.findByText('E-mail sent')).toBeInTheDocument();
  });
});

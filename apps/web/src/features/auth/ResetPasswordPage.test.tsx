import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';

afterEach(() => {
  vi.useRealTimers();
});

async function fill(password: string, confirmation: string) {
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/Repeat the new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('ResetPasswordPage', () => {
  it('sends a visitor without a token to /login', async () => {
    const { path } = renderApp({ path: '/reset-password' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path()).toBe('/login');
  });

  it('answers any path beginning with /reset-password', async () => {
    renderApp({ path: '/reset-password/mail?token=t0k3n' });
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByText('At least 12 characters.')).toBeInTheDocument();
  });

  it('wants at least 12 characters', async () => {
    const api = fakeApi();
    renderApp({ path: '/reset-password?token=t0k3n', api });
    await fill('elevenchars', 'elevenchars');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 12 characters long.');
    expect(api.calls).toHaveLength(0);
  });

  it('wants the confirmation to match', async () => {
    const api = fakeApi();
    renderApp({ path: '/reset-password?token=t0k3n', api });
    await fill('twelve chars!', 'twelve chars?');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(api.calls).toHaveLength(0);
  });

  it('sets the password and goes to /login after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'POST /admin/auth/password-reset': () => json({ ok: true }) });
    const { path } = renderApp({ path: '/reset-password?token=t0k3n', api });
    await fill('a long new password', 'a long new password');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      path: '/admin/auth/password-reset',
      body: { token: 't0k3n', password: 'a long new password' },
    });
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(path()).toBe('/reset-password?token=t0k3n');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(path()).toBe('/login');
  });

  it('says that an expired or used link is no longer valid and offers a new one', async () => {
    const api = fakeApi({
      'POST /admin/auth/password-reset': () => json({ detail: 'Token expired', code: 'auth.invalid_reset_token' }, 400),
      'POST /admin/auth/password-reset-request': () => json({ ok: true }),
    });
    const { path } = renderApp({ path: '/reset-password?token=old', api });
    await fill('a long new password', 'a long new password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or has already been used.');
    expect(path()).toBe('/reset-password?token=old');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    await user.type(await screen.findByLabelText(/E-mail/), 'anna@example.org');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('E-mail sent')).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ path: '/admin/auth/password-reset-request', body: { email: 'anna@example.org' } });
  });

  it('says "An error occurred" when the reset fails otherwise', async () => {
    const api = fakeApi({ 'POST /admin/auth/password-reset': () => json({ detail: 'Boom' }, 500) });
    renderApp({ path: '/reset-password?token=old', api });
    await fill('a long new password', 'a long new password');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.queryByRole('button', { name: 'Request a new link' })).not.toBeInTheDocument();
  });
});

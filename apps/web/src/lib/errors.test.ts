import { ApiError } from '@backoffice/api-client';
import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './i18n.ts';
import { errorBodyMessage, errorMessage, loginErrorMessage } from './errors.ts';

/** An answer as the client makes it from `{detail, code}`. */
function answer(status: number, detail: string, code?: string): ApiError {
  return new ApiError(status, detail, code ? { code } : undefined);
}

const fallback = msg({ id: 'profile.error_update', message: 'Error updating user' });

afterEach(() => activateLocale('en'));

describe('errorMessage: one policy for every screen', () => {
  it('says the server is unreachable when no answer came', () => {
    expect(errorMessage(new ApiError(0, ''), fallback)).toMatch(/cannot be reached/);
  });

  it("shows a known code's text in the interface language, not the English detail", async () => {
    const taken = answer(409, 'A user with this e-mail address already exists.', 'user.email_taken');
    expect(errorMessage(taken, fallback)).toBe('A user with this e-mail address already exists.');
    await activateLocale('ru');
    expect(errorMessage(taken, fallback)).toBe('Пользователь с таким адресом электронной почты уже существует.');
    await activateLocale('de');
    expect(errorMessage(answer(409, 'School has classes', 'school.has_dependents'))).toMatch(/^Die Schule/);
  });

  it("shows the server's detail for a code this build does not know", () => {
    expect(errorMessage(answer(409, 'Topic is locked by an export', 'topic.locked'), fallback)).toBe('Topic is locked by an export');
  });

  it("falls back to the screen's message without a code, else common.error", () => {
    expect(errorMessage(answer(500, 'Internal Server Error'), fallback)).toBe('Error updating user');
    expect(errorMessage(new ApiError(500, ''))).toBe('An error occurred');
    expect(errorMessage(new Error('boom'), fallback)).toBe('Error updating user');
  });
});

describe('errorBodyMessage: a failure the server kept (a background job) reads as the call would have', () => {
  it('names a known code in the interface language, an unknown one by its detail, else the fallback', async () => {
    const timeout = { detail: 'The AI service took too long to answer. Please try again.', code: 'ai.timeout' };
    await activateLocale('de');
    expect(errorBodyMessage(timeout, fallback)).toMatch(/^Der KI-Dienst/);
    await activateLocale('en');
    expect(errorBodyMessage({ detail: 'Page 3 could not be read.', code: 'upload.page_unreadable' }, fallback)).toBe('Page 3 could not be read.');
    expect(errorBodyMessage({ detail: 'boom', code: null }, fallback)).toBe('Error updating user');
    expect(errorBodyMessage(null)).toBe('An error occurred');
  });
});

describe('loginErrorMessage (docs/product/errors.md)', () => {
  it('distinguishes an unreachable server, wrong credentials and a deactivated account', () => {
    expect(loginErrorMessage(new ApiError(0, ''))).toMatch(/cannot be reached/);
    expect(loginErrorMessage(new ApiError(401, 'Invalid credentials'))).toBe('The e-mail address or the password is not correct.');
    expect(loginErrorMessage(answer(401, 'Invalid credentials', 'auth.invalid_credentials'))).toBe(
      'The e-mail address or the password is not correct.',
    );
    expect(loginErrorMessage(answer(403, 'Account deactivated', 'auth.account_deactivated'))).toMatch(/deactivated/);
  });

  it('shows the detail of an unknown code, else the unexpected-error text', () => {
    expect(loginErrorMessage(answer(429, 'Too many attempts, try again in a minute', 'auth.slow_down'))).toBe(
      'Too many attempts, try again in a minute',
    );
    expect(loginErrorMessage(new ApiError(500, ''))).toBe('An unexpected error occurred.');
    expect(loginErrorMessage(new Error('x'))).toBe('An unexpected error occurred.');
  });
});

import { ApiError } from '@backoffice/api-client';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { errorMessage, loginErrorMessage } from './errors.ts';

describe('errorMessage: the server detail or a catalogue message', () => {
  it('prefers the server detail', () => {
    expect(errorMessage(new ApiError(409, 'E-mail address already in use'))).toBe('E-mail address already in use');
  });

  it('falls back to the given catalogue message, else common.error', () => {
    const fallback = msg({ id: 'profile.error_update', message: 'Error updating user' });
    expect(errorMessage(new ApiError(500, ''), fallback)).toBe('Error updating user');
    expect(errorMessage(new ApiError(500, ''))).toBe('An error occurred');
    expect(errorMessage(new Error('boom'))).toBe('An error occurred');
  });

  it('says the server is unreachable when no answer came', () => {
    expect(errorMessage(new ApiError(0, ''))).toMatch(/cannot be reached/);
  });
});

describe('loginErrorMessage (spec §8)', () => {
  it('distinguishes an unreachable server from wrong credentials', () => {
    expect(loginErrorMessage(new ApiError(0, ''))).toMatch(/cannot be reached/);
    expect(loginErrorMessage(new ApiError(401, 'Invalid credentials'))).toBe(
      'The e-mail address or the password is not correct.',
    );
  });

  it('shows the server detail for other failures, else the unexpected-error text', () => {
    expect(loginErrorMessage(new ApiError(429, 'Too many attempts, try again in a minute'))).toBe(
      'Too many attempts, try again in a minute',
    );
    expect(loginErrorMessage(new ApiError(500, ''))).toBe('An unexpected error occurred.');
    expect(loginErrorMessage(new Error('x'))).toBe('An unexpected error occurred.');
  });
});

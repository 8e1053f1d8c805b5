// What a person reads when something fails (spec §8): the server's `detail` when it sent one,
// else a message of the catalogue. Errors show as red toasts for 5000 ms at the bottom right.
import { isApiError } from '@backoffice/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TOAST_DURATION_MS } from './config.ts';
import { i18n } from './i18n.ts';

export const errorMessages = {
  error: msg({ id: 'common.error', message: 'An error occurred' }),
  serverUnreachable: msg({
    id: 'common.error_server_unreachable',
    message: 'The server cannot be reached. Please check your connection and try again.',
  }),
  invalidCredentials: msg({
    id: 'common.error_invalid_credentials',
    message: 'The e-mail address or the password is not correct.',
  }),
  unexpected: msg({ id: 'common.error_unexpected', message: 'An unexpected error occurred.' }),
};

/**
 * The text for a failed call: the server's detail when present; "server unreachable" when no
 * answer came (status 0); otherwise the given catalogue message (default common.error).
 */
export function errorMessage(error: unknown, fallback: MessageDescriptor = errorMessages.error): string {
  if (isApiError(error)) {
    if (error.detail) return error.detail;
    if (error.status === 0) return i18n._(errorMessages.serverUnreachable);
  }
  return i18n._(fallback);
}

/**
 * The login screen's message: no answer → server unreachable; 401 → invalid credentials;
 * anything else → the server's detail, else "An unexpected error occurred.".
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return i18n._(errorMessages.serverUnreachable);
    if (error.status === 401) return i18n._(errorMessages.invalidCredentials);
    if (error.detail) return error.detail;
  }
  return i18n._(errorMessages.unexpected);
}

// The toast machinery is not part of the first bundle (ARCHITECTURE.md budgets): it is loaded
// with the first toast, or right after the first paint by <AppToaster />, whichever is first.
async function showToast(type: 'error' | 'success', title: string): Promise<void> {
  const { toaster } = await import('./toaster.ts');
  toaster.create({ type, title, duration: TOAST_DURATION_MS, closable: true });
}

/** A red toast for a failed call (see errorMessage): bottom right, 5000 ms. */
export function notifyError(error: unknown, fallback?: MessageDescriptor): Promise<void> {
  return showToast('error', errorMessage(error, fallback));
}

/** A green toast confirming that something was saved. */
export function notifySuccess(title: string): Promise<void> {
  return showToast('success', title);
}

// A failed change shown as the catalogue's message (spec §8), except where the server refused it
// for a reason the person can act on: a conflict (409, e.g. "the school still has classes or
// users") carries its explanation in `detail`. Other details are not shown: a 404 answers with a
// key such as "class.not_found" and a 422 with a schema message, neither meant for people.
import { isApiError } from '@backoffice/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { TOAST_DURATION_MS } from './config.ts';
import { errorMessages } from './errors.ts';
import { i18n } from './i18n.ts';

/** The text for a failed call: a 409's detail, "server unreachable" without an answer, else `fallback`. */
export function failureMessage(error: unknown, fallback: MessageDescriptor): string {
  if (isApiError(error)) {
    if (error.status === 409 && error.detail) return error.detail;
    if (error.status === 0) return i18n._(errorMessages.serverUnreachable);
  }
  return i18n._(fallback);
}

/** A red toast (bottom right, 5000 ms) with failureMessage(). */
export async function notifyFailure(error: unknown, fallback: MessageDescriptor): Promise<void> {
  const { toaster } = await import('./toaster.ts');
  toaster.create({ type: 'error', title: failureMessage(error, fallback), duration: TOAST_DURATION_MS, closable: true });
}

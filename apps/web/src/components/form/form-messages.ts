import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormErrorKey } from './form-rules.ts';
import { MIN_PASSWORD_LENGTH } from '../../lib/config.ts';

/** The text under a field for each broken rule of form-rules.ts. */
export const FORM_ERROR_MESSAGES: Record<FormErrorKey, MessageDescriptor> = {
  required: msg({ id: 'form.error_required', message: 'This field is required.' }),
  email: msg({ id: 'form.error_email', message: 'Please enter a valid e-mail address.' }),
  password: msg({ id: 'password.error_too_short', message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.` }),
};

export function isFormErrorKey(value: unknown): value is FormErrorKey {
  return typeof value === 'string' && value in FORM_ERROR_MESSAGES;
}

/**
 * The summary above a form that broke a rule other than "required": each marked field says what
 * is wrong with it, so the summary does not repeat that.
 */
export const FORM_CORRECT_MARKED = msg({ id: 'form.error_correct_marked', message: 'Please correct the marked fields.' });

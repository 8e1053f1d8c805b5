// What a person reads when something fails, and the one way to show it (docs/product/errors.md). The policy:
// - no answer from the server: common.error_server_unreachable;
// - an answer with a code this build knows: that code's text, in the interface language;
// - an answer with a code it does not know (a newer server): the server's English `detail`;
// - otherwise: the screen's own message (`fallback`, the docs/product/errors.md key), else common.error.
// Errors show as red toasts for 5000 ms at the bottom right (at the top right while a dialog is
// open, so that they do not cover its buttons); confirmations as green ones.
import { isApiError, type ErrorCode } from '@backoffice/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TOAST_DURATION_MS } from './config.ts';
import { i18n } from './i18n.ts';
import { requestToaster } from './toaster-demand.ts';

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
 * The text of each error code of the contract, in the interface language. Typed by the contract's
 * ErrorCode: a code added there fails the type check here until it has its text.
 */
export const ERROR_CODE_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  'ai.bad_answer': msg({ id: 'error.ai.bad_answer', message: 'The AI service gave an answer that could not be used. Please try again.' }),
  'ai.busy': msg({ id: 'error.ai.busy', message: 'The AI service is busy. Please try again in a moment.' }),
  'ai.not_configured': msg({ id: 'error.ai.not_configured', message: 'The AI service is not set up on this server.' }),
  'ai.timeout': msg({ id: 'error.ai.timeout', message: 'The AI service took too long to answer. Please try again.' }),
  'ai.unreachable': msg({ id: 'error.ai.unreachable', message: 'The AI service cannot be reached. Please try again later.' }),
  'auth.account_deactivated': msg({ id: 'error.auth.account_deactivated', message: 'This account has been deactivated. Please contact your administrator.' }),
  'auth.current_password_required': msg({ id: 'error.auth.current_password_required', message: 'Please enter your current password to change your password or e-mail address.' }),
  'auth.current_password_wrong': msg({ id: 'error.auth.current_password_wrong', message: 'The current password is not correct.' }),
  'auth.invalid_credentials': errorMessages.invalidCredentials,
  'auth.invalid_reset_token': msg({ id: 'error.auth.invalid_reset_token', message: 'This reset link is invalid or has expired. Please request a new one.' }),
  bad_request: msg({ id: 'error.bad_request', message: 'The request could not be processed.' }),
  'class.name_taken': msg({ id: 'error.class.name_taken', message: 'This school already has a class with this name.' }),
  'class.not_found': msg({ id: 'error.class.not_found', message: 'The class no longer exists.' }),
  'class.student_in_other_class': msg({ id: 'error.class.student_in_other_class', message: 'The student is already in another class.' }),
  'class.student_not_in_class': msg({ id: 'error.class.student_not_in_class', message: 'The student is not in this class.' }),
  'class.topic_not_assigned': msg({ id: 'error.class.topic_not_assigned', message: 'The topic is not assigned to this class.' }),
  'collection.not_found': msg({ id: 'error.collection.not_found', message: 'The collection no longer exists.' }),
  conflict: msg({ id: 'error.conflict', message: 'This change conflicts with the current data. Please reload and try again.' }),
  'conversation.not_found': msg({ id: 'error.conversation.not_found', message: 'The conversation no longer exists.' }),
  forbidden: msg({ id: 'error.forbidden', message: 'You do not have permission to do this.' }),
  'image.too_large': msg({
    id: 'error.image.too_large',
    message: 'The image has too many pixels (more than 40 megapixels). Please choose a smaller image or reduce its size first.',
  }),
  'import.class_name_invalid': msg({ id: 'error.import.class_name_invalid', message: 'The class name is too long or contains characters that are not allowed.' }),
  'import.class_not_found': msg({ id: 'error.import.class_not_found', message: 'The school has no class of this name. Switch on “Create missing classes” to create it.' }),
  'import.duplicate_row': msg({ id: 'error.import.duplicate_row', message: 'The same student appears earlier in the file.' }),
  'import.file_empty': msg({ id: 'error.import.file_empty', message: 'The file is empty.' }),
  'import.file_unreadable': msg({ id: 'error.import.file_unreadable', message: 'The file could not be read. Please choose a CSV or text file or an Excel workbook (.xlsx).' }),
  'import.firstname_missing': msg({ id: 'error.import.firstname_missing', message: 'The first name is missing.' }),
  'import.gender_unknown': msg({ id: 'error.import.gender_unknown', message: 'The gender is not understood (use m or w).' }),
  'import.language_unknown': msg({ id: 'error.import.language_unknown', message: 'The language is not one of German, English, Spanish, Russian or Ukrainian.' }),
  'import.lastname_missing': msg({ id: 'error.import.lastname_missing', message: 'The last name is missing.' }),
  'import.name_invalid_characters': msg({ id: 'error.import.name_invalid_characters', message: 'The name contains line breaks or invisible characters.' }),
  'import.name_too_long': msg({ id: 'error.import.name_too_long', message: 'The name is longer than 200 characters.' }),
  'import.no_header': msg({ id: 'error.import.no_header', message: 'No column for the first name and the last name was found. The first row must name the columns, e.g. “First name” and “Last name”.' }),
  'import.too_many_rows': msg({ id: 'error.import.too_many_rows', message: 'The file has more than 5,000 rows. Please split it into several files.' }),
  internal: msg({ id: 'error.internal', message: 'Something went wrong on the server. Please try again later.' }),
  'mail.unavailable': msg({ id: 'error.mail.unavailable', message: 'The e-mail could not be sent. Please try again later.' }),
  not_found: msg({ id: 'error.not_found', message: 'This item no longer exists.' }),
  payload_too_large: msg({ id: 'error.payload_too_large', message: 'The file or the data is too large.' }),
  'problem.invalid_file_type_image': msg({ id: 'error.problem.invalid_file_type_image', message: 'Please choose an image (JPG, PNG or GIF).' }),
  'problem.not_found': msg({ id: 'error.problem.not_found', message: 'The problem no longer exists.' }),
  'review.not_found': msg({ id: 'error.review.not_found', message: 'This review no longer exists, or you may not see it.' }),
  range_not_satisfiable: msg({ id: 'error.range_not_satisfiable', message: 'The recording could not be played from this point. Please start it again.' }),
  rate_limited: msg({ id: 'error.rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' }),
  'school.has_dependents': msg({ id: 'error.school.has_dependents', message: 'The school still has classes, students or users and cannot be deleted.' }),
  'school.name_taken': msg({ id: 'error.school.name_taken', message: 'A school with this name already exists.' }),
  'school.not_found': msg({ id: 'error.school.not_found', message: 'The school no longer exists.' }),
  'server.busy': msg({ id: 'error.server.busy', message: 'The server is busy right now. Please try again in a moment.' }),
  'server.not_ready': msg({ id: 'error.server.not_ready', message: 'The server is starting or restarting. Please try again in a moment.' }),
  'setting.invalid_value': msg({ id: 'error.setting.invalid_value', message: 'This value is not allowed for this setting.' }),
  'setting.not_found': msg({ id: 'error.setting.not_found', message: 'The setting no longer exists.' }),
  'student.class_other_school': msg({ id: 'error.student.class_other_school', message: 'The student belongs to another school than the class.' }),
  'student.not_found': msg({ id: 'error.student.not_found', message: 'The student no longer exists.' }),
  'topic.not_found': msg({ id: 'error.topic.not_found', message: 'The topic no longer exists.' }),
  unauthorized: msg({ id: 'error.unauthorized', message: 'Your session has ended. Please sign in again.' }),
  'upload.invalid_file': msg({ id: 'error.upload.invalid_file', message: 'The file could not be read. Please upload a PDF, JPG or PNG file.' }),
  'upload.text_unreadable': msg({
    id: 'error.upload.text_unreadable',
    message: 'No printed text could be read in this file: it may be handwritten, or the photo is blurred, dark or skewed. Take a sharper photo in good light, or save the worksheet as a PDF from the program it was written in.',
  }),
  'upload.too_many_pages': msg({ id: 'error.upload.too_many_pages', message: 'The PDF has too many pages. Please upload at most 20 pages at a time.' }),
  'user.cannot_change_self': msg({ id: 'error.user.cannot_change_self', message: 'You cannot change your own role or status.' }),
  'user.cannot_delete_self': msg({ id: 'error.user.cannot_delete_self', message: 'You cannot delete your own account.' }),
  'user.email_taken': msg({ id: 'error.user.email_taken', message: 'A user with this e-mail address already exists.' }),
  'user.not_found': msg({ id: 'error.user.not_found', message: 'The user no longer exists.' }),
  validation: msg({ id: 'error.validation', message: 'Some of the entered data is not valid.' }),
};

export function isKnownCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODE_MESSAGES, code);
}

/** The machine code of a failed call's answer, if it had one. */
export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** The text for a failed call, by the policy at the top of this file. */
export function errorMessage(error: unknown, fallback: MessageDescriptor = errorMessages.error): string {
  if (isApiError(error)) {
    if (error.status === 0) return i18n._(errorMessages.serverUnreachable);
    return errorBodyMessage(error, fallback);
  }
  return i18n._(fallback);
}

/** An error answer's body, `{detail, code}`, as the server sends it or keeps it (a failed background job's `error`). */
export interface ErrorBody {
  detail?: string | null;
  code?: string | null;
}

/**
 * The text for an error answer's body by the same policy: a failure that happened on the server
 * while no call was waiting (a background job) reads as the call's answer would have.
 */
export function errorBodyMessage(body: ErrorBody | null | undefined, fallback: MessageDescriptor = errorMessages.error): string {
  const code = body?.code ?? undefined;
  if (isKnownCode(code)) return i18n._(ERROR_CODE_MESSAGES[code]);
  if (code && body?.detail) return body.detail;
  return i18n._(fallback);
}

/**
 * The sign-in screen's message (docs/product/errors.md): the same policy, where a refused sign-in without a
 * code says the credentials are wrong and anything else "An unexpected error occurred.".
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401 && !errorCode(error)) return i18n._(errorMessages.invalidCredentials);
  return errorMessage(error, errorMessages.unexpected);
}

// The toast machinery is not part of the first page: it is loaded with the first toast, or with
// the signed-in shell (lib/toaster-demand.ts), whichever is first.
async function showToast(type: 'error' | 'success' | 'info', title: string): Promise<void> {
  requestToaster();
  const { currentToaster } = await import('./toaster.ts');
  currentToaster().create({ type, title, duration: TOAST_DURATION_MS, closable: true });
}

/** A red toast for a failed call, with the text of errorMessage(). */
export function notifyError(error: unknown, fallback?: MessageDescriptor): Promise<void> {
  return showToast('error', errorMessage(error, fallback));
}

/** A red toast for a failure the server kept (a background job's `error`), with the text of errorBodyMessage(). */
export function notifyErrorBody(body: ErrorBody | null | undefined, fallback?: MessageDescriptor): Promise<void> {
  return showToast('error', errorBodyMessage(body, fallback));
}

/** A green toast confirming that a change was saved (every screen confirms its changes). */
export function notifySuccess(title: string): Promise<void> {
  return showToast('success', title);
}

const alreadyDeleted = msg({ id: 'common.already_deleted', message: 'This had already been deleted.' });

/**
 * A failed deletion. A 404 means it was deleted elsewhere in the meantime: the person is told
 * so (the deleting mutation refreshes the list either way, so the row goes); anything else is
 * an error by the policy above.
 */
export function notifyDeleteError(error: unknown, fallback: MessageDescriptor): Promise<void> {
  if (isApiError(error) && error.status === 404) return notifyInfo(i18n._(alreadyDeleted));
  return notifyError(error, fallback);
}

/** A neutral toast, e.g. "it was already deleted". */
export function notifyInfo(title: string): Promise<void> {
  return showToast('info', title);
}

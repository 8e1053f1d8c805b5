import type { components } from '@backoffice/api-client';

/** The contract's stable error codes (ErrorCode in openapi/components/schemas.yaml). */
export type ErrorCode = components['schemas']['ErrorCode'];
/** An error answer as the contract defines it. */
export type ErrorBody = components['schemas']['Error'];

/** An answer other than success: thrown anywhere in a handler, sent as {detail, code}. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly detail: string;

  constructor(status: number, code: ErrorCode, detail: string) {
    super(detail);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.detail = detail;
  }

  get body(): ErrorBody {
    return { detail: this.detail, code: this.code };
  }
}

export const badRequest = (code: ErrorCode = 'bad_request', detail = 'The request cannot be processed as sent.') =>
  new HttpError(400, code, detail);
export const unauthorized = (code: ErrorCode = 'unauthorized', detail = 'You are not signed in, or your session has expired. Please sign in again.') =>
  new HttpError(401, code, detail);
export const forbidden = (code: ErrorCode = 'forbidden', detail = 'You do not have permission to do this.') =>
  new HttpError(403, code, detail);
export const notFound = (code: ErrorCode = 'not_found', detail = 'This item does not exist, or you may not see it.') =>
  new HttpError(404, code, detail);
export const conflict = (code: ErrorCode = 'conflict', detail = 'This conflicts with existing data.') =>
  new HttpError(409, code, detail);
export const unprocessable = (code: ErrorCode = 'validation', detail = 'The request is not valid.') =>
  new HttpError(422, code, detail);
export const unavailable = (code: ErrorCode, detail: string) => new HttpError(503, code, detail);
export const internal = (detail = 'An unexpected error occurred on the server.') => new HttpError(500, 'internal', detail);

// Errors that several modules answer with the same code and sentence. A status of 422 means
// the item was named in a request body rather than in the path.
type MissingStatus = 404 | 422;
export const schoolNotFound = (status: MissingStatus = 404) => new HttpError(status, 'school.not_found', 'The school does not exist.');
export const classNotFound = (status: MissingStatus = 404) => new HttpError(status, 'class.not_found', 'The class does not exist.');
export const studentNotFound = (status: MissingStatus = 404) => new HttpError(status, 'student.not_found', 'The student does not exist.');
export const topicNotFound = (status: MissingStatus = 404) => new HttpError(status, 'topic.not_found', 'The topic does not exist.');
export const problemNotFound = (status: MissingStatus = 404) => new HttpError(status, 'problem.not_found', 'The problem does not exist.');
export const aiNotConfigured = () => unavailable('ai.not_configured', 'No AI provider is configured.');

/**
 * Runs a write and turns a unique-index violation (PostgreSQL's 23505: two requests raced past
 * the check for the same name or address) into the error the check would have given.
 */
export async function uniqueOr<T>(taken: () => HttpError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23505') throw taken();
    throw error;
  }
}

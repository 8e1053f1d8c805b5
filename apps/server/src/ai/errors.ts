// The answers an AI operation gives when the AI provider cannot help. Their details are fixed
// English sentences: nothing the provider said (and nothing a student wrote) reaches them.
import { aiNotConfigured, type ErrorCode, HttpError } from '../lib/http-error.ts';

export { aiNotConfigured };

/** An HttpError that tells the client when to try again (Retry-After). */
export class RetryLaterError extends HttpError {
  readonly headers: Record<string, string>;

  constructor(status: number, code: ErrorCode, detail: string, retryAfterSeconds: number) {
    super(status, code, detail);
    this.headers = { 'retry-after': String(Math.min(300, Math.max(1, Math.ceil(retryAfterSeconds)))) };
  }
}

export const aiBadAnswer = () => new HttpError(502, 'ai.bad_answer', 'The AI service gave an answer that could not be used. Please try again.');
export const aiTimeout = () => new HttpError(504, 'ai.timeout', 'The AI service took too long to answer. Please try again.');
export const aiUnreachable = () => new HttpError(503, 'ai.unreachable', 'The AI service cannot be reached.');
export const aiBusy = (retryAfterSeconds: number) =>
  new RetryLaterError(503, 'ai.busy', 'The AI service is busy. Please try again in a moment.', retryAfterSeconds);

/** The provider's failures are logged once, by the provider module, without content: not again as server errors. */
export const isAiError = (error: HttpError) => error.code.startsWith('ai.');

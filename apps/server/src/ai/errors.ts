// The answers an AI operation gives when the AI provider cannot help. Their details are fixed
// English sentences: nothing the provider said (and nothing a student wrote) reaches them.
import { HttpError } from '../lib/http-error.ts';

/** An HttpError with a machine code, and headers to send with it (Retry-After). */
export class CodedHttpError extends HttpError {
  readonly code: string;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, detail: string, headers: Record<string, string> = {}) {
    super(status, detail);
    this.code = code;
    this.headers = headers;
  }
}

export const NO_AI_PROVIDER = 'No AI provider is configured.';

export const aiNotConfigured = () => new CodedHttpError(503, 'ai.not_configured', NO_AI_PROVIDER);
export const aiBadAnswer = () =>
  new CodedHttpError(502, 'ai.bad_answer', 'The AI service gave an answer that could not be used. Please try again.');
export const aiTimeout = () => new CodedHttpError(504, 'ai.timeout', 'The AI service took too long to answer. Please try again.');
export const aiUnreachable = () => new CodedHttpError(503, 'ai.unreachable', 'The AI service cannot be reached.');
export const aiBusy = (retryAfterSeconds: number) =>
  new CodedHttpError(503, 'ai.busy', 'The AI service is busy. Please try again in a moment.', {
    'retry-after': String(Math.min(300, Math.max(1, Math.ceil(retryAfterSeconds)))),
  });

import type { ErrorCode } from './schema';

/**
 * Every failed call becomes an ApiError: a non-2xx answer (with the server's `detail` and
 * `code`, or an empty detail and no code when the body had none) or a request that never got
 * an answer (status 0). The client shows nothing and redirects nowhere; the app decides what a
 * person sees.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  /**
   * The server's machine code (ErrorCode in the contract). A string, not only the enum: a newer
   * server may send a code this build does not know yet.
   */
  readonly code: ErrorCode | (string & {}) | undefined;

  constructor(status: number, detail: string, options?: { cause?: unknown; code?: string }) {
    super(detail || (status === 0 ? 'No answer from the server' : `HTTP ${status}`), options);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = options?.code;
  }

  /** True when the server could not be reached at all (network down, server stopped). */
  get unreachable(): boolean {
    return this.status === 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Reads `detail` and `code` from an error body; accepts JSON {detail, code}, plain text or nothing. */
export async function readErrorBody(response: Response): Promise<{ detail: string; code?: string }> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { detail: '' };
  }
  if (!text) return { detail: '' };
  try {
    const body: unknown = JSON.parse(text);
    if (!body || typeof body !== 'object') return { detail: '' };
    const { detail, code } = body as { detail?: unknown; code?: unknown };
    const read = typeof detail === 'string' ? detail : detail != null ? JSON.stringify(detail) : '';
    return typeof code === 'string' ? { detail: read, code } : { detail: read };
  } catch {
    return { detail: text.length <= 500 ? text.trim() : '' };
  }
}

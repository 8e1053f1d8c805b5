/**
 * Every failed call becomes an ApiError: a non-2xx answer (with the server's `detail`, or an
 * empty detail when the body had none) or a request that never got an answer (status 0).
 * The client shows nothing and redirects nowhere; the app decides what a person sees.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;

  constructor(status: number, detail: string, options?: { cause?: unknown }) {
    super(detail || (status === 0 ? 'No answer from the server' : `HTTP ${status}`), options);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }

  /** True when the server could not be reached at all (network down, server stopped). */
  get unreachable(): boolean {
    return this.status === 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Reads `detail` from an error body; accepts JSON {detail}, plain text or nothing. */
export async function readErrorDetail(response: Response): Promise<string> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return '';
  }
  if (!text) return '';
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'detail' in body) {
      const detail = (body as { detail: unknown }).detail;
      if (typeof detail === 'string') return detail;
      if (detail != null) return JSON.stringify(detail);
    }
    return '';
  } catch {
    return text.length <= 500 ? text.trim() : '';
  }
}

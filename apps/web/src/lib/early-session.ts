// The session check that public/session-start.js starts before the app's code has arrived. The
// app's API client takes its answer for the first GET /admin/auth/me with the same session, so
// the check the app makes on start (app/session-loader.tsx) costs no second round trip. The
// answer goes through the client like any other (its middleware, its 401 handling, its types).
import { API_BASE_URL } from './config.ts';

/** What public/session-start.js leaves on the window. */
export interface EarlySessionCheck {
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __earlySessionCheck?: EarlySessionCheck;
  }
}

const ME_PATH = `${API_BASE_URL}/admin/auth/me`;

/**
 * The early answer for this request, once: for the first GET of the session check only, and only
 * when it asks for the session the early check was made with. Any later check (a new sign-in,
 * a profile refresh) is asked afresh.
 */
function takeEarlyAnswer(request: Request): Promise<Response> | null {
  if (typeof window === 'undefined' || request.method !== 'GET') return null;
  const early = window.__earlySessionCheck;
  if (!early || new URL(request.url).pathname !== ME_PATH) return null;
  delete window.__earlySessionCheck;
  return request.headers.get('Authorization') === `Bearer ${early.token}` ? early.response : null;
}

/** A fetch that answers the first session check from the early one, and asks the server otherwise. */
export function withEarlySessionCheck(fetchFn?: typeof fetch): typeof fetch {
  // Bound late, so that a fetch replaced after start (tests) is the one used.
  const send: typeof fetch = fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  return (input, init) => (input instanceof Request && takeEarlyAnswer(input)) || send(input, init);
}

// A fake server for component tests: the real API client (with its middleware) talks to a fetch
// that answers from handlers keyed by "METHOD /path" (without the /api base path).
import type { User } from '@backoffice/api-client';

export type Handler = (request: Request) => Response | Promise<Response>;

export interface FakeApi {
  fetch: typeof fetch;
  /** Every request received, in order. */
  calls: { method: string; path: string; body: unknown; headers: Headers }[];
  on: (route: string, handler: Handler) => void;
}

export const TEST_BASE_URL = 'http://localhost/api';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function fakeApi(handlers: Record<string, Handler> = {}): FakeApi {
  const routes = new Map(Object.entries(handlers));
  const calls: FakeApi['calls'] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    calls.push({ method: request.method, path, body, headers: request.headers });
    const handler = routes.get(`${request.method} ${path}`);
    if (!handler) return json({ detail: `No fake answer for ${request.method} ${path}` }, 404);
    return handler(request);
  };
  return {
    fetch: fetchImpl as typeof fetch,
    calls,
    on: (route, handler) => routes.set(route, handler),
  };
}

/** A network failure: no answer at all (the client's status 0). */
export const unreachable: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

const base: Omit<User, 'user_id' | 'usertype' | 'firstname' | 'lastname' | 'email' | 'school_id' | 'school_name'> = {
  gender: 'w',
  language: 'en',
  active: true,
  registered: '2025-09-01T08:00:00Z',
  lastlogin: '2026-11-20T07:45:12Z',
};

export const USERS = {
  admin: {
    ...base,
    user_id: 1,
    usertype: 'admin',
    school_id: null,
    school_name: null,
    firstname: 'Katrin',
    lastname: 'Vogel',
    email: 'katrin.vogel@example.org',
  },
  schooladmin: {
    ...base,
    user_id: 2,
    usertype: 'schooladmin',
    school_id: 1,
    school_name: 'Gymnasium am Stadtpark',
    firstname: 'Thomas',
    lastname: 'Berger',
    gender: 'm',
    email: 'thomas.berger@stadtpark-gymnasium.example.org',
  },
  teacher: {
    ...base,
    user_id: 3,
    usertype: 'teacher',
    school_id: 1,
    school_name: 'Gymnasium am Stadtpark',
    firstname: 'Julia',
    lastname: 'Hoffmann',
    email: 'julia.hoffmann@stadtpark-gymnasium.example.org',
  },
  parent: {
    ...base,
    user_id: 4,
    usertype: 'parent',
    school_id: null,
    school_name: null,
    firstname: 'Markus',
    lastname: 'Schneider',
    gender: 'm',
    email: 'markus.schneider@example.org',
  },
} satisfies Record<string, User>;

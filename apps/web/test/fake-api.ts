// A fake server for component tests: the real API client (with its middleware) talks to a fetch
// that answers from handlers keyed by "METHOD /path" (without the /api base path). Every answer
// a handler gives is checked against the contract (the server tests' checker): a status the
// operation does not list, or a body its schema refuses, is recorded and fails the test
// (test/setup.ts), so the fakes cannot drift from what the server really sends.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { User } from '@backoffice/api-client';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
type Checker = typeof import('../../server/test/helpers/contract.ts');
let checker: Promise<Checker> | undefined;

/** The server tests' contract checker, on the bundled contract (bundled first when missing). */
function contractChecker(): Promise<Checker> {
  if (!checker) {
    if (!existsSync(path.join(repoRoot, 'openapi/dist/openapi.yaml'))) {
      execFileSync(process.execPath, ['scripts/contract/bundle.ts'], { cwd: repoRoot, stdio: 'ignore' });
    }
    checker = import('../../server/test/helpers/contract.ts');
  }
  return checker;
}

const contractViolations: string[] = [];

/** The contract violations of the fakes' answers since the last call (test/setup.ts asserts none). */
export function takeContractViolations(): string[] {
  return contractViolations.splice(0);
}

function templateMatches(template: string, concrete: string): boolean {
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
  return pattern.test(concrete);
}

async function checkAgainstContract(method: string, apiPath: string, response: Response): Promise<void> {
  const { checkResponse, operations } = await contractChecker();
  const candidates = [...operations.values()].filter((op) => op.method === method && templateMatches(op.path, apiPath));
  // A literal path (/admin/classes-extended) wins over a template that also matches it.
  const operation = candidates.find((op) => op.path === apiPath) ?? candidates[0];
  if (!operation) {
    contractViolations.push(`${method} ${apiPath}: no operation of the contract`);
    return;
  }
  // Any server can fail (5xx) whatever the operation; the contract describes the answers it means.
  if (response.status >= 500) return;
  const body = await response.clone().text();
  const problem = checkResponse(operation.operationId, response.status, response.headers.get('content-type') ?? undefined, body);
  if (problem) contractViolations.push(`fake answer to ${method} ${apiPath}: ${problem}`);
}

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
    if (!handler) return json({ detail: `No fake answer for ${request.method} ${path}`, code: 'not_found' }, 404);
    const response = await handler(request);
    await checkAgainstContract(request.method, path, response);
    return response;
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

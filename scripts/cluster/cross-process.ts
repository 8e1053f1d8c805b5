// What must hold when several server processes share one PostgreSQL, checked by talking to two
// processes directly (scripts/cluster/run.sh starts them): whatever one process hands out or
// counts, the other one knows. Each check names what would break if a process kept it in its
// own memory.
//   node scripts/cluster/cross-process.ts http://127.0.0.1:A http://127.0.0.1:B
import assert from 'node:assert/strict';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: cross-process.ts <first process URL> <second process URL>');
  process.exit(2);
}

const ADMIN = { email: 'katrin.vogel@example.org', password: 'Demo-Admin-2026' };

async function call(base: string, method: string, path: string, options: { session?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.session ? { authorization: `Bearer ${options.session}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several operations, read field by field
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a file or an empty answer
  }
  return { status: response.status, body, headers: response.headers };
}

async function signIn(base: string): Promise<string> {
  const { status, body } = await call(base, 'POST', '/admin/auth/login', { body: ADMIN });
  assert.equal(status, 200, `sign-in on ${base}: ${status}`);
  return body.session.session_id as string;
}

const checks: [string, () => Promise<void>][] = [
  [
    'a session made by one process works on the other, and signing out on one ends it on both (sessions)',
    async () => {
      const session = await signIn(a);
      assert.equal((await call(b, 'GET', '/admin/auth/me', { session })).status, 200);
      assert.equal((await call(b, 'POST', '/admin/auth/logout', { session })).status, 200);
      assert.equal((await call(a, 'GET', '/admin/auth/me', { session })).status, 401);
    },
  ],
  [
    'a file address signed by one process opens on the other (the signing key)',
    async () => {
      const session = await signIn(a);
      const { body } = await call(a, 'GET', '/admin/problems/search?per_page=100', { session });
      const withFile = (body.items as { file_url: string | null }[]).find((p) => p.file_url);
      assert.ok(withFile, 'the demo data has a problem with an image');
      const file = await fetch(`${b}${withFile.file_url}`);
      assert.equal(file.status, 200);
    },
  ],
  [
    'failed sign-ins are counted across processes (the sign-in limit)',
    async () => {
      // An address of its own (the processes trust the balancer's X-Forwarded-For from this
      // machine) and an unknown account, so the journeys' sign-ins are not held up by it.
      const headers = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
      const guess = { email: `nobody-${Date.now()}@example.org`, password: 'Wrong-password-2026' };
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await call(i % 2 ? b : a, 'POST', '/admin/auth/login', { body: guess, headers })).status);
      // Five per account and address in 15 minutes, wherever they land (apps/server/README.md).
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429]);
    },
  ],
  [
    'a setting changed on one process is what the other answers (settings)',
    async () => {
      const session = await signIn(a);
      const before = (await call(b, 'GET', '/admin/system/settings', { session })).body as { key: string; value: unknown }[];
      const current = before.find((s) => s.key === 'max_messages_per_day')!.value as number;
      const changed = current === 250 ? 251 : 250;
      assert.equal((await call(a, 'PUT', '/admin/system/settings/max_messages_per_day', { session, body: { value: changed, type: 'number' } })).status, 200);
      const after = (await call(b, 'GET', '/admin/system/settings', { session })).body as { key: string; value: unknown }[];
      assert.equal(after.find((s) => s.key === 'max_messages_per_day')!.value, changed);
      await call(b, 'PUT', '/admin/system/settings/max_messages_per_day', { session, body: { value: current, type: 'number' } });
    },
  ],
  [
    'both processes answer ready, on the same database',
    async () => {
      for (const base of [a, b]) assert.equal((await call(base, 'GET', '/ready')).status, 200);
    },
  ],
];

let failed = 0;
for (const [name, check] of checks) {
  try {
    await check();
    console.log(`  ✓ ${name}`);
  } catch (error) {
    failed++;
    console.log(`  ✗ ${name}\n    ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);

// Admission control: when the database is busy, a request is turned away at once with 503
// `server.busy` and Retry-After instead of queueing without end; the requests that got in are
// answered; work that has started is never cut off halfway.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { Admission, asRequest, DatabaseBusyError, outsideRequest } from '../src/db/admission.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';
import { checkResponse } from './helpers/contract.ts';
import { freshDatabase } from './helpers/fresh-database.ts';

let server: TestServer;

beforeAll(async () => {
  // One connection, at most two requests waiting, and a second and a half of waiting at most.
  // Straight to the app: the contract proxy forwards requests in its own time, so the moment a
  // request reaches the server's queue would be the proxy's, not the test's.
  server = await startTestServer({ env: { DB_POOL_SIZE: '1', DB_QUEUE_LIMIT: '2', DB_QUEUE_WAIT_MS: '1500' }, contractProxy: false });
  await server.login('teacher');
});
afterAll(async () => {
  await server.close();
});

/** Keeps the database's only connection busy (outside any request) until `release` is called. */
async function occupy() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const holding = new Promise<void>((resolve) => (started = resolve));
  const done = server.db.transaction().execute(async (trx) => {
    await sql`select 1`.execute(trx);
    started();
    await held;
  });
  await holding;
  return { release: async () => (release(), await done) };
}

describe('when the database is busy', () => {
  it('answers requests beyond the queue at once with 503 server.busy and Retry-After, and the queued ones after', async () => {
    const busy = await occupy();
    const calls = Array.from({ length: 6 }, () => server.call('searchProblems', { as: 'teacher', query: { per_page: 5 } }));
    // Those beyond the queue are answered while the connection is still held (without the
    // limit they would wait for it: the race ends with null).
    let refusedAtOnce;
    try {
      refusedAtOnce = await Promise.race([Promise.all(calls.slice(2)), new Promise<null>((r) => setTimeout(() => r(null), 1000))]);
    } finally {
      await busy.release();
    }
    expect(refusedAtOnce).not.toBeNull();
    for (const res of refusedAtOnce!) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 'server.busy', detail: 'The server is busy. Please try again in a moment.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const queued = await Promise.all(calls.slice(0, 2));
    expect(queued.map((r) => r.status)).toEqual([200, 200]);
  });

  it('answers 503 to a request that waited longer than DB_QUEUE_WAIT_MS', async () => {
    const busy = await occupy();
    const started = performance.now();
    const res = await server.call('searchProblems', { as: 'teacher', query: { per_page: 5 } });
    const waited = performance.now() - started;
    await busy.release();
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('server.busy');
    expect(waited).toBeGreaterThanOrEqual(1400);
    expect(waited).toBeLessThan(4000);
    expect((await server.call('searchProblems', { as: 'teacher', query: { per_page: 5 } })).status).toBe(200);
  });

  it('lets work outside requests (migrations, work after an answer) wait, never turning it away', async () => {
    const busy = await occupy();
    const waiting = Promise.all(Array.from({ length: 5 }, () => sql`select 1 as one`.execute(server.db)));
    await busy.release();
    expect((await waiting).map((r) => r.rows[0])).toEqual(Array.from({ length: 5 }, () => ({ one: 1 })));
  });
});

describe('the admission queue', () => {
  it('turns a request away only at its first database work; later work waits, however long, and goes first', async () => {
    const admission = new Admission({ concurrency: 1, capacity: 0, maxWaitMs: 50 });
    const order: string[] = [];
    let leaveOther!: () => void;
    const request = asRequest(async () => {
      (await admission.enter())(); // its first work got in
      leaveOther = await outsideRequest(() => admission.enter()); // someone else now holds the place
      const later = admission.enter().then((leave) => (order.push('request'), leave()));
      const newcomer = asRequest(() => admission.enter()).then(
        () => order.push('newcomer'),
        (error: unknown) => order.push(error instanceof DatabaseBusyError ? 'newcomer refused' : 'newcomer failed'),
      );
      await new Promise((r) => setTimeout(r, 150)); // past maxWaitMs
      leaveOther();
      await Promise.all([later, newcomer]);
    });
    await request;
    expect(order).toEqual(['newcomer refused', 'request']);
    expect(new DatabaseBusyError(3).retryAfterSeconds).toBe(3);
  });
});

// PGlite runs a statement to its end on the server's thread and ignores statement_timeout
// (README "Load"); on PostgreSQL the server ends it and the request answers 503.
describe.runIf(process.env.DATABASE_URL)('a statement over DB_STATEMENT_TIMEOUT_MS on PostgreSQL', () => {
  it('is ended by the server and answered 503 server.busy', async () => {
    const { db, drop } = await freshDatabase({ statementTimeoutMs: 200 });
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: path.join(tmpdir(), 'no-web-app'), SEED_DEMO: 'false' });
    // A sign-in whose query runs for two seconds stands in for any slow statement.
    const { app } = await buildApp({ config, db, handlers: { login: async ({ services }) => (await sql`select pg_sleep(2)`.execute(services.db)) as never } });
    try {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: 'a@b.example.org', password: 'x' } });
      expect(performance.now() - started).toBeLessThan(1500);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'server.busy', detail: 'The server is busy. Please try again in a moment.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(checkResponse('login', res.statusCode, res.headers['content-type'] as string, res.rawPayload)).toBeNull();
    } finally {
      await app.close();
      await drop();
    }
  });
});

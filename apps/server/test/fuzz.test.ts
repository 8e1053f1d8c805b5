// Every operation of the contract, fuzzed: hostile values for each parameter and body field
// (control and bidi characters, 100,000 characters, ±2^31, 2^53, wrong types), required
// fields left out, unknown fields, broken JSON and multipart bodies; as a signed-in admin and
// without a session. No answer may be a server error, every answer must be one the contract
// lists, and a refused request must leave the database as it was. The operations are read from
// the contract, so a new operation is fuzzed without a new test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions.ts';
import { loadConfig } from '../src/config.ts';
import { DEMO_LOGINS } from '../src/db/seed.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';
import { checkResponse, operations } from './helpers/contract.ts';
import { fingerprint, nextTransactionId, tableNames } from './helpers/db-fingerprint.ts';
import { fuzzRequests } from './helpers/fuzz.ts';

let server: TestServer;
let tables: string[];

beforeAll(async () => {
  // The review scan (every REVIEW_SCAN_SECONDS, first a minute after start) reads the demo
  // conversations and writes its findings: on a slow run it fell into a refused request.
  server = await startTestServer({ env: { REVIEW_SCAN_SECONDS: '0' } });
  // The scheduled clean-up (every 10 minutes by the clock) deletes expired sessions: a run that
  // falls during a refused request would look like a change that request made.
  await server.services.jobs.unschedule('cleanup');
  await server.services.jobs.unschedule('audit-purge');
  tables = await tableNames(server.db);
});
afterAll(async () => {
  await server.close();
});

/** Waits until no job of the server is queued or running (at most 60 s). */
async function jobsFinished(): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    const open = await server.db.selectFrom('jobs').select('job_id').where('state', 'in', ['queued', 'running']).executeTakeFirst();
    if (!open) return;
    if (Date.now() > until) throw new Error(`job ${open.job_id} did not end within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many jobs the server has ever been given (their rows stay): a new one means a job ran. */
async function jobCount(): Promise<number> {
  const row = await server.db.selectFrom('jobs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The fingerprint once the database has stopped changing: an ended job's worker may still write
 * its last rows (its result, its stored file) a moment after the job's state says it ended, and
 * on a busy machine that moment can fall into the next, refused, request. After a request that
 * started a job it looks again every 100 ms; after any other accepted request, whose writes
 * ended with its answer, every 25 ms (the fuzzer sends 250 of those: 100 ms each was 19 s).
 */
async function settledFingerprint(afterJob: boolean): Promise<string> {
  let last = await fingerprint(server.db, tables);
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, afterJob ? 100 : 25));
    const now = await fingerprint(server.db, tables);
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** Outside services that are not set up in tests answer 503 whatever the input. */
const UNCONFIGURED = new Set(['ai.not_configured', 'mail.unavailable']);

describe('contract-driven fuzzing', () => {
  it('never answers 5xx, answers only what the contract lists, and changes nothing when it refuses', { timeout: 240_000 }, async () => {
    const started = Date.now();
    const admin = await server.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', DEMO_LOGINS.find((l) => l.usertype === 'admin')!.email)
      .executeTakeFirstOrThrow();
    const config = loadConfig({ SEED_DEMO: 'false' });
    const serverErrors: string[] = [];
    const offContract: string[] = [];
    const changedOnRefusal: string[] = [];
    let sent = 0;
    let accepted = 0;
    let jobs = await jobCount();
    let before = await fingerprint(server.db, tables);

    for (const operation of operations.values()) {
      // A fresh session per operation: fuzzing logout (or a password change) may end the previous one.
      const session = await createSession(server.db, admin.user_id, config);
      before = await fingerprint(server.db, tables);
      for (const [index, request] of fuzzRequests(operation).entries()) {
        // A valid sample of a delete would delete demo data the other operations use.
        if (request.label === 'valid sample' && (operation.method === 'DELETE' || operation.operationId === 'logout')) continue;
        // Without a session, a secured operation answers 401 before it looks at the input:
        // a sample of the variants shows that; public operations get them all.
        const roles = operation.secured && index % 5 !== 0 ? [true] : [true, false];
        for (const signedIn of roles) {
          const xidBefore = await nextTransactionId(server.db);
          const headers = { ...request.headers, ...(signedIn ? { authorization: `Bearer ${session}` } : {}) };
          const res = await server.app.inject({ method: request.method, url: request.url, headers, ...(request.payload !== undefined ? { payload: request.payload } : {}) });
          sent++;
          const what = `${operation.operationId} (${signedIn ? 'admin' : 'no session'}) ${request.label} → ${res.statusCode} ${res.body.slice(0, 160)}`;
          const code = res.headers['content-type']?.toString().includes('json') ? (res.json() as { code?: string }).code : undefined;
          if (res.statusCode >= 500 && !(res.statusCode === 503 && code && UNCONFIGURED.has(code))) serverErrors.push(what);
          const problem = checkResponse(operation.operationId, res.statusCode, res.headers['content-type'] as string | undefined, res.rawPayload);
          if (problem) offContract.push(`${what}: ${problem}`);
          // An accepted upload starts an extraction job, which works on in the background: its
          // row changes until it ends, so the next request's check waits for it.
          let afterJob = false;
          if (res.statusCode < 400) {
            await jobsFinished();
            const count = await jobCount();
            afterJob = count !== jobs;
            jobs = count;
          }
          // A refusal that wrote nothing at all (no transaction id handed out) cannot have
          // changed the fingerprint: reading every table again is left out.
          const wroteNothing = res.statusCode >= 400 && (await nextTransactionId(server.db)) === xidBefore;
          const after = res.statusCode < 400 ? await settledFingerprint(afterJob) : wroteNothing ? before : await fingerprint(server.db, tables);
          if (res.statusCode >= 400 && after !== before) changedOnRefusal.push(what);
          if (res.statusCode < 400) accepted++;
          before = after;
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `fuzz: ${operations.size} operations, ${sent} requests (${accepted} accepted), ${serverErrors.length} answers 5xx, ` +
        `${offContract.length} off the contract, ${changedOnRefusal.length} refusals that changed data, ${seconds.toFixed(1)} s`,
    );
    if (offContract.length) console.log(offContract.map((line) => line.replace(/\(admin\)|\(no session\)/, '').replace(/ = .* → /, ' → ')).filter((l, i, all) => all.indexOf(l) === i).join('\n'));
    expect(serverErrors).toEqual([]);
    expect(changedOnRefusal).toEqual([]);
    expect(offContract).toEqual([]);
  });
});

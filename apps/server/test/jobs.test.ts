// Background jobs (src/jobs/, docs/architecture.md "Jobs"): an extraction started with
// startProblemUploadJob, followed with getJob, cancelled with cancelJob, listed with listJobs;
// its scope (creator and admins; anyone else 404), progress, retries and errors;
// a password-reset mail that outlives the process that queued it; and, on PostgreSQL, two
// server instances on one database: one AI limit for both, and a job of a killed process
// finished by the other.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { cleanUp } from '../src/jobs/cleanup.ts';
import { DEMO_LOGINS, seedDemo } from '../src/db/seed.ts';
import type { Mail } from '../src/mail/mailer.ts';
import { scannedPdf } from './fixtures/make-pdf.ts';
import { worksheetPdf } from './fixtures/worksheet-pdf.ts';
import { scratchFileStore, startTestServer, type TestServer } from './helpers/app.ts';
import { freshDatabase } from './helpers/fresh-database.ts';
import { startLoopbackAi, type LoopbackAi } from './helpers/loopback-ai.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const OTHER_TEACHER = { email: 'stefan.krause@stadtpark-gymnasium.example.org', password: 'Demo-Lehrer2-2026' };
const FINAL = ['done', 'failed', 'cancelled'];

interface Job {
  job_id: string;
  kind: string;
  state: string;
  progress: { done: number; total: number };
  result: { problems: { text: string }[]; pages: unknown[] } | null;
  error: { code: string; detail: string } | null;
  file_name: string | null;
}

/** Settings that make jobs quick to test: polled every half second, retried at once, once. */
const QUICK_JOBS = { JOB_POLL_SECONDS: '0.5', JOB_RETRY_DELAY_SECONDS: '0', JOB_RETRY_LIMIT: '1' };


const pageAnswer = (text: string, delayMs?: number) => ({
  json: { problems: [{ text, solution: null, answer: '4', notes: null, gradefrom: 5, gradeto: 6, difficulty: 2, coords: null }] },
  ...(delayMs ? { delayMs } : {}),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value).slice(0, 300)} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

let ai: LoopbackAi;
let server: TestServer;
let worksheet: { data: Buffer; type: string; filename: string };

beforeAll(async () => {
  ai = await startLoopbackAi();
  server = await startTestServer({ env: { AI_BASE_URL: ai.url, AI_MODEL: 'tutor-text', AI_VISION_MODEL: 'tutor-vision', AI_TIMEOUT_MS: '5000', ...QUICK_JOBS } });
  worksheet = { data: await worksheetPdf(), type: 'application/pdf', filename: 'Arbeitsblatt Brüche.pdf' };
});
afterAll(async () => {
  await server.close();
  await ai.close();
});
beforeEach(() => {
  ai.requests.length = 0;
});

const start = (file: { data: Buffer; type: string; filename?: string }, as: string = 'teacher') =>
  server.call<{ job_id: string }>('startProblemUploadJob', { as, form: { file, language: 'de', num_problems: 10 } });
const getJob = (jobId: string, as: string = 'teacher') => server.call<Job>('getJob', { as, params: { jobId } });
const finished = (jobId: string) => until(`job ${jobId}`, async () => (await getJob(jobId)).body, (job) => FINAL.includes(job.state));

describe('an extraction job', () => {
  it('answers 202 at once and ends with exactly the answer of uploadProblemFile', async () => {
    const started = await start(worksheet);
    expect(started.status).toBe(202);
    const job = await finished(started.body.job_id);
    expect(job).toMatchObject({ kind: 'extraction', state: 'done', progress: { done: 2, total: 2 }, error: null, file_name: 'Arbeitsblatt Brüche.pdf' });
    const direct = await server.call('uploadProblemFile', { as: 'teacher', form: { file: worksheet, language: 'de', num_problems: 10 } });
    expect(direct.status).toBe(200);
    expect(job.result).toEqual(direct.body);
    expect(job.result!.problems.length).toBeGreaterThan(0);
  });

  it('checks the file before any job exists, with the codes of uploadProblemFile', async () => {
    const before = await server.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const word = await start({ data: Buffer.from('PK\u0003\u0004 not a worksheet'), type: 'application/pdf', filename: 'brief.docx' });
    expect(word.status).toBe(422);
    expect((word.body as unknown as { code: string }).code).toBe('upload.invalid_file');
    const tooMany = await start({ data: await scannedPdf(21), type: 'application/pdf', filename: 'dick.pdf' });
    expect(tooMany.status).toBe(422);
    expect((tooMany.body as unknown as { code: string }).code).toBe('upload.too_many_pages');
    const after = await server.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('shows its progress page by page, and a cancelled one sends no further page', async () => {
    // Six pages, two read at a time: when the first two are done, pages 3 and 4 are being read,
    // for 4 s (under the AI's time limit), so that even a busy machine sees "2 of 6" at least once.
    ai.script(...[1, 2].map((n) => pageAnswer(`Aufgabe ${n}`, 300)), ...[3, 4, 5, 6].map((n) => pageAnswer(`Aufgabe ${n}`, 4000)));
    try {
      const started = await start({ data: await scannedPdf(6), type: 'application/pdf', filename: 'scan.pdf' });
      const jobId = started.body.job_id;
      const running = await until('progress', async () => (await getJob(jobId)).body, (job) => job.state === 'running' && job.progress.done >= 2);
      expect(running.progress).toEqual({ done: 2, total: 6 });
      expect((await server.call('cancelJob', { as: 'teacher', params: { jobId } })).status).toBe(204);
      const cancelled = await finished(jobId);
      expect(cancelled.state).toBe('cancelled');
      expect(cancelled.result).toBeNull();
      // The pages being read when it was cancelled end; pages 5 and 6 are never sent.
      await sleep(5000);
      expect(ai.requests.length).toBe(4);
      expect((await getJob(jobId)).body.state).toBe('cancelled');
      // Cancelling again changes nothing.
      expect((await server.call('cancelJob', { as: 'teacher', params: { jobId } })).status).toBe(204);
    } finally {
      ai.unscript();
    }
  });

  it('is retried after a passing failure (here an unusable AI answer), then done', async () => {
    ai.script({ refusal: 'I cannot read this.' });
    const started = await start({ data: await scannedPdf(1), type: 'application/pdf', filename: 'eine-seite.pdf' });
    const job = await finished(started.body.job_id);
    expect(job.state).toBe('done');
    expect(job.error).toBeNull();
    expect(ai.requests.length).toBe(2);
  });

  it('fails with the error code of the synchronous call once its retries are used up', async () => {
    ai.script({ refusal: 'I cannot read this.' }, { refusal: 'I still cannot read this.' });
    const started = await start({ data: await scannedPdf(1), type: 'application/pdf', filename: 'unlesbar.pdf' });
    const job = await finished(started.body.job_id);
    expect(job.state).toBe('failed');
    expect(job.result).toBeNull();
    expect(job.error).toEqual({ code: 'ai.bad_answer', detail: expect.any(String) });
    expect(ai.requests.length).toBe(2);
  });
});

describe('who sees a job', () => {
  let jobId: string;
  beforeAll(async () => {
    jobId = (await start(worksheet)).body.job_id;
    await finished(jobId);
  });

  it('its creator and admins; another teacher or a schooladmin get 404, as for an unknown id', async () => {
    expect((await getJob(jobId, 'teacher')).status).toBe(200);
    expect((await getJob(jobId, 'admin')).status).toBe(200);
    const otherTeacher = await server.signIn(OTHER_TEACHER);
    for (const as of [otherTeacher, 'schooladmin']) {
      const seen = await getJob(jobId, as);
      expect(seen.status).toBe(404);
      expect((seen.body as unknown as { code: string }).code).toBe('not_found');
      expect((await server.call('cancelJob', { as, params: { jobId } })).status).toBe(404);
    }
    expect((await getJob('00000000-0000-4000-8000-000000000000', 'admin')).status).toBe(404);
    expect((await getJob(jobId, 'teacher')).body.state).toBe('done');
  });

  it('a parent uploads like everyone (as with uploadProblemFile) and sees only their own jobs', async () => {
    expect((await getJob(jobId, 'parent')).status).toBe(404);
    expect((await server.call('cancelJob', { as: 'parent', params: { jobId } })).status).toBe(404);
    const own = await start(worksheet, 'parent');
    expect(own.status).toBe(202);
    const listed = await server.call<{ jobs: { job_id: string }[] }>('listJobs', { as: 'parent' });
    expect(listed.status).toBe(200);
    expect(listed.body.jobs.map((job) => job.job_id)).toEqual([own.body.job_id]);
    expect((await getJob(own.body.job_id, 'parent')).status).toBe(200);
  });

  it("listJobs gives the caller's own recent jobs, newest first, without their answers", async () => {
    const mine = await server.call<{ jobs: (Job & { created_at: string })[] }>('listJobs', { as: 'teacher', query: { kind: 'extraction' } });
    expect(mine.status).toBe(200);
    expect(mine.body.jobs.map((j) => j.job_id)).toContain(jobId);
    expect(mine.body.jobs.length).toBeLessThanOrEqual(20);
    expect(mine.body.jobs[0]).not.toHaveProperty('result');
    const times = mine.body.jobs.map((j) => Date.parse(j.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // An admin sees the job with getJob, but it is not theirs to list.
    const admins = await server.call<{ jobs: Job[] }>('listJobs', { as: 'admin' });
    expect(admins.body.jobs.map((j) => j.job_id)).not.toContain(jobId);
  });

  it('listJobs leaves out jobs older than 7 days', async () => {
    await server.db.updateTable('jobs').set({ created_at: new Date(Date.now() - 8 * 86_400_000) }).where('job_id', '=', jobId).execute();
    const mine = await server.call<{ jobs: Job[] }>('listJobs', { as: 'teacher' });
    expect(mine.body.jobs.map((j) => j.job_id)).not.toContain(jobId);
  });
});

describe('the scheduled clean-up', () => {
  it('deletes jobs older than 7 days and expired sessions, and marks a lost job failed', async () => {
    const config = loadConfig({ DATA_DIR: tmpdir(), JOB_EXPIRE_SECONDS: '60', JOB_RETRY_LIMIT: '1' });
    const teacherId = (await server.db.selectFrom('users').select('user_id').where('usertype', '=', 'teacher').executeTakeFirstOrThrow()).user_id;
    const row = (job_id: string, created: Date, state: 'done' | 'running') => ({
      job_id,
      kind: 'extraction' as const,
      created_by_user_id: teacherId,
      state,
      file_name: null,
      params: '{}',
      created_at: created,
      updated_at: created,
    });
    const old = '10000000-0000-4000-8000-000000000001';
    const lost = '10000000-0000-4000-8000-000000000002';
    const recent = '10000000-0000-4000-8000-000000000003';
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await server.db.insertInto('jobs').values([row(old, hoursAgo(8 * 24), 'done'), row(lost, hoursAgo(2), 'running'), row(recent, hoursAgo(0), 'running')]).execute();
    await server.db
      .insertInto('sessions')
      .values({ session_hash: 'expired-session-of-the-cleanup-test', user_id: teacherId, created_at: hoursAgo(48), expires_at: hoursAgo(1) })
      .execute();

    const removed = await cleanUp(server.db, config);
    // Jobs of the other tests may be old too (listJobs' test ages one).
    expect(removed.jobs).toBeGreaterThanOrEqual(1);
    expect(removed.lost_jobs).toBe(1);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    const left = await server.db.selectFrom('jobs').select(['job_id', 'state', 'error']).where('job_id', 'in', [old, lost, recent]).orderBy('job_id').execute();
    expect(left.map((j) => [j.job_id, j.state])).toEqual([
      [lost, 'failed'],
      [recent, 'running'],
    ]);
    expect(left[0]!.error).toMatchObject({ code: 'internal' });
    expect(await server.db.selectFrom('sessions').where('session_hash', '=', 'expired-session-of-the-cleanup-test').select('user_id').executeTakeFirst()).toBeUndefined();
  });
});

/** A server app on an existing database, as a second process would be. */
async function appOn(db: Database, env: Record<string, string>, mails: Mail[]): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-jobs-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none'), PUBLIC_URL: 'http://backoffice.test', SEED_DEMO: 'false', ...QUICK_JOBS, ...env });
  const { app } = await buildApp({ config, db, mailer: { send: async (mail) => void mails.push(mail) } });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the demo teacher on `app` and starts an extraction of `pdf` there; returns the job's id. */
async function startOn(app: FastifyInstance, pdf: Buffer): Promise<string> {
  const teacher = DEMO_LOGINS.find((l) => l.usertype === 'teacher')!;
  const login = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: teacher.email, password: teacher.password } });
  const boundary = '----jobs-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nde\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = await app.inject({
    method: 'POST',
    url: '/api/admin/problems/upload-file/jobs',
    headers: { authorization: `Bearer ${login.json().session.session_id}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(started.statusCode).toBe(202);
  return started.json().job_id as string;
}

describe('a password-reset mail', () => {
  it('queued by a process that closes before sending it is sent by the next one', async () => {
    const { db, drop } = await freshDatabase();
    try {
      await seedDemo(db, await scratchFileStore());
      const email = DEMO_LOGINS.find((l) => l.usertype === 'teacher')!.email;
      const sentByFirst: Mail[] = [];
      // A process that takes no jobs (JOB_CONCURRENCY=0) answers the request, then stops.
      const first = await appOn(db, { JOB_CONCURRENCY: '0' }, sentByFirst);
      const asked = await first.app.inject({ method: 'POST', url: '/api/admin/auth/password-reset-request', payload: { email } });
      expect(asked.statusCode).toBe(200);
      await first.close();
      expect(sentByFirst).toEqual([]);

      const sentBySecond: Mail[] = [];
      const second = await appOn(db, {}, sentBySecond);
      try {
        await until('the mail', async () => sentBySecond.length, (n) => n > 0, 20_000);
        expect(sentBySecond).toHaveLength(1);
        expect(sentBySecond[0]!.to).toBe(email);
        const token = /reset-password\?token=([\w-]+)/.exec(sentBySecond[0]!.text)![1]!;
        const reset = await second.app.inject({ method: 'POST', url: '/api/admin/auth/password-reset', payload: { token, password: 'Nach-dem-Neustart-2026' } });
        expect(reset.statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await drop();
    }
  });
});

describe('a process that shuts down', () => {
  it('stops taking jobs, hands a running one back within SHUTDOWN_TIMEOUT_MS, and another finishes it', async () => {
    const slow = await startLoopbackAi({ delayMs: 3000 });
    const { db, drop } = await freshDatabase();
    const env = { AI_BASE_URL: slow.url, AI_MODEL: 'tutor-text', AI_TIMEOUT_MS: '20000', SHUTDOWN_TIMEOUT_MS: '2000' };
    const mails: Mail[] = [];
    try {
      await seedDemo(db, await scratchFileStore());
      const first = await appOn(db, env, mails);
      const jobId = await startOn(first.app, await scannedPdf(2));
      const row = () => db.selectFrom('jobs').select(['state', 'attempt']).where('job_id', '=', jobId).executeTakeFirstOrThrow();
      await until('the job runs', row, (r) => r.state === 'running');
      // The pages take 3 s; the shutdown gives jobs 1.6 s (80 % of 2 s), then hands this one back.
      const closing = performance.now();
      await first.close();
      expect(performance.now() - closing).toBeLessThan(2000 + 1500);

      const second = await appOn(db, env, mails);
      try {
        const done = await until('another process finishes it', row, (r) => r.state === 'done', 30_000);
        expect(done.attempt).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      await drop();
      await slow.close();
    }
  }, 60_000);
});

describe.skipIf(!onPostgres)('two server instances on one PostgreSQL (skipped on PGlite: one process only opens its data)', () => {
  it('share one AI limit (AI_MAX_CONCURRENCY=1 across both)', async () => {
    const slow = await startLoopbackAi({ delayMs: 300 });
    const { db, drop, url } = await freshDatabase();
    const otherDb = await openDatabase({ url: url!, limits: { poolSize: 5 } });
    const env = { AI_BASE_URL: slow.url, AI_MODEL: 'tutor-text', AI_TIMEOUT_MS: '10000', AI_MAX_CONCURRENCY: '1' };
    const mails: Mail[] = [];
    try {
      await seedDemo(db, await scratchFileStore());
      const one = await appOn(db, env, mails);
      const two = await appOn(otherDb, env, mails);
      try {
        const teacher = DEMO_LOGINS.find((l) => l.usertype === 'teacher')!;
        const login = await one.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: teacher.email, password: teacher.password } });
        const headers = { authorization: `Bearer ${login.json().session.session_id}` };
        const ask = (app: FastifyInstance, i: number) =>
          app.inject({ method: 'POST', url: '/api/admin/problems/generate-wrong-answers', headers, payload: { text: `Berechne ${i} + 4.`, answer: String(i + 4), language: 'de' } });
        const answers = await Promise.all([0, 1, 2].flatMap((i) => [ask(one.app, i), ask(two.app, i + 10)]));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        expect(slow.requests).toHaveLength(6);
        expect(slow.maxInFlight).toBe(1);
      } finally {
        await one.close();
        await two.close();
      }
    } finally {
      await otherDb.destroy();
      await drop();
      await slow.close();
    }
  }, 60_000);

  it('a job whose process was killed (kill -9) is finished by the other instance', async () => {
    const slow = await startLoopbackAi({ delayMs: 4000 });
    const { db, drop, url } = await freshDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-killed-'));
    const env = { AI_BASE_URL: slow.url, AI_MODEL: 'tutor-text', AI_TIMEOUT_MS: '20000', JOB_HEARTBEAT_SECONDS: '10' };
    const mails: Mail[] = [];
    let child: ReturnType<typeof spawn> | undefined;
    try {
      await seedDemo(db, await scratchFileStore());
      // This instance only answers requests; the job goes to the child process.
      const web = await appOn(db, { ...env, JOB_CONCURRENCY: '0' }, mails);
      child = spawn(process.execPath, [path.join(import.meta.dirname, '../src/server.ts')], {
        env: { ...process.env, ...env, ...QUICK_JOBS, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none'), DATABASE_URL: url!, SEED_DEMO: 'false' },
        stdio: ['ignore', 'pipe', 'inherit'],
        // A group of its own: the kill takes its image process too, as a container's end would.
        detached: true,
      });
      await new Promise<void>((resolve, reject) => {
        let output = '';
        child!.stdout!.on('data', (chunk) => {
          output += chunk;
          if (output.includes('is running')) resolve();
        });
        child!.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      const jobId = await startOn(web.app, await scannedPdf(2));
      const state = () => db.selectFrom('jobs').select(['state', 'progress_done']).where('job_id', '=', jobId).executeTakeFirstOrThrow();
      await until('the child takes the job', state, (row) => row.state === 'running');
      process.kill(-child.pid!, 'SIGKILL');
      const killedAt = Date.now();
      await new Promise((resolve) => child!.once('exit', resolve));
      await web.close();

      const other = await appOn(db, env, mails);
      try {
        const row = await until('the other instance finishes it', state, (r) => r.state === 'done', 60_000);
        const tookMs = Date.now() - killedAt;
        console.log(`jobs: a job of a killed process was finished by the other after ${(tookMs / 1000).toFixed(1)} s (JOB_HEARTBEAT_SECONDS=10, the AI answering in 4 s per page)`);
        expect(row.progress_done).toBe(2);
        const done = await db.selectFrom('jobs').select('result').where('job_id', '=', jobId).executeTakeFirstOrThrow();
        expect((done.result as { problems: unknown[] }).problems.length).toBeGreaterThan(0);
      } finally {
        await other.close();
      }
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
      await drop();
      await slow.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

// The sign-in limit under a burst: 60 concurrent attempts on one account from one address get
// exactly 5 password checks (the rest 429 with Retry-After), on PGlite and on PostgreSQL with
// two servers sharing the database. Also the per-address and per-account bounds, and the client
// address taken from X-Forwarded-For only when TRUST_PROXY names the proxy. The limits stay on
// the guessers: a browser that signed in before (its device cookie) still signs in when a
// school's shared address or the account itself is limited by others' failures, while the
// guesses per address, per account and per browser stay bounded (counted in the tests).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_LOGINS, seedDemo } from '../src/db/seed.ts';
import { SIGN_IN_LIMITS } from '../src/modules/auth/rate-limit.ts';
import { DEVICE_COOKIE } from '../src/modules/auth/trusted-devices.ts';
import { freshDatabase } from './helpers/fresh-database.ts';
import { tempStore } from './helpers/temp-store.ts';

/** The demo's files, for every database of this file. */
const files = tempStore();
afterAll(() => files.remove());

const teacher = DEMO_LOGINS.find((l) => l.usertype === 'teacher')!;
const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-limit-'));

async function serverOn(db: Database, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none'), SEED_DEMO: 'false', ...env });
  const { app } = await buildApp({ config, db, mailer: { send: async () => {} } });
  await app.ready();
  return app;
}

/** A server on a fresh database with the demo data, for the tests of one describe block. */
function withDemoServer(use: (app: FastifyInstance) => void) {
  let close = async () => {};
  beforeAll(async () => {
    const { db, drop } = await freshDatabase();
    await seedDemo(db, files.store);
    const app = await serverOn(db);
    close = async () => {
      await app.close();
      await drop();
    };
    use(app);
  });
  afterAll(() => close());
}

const signIn = (app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password }, remoteAddress, headers });

/** The device cookie a successful sign-in set, as a Cookie header for the browser's next sign-ins. */
function deviceCookie(answer: { headers: Record<string, unknown> }): Record<string, string> {
  const setCookie = String(answer.headers['set-cookie'] ?? '');
  const match = setCookie.match(new RegExp(`^${DEVICE_COOKIE}=([A-Za-z0-9_-]{43});`));
  if (!match) throw new Error(`no device cookie in ${setCookie}`);
  return { cookie: `${DEVICE_COOKIE}=${match[1]}` };
}

const statusCounts = (statuses: number[]) => ({
  checked: statuses.filter((s) => s === 401).length,
  limited: statuses.filter((s) => s === 429).length,
});

/** 60 wrong passwords at once for one account from one address, spread over the servers. */
async function burst(apps: FastifyInstance[]) {
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) => signIn(apps[i % apps.length]!, teacher.email, `wrong-password-${i}`, '198.51.100.7')),
  );
  const statuses = answers.map((a) => a.statusCode);
  return {
    checked: statuses.filter((s) => s === 401).length,
    limited: answers.filter((a) => a.statusCode === 429),
    other: statuses.filter((s) => s !== 401 && s !== 429),
  };
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('sign-in limit on PGlite', () => {
  let app!: FastifyInstance;
  withDemoServer((started) => (app = started));

  it('checks the password of at most 5 of 60 concurrent attempts; the rest answer 429 with Retry-After', { timeout: 60_000 }, async () => {
    const { checked, limited, other } = await burst([app]);
    console.log(`burst on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${checked} checked, ${limited.length} limited`);
    expect(other).toEqual([]);
    expect(checked).toBe(SIGN_IN_LIMITS.accountAndAddress);
    expect(limited).toHaveLength(60 - SIGN_IN_LIMITS.accountAndAddress);
    for (const answer of limited) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(900);
      expect(answer.json().code).toBe('rate_limited');
    }
    // A browser new to the account waits now even with the right password, from that address;
    // the owner elsewhere signs in.
    expect((await signIn(app, teacher.email, teacher.password, '198.51.100.7')).statusCode).toBe(429);
    expect((await signIn(app, teacher.email, teacher.password, '203.0.113.20')).statusCode).toBe(200);
  });

  it('limits one address over all accounts to 30 attempts', { timeout: 60_000 }, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await signIn(app, `nobody-${i}@example.org`, 'wrong-password', '192.0.2.44')).statusCode);
    expect(statuses.slice(0, SIGN_IN_LIMITS.address).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_LIMITS.address)).toEqual([429, 429]);
  });

  it('a successful sign-in does not count, and starts the account afresh from that address', async () => {
    for (let i = 0; i < 4; i++) expect((await signIn(app, 'lukas.weber@example.org', 'wrong-password', '192.0.2.99')).statusCode).toBe(401);
    const admin = DEMO_LOGINS.find((l) => l.usertype === 'admin')!;
    expect((await signIn(app, admin.email, admin.password, '192.0.2.99')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(app, admin.email, 'wrong-password', '192.0.2.99')).statusCode).toBe(401);
    expect((await signIn(app, admin.email, admin.password, '192.0.2.99')).statusCode).toBe(429);
  });

  it('limits one account over all addresses to 100 attempts', { timeout: 120_000 }, async () => {
    const parent = DEMO_LOGINS.find((l) => l.usertype === 'parent')!;
    const statuses: number[] = [];
    for (let address = 0; address < 21; address++) {
      const answers = await Promise.all(
        Array.from({ length: SIGN_IN_LIMITS.accountAndAddress }, () => signIn(app, parent.email, 'wrong-password', `198.18.0.${address + 1}`)),
      );
      statuses.push(...answers.map((a) => a.statusCode));
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.account);
    expect(statuses.filter((s) => s === 429)).toHaveLength(21 * SIGN_IN_LIMITS.accountAndAddress - SIGN_IN_LIMITS.account);
  });
});

describe('the limit stays on the guessers, not on the people they imitate', () => {
  let app!: FastifyInstance;
  withDemoServer((started) => (app = started));
  const schooladmin = DEMO_LOGINS.find((l) => l.usertype === 'schooladmin')!;
  const parent = DEMO_LOGINS.find((l) => l.usertype === 'parent')!;

  it('a school network (one address for all): a student\'s flood of random e-mails does not lock a teacher out', { timeout: 120_000 }, async () => {
    const school = '198.51.100.80';
    // The teacher signed in on this computer before (earlier that week).
    const teacherBrowser = deviceCookie(await signIn(app, schooladmin.email, schooladmin.password, school));
    const flood: number[] = [];
    for (let i = 0; i < 40; i++) flood.push((await signIn(app, `student-${i}-${Math.random().toString(36).slice(2)}@example.org`, 'guess-password', school)).statusCode);
    const measured = statusCounts(flood);
    console.log(`school network flood of 40 random e-mails: ${measured.checked} checked, ${measured.limited} refused`);
    expect(measured).toEqual({ checked: SIGN_IN_LIMITS.address, limited: 40 - SIGN_IN_LIMITS.address });
    // The teacher, from the same address, with the right password: signed in.
    const teacherIn = await signIn(app, schooladmin.email, schooladmin.password, school, teacherBrowser);
    expect(teacherIn.statusCode).toBe(200);
    expect(teacherIn.json().user.email).toBe(schooladmin.email);
    // The flood stays refused, and a browser that never signed in waits like any stranger there.
    expect((await signIn(app, 'student-again@example.org', 'guess-password', school)).statusCode).toBe(429);
    expect((await signIn(app, schooladmin.email, 'guess-password', school)).statusCode).toBe(429);
    expect((await signIn(app, schooladmin.email, schooladmin.password, school)).statusCode).toBe(429);
  });

  it('a student guessing a teacher\'s password from the school network does not lock the teacher out there', { timeout: 60_000 }, async () => {
    const school = '198.51.100.81';
    const teacherBrowser = deviceCookie(await signIn(app, schooladmin.email, schooladmin.password, '203.0.113.81'));
    const guesses: number[] = [];
    for (let i = 0; i < 8; i++) guesses.push((await signIn(app, schooladmin.email, `guess-${i}-password`, school)).statusCode);
    expect(statusCounts(guesses)).toEqual({ checked: SIGN_IN_LIMITS.accountAndAddress, limited: 8 - SIGN_IN_LIMITS.accountAndAddress });
    expect((await signIn(app, schooladmin.email, schooladmin.password, school, teacherBrowser)).statusCode).toBe(200);
    expect((await signIn(app, schooladmin.email, 'guess-9-password', school)).statusCode).toBe(429);
  });

  it('100 failures on one account from many addresses do not lock the owner out of their own browser', { timeout: 120_000 }, async () => {
    const home = '192.0.2.150';
    const ownBrowser = deviceCookie(await signIn(app, parent.email, parent.password, home));
    const statuses: number[] = [];
    for (let address = 0; address < 25; address++) {
      const answers = await Promise.all(
        Array.from({ length: SIGN_IN_LIMITS.accountAndAddress }, (_, i) => signIn(app, parent.email, `wrong-${address}-${i}`, `198.18.1.${address + 1}`)),
      );
      statuses.push(...answers.map((a) => a.statusCode));
    }
    const measured = statusCounts(statuses);
    console.log(`125 guesses on one account from 25 addresses: ${measured.checked} checked, ${measured.limited} refused`);
    expect(measured).toEqual({ checked: SIGN_IN_LIMITS.account, limited: 125 - SIGN_IN_LIMITS.account });
    // The owner from home, and from a phone's network, with the browser they signed in with.
    expect((await signIn(app, parent.email, parent.password, home, ownBrowser)).statusCode).toBe(200);
    expect((await signIn(app, parent.email, parent.password, '203.0.113.151', ownBrowser)).statusCode).toBe(200);
    // A new browser is a stranger to the account until the guessing stops.
    expect((await signIn(app, parent.email, parent.password, '203.0.113.152')).statusCode).toBe(429);
    // The owner can still change the password (the current one is checked per session).
    const session = (await signIn(app, parent.email, parent.password, home, ownBrowser)).json().session.session_id as string;
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/admin/auth/me',
      headers: { authorization: `Bearer ${session}` },
      remoteAddress: home,
      payload: { firstname: parent.name.split(' ')[0], lastname: parent.name.split(' ').slice(1).join(' '), email: parent.email, password: parent.password, current_password: parent.password },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('a session checks its own current password at most 5 times per 15 minutes', { timeout: 60_000 }, async () => {
    const session = (await signIn(app, schooladmin.email, schooladmin.password, '203.0.113.70')).json().session.session_id as string;
    const change = (current: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/auth/me',
        headers: { authorization: `Bearer ${session}` },
        remoteAddress: '203.0.113.70',
        payload: { firstname: 'Thomas', lastname: 'Berger', email: schooladmin.email, password: schooladmin.password, current_password: current },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await change(`guess-${i}-password`)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    expect((await change(schooladmin.password)).statusCode).toBe(429);
  });

  it('a trusted browser gets no more guesses than anyone: 5 of 60 concurrent wrong passwords are checked', { timeout: 60_000 }, async () => {
    const browser = deviceCookie(await signIn(app, schooladmin.email, schooladmin.password, '203.0.113.90'));
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(app, schooladmin.email, `wrong-password-${i}`, `203.0.113.${91 + (i % 5)}`, browser)),
    );
    const measured = statusCounts(answers.map((a) => a.statusCode));
    console.log(`60 concurrent guesses with a trusted device cookie: ${measured.checked} checked, ${measured.limited} refused`);
    expect(measured).toEqual({ checked: SIGN_IN_LIMITS.trustedDevice, limited: 60 - SIGN_IN_LIMITS.trustedDevice });
    expect((await signIn(app, schooladmin.email, schooladmin.password, '203.0.113.90', browser)).statusCode).toBe(429);
  });

  it('a cookie trusts only for its own account, and a made-up or planted one trusts for none', { timeout: 60_000 }, async () => {
    const teacher = DEMO_LOGINS.find((l) => l.usertype === 'teacher')!;
    const browser = deviceCookie(await signIn(app, teacher.email, teacher.password, '203.0.113.100'));
    const made = { cookie: `${DEVICE_COOKIE}=${'A'.repeat(43)}` };
    for (const cookie of [browser, made]) {
      const address = cookie === browser ? '203.0.113.101' : '203.0.113.102';
      const guesses: number[] = [];
      for (let i = 0; i < 7; i++) guesses.push((await signIn(app, 'lukas.weber@example.org', `guess-${i}-password`, address, cookie)).statusCode);
      // Counted as a stranger: the account from this address.
      expect(statusCounts(guesses)).toEqual({ checked: SIGN_IN_LIMITS.accountAndAddress, limited: 7 - SIGN_IN_LIMITS.accountAndAddress });
    }
    // A token the server never issued is replaced at sign-in, so a planted one never becomes trusted.
    const planted = await signIn(app, teacher.email, teacher.password, '203.0.113.103', made);
    expect(planted.statusCode).toBe(200);
    expect(deviceCookie(planted)).not.toEqual(made);
    const again = await signIn(app, teacher.email, teacher.password, '203.0.113.104', browser);
    expect(deviceCookie(again)).toEqual(browser);
    expect(String(again.headers['set-cookie'])).toMatch(/; Path=\/api\/admin\/auth; Max-Age=15552000; HttpOnly; SameSite=Strict$/);
  });
});

describe('client address', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
    await seedDemo(db, files.store);
  });
  afterAll(async () => drop());

  it('comes from X-Forwarded-For only when TRUST_PROXY names the proxy', { timeout: 60_000 }, async () => {
    const proxied = await serverOn(db, { TRUST_PROXY: '10.0.0.1' });
    const direct = await serverOn(db);
    try {
      const email = 'someone@example.org';
      // Through the trusted proxy: five failures lock only the forwarded client's address.
      for (let i = 0; i < 5; i++) expect((await signIn(proxied, email, 'wrong-password', '10.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(401);
      expect((await signIn(proxied, email, 'wrong-password', '10.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(429);
      expect((await signIn(proxied, email, 'wrong-password', '10.0.0.1', { 'x-forwarded-for': '203.0.113.6' })).statusCode).toBe(401);
      // Anyone else's X-Forwarded-For is ignored: the connection's address counts.
      for (let i = 0; i < 5; i++) {
        expect((await signIn(direct, email, 'wrong-password', '192.0.2.1', { 'x-forwarded-for': `203.0.113.${100 + i}` })).statusCode).toBe(401);
      }
      expect((await signIn(direct, email, 'wrong-password', '192.0.2.1', { 'x-forwarded-for': '203.0.113.200' })).statusCode).toBe(429);
    } finally {
      await proxied.close();
      await direct.close();
    }
  });

  it('marks the device cookie Secure when the public address is https', async () => {
    const app = await serverOn(db, { PUBLIC_URL: 'https://backoffice.example.org' });
    try {
      const admin = DEMO_LOGINS.find((l) => l.usertype === 'admin')!;
      const answer = await signIn(app, admin.email, admin.password, '192.0.2.2');
      expect(answer.statusCode).toBe(200);
      expect(String(answer.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    } finally {
      await app.close();
    }
  });
});

// PostgreSQL: DATABASE_URL, or the local server the development and CI machines run.
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const postgresReachable = await (async () => {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!postgresReachable)('sign-in limit on PostgreSQL, two servers sharing the database', () => {
  const schema = `limit_${Date.now().toString(36)}`;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const scoped = new URL(postgresUrl);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    for (let i = 0; i < 2; i++) {
      // Each server its own pool, as two processes have (and the job queue's connection with it).
      const db = await openDatabase({ url: scoped.toString(), limits: { poolSize: 10 } });
      dbs.push(db);
      if (i === 0) {
        await migrate(db);
        await seedDemo(db, files.store);
      }
      apps.push(await serverOn(db));
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.destroy().catch(() => {});
    await admin.query(`drop schema ${schema} cascade`);
    await admin.query(`drop schema if exists ${schema}_pgboss cascade`);
    await admin.end();
  });

  it('checks the password of at most 5 of 60 concurrent attempts', { timeout: 60_000 }, async () => {
    const { checked, limited, other } = await burst(apps);
    console.log(`burst on PostgreSQL (2 servers): ${checked} checked, ${limited.length} limited`);
    expect(other).toEqual([]);
    expect(checked).toBe(SIGN_IN_LIMITS.accountAndAddress);
    expect(limited).toHaveLength(60 - SIGN_IN_LIMITS.accountAndAddress);
  });
});

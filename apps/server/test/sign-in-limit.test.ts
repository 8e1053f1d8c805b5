// The sign-in limit under a burst: 60 concurrent attempts on one account from one address get
// exactly 5 password checks (the rest 429 with Retry-After), on PGlite and on PostgreSQL with
// two servers sharing the database. Also the per-address and per-account bounds, and the client
// address taken from X-Forwarded-For only when TRUST_PROXY names the proxy.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import type { DB } from '../src/db/schema.ts';
import { DEMO_LOGINS, seedDemo } from '../src/db/seed.ts';
import { SIGN_IN_LIMITS } from '../src/modules/auth/rate-limit.ts';
import { freshDatabase } from './helpers/fresh-database.ts';

const teacher = DEMO_LOGINS.find((l) => l.usertype === 'teacher')!;
const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-limit-'));

async function serverOn(db: Database, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none'), SEED_DEMO: 'false', ...env });
  const { app } = await buildApp({ config, db, mailer: { send: async () => {} } });
  await app.ready();
  return app;
}

const signIn = (app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password }, remoteAddress, headers });

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
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
    await seedDemo(db);
    app = await serverOn(db);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

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
    // Even the right password waits now, from that address; the owner elsewhere signs in.
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

describe('client address', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
    await seedDemo(db);
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
  const pools: pg.Pool[] = [];
  const apps: FastifyInstance[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    for (let i = 0; i < 2; i++) {
      const pool = new pg.Pool({ connectionString: postgresUrl, max: 10, options: `-c search_path=${schema}` });
      pools.push(pool);
      const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
      if (i === 0) {
        await migrate(db);
        await seedDemo(db);
      }
      apps.push(await serverOn(db));
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const pool of pools) await pool.end().catch(() => {});
    await admin.query(`drop schema ${schema} cascade`);
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

// A deployment's first start: demo data only where it is wanted, and the first administrator
// from ADMIN_EMAIL/ADMIN_PASSWORD (db/first-admin.ts, main.ts, `pnpm admin:create`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { createAdmin, type AdminAccount } from '../src/db/first-admin.ts';
import { DEMO_LOGINS } from '../src/db/seed.ts';
import { freePort } from './helpers/free-port.ts';
import { freshDatabase } from './helpers/fresh-database.ts';

const PG = 'postgres://u@127.0.0.1:5432/x';
const ACCOUNT: AdminAccount = { email: 'Leitung@Schule.example.org', password: 'Erste-Anmeldung-2026', firstname: 'Erika', lastname: 'Muster', language: 'en' };

describe('demo data by default', () => {
  it('is seeded on the embedded PGlite and not on PostgreSQL, unless SEED_DEMO says otherwise', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: PG }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: PG, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    // An empty variable counts as unset.
    expect(loadConfig({ DATABASE_URL: PG, SEED_DEMO: '' }).seedDemo).toBe(false);
  });

  it('refuses half an administrator and a password that breaks the rules', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.example.org' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-password' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.example.org', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 12/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not an address', ADMIN_PASSWORD: 'long-enough-password' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.example.org', ADMIN_PASSWORD: 'long-enough-password', ADMIN_LANGUAGE: 'fr' })).toThrow(/ADMIN_LANGUAGE/);
  });
});

describe('createAdmin', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ db, drop } = await freshDatabase()));
  afterAll(() => drop());

  it('creates the first administrator only into a database without users', async () => {
    expect(await createAdmin(db, ACCOUNT, { onlyIntoEmpty: true })).toBe('created');
    const row = await db.selectFrom('users').selectAll().where('email', '=', ACCOUNT.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ usertype: 'admin', school_id: null, firstname: 'Erika', lastname: 'Muster', language: 'en', active: true });
    expect(row.password_hash).not.toContain(ACCOUNT.password);
    expect(await verifyPassword(row.password_hash, ACCOUNT.password)).toBe(true);
    // A second start with other variables changes nothing.
    expect(await createAdmin(db, { ...ACCOUNT, email: 'other@schule.example.org' }, { onlyIntoEmpty: true })).toBe('users-exist');
    expect(await db.selectFrom('users').select('user_id').execute()).toHaveLength(1);
  });

  it('adds another administrator on request, never a second account with the same address', async () => {
    expect(await createAdmin(db, { ...ACCOUNT, email: 'leitung@schule.EXAMPLE.org' }, { onlyIntoEmpty: false })).toBe('email-taken');
    expect(await createAdmin(db, { ...ACCOUNT, email: 'zweite@schule.example.org' }, { onlyIntoEmpty: false })).toBe('created');
    expect(await db.selectFrom('users').select('user_id').execute()).toHaveLength(2);
  });
});

describe('a fresh deployment started like production', () => {
  let dir: string;
  let drop: () => Promise<void> = async () => {};
  let url: string | undefined;
  let port: number;
  let stop: () => void = () => {};
  let output = '';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'first-start-'));
    if (process.env.DATABASE_URL) {
      const fresh = await freshDatabase();
      url = fresh.url;
      // The server migrates by itself; only the empty schema is wanted here.
      await fresh.db.destroy();
      drop = fresh.drop;
    }
    port = await freePort();
    const env = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dir,
      WEB_DIST: path.join(dir, 'none'),
      DATABASE_URL: url ?? '',
      // On PostgreSQL the default (no demo) is under test; PGlite seeds the demo by default.
      SEED_DEMO: url ? '' : 'false',
      ADMIN_EMAIL: ACCOUNT.email,
      ADMIN_PASSWORD: ACCOUNT.password,
      ADMIN_LANGUAGE: ACCOUNT.language,
    };
    const child = spawn(process.execPath, [path.join(import.meta.dirname, '../src/server.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    stop = () => child.kill('SIGTERM');
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
      child.stdout.on('data', () => {
        if (output.includes('is running')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
  }, 90_000);

  afterAll(async () => {
    stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await drop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  const signIn = (email: string, password: string) =>
    fetch(`http://127.0.0.1:${port}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });

  it('has no demo accounts and lets the administrator from the environment sign in', async () => {
    expect(output).toContain(`First administrator created: ${ACCOUNT.email}`);
    expect(output).not.toContain('Demo sign-ins');
    for (const demo of DEMO_LOGINS) expect((await signIn(demo.email, demo.password)).status).toBe(401);
    const res = await signIn(ACCOUNT.email, ACCOUNT.password);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { usertype: string; language: string } };
    expect(body.user).toMatchObject({ usertype: 'admin', language: 'en' });
  });
});

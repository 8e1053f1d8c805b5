// Passwords and sessions: one's own password or e-mail changes only with the current password;
// a password change (by the user, by an admin, by a reset link) ends the user's other sessions;
// sessions end SESSION_MAX_DAYS after sign-in however much they are used. Reset and access-link
// mails: only the newest reset link works, mails are rationed, and no token reaches the log.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../src/db/seed.ts';
import { tokenHash } from '../src/auth/tokens.ts';
import { settled } from '../src/jobs/index.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';
import { startLoggedApp } from './helpers/logged-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const demo = (role: string) => DEMO_LOGINS.find((l) => l.usertype === role)!;
const profile = (email: string) => ({ firstname: 'Julia', lastname: 'Hoffmann', email });
const tokenOf = (text: string) => text.match(/reset-password\?token=([\w-]+)/)![1]!;
const stillSignedIn = async (session: string) => (await server.call('getMe', { as: session })).status === 200;

describe('changing one\'s own password or e-mail', () => {
  it('needs the current password, and a new password ends the other sessions only', async () => {
    const teacher = demo('teacher');
    const here = await server.signIn(teacher);
    const elsewhere = await server.signIn(teacher);
    const newPassword = 'Neues-Passwort-2026!';

    const missing = await server.call('updateMe', { as: here, body: { ...profile(teacher.email), password: newPassword } });
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('auth.current_password_required');
    const wrong = await server.call('updateMe', { as: here, body: { ...profile(teacher.email), password: newPassword, current_password: 'not-my-password' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('auth.current_password_wrong');
    const newAddress = await server.call('updateMe', { as: here, body: profile('julia.neu@example.org') });
    expect(newAddress.body.code).toBe('auth.current_password_required');
    // The name alone changes without it.
    expect((await server.call('updateMe', { as: here, body: profile(teacher.email.toUpperCase()) })).status).toBe(200);
    expect(await stillSignedIn(elsewhere)).toBe(true);

    const changed = await server.call('updateMe', { as: here, body: { ...profile(teacher.email), password: newPassword, current_password: teacher.password } });
    expect(changed.status).toBe(200);
    expect(await stillSignedIn(here)).toBe(true);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect((await server.call('login', { as: null, body: { email: teacher.email, password: teacher.password } })).status).toBe(401);
    await server.signIn({ email: teacher.email, password: newPassword });
  });

  it('an admin changes it in the profile only, not in the user list', async () => {
    const admin = await server.db.selectFrom('users').select('user_id').where('email', '=', demo('admin').email).executeTakeFirstOrThrow();
    const res = await server.call('updateUser', { params: { id: admin.user_id }, body: { password: 'Ein-anderes-Passwort-1' } });
    expect(res.status).toBe(403);
  });
});

describe('a password set by an admin or by a reset link', () => {
  it('ends every session of the user', async () => {
    const parent = demo('parent');
    const first = await server.signIn(parent);
    const second = await server.signIn(parent);
    const user = await server.db.selectFrom('users').select('user_id').where('email', '=', parent.email).executeTakeFirstOrThrow();
    expect((await server.call('updateUser', { params: { id: user.user_id }, body: { password: 'Vom-Admin-gesetzt-2026' } })).status).toBe(200);
    expect(await stillSignedIn(first)).toBe(false);
    expect(await stillSignedIn(second)).toBe(false);

    const third = await server.signIn({ email: parent.email, password: 'Vom-Admin-gesetzt-2026' });
    await server.call('requestPasswordReset', { as: null, body: { email: parent.email } });
    const token = tokenOf(server.mails.at(-1)!.text);
    expect((await server.call('resetPassword', { as: null, body: { token, password: 'Per-Link-gesetzt-2026' } })).status).toBe(200);
    expect(await stillSignedIn(third)).toBe(false);
  });
});

describe('session lifetime', () => {
  it('ends SESSION_MAX_DAYS (30) after sign-in, however recently it was used', async () => {
    const session = await server.signIn(demo('schooladmin'));
    expect(await stillSignedIn(session)).toBe(true);
    const day = 24 * 3_600_000;
    await server.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 30 * day - 60_000), expires_at: new Date(Date.now() + 3_600_000) })
      .where('session_hash', '=', tokenHash(session))
      .execute();
    expect(await stillSignedIn(session)).toBe(false);
  });
});

describe('reset links', () => {
  it('only the newest link works', async () => {
    const email = SCHOOLADMIN_TWO;
    await server.call('requestPasswordReset', { as: null, body: { email } });
    const older = tokenOf(server.mails.at(-1)!.text);
    await server.call('requestPasswordReset', { as: null, body: { email } });
    const newer = tokenOf(server.mails.at(-1)!.text);
    expect(newer).not.toBe(older);
    const refused = await server.call('resetPassword', { as: null, body: { token: older, password: 'Altes-Link-Passwort-1' } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('auth.invalid_reset_token');
    expect((await server.call('resetPassword', { as: null, body: { token: newer, password: 'Neues-Link-Passwort-1' } })).status).toBe(200);
  });

  it('are rationed: 3 mails per address in 15 minutes, with the same answer after that', async () => {
    const email = demo('admin').email;
    const before = server.mails.length;
    for (let i = 0; i < 5; i++) {
      const res = await server.call('requestPasswordReset', { as: null, body: { email }, headers: { 'x-request': String(i) } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
    }
    expect(server.mails.length - before).toBe(3);
  });
});

describe('access-link mails', () => {
  it('are rationed per recipient: 3 in 15 minutes, with the same answer after that', async () => {
    const student = await server.db.selectFrom('students').select('student_id').where('class_id', 'is not', null).executeTakeFirstOrThrow();
    const before = server.mails.length;
    for (let i = 0; i < 5; i++) {
      const res = await server.call('sendStudentAccessLink', { params: { id: student.student_id }, body: { email: 'eltern@example.org' } });
      expect(res.status).toBe(200);
    }
    expect(server.mails.length - before).toBe(3);
  });
});

const SCHOOLADMIN_TWO = 'jens.albrecht@lessing-realschule.example.org';

describe('the log', () => {
  it('never holds a reset token or link; the outbox keeps the mail', async () => {
    const { app, config, log: logged, close } = await startLoggedApp('trace');
    const dataDir = config.DATA_DIR;
    try {
      const email = demo('teacher').email;
      const asked = await app.inject({ method: 'POST', url: '/api/admin/auth/password-reset-request', payload: { email } });
      expect(asked.statusCode).toBe(200);
      await settled();
      const outbox = path.join(dataDir, 'outbox');
      const [file] = readdirSync(outbox);
      const mail = readFileSync(path.join(outbox, file!), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = tokenOf(mail);
      // The page the link opens, and the reset itself.
      await app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
      await app.inject({ method: 'POST', url: '/api/admin/auth/password-reset', payload: { token, password: 'Aus-dem-Postfach-2026' } });
      const log = logged();
      expect(log).toContain('mail written to the outbox');
      expect(log).toContain('/reset-password?token=[redacted]');
      expect(log).not.toContain(token);
      expect(log).not.toContain('reset-password?token=' + token.slice(0, 8));
    } finally {
      await close();
    }
  });
});

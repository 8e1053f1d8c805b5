// Sign-in, sessions, profile and password reset, against the real server on a fresh database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../src/db/seed.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const teacher = () => DEMO_LOGINS.find((l) => l.usertype === 'teacher')!;

describe('login', () => {
  it('gives a 256-bit session id and the user, and records the sign-in', async () => {
    const before = new Date();
    const res = await server.call('login', { body: { email: teacher().email, password: teacher().password }, as: null });
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.session.session_id, 'base64url')).toHaveLength(32);
    expect(res.body.user.usertype).toBe('teacher');
    expect(new Date(res.body.user.lastlogin).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const stored = await server.db.selectFrom('sessions').select('session_hash').execute();
    expect(stored.map((s) => s.session_hash)).not.toContain(res.body.session.session_id);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await server.call('login', { body: { email: teacher().email.toUpperCase(), password: teacher().password }, as: null });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with invalid credentials, also for a deactivated user', async () => {
    const wrong = await server.call('login', { body: { email: teacher().email, password: 'not-the-password' }, as: null });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'auth.invalid_credentials', detail: 'Invalid e-mail or password.' });
    const unknown = await server.call('login', { body: { email: 'nobody.here@example.org', password: 'not-the-password' }, as: null });
    expect(unknown.body).toEqual(wrong.body);
    const inactiveWrong = await server.call('login', {
      body: { email: 'olena.kovalenko@lessing-realschule.example.org', password: 'not-the-password' },
      as: null,
    });
    expect(inactiveWrong.status).toBe(401);
    expect(inactiveWrong.body).toEqual(wrong.body);
  });

  it('tells a deactivated user so only after the right password, and opens no session', async () => {
    const inactive = await server.call('login', {
      body: { email: 'olena.kovalenko@lessing-realschule.example.org', password: 'Demo-Inaktiv-2026' },
      as: null,
    });
    expect(inactive.status).toBe(403);
    expect(inactive.body.code).toBe('auth.account_deactivated');
    expect(inactive.body.detail).toMatch(/deactivated/);
    const sessions = await server.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.user_id', 'sessions.user_id')
      .select('sessions.user_id')
      .where('users.email', '=', 'olena.kovalenko@lessing-realschule.example.org')
      .execute();
    expect(sessions).toEqual([]);
  });

  it('is rate limited after five failures for one address', async () => {
    const body = { email: 'nobody@example.org', password: 'wrong-password' };
    for (let i = 0; i < 5; i++) expect((await server.call('login', { body, as: null })).status).toBe(401);
    const limited = await server.call('login', { body, as: null });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(limited.body.detail).toMatch(/Too many/);
  });

  it('refuses a body that breaks the contract before any handler runs', async () => {
    const res = await server.call('login', { body: { email: 'a@b.c' }, as: null });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe("The field 'password' is required.");
  });
});

describe('session', () => {
  it('getMe needs a session; logout ends it', async () => {
    expect((await server.call('getMe', { as: null })).status).toBe(401);
    expect((await server.call('getMe', { as: 'not-a-valid-session-id-at-all' })).status).toBe(401);
    const login = await server.call('login', { body: { email: teacher().email, password: teacher().password }, as: null });
    const token = login.body.session.session_id;
    const me = await server.call('getMe', { as: token });
    expect(me.body.email).toBe(teacher().email);
    expect((await server.call('logout', { as: token })).status).toBe(200);
    expect((await server.call('getMe', { as: token })).status).toBe(401);
  });
});

describe('profile', () => {
  it('updates the own data, keeps the password when none is sent, and refuses self-deactivation', async () => {
    const res = await server.call('updateMe', {
      as: 'teacher',
      body: { firstname: 'Julia', lastname: 'Hoffmann-Brandt', email: teacher().email, language: 'uk', gender: 'w' },
    });
    expect(res.status).toBe(200);
    expect(res.body.lastname).toBe('Hoffmann-Brandt');
    expect(res.body.language).toBe('uk');
    const again = await server.call('login', { body: { email: teacher().email, password: teacher().password }, as: null });
    expect(again.status).toBe(200);
    const self = await server.call('updateMe', {
      as: 'teacher',
      body: { firstname: 'Julia', lastname: 'Hoffmann', email: teacher().email, active: false },
    });
    expect(self.status).toBe(403);
  });

  it('refuses a short password and another user\'s e-mail', async () => {
    const short = await server.call('updateMe', {
      as: 'teacher',
      body: { firstname: 'Julia', lastname: 'Hoffmann', email: teacher().email, password: 'short' },
    });
    expect(short.status).toBe(422);
    expect(short.body.detail).toBe("The field 'password' must be at least 12 characters long.");
    const taken = await server.call('updateMe', {
      as: 'teacher',
      body: { firstname: 'Julia', lastname: 'Hoffmann', email: 'KATRIN.VOGEL@example.org', current_password: teacher().password },
    });
    expect(taken.status).toBe(409);
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses and sends nothing', async () => {
    const before = server.mails.length;
    const res = await server.call('requestPasswordReset', { body: { email: 'nobody@example.org' }, as: null });
    expect(res.status).toBe(200);
    expect(server.mails.length).toBe(before);
  });

  it('mails a link in the user\'s language; the token works once and ends old sessions', async () => {
    const parent = DEMO_LOGINS.find((l) => l.usertype === 'parent')!;
    const oldSession = await server.login('parent');
    await server.call('requestPasswordReset', { body: { email: parent.email }, as: null });
    const mail = server.mails.at(-1)!;
    expect(mail.to).toBe(parent.email);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    const token = mail.text.match(/reset-password\?token=([\w-]+)/)![1]!;
    expect(mail.text).toContain('http://backoffice.test/reset-password?token=');

    const newPassword = 'Ein-neues-Passwort-2026';
    expect((await server.call('resetPassword', { body: { token, password: newPassword }, as: null })).status).toBe(200);
    const reused = await server.call('resetPassword', { body: { token, password: newPassword }, as: null });
    expect(reused.status).toBe(400);
    expect((await server.call('getMe', { as: oldSession })).status).toBe(401);
    const login = await server.call('login', { body: { email: parent.email, password: newPassword }, as: null });
    expect(login.status).toBe(200);
  });

  it('refuses an unknown token and a short password', async () => {
    expect((await server.call('resetPassword', { body: { token: 'made-up', password: 'long-enough-password' }, as: null })).status).toBe(400);
    expect((await server.call('resetPassword', { body: { token: 'made-up', password: 'short' }, as: null })).status).toBe(422);
  });
});

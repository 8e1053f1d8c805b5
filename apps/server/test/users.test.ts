// Staff accounts: who may list, create, change and delete whom, against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Role, type TestServer } from './helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'Ein-sicheres-Passwort-26';

let counter = 0;
const newEmail = () => `neu.${++counter}@test.example.org`;

/** Creates a user through the API and returns it. */
async function createUser(as: Role, fields: Record<string, unknown> = {}) {
  const res = await server.call('createUser', {
    as,
    body: { firstname: 'Anna', lastname: 'Neumann', email: newEmail(), password: PASSWORD, ...fields },
  });
  expect(res.status).toBe(200);
  return res.body;
}

async function signIn(email: string, password = PASSWORD) {
  return server.call('login', { body: { email, password }, as: null });
}

const userCount = async () => (await server.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
const storedUser = (id: number) => server.db.selectFrom('users').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();

describe('listUsers', () => {
  it('shows an admin every user, sorted by last name, then first name', async () => {
    const res = await server.call('listUsers', { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.map((u: any) => u.lastname)).toEqual(['Albrecht', 'Berger', 'Hoffmann', 'Kovalenko', 'Krause', 'Schneider', 'Vogel']);
    const julia = res.body.find((u: any) => u.user_id === 3);
    expect(julia).toMatchObject({ usertype: 'teacher', school_id: 1, school_name: 'Gymnasium am Stadtpark', active: true });
    expect(res.body.find((u: any) => u.user_id === 1).school_name).toBeNull();
  });

  it('searches first name, last name, full name, e-mail and school name without case', async () => {
    const ids = async (query: string) => (await server.call('listUsers', { as: 'admin', query: { query } })).body.map((u: any) => u.user_id);
    expect(await ids('in')).toEqual(expect.arrayContaining([5, 1]));
    expect(await ids('HOFFMANN')).toEqual([3]);
    expect(await ids('julia hoff')).toEqual([3]);
    expect(await ids('katrin.vogel@')).toEqual([1]);
    expect(await ids('lessing-REAL')).toEqual([6, 5]);
    // A % is a character to find, not a wildcard.
    expect(await ids('%')).toEqual([]);
    expect(await ids('   ')).toHaveLength(7);
  });

  it('shows a schooladmin only the users of their own school', async () => {
    const res = await server.call('listUsers', { as: 'schooladmin' });
    expect(res.status).toBe(200);
    expect(res.body.map((u: any) => u.user_id)).toEqual([2, 3, 7]);
    const search = await server.call('listUsers', { as: 'schooladmin', query: { query: 'Lessing' } });
    expect(search.body).toEqual([]);
  });

  it('refuses teachers and parents, and answers 401 without a session', async () => {
    expect((await server.call('listUsers', { as: 'teacher' })).status).toBe(403);
    expect((await server.call('listUsers', { as: 'parent' })).status).toBe(403);
    expect((await server.call('listUsers', { as: null })).status).toBe(401);
  });
});

describe('createUser', () => {
  it('lets an admin create a teacher in another school, who can then sign in', async () => {
    const email = newEmail();
    const res = await server.call('createUser', {
      as: 'admin',
      body: { firstname: ' Sabine ', lastname: 'Krüger', email, password: 'Realschule-Start-2026', usertype: 'teacher', gender: 'w', language: 'uk', school_id: 2, active: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ usertype: 'teacher', school_id: 2, school_name: 'Lessing-Realschule', firstname: 'Sabine', lastname: 'Krüger', gender: 'w', language: 'uk', email, active: true, lastlogin: null });
    expect(Date.now() - new Date(res.body.registered).getTime()).toBeLessThan(60_000);
    const stored = await storedUser(res.body.user_id);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect((await signIn(email, 'Realschule-Start-2026')).status).toBe(200);
  });

  it('gives the defaults: teacher, m, de, active, no school', async () => {
    const user = await createUser('admin');
    expect(user).toMatchObject({ usertype: 'teacher', gender: 'm', language: 'de', active: true, school_id: null, school_name: null });
  });

  it('gives a parent no school, even when one is sent', async () => {
    const user = await createUser('admin', { usertype: 'parent', school_id: 1 });
    expect(user).toMatchObject({ usertype: 'parent', school_id: null });
  });

  it("puts a schooladmin's new users into the schooladmin's school, whatever was sent", async () => {
    const teacher = await createUser('schooladmin', { school_id: 2 });
    expect(teacher).toMatchObject({ usertype: 'teacher', school_id: 1, school_name: 'Gymnasium am Stadtpark' });
    const colleague = await createUser('schooladmin', { usertype: 'schooladmin' });
    expect(colleague).toMatchObject({ usertype: 'schooladmin', school_id: 1 });
  });

  it('refuses a schooladmin asking for an admin or a parent, and writes nothing', async () => {
    const before = await userCount();
    for (const usertype of ['admin', 'parent']) {
      const res = await server.call('createUser', {
        as: 'schooladmin',
        body: { firstname: 'Max', lastname: 'Mustermann', email: newEmail(), password: PASSWORD, usertype },
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses teachers and parents', async () => {
    for (const as of ['teacher', 'parent'] as const) {
      const res = await server.call('createUser', { as, body: { firstname: 'Max', lastname: 'M', email: newEmail(), password: PASSWORD } });
      expect(res.status).toBe(403);
    }
  });

  it('refuses an e-mail address that exists in any case with 409', async () => {
    const before = await userCount();
    const res = await server.call('createUser', {
      as: 'admin',
      body: { firstname: 'Julia', lastname: 'Doppelt', email: 'JULIA.HOFFMANN@stadtpark-gymnasium.example.org', password: PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('user.email_taken');
    expect(await userCount()).toBe(before);
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const before = await userCount();
    const short = await server.call('createUser', { as: 'admin', body: { firstname: 'A', lastname: 'B', email: newEmail(), password: 'kurz' } });
    expect(short.status).toBe(422);
    expect(short.body.detail).toBe("The field 'password' must be at least 12 characters long.");
    const blank = await server.call('createUser', { as: 'admin', body: { firstname: '  ', lastname: 'B', email: newEmail(), password: PASSWORD } });
    expect(blank.status).toBe(422);
    const noSchool = await server.call('createUser', { as: 'admin', body: { firstname: 'A', lastname: 'B', email: newEmail(), password: PASSWORD, school_id: 999 } });
    expect(noSchool.status).toBe(422);
    expect(noSchool.body.code).toBe('school.not_found');
    expect(await userCount()).toBe(before);
  });
});

describe('updateUser', () => {
  it('lets an admin edit everything, reactivate a user and set a new password', async () => {
    const res = await server.call('updateUser', {
      as: 'admin',
      params: { id: 5 },
      body: {
        firstname: 'Olena',
        lastname: 'Kovalenko',
        email: 'olena.kovalenko@lessing-realschule.example.org',
        password: 'Lessing-Mathe-Neu-26',
        usertype: 'teacher',
        gender: 'w',
        language: 'uk',
        school_id: 2,
        active: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: 5, active: true, school_name: 'Lessing-Realschule', language: 'uk' });
    expect((await signIn('olena.kovalenko@lessing-realschule.example.org', 'Lessing-Mathe-Neu-26')).status).toBe(200);
    expect((await signIn('olena.kovalenko@lessing-realschule.example.org', 'Demo-Inaktiv-2026')).status).toBe(401);
  });

  it('changes only the fields sent and keeps the password when none is sent', async () => {
    const user = await createUser('admin', { school_id: 1, gender: 'w' });
    const res = await server.call('updateUser', { as: 'admin', params: { id: user.user_id }, body: { lastname: 'Neumann-Roth' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstname: 'Anna', lastname: 'Neumann-Roth', gender: 'w', school_id: 1, email: user.email, active: true });
    expect((await signIn(user.email)).status).toBe(200);
  });

  it('lets an admin move a user to another school and retype them; a parent loses the school', async () => {
    const user = await createUser('admin', { school_id: 1 });
    const moved = await server.call('updateUser', { as: 'admin', params: { id: user.user_id }, body: { school_id: 2, usertype: 'schooladmin' } });
    expect(moved.body).toMatchObject({ school_id: 2, school_name: 'Lessing-Realschule', usertype: 'schooladmin' });
    const parent = await server.call('updateUser', { as: 'admin', params: { id: user.user_id }, body: { usertype: 'parent' } });
    expect(parent.body).toMatchObject({ usertype: 'parent', school_id: null });
  });

  it('signs a deactivated user out everywhere, and lets them in again once reactivated', async () => {
    const user = await createUser('admin', { school_id: 1 });
    const session = (await signIn(user.email)).body.session.session_id;
    expect((await server.call('getMe', { as: session })).status).toBe(200);
    const off = await server.call('updateUser', { as: 'schooladmin', params: { id: user.user_id }, body: { active: false } });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(await server.db.selectFrom('sessions').select('session_hash').where('user_id', '=', user.user_id).execute()).toEqual([]);
    expect((await server.call('getMe', { as: session })).status).toBe(401);
    const refused = await signIn(user.email);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('auth.account_deactivated');
    await server.call('updateUser', { as: 'schooladmin', params: { id: user.user_id }, body: { active: true } });
    expect((await signIn(user.email)).status).toBe(200);
  });

  it('refuses to let anyone deactivate or retype themselves, and allows the rest of a self-edit', async () => {
    const deactivate = await server.call('updateUser', { as: 'admin', params: { id: 1 }, body: { active: false } });
    expect(deactivate.status).toBe(403);
    expect(deactivate.body.code).toBe('user.cannot_change_self');
    const retype = await server.call('updateUser', { as: 'admin', params: { id: 1 }, body: { usertype: 'teacher' } });
    expect(retype.status).toBe(403);
    expect(retype.body.code).toBe('user.cannot_change_self');
    const schooladminSelf = await server.call('updateUser', { as: 'schooladmin', params: { id: 2 }, body: { active: false } });
    expect(schooladminSelf.status).toBe(403);
    expect(schooladminSelf.body.code).toBe('user.cannot_change_self');
    expect((await storedUser(1)).active).toBe(true);
    const same = await server.call('updateUser', { as: 'admin', params: { id: 1 }, body: { usertype: 'admin', active: true, firstname: 'Katrin' } });
    expect(same.status).toBe(200);
  });

  it("hides other schools' users, admins without a school and parents from a schooladmin (404)", async () => {
    for (const id of [5, 6, 1, 4]) {
      const res = await server.call('updateUser', { as: 'schooladmin', params: { id }, body: { lastname: 'Geändert' } });
      expect(res.status).toBe(404);
    }
    expect((await storedUser(6)).lastname).toBe('Albrecht');
  });

  it("refuses a schooladmin editing an admin of their school, or changing a type or school", async () => {
    const admin = await createUser('admin', { usertype: 'admin', school_id: 1 });
    const editAdmin = await server.call('updateUser', { as: 'schooladmin', params: { id: admin.user_id }, body: { lastname: 'X' } });
    expect(editAdmin.status).toBe(403);
    const retype = await server.call('updateUser', { as: 'schooladmin', params: { id: 7 }, body: { usertype: 'schooladmin' } });
    expect(retype.status).toBe(403);
    const move = await server.call('updateUser', { as: 'schooladmin', params: { id: 7 }, body: { school_id: 2 } });
    expect(move.status).toBe(403);
    expect(await storedUser(7)).toMatchObject({ usertype: 'teacher', school_id: 1 });
    // The full edit dialog sends the unchanged type and school: that is fine.
    const same = await server.call('updateUser', { as: 'schooladmin', params: { id: 7 }, body: { usertype: 'teacher', school_id: 1, language: 'en' } });
    expect(same.status).toBe(200);
    expect(same.body.language).toBe('en');
  });

  it('refuses teachers and parents', async () => {
    expect((await server.call('updateUser', { as: 'teacher', params: { id: 7 }, body: { active: false } })).status).toBe(403);
    expect((await server.call('updateUser', { as: 'parent', params: { id: 7 }, body: { active: false } })).status).toBe(403);
    expect((await storedUser(7)).active).toBe(true);
  });

  it("refuses another user's e-mail (409), an unknown id (404) and bad input (422), changing nothing", async () => {
    const user = await createUser('admin');
    const taken = await server.call('updateUser', { as: 'admin', params: { id: user.user_id }, body: { email: 'Katrin.Vogel@example.org', lastname: 'Anders' } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('user.email_taken');
    expect(await storedUser(user.user_id)).toMatchObject({ email: user.email, lastname: 'Neumann' });
    // The own address in another case is still the own address.
    const own = await server.call('updateUser', { as: 'admin', params: { id: user.user_id }, body: { email: user.email.toUpperCase() } });
    expect(own.status).toBe(200);
    expect((await server.call('updateUser', { as: 'admin', params: { id: 9999 }, body: { active: true } })).status).toBe(404);
    expect((await server.call('updateUser', { as: 'admin', params: { id: user.user_id }, body: {} })).status).toBe(422);
    const noSchool = await server.call('updateUser', { as: 'admin', params: { id: user.user_id }, body: { school_id: 999, lastname: 'Anders' } });
    expect(noSchool.status).toBe(422);
    const short = await server.call('updateUser', { as: 'admin', params: { id: user.user_id }, body: { password: 'kurz' } });
    expect(short.status).toBe(422);
    expect(await storedUser(user.user_id)).toMatchObject({ lastname: 'Neumann', school_id: null });
  });
});

describe('deleteUser', () => {
  it("deletes a user and ends their sessions; their problems and topics stay, without a creator", async () => {
    const session = (await signIn('stefan.krause@stadtpark-gymnasium.example.org', 'Demo-Lehrer2-2026')).body.session.session_id;
    const topic = await server.db
      .insertInto('problemsets')
      .values({ name: 'Krauses Thema', creator_user_id: 7, owner_school_id: 1 })
      .returning('problemset_id')
      .executeTakeFirstOrThrow();
    const problems = await server.db.selectFrom('problems').select('problem_id').where('created_by_user_id', '=', 7).execute();

    const res = await server.call('deleteUser', { as: 'admin', params: { id: 7 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const list = await server.call('listUsers', { as: 'admin' });
    expect(list.body.map((u: any) => u.user_id)).not.toContain(7);
    expect((await server.call('getMe', { as: session })).status).toBe(401);

    const kept = await server.db.selectFrom('problemsets').select('creator_user_id').where('problemset_id', '=', topic.problemset_id).executeTakeFirstOrThrow();
    expect(kept.creator_user_id).toBeNull();
    expect(problems.length).toBeGreaterThan(0);
    const after = await server.db
      .selectFrom('problems')
      .select(['created_by_user_id', 'owner_school_id'])
      .where('problem_id', 'in', problems.map((p) => p.problem_id))
      .execute();
    expect(after).toHaveLength(problems.length);
    expect(after.every((p) => p.created_by_user_id === null && p.owner_school_id === 1)).toBe(true);
  });

  it('refuses to let anyone delete themselves', async () => {
    for (const [as, id] of [['admin', 1], ['schooladmin', 2]] as const) {
      const res = await server.call('deleteUser', { as, params: { id } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('user.cannot_delete_self');
    }
    expect(await storedUser(2)).toBeTruthy();
  });

  it("lets a schooladmin delete their school's teachers, but not other schools' users or an admin", async () => {
    const teacher = await createUser('schooladmin');
    expect((await server.call('deleteUser', { as: 'schooladmin', params: { id: teacher.user_id } })).status).toBe(200);
    expect((await server.call('deleteUser', { as: 'schooladmin', params: { id: 6 } })).status).toBe(404);
    expect((await server.call('deleteUser', { as: 'schooladmin', params: { id: 4 } })).status).toBe(404);
    const admin = await createUser('admin', { usertype: 'admin', school_id: 1 });
    expect((await server.call('deleteUser', { as: 'schooladmin', params: { id: admin.user_id } })).status).toBe(403);
    const remaining = await server.db.selectFrom('users').select('user_id').where('user_id', 'in', [6, 4, admin.user_id]).execute();
    expect(remaining).toHaveLength(3);
  });

  it('refuses teachers and parents, and answers 404 for an unknown id', async () => {
    expect((await server.call('deleteUser', { as: 'teacher', params: { id: 6 } })).status).toBe(403);
    expect((await server.call('deleteUser', { as: 'parent', params: { id: 6 } })).status).toBe(403);
    expect((await server.call('deleteUser', { as: 'admin', params: { id: 9999 } })).status).toBe(404);
    expect(await storedUser(6)).toBeTruthy();
  });
});

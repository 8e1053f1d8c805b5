// Students (a parent's children): lists, create, partial update, delete and the e-mailed access
// link, against the real server on a fresh database with the demo data.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { checkResponse } from './helpers/contract.ts';
import { startTestServer, type Role, type TestServer } from './helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LENA = 'k7m2q9xw4tfa';
const JONAS = 'p3h8n2vd6rce';
const MIA = 't9b4z7kq2mwy';
const PAUL = 'x2c6r8jf5nhu';
const EMMA = 'e5w3y9ga7kpd';
const ID_PATTERN = /^[a-z2-9]{12}$/;

const studentCount = async () => (await server.db.selectFrom('students').select('student_id').execute()).length;
const studentRow = (id: string) =>
  server.db.selectFrom('students').selectAll().where('student_id', '=', id).executeTakeFirstOrThrow();
const ids = (students: any[]) => students.map((s) => s.student_id);

async function schoolTwoStudent() {
  const row = await server.db.selectFrom('students').select('student_id').where('school_id', '=', 2).orderBy('student_id').executeTakeFirstOrThrow();
  return row.student_id;
}

/** Signs in as Jens Albrecht, the schooladmin of school 2. */
async function createAs(as: Role, body: Record<string, unknown>) {
  const res = await server.call('createStudent', { as, body: { firstname: 'Test', lastname: 'Kind', ...body } });
  expect(res.status).toBe(200);
  return res.body;
}

describe('listStudents', () => {
  it('gives an admin every student, by last name then first name, with counts from the database', async () => {
    const res = await server.call('listStudents', { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(await studentCount());
    const schneider = res.body.filter((s: any) => s.lastname === 'Schneider').map((s: any) => s.firstname);
    expect(schneider).toEqual(['Emma', 'Felix']);
    const lena = res.body.find((s: any) => s.student_id === LENA);
    const problems = await server.db.selectFrom('student_problems').select('solved').where('student_id', '=', LENA).execute();
    expect(lena).toMatchObject({
      class_id: 11,
      class_name: '5a',
      school_name: 'Gymnasium am Stadtpark',
      problem_total: problems.length,
      problem_solved: problems.filter((p) => p.solved).length,
    });
  });

  it("gives a teacher only their school's students and a parent only their children", async () => {
    const teacher = await server.call('listStudents', { as: 'teacher' });
    expect(teacher.body.every((s: any) => s.school_name === 'Gymnasium am Stadtpark')).toBe(true);
    expect(ids(teacher.body)).toEqual(expect.arrayContaining([LENA, JONAS, MIA, PAUL]));
    expect(ids(teacher.body)).not.toContain(EMMA);
    const parent = await server.call('listStudents', { as: 'parent' });
    expect(parent.body.map((s: any) => s.firstname)).toEqual(['Emma', 'Felix']);
  });

  it('filters students without a class and leaves out a class', async () => {
    const unassigned = await server.call('listStudents', { as: 'admin', query: { unassigned: true } });
    expect(unassigned.body.every((s: any) => s.class_id === null)).toBe(true);
    expect(ids(unassigned.body)).toEqual(expect.arrayContaining([EMMA, PAUL]));
    const notIn11 = await server.call('listStudents', { as: 'teacher', query: { not_in_class: 11 } });
    expect(notIn11.body.some((s: any) => s.class_id === 11)).toBe(false);
    expect(ids(notIn11.body)).toEqual(expect.arrayContaining([MIA, PAUL]));
  });

  it('offers nobody for a class outside the scope', async () => {
    const filtered = await server.call('listStudents', { as: 'teacher', query: { not_in_class: 21 } });
    expect(filtered.body).toEqual([]);
  });

  it('refuses a filter of the wrong type', async () => {
    expect((await server.call('listStudents', { query: { not_in_class: 'abc' } })).status).toBe(422);
  });
});

describe('listStudentsExtended', () => {
  it('orders by last sign-in, newest first, never-signed-in last', async () => {
    const res = await server.call('listStudentsExtended', { as: 'teacher' });
    const times = res.body.map((s: any) => (s.lastlogin ? Date.parse(s.lastlogin) : -Infinity));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body.at(-1).lastlogin).toBeNull();
  });

  it('finds by name, full name, id and class name, without regard to case', async () => {
    for (const query of ['fischer', 'LENA FISCHER', LENA.slice(2, 9)]) {
      const res = await server.call('listStudentsExtended', { as: 'teacher', query: { query } });
      expect(ids(res.body)).toContain(LENA);
    }
    const byClass = await server.call('listStudentsExtended', { as: 'teacher', query: { query: '6B' } });
    expect(ids(byClass.body)).toContain(MIA);
    // Every hit is in 6b, or has "6b" in its id (ids mix letters and digits).
    expect(byClass.body.every((s: any) => s.class_name === '6b' || s.student_id.includes('6b'))).toBe(true);
    const wildcard = await server.call('listStudentsExtended', { as: 'teacher', query: { query: '_' } });
    expect(wildcard.body).toEqual([]);
  });

  it("gives a parent only their children, whatever they search", async () => {
    const res = await server.call('listStudentsExtended', { as: 'parent' });
    expect(res.body.map((s: any) => s.firstname).sort()).toEqual(['Emma', 'Felix']);
    const search = await server.call('listStudentsExtended', { as: 'parent', query: { query: 'Fischer' } });
    expect(search.body).toEqual([]);
  });
});

describe('createStudent', () => {
  it("puts a teacher's student into the chosen class of the own school", async () => {
    const created = await createAs('teacher', { firstname: ' Sophie ', lastname: 'Becker', gender: 'w', language: 'en', class_id: 12 });
    expect(created).toMatchObject({
      firstname: 'Sophie',
      lastname: 'Becker',
      gender: 'w',
      language: 'en',
      class_id: 12,
      class_name: '6b',
      school_name: 'Gymnasium am Stadtpark',
      active: true,
      history: null,
      problem_solved: 0,
      problem_total: 0,
      conversation_count: 0,
      lastlogin: null,
    });
    expect(created.student_id).toMatch(ID_PATTERN);
    const got = await server.call('getStudent', { as: 'teacher', params: { id: created.student_id } });
    expect(got.body.class_name).toBe('6b');
  });

  it("keeps a teacher's class-less student in their school, with defaults m and de", async () => {
    const created = await createAs('teacher', {});
    expect(created).toMatchObject({ class_id: null, school_name: 'Gymnasium am Stadtpark', gender: 'm', language: 'de' });
    expect((await studentRow(created.student_id)).school_id).toBe(1);
  });

  it("gives an admin's class-less student no school, and a class's student the class's school", async () => {
    const loose = await createAs('admin', {});
    expect(loose.school_name).toBeNull();
    const inClass = await createAs('admin', { class_id: 21 });
    expect(inClass).toMatchObject({ class_id: 21, school_name: 'Lessing-Realschule' });
  });

  it("makes a parent's student their child, without school or class", async () => {
    const child = await createAs('parent', { firstname: 'Ben', lastname: 'Schneider', class_id: null });
    expect(child).toMatchObject({ class_id: null, school_name: null });
    expect((await studentRow(child.student_id)).parent_user_id).toBe(4);
    const list = await server.call('listStudents', { as: 'parent' });
    expect(ids(list.body)).toContain(child.student_id);
  });

  it('gives every student a different random id', async () => {
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => createAs('teacher', { firstname: `Kind ${i}` })));
    const newIds = created.map((s) => s.student_id);
    expect(new Set(newIds).size).toBe(newIds.length);
    for (const id of newIds) expect(id).toMatch(ID_PATTERN);
  });

  it('refuses a parent choosing a class, a class of another school and blank names, writing nothing', async () => {
    const before = await studentCount();
    const parent = await server.call('createStudent', { as: 'parent', body: { firstname: 'Ben', lastname: 'S', class_id: 11 } });
    expect(parent.status).toBe(403);
    const foreign = await server.call('createStudent', { as: 'teacher', body: { firstname: 'A', lastname: 'B', class_id: 21 } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.code).toBe('class.not_found');
    const unknown = await server.call('createStudent', { as: 'admin', body: { firstname: 'A', lastname: 'B', class_id: 9999 } });
    expect(unknown.body.code).toBe('class.not_found');
    const blank = await server.call('createStudent', { as: 'teacher', body: { firstname: ' ', lastname: 'B' } });
    expect(blank.status).toBe(422);
    const missing = await server.call('createStudent', { as: 'teacher', body: { firstname: 'A' } });
    expect(missing.body.detail).toBe("The field 'lastname' is required.");
    expect(await studentCount()).toBe(before);
  });
});

describe('getStudent', () => {
  it('opens a student in scope with counts from the database', async () => {
    const res = await server.call('getStudent', { as: 'teacher', params: { id: LENA } });
    expect(res.status).toBe(200);
    const conversations = await server.db.selectFrom('conversations').select('conversation_id').where('student_id', '=', LENA).execute();
    expect(res.body).toMatchObject({ firstname: 'Lena', lastname: 'Fischer', conversation_count: conversations.length });
    expect(res.body.history).toMatch(/^Lena hat mit Leonhard Euler/);
    const child = await server.call('getStudent', { as: 'parent', params: { id: EMMA } });
    expect(child.body).toMatchObject({ firstname: 'Emma', school_name: null, class_name: null });
  });

  it('answers 404 outside the scope', async () => {
    for (const [as, id] of [
      ['teacher', EMMA],
      ['parent', LENA],
      ['schooladmin', await schoolTwoStudent()],
      ['admin', 'zzzzzzzzzzzz'],
    ] as const) {
      const res = await server.call('getStudent', { as, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('student.not_found');
    }
  });

  it('refuses an id that is not a student id', async () => {
    expect((await server.call('getStudent', { params: { id: 'LENA' } })).status).toBe(422);
  });
});

describe('updateStudent', () => {
  it('changes only the fields sent', async () => {
    const res = await server.call('updateStudent', { as: 'teacher', params: { id: LENA }, body: { firstname: 'Lena Marie' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstname: 'Lena Marie', lastname: 'Fischer', class_id: 11, gender: 'w', language: 'de', active: true });
    const again = await server.call('getStudent', { as: 'teacher', params: { id: LENA } });
    expect(again.body.firstname).toBe('Lena Marie');
  });

  it('moves a student to another class and out of any class, keeping the school', async () => {
    const student = await createAs('teacher', { class_id: 11 });
    const moved = await server.call('updateStudent', { as: 'teacher', params: { id: student.student_id }, body: { class_id: 12 } });
    expect(moved.body).toMatchObject({ class_id: 12, class_name: '6b' });
    const out = await server.call('updateStudent', { as: 'teacher', params: { id: student.student_id }, body: { class_id: null } });
    expect(out.body).toMatchObject({ class_id: null, class_name: null, school_name: 'Gymnasium am Stadtpark' });
  });

  it("refuses to move a student into another school's class, also for an admin", async () => {
    const student = await createAs('teacher', { class_id: 13 });
    const res = await server.call('updateStudent', { as: 'admin', params: { id: student.student_id }, body: { class_id: 22, firstname: 'X' } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('student.class_other_school');
    expect(await studentRow(student.student_id)).toMatchObject({ class_id: 13, school_id: 1, firstname: student.firstname });
    expect((await server.call('getStudent', { as: 'teacher', params: { id: student.student_id } })).status).toBe(200);
    const leaves = await server.call('updateStudent', { as: 'admin', params: { id: student.student_id }, body: { class_id: null } });
    expect(leaves.body).toMatchObject({ class_id: null, school_name: 'Gymnasium am Stadtpark' });
  });

  it('deactivates a student', async () => {
    const res = await server.call('updateStudent', { as: 'schooladmin', params: { id: MIA }, body: { active: false } });
    expect(res.body.active).toBe(false);
    expect((await studentRow(MIA)).active).toBe(false);
  });

  it("lets a parent change their child's language but not the class", async () => {
    const res = await server.call('updateStudent', { as: 'parent', params: { id: EMMA }, body: { language: 'es' } });
    expect(res.body.language).toBe('es');
    const klass = await server.call('updateStudent', { as: 'parent', params: { id: EMMA }, body: { class_id: 11, language: 'ru' } });
    expect(klass.status).toBe(403);
    expect(await studentRow(EMMA)).toMatchObject({ class_id: null, language: 'es' });
  });

  it('refuses a class of another school, strangers and bad bodies, changing nothing', async () => {
    const foreign = await server.call('updateStudent', { as: 'teacher', params: { id: JONAS }, body: { class_id: 21, firstname: 'X' } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.code).toBe('class.not_found');
    const stranger = await server.call('updateStudent', { as: 'teacher', params: { id: EMMA }, body: { firstname: 'X' } });
    expect(stranger.status).toBe(404);
    const otherChild = await server.call('updateStudent', { as: 'parent', params: { id: JONAS }, body: { firstname: 'X' } });
    expect(otherChild.status).toBe(404);
    const empty = await server.call('updateStudent', { as: 'teacher', params: { id: JONAS }, body: {} });
    expect(empty.status).toBe(422);
    const unknownField = await server.call('updateStudent', { as: 'teacher', params: { id: JONAS }, body: { school_id: 2 } });
    expect(unknownField.status).toBe(422);
    expect(await studentRow(JONAS)).toMatchObject({ firstname: 'Jonas', class_id: 11, school_id: 1 });
    expect((await studentRow(EMMA)).firstname).toBe('Emma');
  });
});

describe('deleteStudent', () => {
  it('deletes the student with conversations and problem links, keeping the problems', async () => {
    // A school-1 student (not Lena, whom other tests use) with conversations and problems.
    const withTalks = await server.db
      .selectFrom('students')
      .innerJoin('conversations', 'conversations.student_id', 'students.student_id')
      .innerJoin('student_problems', 'student_problems.student_id', 'students.student_id')
      .select('students.student_id')
      .where('students.school_id', '=', 1)
      .where('students.student_id', '!=', LENA)
      .executeTakeFirstOrThrow();
    const id = withTalks.student_id;
    const problems = await server.db.selectFrom('student_problems').select('problem_id').where('student_id', '=', id).execute();
    const talks = await server.db.selectFrom('conversations').select('conversation_id').where('student_id', '=', id).execute();
    const talkIds = talks.map((c) => c.conversation_id);
    const res = await server.call('deleteStudent', { as: 'teacher', params: { id } });
    expect(res.status).toBe(200);
    expect((await server.call('getStudent', { as: 'teacher', params: { id } })).status).toBe(404);
    expect(await server.db.selectFrom('conversations').select('conversation_id').where('student_id', '=', id).execute()).toEqual([]);
    expect(await server.db.selectFrom('messages').select('message_id').where('conversation_id', 'in', talkIds).execute()).toEqual([]);
    expect(await server.db.selectFrom('student_problems').select('problem_id').where('student_id', '=', id).execute()).toEqual([]);
    const kept = await server.db.selectFrom('problems').select('problem_id').where('problem_id', 'in', problems.map((p) => p.problem_id)).execute();
    expect(kept).toHaveLength(problems.length);
  });

  it("lets a parent delete their own child only", async () => {
    const child = await createAs('parent', { firstname: 'Kurz' });
    expect((await server.call('deleteStudent', { as: 'parent', params: { id: child.student_id } })).status).toBe(200);
    const other = await server.call('deleteStudent', { as: 'parent', params: { id: LENA } });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('student.not_found');
  });

  it('answers 404 for another school, leaving the student', async () => {
    const foreign = await schoolTwoStudent();
    expect((await server.call('deleteStudent', { as: 'schooladmin', params: { id: foreign } })).status).toBe(404);
    expect(await studentRow(foreign)).toBeDefined();
  });
});

describe('sendStudentAccessLink', () => {
  it("mails the student-app link in the student's language, to the address given", async () => {
    const before = server.mails.length;
    const res = await server.call('sendStudentAccessLink', { as: 'teacher', params: { id: MIA }, body: { email: 'eltern.schulz@example.org' } });
    expect(res.status).toBe(200);
    const mail = server.mails.at(-1)!;
    expect(server.mails).toHaveLength(before + 1);
    expect(mail.to).toBe('eltern.schulz@example.org');
    expect(mail.subject).toBe('Access to the learning app');
    expect(mail.text).toContain(`https://lernen.example.org/app?id=${MIA}`);
    expect(mail.text).toContain('Mia Schulz');
  });

  it("lets a parent send their child's link, and hides other students", async () => {
    const res = await server.call('sendStudentAccessLink', { as: 'parent', params: { id: EMMA }, body: { email: 'oma@example.org' } });
    expect(res.status).toBe(200);
    expect(server.mails.at(-1)!.text).toContain(`?id=${EMMA}`);
    const before = server.mails.length;
    const other = await server.call('sendStudentAccessLink', { as: 'teacher', params: { id: EMMA }, body: { email: 'x@example.org' } });
    expect(other.status).toBe(404);
    const bad = await server.call('sendStudentAccessLink', { as: 'teacher', params: { id: LENA }, body: { email: 'not-an-address' } });
    expect(bad.status).toBe(422);
    expect(server.mails).toHaveLength(before);
  });

  it('falls back to the server address when the student_app_url setting is missing', async () => {
    const setting = await server.db.selectFrom('settings').selectAll().where('key', '=', 'student_app_url').executeTakeFirstOrThrow();
    await server.db.deleteFrom('settings').where('key', '=', 'student_app_url').execute();
    try {
      await server.call('sendStudentAccessLink', { as: 'teacher', params: { id: LENA }, body: { email: 'a@example.org' } });
      expect(server.mails.at(-1)!.text).toContain(`http://backoffice.test/?id=${LENA}`);
    } finally {
      await server.db
        .insertInto('settings')
        .values({ ...setting, value: JSON.stringify(setting.value), descriptions: JSON.stringify(setting.descriptions) })
        .execute();
    }
  });

  it('answers 503 when the mail cannot be sent', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(tmpdir(), 'no-data-dir'),
      WEB_DIST: path.join(tmpdir(), 'no-web-app'),
      SEED_DEMO: 'false',
    });
    const mailer = { send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    const { app } = await buildApp({ config, db: server.db, mailer });
    try {
      const raw = await app.inject({
        method: 'POST',
        url: `/api/admin/students/${LENA}/access-link`,
        headers: { authorization: `Bearer ${await server.login('teacher')}` },
        payload: { email: 'a@example.org' },
      });
      expect(raw.statusCode).toBe(503);
      expect(checkResponse('sendStudentAccessLink', raw.statusCode, raw.headers['content-type'] as string, raw.rawPayload)).toBeNull();
      expect(raw.json().detail).toMatch(/could not be sent/);
    } finally {
      await app.close();
    }
  });
});

// Classes, their students and topics, and the printed access sheets, against the real server
// on a fresh database with the demo data.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startTestServer, type TestServer } from './helpers/app.ts';
import { pageCount, pageTexts } from './helpers/pdf.ts';

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

const classCount = async () => (await server.db.selectFrom('classes').select('class_id').execute()).length;
const studentRow = (id: string) =>
  server.db.selectFrom('students').selectAll().where('student_id', '=', id).executeTakeFirstOrThrow();

/** A student of school 2, for out-of-scope checks. */
async function schoolTwoStudent() {
  const row = await server.db.selectFrom('students').select('student_id').where('school_id', '=', 2).executeTakeFirstOrThrow();
  return row.student_id;
}

async function schoolTopic(schoolId: number, excludeClass?: number) {
  let query = server.db.selectFrom('problemsets').select(['problemset_id', 'name']).where('owner_school_id', '=', schoolId);
  if (excludeClass !== undefined) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('class_problemsets')
            .select('class_id')
            .whereRef('class_problemsets.problemset_id', '=', 'problemsets.problemset_id')
            .where('class_problemsets.class_id', '=', excludeClass),
        ),
      ),
    );
  }
  return query.orderBy('problemset_id').executeTakeFirstOrThrow();
}

/** A fresh class of school 1 (as the schooladmin), to change without touching the demo classes. */
async function newClass(name: string, as: 'admin' | 'schooladmin' = 'schooladmin', schoolId = 1) {
  const res = await server.call('createClass', { as, body: { school_id: schoolId, name } });
  expect(res.status).toBe(200);
  return res.body.class_id as number;
}

describe('listClasses', () => {
  it('gives an admin every class, by school name then class name, with counts from the database', async () => {
    const res = await server.call('listClasses', { as: 'admin' });
    expect(res.status).toBe(200);
    const ids = res.body.map((c: any) => c.class_id);
    expect(ids.filter((id: number) => id < 100)).toEqual([11, 12, 13, 14, 21, 22]);
    const fiveA = res.body.find((c: any) => c.class_id === 11);
    const students = await server.db.selectFrom('students').select('student_id').where('class_id', '=', 11).execute();
    const topics = await server.db.selectFrom('class_problemsets').select('problemset_id').where('class_id', '=', 11).execute();
    expect(fiveA).toEqual({
      class_id: 11,
      name: '5a',
      school_id: 1,
      school_name: 'Gymnasium am Stadtpark',
      student_count: students.length,
      problemset_count: topics.length,
    });
    expect(fiveA.student_count).toBeGreaterThanOrEqual(2);
    expect(fiveA.problemset_count).toBe(2);
  });

  it("gives a teacher and a schooladmin only their own school's classes", async () => {
    for (const as of ['teacher', 'schooladmin'] as const) {
      const res = await server.call('listClasses', { as });
      expect(res.body.map((c: any) => c.school_id)).not.toContain(2);
      expect(res.body.map((c: any) => c.class_id)).toEqual(expect.arrayContaining([11, 12, 13, 14]));
    }
  });

  it('orders class names without regard to case', async () => {
    const ids = [await newClass('zz-kurs b'), await newClass('ZZ-Kurs a'), await newClass('zz-Kurs C')];
    const res = await server.call('listClasses', { as: 'schooladmin' });
    const names = res.body.map((c: any) => c.name).filter((name: string) => name.toLowerCase().startsWith('zz-kurs'));
    expect(names).toEqual(['ZZ-Kurs a', 'zz-kurs b', 'zz-Kurs C']);
    for (const id of ids) expect((await server.call('deleteClass', { as: 'schooladmin', params: { id } })).status).toBe(200);
  });

  it('refuses parents', async () => {
    const res = await server.call('listClasses', { as: 'parent' });
    expect(res.status).toBe(403);
  });
});

describe('listClassesExtended', () => {
  it('matches class and school names without regard to case', async () => {
    const bySchool = await server.call('listClassesExtended', { as: 'admin', query: { query: 'lessing' } });
    expect(bySchool.body.map((c: any) => c.class_id)).toEqual([21, 22]);
    const byName = await server.call('listClassesExtended', { as: 'admin', query: { query: '5A' } });
    expect(byName.body.map((c: any) => c.class_id)).toEqual([11]);
  });

  it('stays in the own school and takes % literally', async () => {
    const teacher = await server.call('listClassesExtended', { as: 'teacher', query: { query: 'Lessing' } });
    expect(teacher.body).toEqual([]);
    const percent = await server.call('listClassesExtended', { as: 'admin', query: { query: '%' } });
    expect(percent.body).toEqual([]);
  });

  it('refuses parents', async () => {
    expect((await server.call('listClassesExtended', { as: 'parent' })).status).toBe(403);
  });
});

describe('createClass', () => {
  it("puts a teacher's class into their own school, whatever school_id says", async () => {
    const res = await server.call('createClass', { as: 'teacher', body: { school_id: 2, name: '  10c  ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: '10c', school_id: 1, school_name: 'Gymnasium am Stadtpark', student_count: 0, problemset_count: 0 });
    const got = await server.call('getClass', { as: 'teacher', params: { id: res.body.class_id } });
    expect(got.body.name).toBe('10c');
  });

  it("lets an admin choose the school, and refuses one that does not exist with nothing written", async () => {
    const res = await server.call('createClass', { as: 'admin', body: { school_id: 2, name: '10a' } });
    expect(res.body).toMatchObject({ school_id: 2, school_name: 'Lessing-Realschule' });
    const before = await classCount();
    const bad = await server.call('createClass', { as: 'admin', body: { school_id: 999, name: '10b' } });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('school.not_found');
    expect(await classCount()).toBe(before);
  });

  it('refuses a blank name and parents, writing nothing', async () => {
    const before = await classCount();
    const blank = await server.call('createClass', { as: 'teacher', body: { school_id: 1, name: '   ' } });
    expect(blank.status).toBe(422);
    const parent = await server.call('createClass', { as: 'parent', body: { school_id: 1, name: '5z' } });
    expect(parent.status).toBe(403);
    expect(await classCount()).toBe(before);
  });
});

describe('class names', () => {
  it('are unique within a school without regard to case, on create, rename and move, writing nothing', async () => {
    const before = await classCount();
    const taken = await server.call('createClass', { as: 'teacher', body: { school_id: 1, name: ' 5A ' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 'class.name_taken', detail: 'A class with this name already exists in this school.' });
    expect(await classCount()).toBe(before);
    // Another school may have a class of the same name.
    const elsewhere = await server.call('createClass', { as: 'admin', body: { school_id: 2, name: '5a' } });
    expect(elsewhere.status).toBe(200);
    const moved = await server.call('updateClass', { as: 'admin', params: { id: elsewhere.body.class_id }, body: { school_id: 1, name: '5a' } });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('class.name_taken');
    const id = await newClass('Umbenennen');
    const renamed = await server.call('updateClass', { as: 'teacher', params: { id }, body: { school_id: 1, name: '6B' } });
    expect(renamed.status).toBe(409);
    expect((await server.call('getClass', { params: { id } })).body.name).toBe('Umbenennen');
    expect((await server.call('getClass', { params: { id: elsewhere.body.class_id } })).body).toMatchObject({ school_id: 2, name: '5a' });
    // Keeping the own name (in another case) is no clash.
    const own = await server.call('updateClass', { as: 'teacher', params: { id }, body: { school_id: 1, name: 'UMBENENNEN' } });
    expect(own.status).toBe(200);
  });
});

describe('getClass', () => {
  it('opens a class of the own school and hides the other school', async () => {
    const own = await server.call('getClass', { as: 'teacher', params: { id: 11 } });
    expect(own.body).toMatchObject({ class_id: 11, name: '5a', problemset_count: 2 });
    const other = await server.call('getClass', { as: 'teacher', params: { id: 21 } });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('class.not_found');
    expect((await server.call('getClass', { as: 'admin', params: { id: 21 } })).body.name).toBe('7c');
    expect((await server.call('getClass', { as: 'admin', params: { id: 9999 } })).status).toBe(404);
    expect((await server.call('getClass', { as: 'parent', params: { id: 11 } })).status).toBe(403);
  });
});

describe('updateClass', () => {
  it("renames a class and keeps a teacher's class in the own school", async () => {
    const id = await newClass('6x');
    const res = await server.call('updateClass', { as: 'teacher', params: { id }, body: { school_id: 2, name: '6x (Bili)' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ class_id: id, name: '6x (Bili)', school_id: 1 });
    expect((await server.call('getClass', { params: { id } })).body.name).toBe('6x (Bili)');
  });

  it("moves an admin's class to another school together with its students", async () => {
    const id = await newClass('6y');
    const student = await server.call('createStudent', { as: 'teacher', body: { firstname: 'Ida', lastname: 'Umzug', class_id: id } });
    const res = await server.call('updateClass', { as: 'admin', params: { id }, body: { school_id: 2, name: '6y' } });
    expect(res.body).toMatchObject({ school_id: 2, school_name: 'Lessing-Realschule', student_count: 1 });
    expect((await studentRow(student.body.student_id)).school_id).toBe(2);
    expect((await server.call('getStudent', { as: 'teacher', params: { id: student.body.student_id } })).status).toBe(404);
  });

  it('refuses an unknown school, another school and parents, changing nothing', async () => {
    const bad = await server.call('updateClass', { as: 'admin', params: { id: 12 }, body: { school_id: 999, name: 'neu' } });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('school.not_found');
    const other = await server.call('updateClass', { as: 'schooladmin', params: { id: 21 }, body: { school_id: 1, name: 'neu' } });
    expect(other.status).toBe(404);
    expect((await server.call('updateClass', { as: 'parent', params: { id: 12 }, body: { school_id: 1, name: 'neu' } })).status).toBe(403);
    const names = await server.db.selectFrom('classes').select('name').where('class_id', 'in', [12, 21]).orderBy('class_id').execute();
    expect(names.map((c) => c.name)).toEqual(['6b', '7c']);
  });
});

describe('deleteClass', () => {
  it('keeps the students (without class, in their school) and the topics', async () => {
    const id = await newClass('Löschklasse');
    const student = await server.call('createStudent', { as: 'teacher', body: { firstname: 'Tom', lastname: 'Bleibt', class_id: id } });
    const topic = await schoolTopic(1);
    expect((await server.call('addClassProblemset', { as: 'teacher', params: { id, problemsetId: topic.problemset_id } })).status).toBe(200);

    const res = await server.call('deleteClass', { as: 'teacher', params: { id } });
    expect(res.status).toBe(200);
    expect((await server.call('getClass', { params: { id } })).status).toBe(404);
    const after = await server.call('getStudent', { as: 'teacher', params: { id: student.body.student_id } });
    expect(after.body).toMatchObject({ class_id: null, class_name: null, school_name: 'Gymnasium am Stadtpark' });
    expect(await server.db.selectFrom('problemsets').select('name').where('problemset_id', '=', topic.problemset_id).executeTakeFirst()).toBeDefined();
    const links = await server.db.selectFrom('class_problemsets').select('problemset_id').where('class_id', '=', id).execute();
    expect(links).toEqual([]);
  });

  it('refuses another school and parents', async () => {
    expect((await server.call('deleteClass', { as: 'teacher', params: { id: 21 } })).status).toBe(404);
    expect((await server.call('deleteClass', { as: 'parent', params: { id: 11 } })).status).toBe(403);
    expect(await server.db.selectFrom('classes').select('class_id').where('class_id', 'in', [11, 21]).execute()).toHaveLength(2);
  });
});

describe('printClassAccessSheets', () => {
  it('gives a PDF with one page per active student of the class, after a cover naming the deactivated ones', async () => {
    const res = await server.call<Buffer>('printClassAccessSheets', { as: 'teacher', params: { id: 11 } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="access_sheets_class_11.pdf"');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    const students = await server.db.selectFrom('students').select('active').where('class_id', '=', 11).execute();
    const active = students.filter((s) => s.active).length;
    expect(pageCount(res.body)).toBe(active + (active < students.length ? 1 : 0));
  });

  it('prints Cyrillic names and every language', async () => {
    const id = await newClass('Кириллица');
    const languages = ['uk', 'ru', 'es', 'en', 'de'] as const;
    for (const [i, language] of languages.entries()) {
      await server.call('createStudent', {
        as: 'teacher',
        body: { firstname: ['Олена', 'Дмитрий', 'Íñigo', 'Zoë', 'Jürgen'][i], lastname: `Коваленко ${i}`, language, class_id: id },
      });
    }
    const res = await server.call<Buffer>('printClassAccessSheets', { as: 'teacher', params: { id } });
    expect(res.status).toBe(200);
    expect(pageCount(res.body)).toBe(languages.length);
  });

  it('prints with any valid student app address, and with one too long for a QR code', async () => {
    const setting = () => server.db.selectFrom('settings').select('value').where('key', '=', 'student_app_url').executeTakeFirstOrThrow();
    const before = (await setting()).value;
    onTestFinished(async () => {
      // The next tests read the sheets' pages: a link too long for one page would add pages.
      await server.db.updateTable('settings').set({ value: JSON.stringify(before) }).where('key', '=', 'student_app_url').execute();
    });
    // The longest address the setting takes, through the API.
    const longest = `https://app.example.org/${'a'.repeat(500 - 24)}`;
    expect((await server.call('updateSetting', { params: { key: 'student_app_url' }, body: { type: 'text', value: longest } })).status).toBe(200);
    const valid = await server.call<Buffer>('printClassAccessSheets', { as: 'teacher', params: { id: 11 } });
    expect(valid.status).toBe(200);
    // Older data may hold longer addresses (2,500 fits a QR code with less error correction,
    // 3,200 no QR code at all: the sheet then shows the link only).
    for (const length of [2_500, 3_200]) {
      const value = `https://app.example.org/${'a'.repeat(length - 24)}`;
      await server.db.updateTable('settings').set({ value: JSON.stringify(value) }).where('key', '=', 'student_app_url').execute();
      const res = await server.call<Buffer>('printClassAccessSheets', { as: 'teacher', params: { id: 11 } });
      expect(res.status).toBe(200);
      expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('leaves out deactivated students and counts them on a cover in the school\'s language', async () => {
    const id = await newClass('Mit Deaktivierten');
    const add = async (firstname: string, lastname: string, active = true) => {
      const res = await server.call('createStudent', { as: 'teacher', body: { firstname, lastname, class_id: id, language: 'ru' } });
      if (!active) await server.db.updateTable('students').set({ active: false }).where('student_id', '=', res.body.student_id).execute();
    };
    await add('Anna', 'Aktiv');
    await add('Bruno', 'Inaktiv', false);
    await add('Carla', 'Aktiv');
    await add('Dora', 'Inaktiv', false);
    const res = await server.call<Buffer>('printClassAccessSheets', { as: 'teacher', params: { id } });
    expect(res.status).toBe(200);
    const pages = await pageTexts(res.body);
    expect(pages).toHaveLength(3);
    // The school (Gymnasium am Stadtpark) prints in German; the sheets in each student's language.
    expect(pages[0]).toContain('Zugangsblätter');
    expect(pages[0]).toContain('Auf den folgenden Seiten: 2 Zugangsblätter.');
    expect(pages[0]).toContain('2 deaktivierte Schülerkonten sind nicht enthalten.');
    expect(pages[1]).toContain('Anna Aktiv');
    expect(pages[2]).toContain('Carla Aktiv');
    expect(pages.join(' ')).not.toContain('Inaktiv');

    // All deactivated: only the cover, saying so.
    await server.db.updateTable('students').set({ active: false }).where('class_id', '=', id).execute();
    const none = await pageTexts((await server.call<Buffer>('printClassAccessSheets', { as: 'teacher', params: { id } })).body);
    expect(none).toHaveLength(1);
    expect(none[0]).toContain('Es gibt keine Zugangsblätter zu drucken.');
    expect(none[0]).toContain('4 deaktivierte Schülerkonten sind nicht enthalten.');
  });

  it('writes the cover in the school\'s language, with its plural forms', async () => {
    const { renderAccessSheets } = await import('../src/modules/classes/access-sheets.ts');
    const sheet = { fullName: 'Олена Коваленко', language: 'uk' as const, link: 'https://app.example.org/?id=k7m2q9xw4tfa' };
    const cover = async (schoolLanguage: 'ru' | 'uk' | 'en' | 'es', printed: number, leftOut: number) =>
      (await pageTexts(await renderAccessSheets({ className: '5a', schoolName: 'Школа', schoolLanguage }, Array.from({ length: printed }, () => sheet), leftOut)))[0];
    expect(await cover('ru', 1, 1)).toContain('На следующих страницах: 1 лист доступа. 1 деактивированный ученик не вошёл в листы доступа.');
    expect(await cover('ru', 3, 2)).toContain('3 листа доступа. 2 деактивированных ученика не вошли');
    expect(await cover('ru', 5, 5)).toContain('5 листов доступа. 5 деактивированных учеников не вошли');
    expect(await cover('uk', 2, 1)).toContain('2 аркуші доступу. 1 деактивований учень не ввійшов');
    expect(await cover('uk', 0, 7)).toContain('Аркушів доступу для друку немає. 7 деактивованих учнів не ввійшли');
    expect(await cover('en', 1, 1)).toContain('1 access sheet. 1 deactivated student is left out.');
    expect(await cover('es', 2, 3)).toContain('2 hojas de acceso. Se han omitido 3 alumnos desactivados.');
  });

  it('gives one page for a class without students', async () => {
    const id = await newClass('Leer');
    const res = await server.call<Buffer>('printClassAccessSheets', { as: 'schooladmin', params: { id } });
    expect(res.status).toBe(200);
    expect(pageCount(res.body)).toBe(1);
  });

  it('refuses another school and parents', async () => {
    expect((await server.call('printClassAccessSheets', { as: 'teacher', params: { id: 21 } })).status).toBe(404);
    expect((await server.call('printClassAccessSheets', { as: 'parent', params: { id: 11 } })).status).toBe(403);
  });
});

describe('listClassStudents', () => {
  it('lists the students of the class by last name with their counts', async () => {
    const res = await server.call('listClassStudents', { as: 'teacher', params: { id: 11 } });
    expect(res.status).toBe(200);
    const names = res.body.map((s: any) => [s.lastname, s.firstname].join(' '));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(res.body.every((s: any) => s.class_id === 11 && s.class_name === '5a')).toBe(true);
    const lena = res.body.find((s: any) => s.student_id === LENA);
    const problems = await server.db.selectFrom('student_problems').select('solved').where('student_id', '=', LENA).execute();
    const conversations = await server.db.selectFrom('conversations').select('conversation_id').where('student_id', '=', LENA).execute();
    expect(lena).toMatchObject({
      firstname: 'Lena',
      lastname: 'Fischer',
      school_name: 'Gymnasium am Stadtpark',
      problem_total: problems.length,
      problem_solved: problems.filter((p) => p.solved).length,
      conversation_count: conversations.length,
    });
    expect(lena.conversation_count).toBeGreaterThanOrEqual(2);
  });

  it('refuses another school and parents', async () => {
    expect((await server.call('listClassStudents', { as: 'teacher', params: { id: 21 } })).status).toBe(404);
    expect((await server.call('listClassStudents', { as: 'parent', params: { id: 11 } })).status).toBe(403);
  });
});

describe('listClassProblemsets', () => {
  it('lists the topics of the class by name with creator and problem count', async () => {
    const res = await server.call('listClassProblemsets', { as: 'teacher', params: { id: 11 } });
    expect(res.status).toBe(200);
    expect(res.body.map((t: any) => t.problemset_id)).toEqual([31, 32]);
    const count = await server.db.selectFrom('problemset_problems').select('problem_id').where('problemset_id', '=', 31).execute();
    expect(res.body[0]).toMatchObject({ name: 'Brüche addieren und subtrahieren', creator_name: 'Julia Hoffmann', problem_count: count.length });
  });

  it('refuses another school and parents', async () => {
    expect((await server.call('listClassProblemsets', { as: 'schooladmin', params: { id: 22 } })).status).toBe(404);
    expect((await server.call('listClassProblemsets', { as: 'parent', params: { id: 11 } })).status).toBe(403);
  });
});

describe('addClassStudent', () => {
  it('puts a student without class into the class, once', async () => {
    const id = await newClass('Neu-Paul');
    const res = await server.call('addClassStudent', { as: 'teacher', params: { id, studentId: PAUL } });
    expect(res.status).toBe(200);
    const again = await server.call('addClassStudent', { as: 'teacher', params: { id, studentId: PAUL } });
    expect(again.status).toBe(200);
    const students = await server.call('listClassStudents', { as: 'teacher', params: { id } });
    expect(students.body.map((s: any) => s.student_id)).toEqual([PAUL]);
    expect((await server.call('getClass', { params: { id } })).body.student_count).toBe(1);
  });

  it('answers 409 for a student of another class and leaves them there', async () => {
    const res = await server.call('addClassStudent', { as: 'teacher', params: { id: 11, studentId: MIA } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('class.student_in_other_class');
    expect((await studentRow(MIA)).class_id).toBe(12);
  });

  it("hides students and classes outside the teacher's school", async () => {
    const other = await schoolTwoStudent();
    const foreignStudent = await server.call('addClassStudent', { as: 'teacher', params: { id: 12, studentId: other } });
    expect(foreignStudent.status).toBe(404);
    expect(foreignStudent.body.code).toBe('student.not_found');
    const child = await server.call('addClassStudent', { as: 'teacher', params: { id: 12, studentId: EMMA } });
    expect(child.status).toBe(404);
    const foreignClass = await server.call('addClassStudent', { as: 'teacher', params: { id: 21, studentId: JONAS } });
    expect(foreignClass.status).toBe(404);
    expect(foreignClass.body.code).toBe('class.not_found');
    expect((await studentRow(EMMA)).class_id).toBeNull();
    expect((await server.call('addClassStudent', { as: 'parent', params: { id: 12, studentId: EMMA } })).status).toBe(403);
  });

  it("refuses a parent's child without a school, changing nothing", async () => {
    const id = await newClass('Admin-Kinder', 'admin', 2);
    const felix = await server.db.selectFrom('students').selectAll().where('parent_user_id', '=', 4).where('firstname', '=', 'Felix').executeTakeFirstOrThrow();
    const res = await server.call('addClassStudent', { as: 'admin', params: { id, studentId: felix.student_id } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('student.class_other_school');
    expect(await studentRow(felix.student_id)).toMatchObject({ class_id: null, school_id: null, parent_user_id: 4 });
  });
});

describe('class membership stays within the school', () => {
  it("refuses another school's student in every way a student joins a class, and removal keeps the school", async () => {
    // Ida (school 2) leaves her class: she stays in school 2.
    const ida = (await server.call('createStudent', { as: 'admin', body: { firstname: 'Ida', lastname: 'Ost', class_id: 21 } })).body.student_id;
    expect(await studentRow(ida)).toMatchObject({ class_id: 21, school_id: 2 });
    expect((await server.call('removeClassStudent', { as: 'admin', params: { id: 21, studentId: ida } })).status).toBe(200);
    expect(await studentRow(ida)).toMatchObject({ class_id: null, school_id: 2 });
    const viaClass = await server.call('addClassStudent', { as: 'admin', params: { id: 11, studentId: ida } });
    expect(viaClass.status).toBe(422);
    expect(viaClass.body).toEqual({ code: 'student.class_other_school', detail: 'The student belongs to another school than the class.' });
    const viaStudent = await server.call('updateStudent', { as: 'admin', params: { id: ida }, body: { class_id: 11 } });
    expect(viaStudent.status).toBe(422);
    expect(viaStudent.body.code).toBe('student.class_other_school');
    const child = await server.call('updateStudent', { as: 'admin', params: { id: EMMA }, body: { class_id: 11 } });
    expect(child.body.code).toBe('student.class_other_school');
    expect(await studentRow(ida)).toMatchObject({ class_id: null, school_id: 2 });
    expect(await studentRow(EMMA)).toMatchObject({ class_id: null, school_id: null });
    // Back into a class of her own school.
    expect((await server.call('updateStudent', { as: 'admin', params: { id: ida }, body: { class_id: 21 } })).status).toBe(200);
    expect(await studentRow(ida)).toMatchObject({ class_id: 21, school_id: 2 });
  });

  it('gives a student an admin created without a school the school of the first class they join', async () => {
    const created = await server.call('createStudent', { as: 'admin', body: { firstname: 'Nora', lastname: 'Neu' } });
    expect(await studentRow(created.body.student_id)).toMatchObject({ class_id: null, school_id: null });
    expect((await server.call('addClassStudent', { as: 'admin', params: { id: 21, studentId: created.body.student_id } })).status).toBe(200);
    expect(await studentRow(created.body.student_id)).toMatchObject({ class_id: 21, school_id: 2 });
    expect((await server.call('removeClassStudent', { as: 'admin', params: { id: 21, studentId: created.body.student_id } })).status).toBe(200);
    const moved = await server.call('addClassStudent', { as: 'admin', params: { id: 11, studentId: created.body.student_id } });
    expect(moved.body.code).toBe('student.class_other_school');
    expect(await studentRow(created.body.student_id)).toMatchObject({ class_id: null, school_id: 2 });
  });

  it("offers a class's add-student list only its school's students without a class", async () => {
    const tom = (await server.call('createStudent', { as: 'schooladmin', body: { firstname: 'Tom', lastname: 'Frei' } })).body.student_id;
    const offered = await server.call('listStudents', { as: 'admin', query: { unassigned: true, not_in_class: 11 } });
    expect(offered.body.length).toBeGreaterThan(0);
    const rows = await server.db
      .selectFrom('students')
      .select(['student_id', 'school_id', 'class_id'])
      .where('student_id', 'in', offered.body.map((s: any) => s.student_id))
      .execute();
    expect(rows.every((r) => r.school_id === 1 && r.class_id === null)).toBe(true);
    expect(offered.body.map((s: any) => s.student_id)).toContain(tom);
    expect(offered.body.map((s: any) => s.student_id)).not.toContain(EMMA);
    const unknown = await server.call('listStudents', { as: 'admin', query: { unassigned: true, not_in_class: 99_999 } });
    expect(unknown.body).toEqual([]);
    const outOfScope = await server.call('listStudents', { as: 'teacher', query: { not_in_class: 21 } });
    expect(outOfScope.body).toEqual([]);
  });
});

describe('removeClassStudent', () => {
  it('takes the student out of the class, keeping school and problems', async () => {
    const problemsBefore = await server.db.selectFrom('student_problems').select('problem_id').where('student_id', '=', JONAS).execute();
    const res = await server.call('removeClassStudent', { as: 'teacher', params: { id: 11, studentId: JONAS } });
    expect(res.status).toBe(200);
    const jonas = await server.call('getStudent', { as: 'teacher', params: { id: JONAS } });
    expect(jonas.body).toMatchObject({ class_id: null, school_name: 'Gymnasium am Stadtpark', problem_total: problemsBefore.length });
    const again = await server.call('removeClassStudent', { as: 'teacher', params: { id: 11, studentId: JONAS } });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('class.student_not_in_class');
  });

  it('refuses another school, strangers and parents', async () => {
    expect((await server.call('removeClassStudent', { as: 'teacher', params: { id: 21, studentId: LENA } })).status).toBe(404);
    const stranger = await server.call('removeClassStudent', { as: 'teacher', params: { id: 11, studentId: 'zzzzzzzzzzzz' } });
    expect(stranger.body.code).toBe('student.not_found');
    expect((await server.call('removeClassStudent', { as: 'parent', params: { id: 11, studentId: LENA } })).status).toBe(403);
    expect((await studentRow(LENA)).class_id).toBe(11);
  });
});

describe('addClassProblemset', () => {
  it('links a topic of the own school once, without giving its problems to the students', async () => {
    const topic = await schoolTopic(1, 12);
    const before = (await server.call('getClass', { params: { id: 12 } })).body.problemset_count;
    const problemsBefore = await server.db.selectFrom('student_problems').select('problem_id').where('student_id', '=', MIA).execute();
    expect((await server.call('addClassProblemset', { as: 'teacher', params: { id: 12, problemsetId: topic.problemset_id } })).status).toBe(200);
    expect((await server.call('addClassProblemset', { as: 'teacher', params: { id: 12, problemsetId: topic.problemset_id } })).status).toBe(200);
    const topics = await server.call('listClassProblemsets', { as: 'teacher', params: { id: 12 } });
    expect(topics.body.map((t: any) => t.problemset_id)).toContain(topic.problemset_id);
    expect((await server.call('getClass', { params: { id: 12 } })).body.problemset_count).toBe(before + 1);
    const problemsAfter = await server.db.selectFrom('student_problems').select('problem_id').where('student_id', '=', MIA).execute();
    expect(problemsAfter).toHaveLength(problemsBefore.length);
  });

  it("hides another school's topic, a parent's topic and another school's class", async () => {
    const foreign = await schoolTopic(2);
    const res = await server.call('addClassProblemset', { as: 'teacher', params: { id: 12, problemsetId: foreign.problemset_id } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('topic.not_found');
    expect((await server.call('addClassProblemset', { as: 'teacher', params: { id: 12, problemsetId: 33 } })).status).toBe(404);
    const foreignClass = await server.call('addClassProblemset', { as: 'teacher', params: { id: 21, problemsetId: 31 } });
    expect(foreignClass.body.code).toBe('class.not_found');
    expect((await server.call('addClassProblemset', { as: 'parent', params: { id: 12, problemsetId: 33 } })).status).toBe(403);
    const links = await server.db.selectFrom('class_problemsets').select('class_id').where('problemset_id', 'in', [foreign.problemset_id, 33]).where('class_id', 'in', [12, 21]).execute();
    expect(links.filter((l) => l.class_id === 12)).toEqual([]);
  });
});

describe('removeClassProblemset', () => {
  it('removes only the link', async () => {
    const res = await server.call('removeClassProblemset', { as: 'teacher', params: { id: 11, problemsetId: 32 } });
    expect(res.status).toBe(200);
    const topics = await server.call('listClassProblemsets', { as: 'teacher', params: { id: 11 } });
    expect(topics.body.map((t: any) => t.problemset_id)).toEqual([31]);
    expect(await server.db.selectFrom('problemsets').select('name').where('problemset_id', '=', 32).executeTakeFirst()).toBeDefined();
    const again = await server.call('removeClassProblemset', { as: 'teacher', params: { id: 11, problemsetId: 32 } });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('class.topic_not_assigned');
  });

  it('refuses another school and parents', async () => {
    const link = await server.db.selectFrom('class_problemsets').select(['class_id', 'problemset_id']).where('class_id', 'in', [21, 22]).executeTakeFirstOrThrow();
    const res = await server.call('removeClassProblemset', { as: 'teacher', params: { id: link.class_id, problemsetId: link.problemset_id } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('class.not_found');
    expect(await server.db.selectFrom('class_problemsets').select('class_id').where('class_id', '=', link.class_id).where('problemset_id', '=', link.problemset_id).executeTakeFirst()).toBeDefined();
    expect((await server.call('removeClassProblemset', { as: 'parent', params: { id: 11, problemsetId: 31 } })).status).toBe(403);
    expect(await server.db.selectFrom('class_problemsets').select('class_id').where('class_id', '=', 11).where('problemset_id', '=', 31).executeTakeFirst()).toBeDefined();
  });
});

// The class progress matrix (getClassProgress) and its CSV export (exportClassProgress)
// against the real server on a fresh database with the demo data; a class built for the tests
// holds the edge cases (a problem in two topics, a student without assignments, one who left).
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_CLASS, seedProgressClass } from '../src/db/seed/progress-class.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';

let server: TestServer;
let classId: number;
let topicA: number; // "Algebra": problems p1, shared, p2
let topicB: number; // "Brüche": shared, p3
let p1: number;
let p2: number;
let p3: number;
let shared: number;

const ZORA = 'zzzzzzzzzza2'; // Zora Abel: cells on every kind of problem
const NO_TASKS = 'zzzzzzzzzzb2'; // Bea Zimmer: in the class, nothing assigned
const QUOTED = 'zzzzzzzzzzc2'; // a name with ; and "
const LEFT = 'zzzzzzzzzzd2'; // left the class, keeps her problems
const FORMULA = 'zzzzzzzzzze2'; // a name a spreadsheet would take for a formula

async function problem(text: string): Promise<number> {
  const row = await server.db
    .insertInto('problems')
    .values({ text, gradefrom: 5, gradeto: 6, difficulty: 1, wrong_answers: JSON.stringify([]), owner_school_id: 1 })
    .returning('problem_id')
    .executeTakeFirstOrThrow();
  return row.problem_id;
}

async function topic(name: string, problems: number[]): Promise<number> {
  const { problemset_id } = await server.db.insertInto('problemsets').values({ name, owner_school_id: 1 }).returning('problemset_id').executeTakeFirstOrThrow();
  await server.db
    .insertInto('problemset_problems')
    .values(problems.map((problem_id, ordering) => ({ problemset_id, problem_id, ordering })))
    .execute();
  await server.db.insertInto('class_problemsets').values({ class_id: classId, problemset_id }).execute();
  return problemset_id;
}

beforeAll(async () => {
  server = await startTestServer();
  ({ class_id: classId } = await server.db.insertInto('classes').values({ school_id: 1, name: 'Fortschritt 7b' }).returning('class_id').executeTakeFirstOrThrow());
  p1 = await problem('# Aufgabe\n\nBerechne **$\\frac{3}{4} + \\frac{1}{6}$** und kürze das Ergebnis so weit wie möglich, dann schreibe es als gemischte Zahl.');
  p2 = await problem('Kurz');
  p3 = await problem('Ein *Rechteck* ist 12 cm lang.');
  shared = await problem('Die geteilte Aufgabe');
  // An unrelated problem assigned to a student: not a column, not counted.
  const other = await problem('Nicht in den Themen der Klasse');
  // Created in reverse name order: the class's order is by name.
  topicB = await topic('Brüche', [shared, p3]);
  topicA = await topic('Algebra', [p1, shared, p2]);
  const student = (student_id: string, firstname: string, lastname: string, class_id: number | null, lastlogin: string | null = null) => ({
    student_id,
    firstname,
    lastname,
    class_id,
    school_id: 1,
    lastlogin,
  });
  await server.db
    .insertInto('students')
    .values([
      student(ZORA, 'Zora', 'Abel', classId, '2026-11-01T08:00:00Z'),
      student(NO_TASKS, 'Bea', 'Zimmer', classId),
      student(QUOTED, 'Anna "Nan"', 'Meier; Schulz', classId),
      student(LEFT, 'Lea', 'Fort', null),
      student(FORMULA, '=1+2', '@Mueller', classId),
    ])
    .execute();
  await server.db
    .insertInto('student_problems')
    .values([
      { student_id: ZORA, problem_id: p1, ordering: 0, solved: true, quiz: false, last_changed: '2026-11-20T10:00:00Z' },
      { student_id: ZORA, problem_id: shared, ordering: 1, solved: false, quiz: true, last_changed: '2026-11-24T15:40:00Z' },
      { student_id: ZORA, problem_id: p3, ordering: 2, solved: false, quiz: false, last_changed: null },
      { student_id: ZORA, problem_id: other, ordering: 3, solved: true, quiz: false, last_changed: '2026-11-26T10:00:00Z' },
      { student_id: QUOTED, problem_id: p2, ordering: 0, solved: true, quiz: false, last_changed: '2026-11-02T09:00:00Z' },
      { student_id: LEFT, problem_id: p1, ordering: 0, solved: true, quiz: false, last_changed: '2026-11-03T09:00:00Z' },
    ])
    .execute();
  const { character_id } = await server.db.selectFrom('characters').select('character_id').executeTakeFirstOrThrow();
  await server.db
    .insertInto('conversations')
    .values([
      { student_id: QUOTED, character_id, updated_at: '2026-11-25T12:00:00Z' },
      { student_id: QUOTED, character_id, updated_at: '2026-11-10T12:00:00Z' },
    ])
    .execute();
});
afterAll(() => server.close());

describe('getClassProgress', () => {
  it('has the topics in the class order, each problem in its topic order, a shared problem under both', async () => {
    const res = await server.call('getClassProgress', { as: 'teacher', params: { id: classId } });
    expect(res.status).toBe(200);
    expect(res.body.class_id).toBe(classId);
    expect(res.body.name).toBe('Fortschritt 7b');
    expect(res.body.problems.map((p: any) => [p.problemset_id, p.problem_id, p.ordering, p.problemset_name])).toEqual([
      [topicA, p1, 1, 'Algebra'],
      [topicA, shared, 2, 'Algebra'],
      [topicA, p2, 3, 'Algebra'],
      [topicB, shared, 1, 'Brüche'],
      [topicB, p3, 2, 'Brüche'],
    ]);
  });

  it('labels each problem with plain text of at most 60 characters', async () => {
    const res = await server.call('getClassProgress', { as: 'teacher', params: { id: classId } });
    const labels = new Map(res.body.problems.map((p: any) => [p.problem_id, p.label]));
    const long = labels.get(p1) as string;
    expect(Array.from(long).length).toBeLessThanOrEqual(60);
    expect(long.startsWith('Aufgabe Berechne 3/4 + 1/6 und kürze')).toBe(true);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toMatch(/[#*$\\]/);
    expect(labels.get(p2)).toBe('Kurz');
    expect(labels.get(p3)).toBe('Ein Rechteck ist 12 cm lang.');
  });

  it('has the class students by last name, without one who left, and their counts', async () => {
    const res = await server.call('getClassProgress', { as: 'schooladmin', params: { id: classId } });
    const rows = res.body.students;
    expect(rows.map((s: any) => s.student_id)).toEqual([FORMULA, ZORA, QUOTED, NO_TASKS]);
    const byId = new Map<string, any>(rows.map((s: any) => [s.student_id, s]));
    // The shared problem counts once; a problem outside the class's topics not at all.
    expect(byId.get(ZORA)).toMatchObject({ solved_count: 1, assigned_count: 3, conversation_count: 0, lastlogin: '2026-11-01T08:00:00.000Z', last_activity: '2026-11-24T15:40:00.000Z' });
    expect(byId.get(NO_TASKS)).toEqual({ student_id: NO_TASKS, firstname: 'Bea', lastname: 'Zimmer', lastlogin: null, conversation_count: 0, solved_count: 0, assigned_count: 0, last_activity: null });
    expect(byId.get(QUOTED)).toMatchObject({ solved_count: 1, assigned_count: 1, conversation_count: 2, last_activity: '2026-11-25T12:00:00.000Z' });
  });

  it('has a cell only where a problem of the columns is assigned to a student of the class', async () => {
    const res = await server.call('getClassProgress', { as: 'admin', params: { id: classId } });
    const cells = res.body.cells.map((c: any) => [c.student_id, c.problem_id, c.solved, c.quiz, c.last_changed]);
    expect(cells).toHaveLength(4);
    expect(cells).toEqual(
      expect.arrayContaining([
        [ZORA, p1, true, false, '2026-11-20T10:00:00.000Z'],
        [ZORA, shared, false, true, '2026-11-24T15:40:00.000Z'],
        [ZORA, p3, false, false, null],
        [QUOTED, p2, true, false, '2026-11-02T09:00:00.000Z'],
      ]),
    );
  });

  it('answers an empty matrix for a class without topics or students', async () => {
    const { class_id } = await server.db.insertInto('classes').values({ school_id: 1, name: 'Leer' }).returning('class_id').executeTakeFirstOrThrow();
    const res = await server.call('getClassProgress', { as: 'teacher', params: { id: class_id } });
    expect(res.body).toEqual({ class_id, name: 'Leer', problems: [], students: [], cells: [] });
  });

  it('serves the demo class 5a to its teacher', async () => {
    const res = await server.call('getClassProgress', { as: 'teacher', params: { id: 11 } });
    expect(res.status).toBe(200);
    expect(res.body.students.length).toBeGreaterThan(0);
  });

  describe('scope', () => {
    it.each(['admin', 'schooladmin', 'teacher'] as const)('lets the %s of the school see it', async (as) => {
      expect((await server.call('getClassProgress', { as, params: { id: classId } })).status).toBe(200);
      expect((await server.call('exportClassProgress', { as, params: { id: classId } })).status).toBe(200);
    });

    it('lets an admin see another school’s class', async () => {
      expect((await server.call('getClassProgress', { as: 'admin', params: { id: 21 } })).status).toBe(200);
    });

    it.each(['schooladmin', 'teacher'] as const)('answers 404 to the %s for another school’s class', async (as) => {
      for (const operation of ['getClassProgress', 'exportClassProgress'] as const) {
        const res = await server.call(operation, { as, params: { id: 21 } });
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('class.not_found');
      }
    });

    it('answers 404 for an unknown class', async () => {
      expect((await server.call('getClassProgress', { as: 'admin', params: { id: 999999 } })).status).toBe(404);
    });

    it('forbids parents', async () => {
      expect((await server.call('getClassProgress', { as: 'parent', params: { id: classId } })).status).toBe(403);
      expect((await server.call('exportClassProgress', { as: 'parent', params: { id: classId } })).status).toBe(403);
    });
  });
});

/** Reads the export back with a CSV library, strictly: `;` between fields, CRLF line ends. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n'), 'the file ends with a line end').toBe(true);
  return parse(text, { delimiter: ';', record_delimiter: '\r\n', relax_column_count: false });
}

describe('exportClassProgress', () => {
  it('sends UTF-8 CSV with a byte order mark, `;`, CRLF and one line per student', async () => {
    const res = await server.call<Buffer>('exportClassProgress', { as: 'teacher', params: { id: classId }, query: { language: 'de' } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Fortschritt_Fortschritt_7b.csv"; filename*=UTF-8''Fortschritt_Fortschritt_7b.csv`);
    const bytes = res.body;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')).toHaveLength(1 + 4 + 1);
    expect(text).not.toMatch(/[^\r]\n/);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'Nachname',
      'Vorname',
      `Algebra: ${p1}`,
      `Algebra: ${shared}`,
      `Algebra: ${p2}`,
      `Brüche: ${shared}`,
      `Brüche: ${p3}`,
      'Gelöst',
      'Zugewiesen',
      'Letzte Aktivität',
    ]);
    expect(rows.slice(1)).toEqual([
      ["'@Mueller", "'=1+2", '', '', '', '', '', '0', '0', ''],
      ['Abel', 'Zora', 'x', 'q', '', 'q', 'o', '1', '3', '2026-11-24 16:40'],
      ['Meier; Schulz', 'Anna "Nan"', '', '', 'x', '', '', '1', '1', '2026-11-25 13:00'],
      ['Zimmer', 'Bea', '', '', '', '', '', '0', '0', ''],
    ]);
    // The quoting as written: the field in quotes, its quote doubled.
    expect(text).toContain('"Meier; Schulz";"Anna ""Nan""";');
  });

  it('uses the user’s language when none is asked for, and names the file in it', async () => {
    await server.db.updateTable('users').set({ language: 'es' }).where('usertype', '=', 'teacher').execute();
    const res = await server.call<Buffer>('exportClassProgress', { as: 'teacher', params: { id: classId } });
    expect(res.body.toString('utf8')).toMatch(/^\uFEFFApellido;Nombre;/);
    expect(res.headers['content-disposition']).toContain('filename="Progreso_Fortschritt_7b.csv"');
    const uk = await server.call<Buffer>('exportClassProgress', { as: 'teacher', params: { id: classId }, query: { language: 'uk' } });
    expect(parseCsv(uk.body.toString('utf8').slice(1))[0]!.slice(-3)).toEqual(["Розв'язано", 'Призначено', 'Остання активність']);
    expect(uk.headers['content-disposition']).toBe(
      `attachment; filename="Fortschritt_7b.csv"; filename*=UTF-8''${encodeURIComponent('Прогрес_Fortschritt_7b.csv')}`,
    );
    const en = await server.call<Buffer>('exportClassProgress', { as: 'teacher', params: { id: classId }, query: { language: 'en' } });
    expect(parseCsv(en.body.toString('utf8').slice(1))[0]!.slice(0, 2)).toEqual(['Last name', 'First name']);
  });

  it('refuses an unknown language', async () => {
    expect((await server.call('exportClassProgress', { as: 'teacher', params: { id: classId }, query: { language: 'fr' } })).status).toBe(422);
  });
});

describe('scale: 40 students × 300 problems', () => {
  it('answers the whole matrix and its CSV, timed (budget: a median of 150 ms)', { timeout: 120_000 }, async () => {
    const id = await seedProgressClass(server.db);
    const res = await server.call('getClassProgress', { as: 'teacher', params: { id } });
    expect(res.status).toBe(200);
    expect(res.body.problems).toHaveLength(PROGRESS_CLASS.topics * PROGRESS_CLASS.problemsPerTopic);
    expect(res.body.students).toHaveLength(PROGRESS_CLASS.students);
    expect(res.body.cells).toHaveLength(PROGRESS_CLASS.students * PROGRESS_CLASS.topics * PROGRESS_CLASS.problemsPerTopic);
    const csv = await server.call<Buffer>('exportClassProgress', { as: 'teacher', params: { id } });
    expect(csv.body.toString('utf8').split('\r\n')).toHaveLength(PROGRESS_CLASS.students + 2);
    // Timed in process (no contract proxy in between): the server's own answer time.
    const token = await server.login('teacher');
    const time = async (url: string) => {
      const started = performance.now();
      const answer = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(answer.statusCode).toBe(200);
      return performance.now() - started;
    };
    const median = async (url: string) => {
      for (let i = 0; i < 3; i++) await time(url); // warm up
      const times: number[] = [];
      for (let i = 0; i < 15; i++) times.push(await time(url));
      times.sort((a, b) => a - b);
      return times[Math.floor(times.length / 2)]!;
    };
    const json = await median(`/api/admin/classes/${id}/progress`);
    const file = await median(`/api/admin/classes/${id}/progress/export`);
    console.log(`class progress 40×300 on PGlite: median ${json.toFixed(1)} ms (JSON), ${file.toFixed(1)} ms (CSV)`);
    // The budget is 150 ms; the bound here leaves room for a busy test machine but catches a
    // query per student or per cell.
    expect(json).toBeLessThan(450);
    expect(file).toBeLessThan(450);
  });
});

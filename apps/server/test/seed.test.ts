// The demo data (db/seed.ts): what a fresh database gets, that it matches the contract's
// examples, and that seeding twice or inserting afterwards works. PGlite, or PostgreSQL when
// DATABASE_URL is set.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { verifyPassword } from '../src/auth/passwords.ts';
import { repoRoot } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { DEMO_LOGINS, seedDemo } from '../src/db/seed.ts';
import { freshDatabase } from './helpers/fresh-database.ts';

const TABLES = [
  'schools', 'users', 'classes', 'students', 'collections', 'problems', 'problemsets', 'problemset_problems',
  'class_problemsets', 'student_problems', 'characters', 'conversations', 'messages', 'recordings', 'settings',
] as const;

/** The named example `name` of a 200 answer in openapi/paths/<file>. */
function contractExample(file: string, name: string, method = 'get'): any {
  const doc = parse(readFileSync(path.join(repoRoot, 'openapi/paths', file), 'utf8'));
  return doc[method].responses['200'].content['application/json'].examples[name].value;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString().replace('.000Z', 'Z'));

async function counts(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    out[table] = rows[0]?.n ?? -1;
  }
  return out;
}

/** Width, height and the colour type of a PNG, after checking its signature and IDAT data. */
function pngInfo(base64: string): { width: number; height: number } {
  const png = Buffer.from(base64, 'base64');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  expect(raw.length).toBe(height * (width * 3 + 1));
  return { width, height };
}

describe('demo data', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let seeded: boolean;

  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
    seeded = await seedDemo(db);
  });
  afterAll(() => drop());

  it('fills a fresh database with the whole demo world', async () => {
    expect(seeded).toBe(true);
    expect(await counts(db)).toEqual({
      schools: 2,
      users: 7,
      classes: 6,
      students: 60,
      collections: 4,
      problems: 150,
      problemsets: 8,
      problemset_problems: 43,
      class_problemsets: 10,
      student_problems: expect.any(Number),
      characters: 4,
      conversations: 30,
      messages: expect.any(Number),
      recordings: 4,
      settings: 9,
    });
    const c = await counts(db);
    expect(c.student_problems).toBeGreaterThan(200);
    expect(c.messages).toBeGreaterThan(27 * 2);
  });

  it('does nothing on a second call and says so', async () => {
    const before = await counts(db);
    const texts = await sql<{ h: string }>`select md5(string_agg(text, '|' order by problem_id)) as h from problems`.execute(db);
    expect(await seedDemo(db)).toBe(false);
    expect(await counts(db)).toEqual(before);
    const after = await sql<{ h: string }>`select md5(string_agg(text, '|' order by problem_id)) as h from problems`.execute(db);
    expect(after.rows).toEqual(texts.rows);
  });

  it('lets each demo sign-in password verify against the stored hash', async () => {
    expect(DEMO_LOGINS.map((l) => l.usertype)).toEqual(['admin', 'schooladmin', 'teacher', 'parent']);
    for (const login of DEMO_LOGINS) {
      const user = await db.selectFrom('users').selectAll().where('email', '=', login.email).executeTakeFirstOrThrow();
      expect(user.usertype).toBe(login.usertype);
      expect(`${user.firstname} ${user.lastname}`).toBe(login.name);
      expect(user.active).toBe(true);
      expect(await verifyPassword(user.password_hash, login.password)).toBe(true);
      expect(await verifyPassword(user.password_hash, `${login.password}x`)).toBe(false);
    }
    const olena = await db.selectFrom('users').selectAll().where('user_id', '=', 5).executeTakeFirstOrThrow();
    expect(olena).toMatchObject({ firstname: 'Olena', lastname: 'Kovalenko', language: 'uk', school_id: 2, active: false, lastlogin: null });
    expect(await verifyPassword(olena.password_hash, 'Demo-Inaktiv-2026')).toBe(true);
  });

  it('gives every student an id of 12 characters of a-z and 2-9', async () => {
    const students = await db.selectFrom('students').select(['student_id', 'class_id', 'school_id']).execute();
    for (const s of students) expect(s.student_id).toMatch(/^[a-z2-9]{12}$/);
    // A student in a class belongs to the class's school.
    const mismatched = await sql`select s.student_id from students s join classes c using (class_id) where s.school_id <> c.school_id`.execute(db);
    expect(mismatched.rows).toEqual([]);
    expect(students.filter((s) => s.class_id === null && s.school_id === 1).length).toBeGreaterThanOrEqual(3);
    expect(students.filter((s) => s.class_id === null && s.school_id === 2).length).toBeGreaterThanOrEqual(3);
  });

  it('has the schools and classes of the contract', async () => {
    const schools = await db.selectFrom('schools').selectAll().orderBy('school_id').execute();
    expect(schools.map((s) => [s.school_id, s.name, s.address, s.phone, s.email, s.language])).toEqual([
      [1, 'Gymnasium am Stadtpark', 'Parkstraße 12, 80331 München', '+49 89 1234560', 'sekretariat@stadtpark-gymnasium.example.org', 'de'],
      [2, 'Lessing-Realschule', 'Lessingstraße 5, 20095 Hamburg', '+49 40 7654320', 'info@lessing-realschule.example.org', 'de'],
    ]);
    expect(schools[0]?.description).toBe('Mathematisch-naturwissenschaftliches Gymnasium, Klassen 5 bis 13.');
    const classes = await db.selectFrom('classes').select(['class_id', 'name', 'school_id']).where('class_id', 'in', [11, 12, 21]).orderBy('class_id').execute();
    expect(classes).toEqual([
      { class_id: 11, name: '5a', school_id: 1 },
      { class_id: 12, name: '6b', school_id: 1 },
      { class_id: 21, name: '7c', school_id: 2 },
    ]);
  });

  it('has problems 101-104 exactly as the contract shows them', async () => {
    const expected = contractExample('admin_problems_search.yaml', 'teacherAll').items as any[];
    const rows = await db.selectFrom('problems').selectAll().where('problem_id', '<=', 104).orderBy('problem_id').execute();
    expect(rows).toHaveLength(4);
    rows.forEach((row, i) => {
      const { collection_name: _c, creator_firstname: _f, creator_lastname: _l, file_url, template_url, ...fields } = expected[i];
      expect(row).toMatchObject(fields);
      // The example names the files by address; the demo has the files there are addresses of.
      expect(row.file_data !== null).toBe(file_url !== null);
      expect(row.template_data !== null).toBe(template_url !== null);
      if (row.problem_id === 103) expect(pngInfo(row.file_data as string)).toEqual({ width: 140, height: 90 });
    });
  });

  it('gives every problem a solution, an answer and three different wrong answers', async () => {
    const rows = await db.selectFrom('problems').selectAll().execute();
    for (const p of rows) {
      expect(p.solution && p.answer, `problem ${p.problem_id}`).toBeTruthy();
      expect(new Set(p.wrong_answers).size, `problem ${p.problem_id}`).toBe(3);
      expect(p.wrong_answers).not.toContain(p.answer);
      expect(p.gradefrom).toBeGreaterThanOrEqual(5);
      if (p.file_data) expect(pngInfo(p.file_data).width).toBeGreaterThan(1);
      if (p.template_type === 'image/png') pngInfo(p.template_data as string);
      // Every $ opens or closes a formula.
      for (const text of [p.text, p.solution, p.answer]) expect((text?.replace(/\$\$/g, '').match(/\$/g) ?? []).length % 2).toBe(0);
    }
    const english = rows.filter((p) => p.language === 'en').length;
    expect(english / rows.length).toBeGreaterThan(0.1);
    expect(english / rows.length).toBeLessThan(0.3);
    expect(rows.filter((p) => p.owner_school_id === null && p.created_by_user_id === 1).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((p) => p.template_data !== null).length).toBeGreaterThanOrEqual(4);
  });

  it('has topics 31-33 as the contract shows them, and more', async () => {
    const topics = await db.selectFrom('problemsets').selectAll().orderBy('problemset_id').execute();
    expect(topics.length).toBe(8);
    const byId = (id: number) => topics.find((t) => t.problemset_id === id);
    expect(byId(31)).toMatchObject({ name: 'Brüche addieren und subtrahieren', creator_user_id: 3, owner_school_id: 1 });
    expect(byId(32)).toMatchObject({ name: 'Flächen und Umfang', creator_user_id: 3, owner_school_id: 1 });
    expect(byId(33)).toMatchObject({ name: 'Geschwindigkeit', creator_user_id: 4, owner_school_id: null });
    const contract = contractExample('admin_problemsets.yaml', 'admin') as any[];
    for (const t of contract) expect(iso(byId(t.problemset_id)?.last_changed ?? null)).toBe(t.last_changed);
    const problemsOf = async (id: number) =>
      (await db.selectFrom('problemset_problems').select('problem_id').where('problemset_id', '=', id).orderBy('ordering').execute()).map((r) => r.problem_id);
    expect((await problemsOf(31)).slice(0, 2)).toEqual([101, 102]);
    expect((await problemsOf(32))[0]).toBe(103);
    expect(await problemsOf(33)).toEqual([104]);
    for (const t of topics.filter((t) => t.problemset_id > 33)) expect((await problemsOf(t.problemset_id)).length).toBeGreaterThanOrEqual(4);
    const classTopics = await db.selectFrom('class_problemsets').select('problemset_id').where('class_id', '=', 11).orderBy('problemset_id').execute();
    expect(classTopics.map((r) => r.problemset_id)).toEqual([31, 32]);
  });

  it('has the named students of the contract with their numbers', async () => {
    const examples = [
      ...(contractExample('admin_students-extended.yaml', 'teacher') as any[]),
      ...(contractExample('admin_students-extended.yaml', 'parent') as any[]),
    ];
    for (const e of examples) {
      const s = await db.selectFrom('students').selectAll().where('student_id', '=', e.student_id).executeTakeFirstOrThrow();
      expect(s).toMatchObject({
        firstname: e.firstname, lastname: e.lastname, gender: e.gender, language: e.language, class_id: e.class_id,
        active: e.active, history: e.history,
      });
      expect([iso(s.lastlogin), iso(s.registered)]).toEqual([e.lastlogin, e.registered]);
      const problems = await db.selectFrom('student_problems').selectAll().where('student_id', '=', e.student_id).execute();
      expect([problems.filter((p) => p.solved).length, problems.length]).toEqual([e.problem_solved, e.problem_total]);
      const talks = await db.selectFrom('conversations').select('conversation_id').where('student_id', '=', e.student_id).execute();
      expect(talks.length).toBe(e.conversation_count);
    }
    const children = await db.selectFrom('students').select('firstname').where('parent_user_id', '=', 4).orderBy('firstname').execute();
    expect(children.map((c) => c.firstname)).toEqual(['Emma', 'Felix']);
    const lena = contractExample('admin_students_{id}_problems.yaml', 'lena') as any[];
    const rows = await db.selectFrom('student_problems').selectAll().where('student_id', '=', 'k7m2q9xw4tfa').orderBy('ordering').execute();
    expect(rows.map((r) => ({ id: r.problem_id, ...r, last_changed: iso(r.last_changed) }))).toMatchObject(
      lena.map((l) => ({ id: l.problem.problem_id, ...l.student_problem })),
    );
  });

  it('has Lena\'s conversations 501 and 502 as the contract shows them', async () => {
    const summaries = contractExample('admin_students_{id}_conversations.yaml', 'lena') as any[];
    for (const s of summaries) {
      const c = await db.selectFrom('conversations').selectAll().where('conversation_id', '=', s.conversation_id).executeTakeFirstOrThrow();
      expect(c).toMatchObject({ student_id: 'k7m2q9xw4tfa', title: s.title, character_id: s.character_id, user_agent: s.user_agent });
      expect([iso(c.created_at), iso(c.updated_at)]).toEqual([s.created_at, s.updated_at]);
      const messages = await db.selectFrom('messages').selectAll().where('conversation_id', '=', s.conversation_id).orderBy('created_at').execute();
      expect(messages.length).toBe(s.message_count);
      expect(iso(messages.at(-1)?.created_at ?? null)).toBe(s.updated_at);
    }
    const expected = (contractExample('conversations_{conversationId}_messages.yaml', 'euler') as any).messages as any[];
    const messages = await db.selectFrom('messages').selectAll().where('conversation_id', '=', 501).orderBy('message_id').execute();
    expect(messages.map((m) => m.message_id)).toEqual([5001, 5002, 5003, 5004, 5005, 5006]);
    messages.forEach((m, i) => {
      const e = expected[i];
      expect([iso(m.created_at), m.role, m.source]).toEqual([e.created_at, e.content.role, e.content.source]);
      if (m.message_id === 5002) {
        // The contract's photo is a 1×1 placeholder; the demo has a real one.
        expect(m.content).toMatchObject([e.content.content[0], { type: 'image_url' }]);
        const url = (m.content as any)[1].image_url.url as string;
        expect(url.startsWith('data:image/png;base64,')).toBe(true);
        pngInfo(url.slice('data:image/png;base64,'.length));
      } else {
        expect(m.content).toEqual(e.content.content);
      }
    });
  });

  it('keeps real WAV recordings, two of them for conversation 501', async () => {
    const recordings = await db.selectFrom('recordings').selectAll().orderBy('recording_id').execute();
    expect(recordings.filter((r) => r.conversation_id === 501).map((r) => [r.file_name, iso(r.recorded_at)])).toEqual([
      ['501-20261118T143512Z.wav', '2026-11-18T14:35:12Z'],
      ['501-20261118T145150Z.wav', '2026-11-18T14:51:50Z'],
    ]);
    expect(new Set(recordings.map((r) => r.conversation_id)).size).toBeGreaterThanOrEqual(2);
    for (const r of recordings) {
      const wav = Buffer.from(r.data);
      expect(r.mime_type).toBe('audio/wav');
      expect([wav.toString('latin1', 0, 4), wav.toString('latin1', 8, 12), wav.toString('latin1', 36, 40)]).toEqual(['RIFF', 'WAVE', 'data']);
      // PCM, mono, 8 kHz, 16-bit; 1 to 2 seconds.
      expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([1, 1, 8000, 16]);
      expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
      const seconds = (wav.length - 44) / 16000;
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(2);
    }
  });

  it('ends every conversation at its last message', async () => {
    const wrong = await sql`
      select c.conversation_id from conversations c join messages m using (conversation_id)
      group by c.conversation_id having max(m.created_at) <> max(c.updated_at) or min(m.created_at) <> max(c.created_at)
        or count(*) < 2 or count(*) > 10`.execute(db);
    expect(wrong.rows).toEqual([]);
    const students = await sql<{ n: number }>`select count(distinct student_id)::int as n from conversations`.execute(db);
    expect(students.rows[0]?.n).toBeGreaterThanOrEqual(10);
  });

  it('has the characters and the settings of the contract, described in five languages', async () => {
    const characters = await db.selectFrom('characters').selectAll().orderBy('character_id').execute();
    expect(Object.fromEntries(characters.map((c) => [c.character_id, { name: c.name }]))).toEqual(contractExample('characters.yaml', 'all'));
    const settings = await db.selectFrom('settings').selectAll().execute();
    const byKey = new Map(settings.map((s) => [s.key, s]));
    for (const language of ['de', 'en'] as const) {
      for (const e of contractExample('admin_system_settings.yaml', language === 'de' ? 'german' : 'english') as any[]) {
        const s = byKey.get(e.key);
        expect(s).toMatchObject({ type: e.type, value: e.value, possible_values: e.possible_values });
        expect(s?.descriptions[language]).toBe(e.description);
        expect(iso(s?.updated_at ?? null)).toBe(e.updated_at === null ? null : iso(e.updated_at));
      }
    }
    for (const s of settings) expect(Object.keys(s.descriptions).sort()).toEqual(['de', 'en', 'es', 'ru', 'uk']);
    expect([...byKey.keys()].sort()).toEqual([
      'audit_retention_days', 'default_student_language', 'digests_enabled', 'enabled_characters', 'maintenance_mode', 'max_messages_per_day',
      'quiz_pass_percent', 'student_app_url', 'support_email',
    ]);
  });

  it('creates the same ids, names and texts on another database', async () => {
    const other = await freshDatabase();
    try {
      await seedDemo(other.db);
      const snapshot = async (d: Database) => ({
        students: await d.selectFrom('students').select(['student_id', 'firstname', 'lastname', 'class_id']).orderBy('student_id').execute(),
        problems: await d.selectFrom('problems').select(['problem_id', 'text', 'answer', 'owner_school_id']).orderBy('problem_id').execute(),
        messages: await d.selectFrom('messages').select(['message_id', 'conversation_id', 'content']).orderBy('message_id').execute(),
      });
      expect(await snapshot(other.db)).toEqual(await snapshot(db));
    } finally {
      await other.drop();
    }
  });
  it('moves the id sequences past the demo ids, so new rows can be inserted', async () => {
    const school = await db.insertInto('schools').values({ name: 'Humboldt-Gesamtschule' }).returning('school_id').executeTakeFirstOrThrow();
    expect(school.school_id).toBe(3);
    const problem = await db
      .insertInto('problems')
      .values({ text: 'Berechne $2 + 2$.', gradefrom: 1, gradeto: 1, difficulty: 0, wrong_answers: '[]' })
      .returning('problem_id')
      .executeTakeFirstOrThrow();
    expect(problem.problem_id).toBe(251);
    const topic = await db.insertInto('problemsets').values({ name: 'Dezimalzahlen runden' }).returning('problemset_id').executeTakeFirstOrThrow();
    expect(topic.problemset_id).toBe(39);
    const message = await db
      .insertInto('messages')
      .values({ conversation_id: 501, role: 'user', content: JSON.stringify('Danke!') })
      .returning('message_id')
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ n: number }>`select max(message_id)::int as n from messages where message_id <> ${message.message_id}`.execute(db);
    expect(message.message_id).toBe((rows[0]?.n ?? 0) + 1);
  });

});

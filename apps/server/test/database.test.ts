// The database layer on PGlite (and on PostgreSQL when DATABASE_URL is set).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { freshDatabase } from './helpers/fresh-database.ts';

describe('migrations', () => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
  });
  afterAll(() => drop());

  it('create every table, and a second run changes nothing', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() order by table_name`.execute(db);
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['schools', 'users', 'sessions', 'students', 'problems', 'messages', 'recordings']),
    );
    expect(await migrate(db)).toEqual([]);
  });

  it('refuse what the data rules forbid (a grade of 14, a student id that is guessable)', async () => {
    await expect(
      db.insertInto('problems').values({ text: 'x', gradefrom: 5, gradeto: 14, difficulty: 1, wrong_answers: '[]' }).execute(),
    ).rejects.toThrow();
    await expect(
      db.insertInto('students').values({ student_id: '1', firstname: 'A', lastname: 'B' }).execute(),
    ).rejects.toThrow();
  });
});

describe('migration 002 on a database that already has data', () => {
  it('numbers clashing school and class names, then builds the unique indexes and sets the setting limits', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const initial = readFileSync(fileURLToPath(new URL('../src/db/migrations/001_initial.sql', import.meta.url)), 'utf8');
      await sql.raw(initial).execute(db);
      await sql`create table schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(db);
      await sql`insert into schema_migrations (name) values ('001_initial.sql')`.execute(db);
      await sql`insert into schools (school_id, name) values (1, 'Nordschule'), (2, 'NORDSCHULE'), (3, 'Südschule')`.execute(db);
      await sql`insert into classes (class_id, school_id, name) values (1, 1, '5a'), (2, 1, '5A'), (3, 3, '5a')`.execute(db);
      await sql`insert into users (user_id, usertype, firstname, lastname, email, password_hash) values (9, 'parent', 'P', 'Q', 'p@example.org', 'x')`.execute(db);
      await sql`insert into students (student_id, firstname, lastname, parent_user_id, school_id, class_id) values
        ('aaaaaaaaaaaa', 'Left', 'Behind', 9, 1, null), ('bbbbbbbbbbbb', 'In', 'Class', 9, 1, 1), ('cccccccccccc', 'Staff', 'Student', null, 1, null)`.execute(db);
      await sql`insert into settings (key, type, value) values ('quiz_pass_percent', 'number', '80'), ('default_student_language', 'text', '"de"')`.execute(db);

      expect(await migrate(db)).toContain('002_names-and-setting-limits.sql');
      const schools = await db.selectFrom('schools').select(['school_id', 'name']).orderBy('school_id').execute();
      expect(schools.map((s) => s.name)).toEqual(['Nordschule', 'NORDSCHULE (2)', 'Südschule']);
      const classes = await db.selectFrom('classes').select(['class_id', 'name']).orderBy('class_id').execute();
      expect(classes.map((c) => c.name)).toEqual(['5a', '5A (2)', '5a']);
      await expect(sql`insert into schools (name) values ('südSCHULE')`.execute(db)).rejects.toThrow();
      await expect(sql`insert into classes (school_id, name) values (3, '5A')`.execute(db)).rejects.toThrow();
      const students = await db.selectFrom('students').select(['student_id', 'school_id']).orderBy('student_id').execute();
      expect(students.map((s) => s.school_id)).toEqual([null, 1, 1]);
      const settings = await db.selectFrom('settings').select(['key', 'min_value', 'max_value', 'possible_values']).orderBy('key').execute();
      expect(settings).toEqual([
        // Added by migration 012 to a database that has settings without it.
        { key: 'audit_retention_days', min_value: 30, max_value: 3650, possible_values: null },
        { key: 'default_student_language', min_value: null, max_value: null, possible_values: 'de,en,es,ru,uk' },
        { key: 'quiz_pass_percent', min_value: 0, max_value: 100, possible_values: null },
      ]);
    } finally {
      await db.destroy();
    }
  });
});

describe('PGlite connection lock', () => {
  it('keeps one transaction apart from statements of other callers', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    await db.insertInto('collections').values({ name: 'A' }).execute();
    // A transaction that rolls back, while another caller writes at the same time: the other
    // write must survive and must not be swept into the rolled-back transaction.
    const failing = db.transaction().execute(async (tx) => {
      await tx.insertInto('collections').values({ name: 'inside' }).execute();
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('roll back');
    });
    const outside = db.insertInto('collections').values({ name: 'outside' }).execute();
    await expect(failing).rejects.toThrow('roll back');
    await outside;
    const names = (await db.selectFrom('collections').select('name').orderBy('name').execute()).map((r) => r.name);
    expect(names).toEqual(['A', 'outside']);
    await db.destroy();
  });
});

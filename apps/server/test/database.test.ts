// The database layer on PGlite (and on PostgreSQL when DATABASE_URL is set).
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

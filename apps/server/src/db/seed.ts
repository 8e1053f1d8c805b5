// Demo data for an empty database: the world of the contract's examples (two schools, their
// users, classes and about 60 students, about 150 problems, topics, conversations with AI
// characters and settings). Deterministic: the same ids, names and texts on every run; only
// dates are relative to now. The data itself lives in db/seed/*.ts.
import { type Insertable, sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from './database.ts';
import type { ProblemsTable, RecordingsTable, UsersTable } from './schema.ts';
import { storeProblemImage, storeTemplate } from '../modules/problems/stored-files.ts';
import { thumbnail } from '../modules/problems/image-work/thumbnail.ts';
import { fileKey, type FileStore, RECORDINGS_PREFIX } from '../storage/file-store.ts';
import { buildConversations, CHARACTERS, type SeedRecording } from './seed/conversations.ts';
import { buildStudents, classRows, SCHOOLS, USERS } from './seed/people.ts';
import { buildProblems, COLLECTIONS, type DemoProblem, problemRows } from './seed/problems.ts';
import { createClock } from './seed/random.ts';
import { settingRows } from './seed/settings.ts';
import { buildStudentProblems, buildTopics, classTopicRows } from './seed/topics.ts';

export { DEMO_LOGINS, type DemoLogin } from './seed/people.ts';

/** Two servers starting at once on one empty PostgreSQL must not both seed it. */
const SEED_LOCK = 7_316_403;

/** Every serial column the demo data fills with explicit ids. */
const SERIALS = [
  ['schools', 'school_id'],
  ['users', 'user_id'],
  ['classes', 'class_id'],
  ['collections', 'collection_id'],
  ['problems', 'problem_id'],
  ['problemsets', 'problemset_id'],
  ['conversations', 'conversation_id'],
  ['messages', 'message_id'],
  ['recordings', 'recording_id'],
] as const;

async function isEmpty(db: Database): Promise<boolean> {
  return (await db.selectFrom('users').select('user_id').limit(1).executeTakeFirst()) === undefined;
}

/** All rows, built before the transaction so that it stays short. */
async function buildWorld(now: Date) {
  const clock = createClock(now);
  const hashes = await Promise.all(USERS.map((u) => hashPassword(u.password)));
  const users: Insertable<UsersTable>[] = USERS.map(({ password: _password, lastlogin, ...user }, i) => ({
    ...user,
    password_hash: hashes[i] as string,
    lastlogin: lastlogin ? clock.daysAgo(...lastlogin) : null,
  }));
  const students = buildStudents(clock);
  const problems = buildProblems(clock);
  const topics = buildTopics(problems, clock);
  const studentProblems = buildStudentProblems(students, topics, clock);
  // Last: it sets the history and last sign-in of the students who talked to a character.
  const talks = buildConversations(students, clock);
  return { users, students, problems, topics, studentProblems, talks };
}

type World = Awaited<ReturnType<typeof buildWorld>>;

async function insertPeople(db: Database, world: World): Promise<void> {
  await db.insertInto('schools').values([...SCHOOLS]).execute();
  await db.insertInto('users').values(world.users).execute();
  await db.insertInto('classes').values(classRows()).execute();
  await db.insertInto('students').values(world.students).execute();
}

/** The demo problems' images and templates put into the file storage; the rows name them. */
async function storedProblemRows(store: FileStore, problems: readonly DemoProblem[]): Promise<Insertable<ProblemsTable>[]> {
  const rows = problemRows(problems);
  for (const row of rows) {
    const { file, template } = row;
    Object.assign(
      row,
      file ? await storeProblemImage(store, thumbnail, file) : {},
      template ? await storeTemplate(store, template) : {},
    );
  }
  return rows.map(({ file: _file, template: _template, ...row }) => row);
}

/** The demo recordings put into the file storage (under recordings/); the rows name them. */
async function storedRecordings(store: FileStore, recordings: readonly SeedRecording[]): Promise<Insertable<RecordingsTable>[]> {
  const rows: Insertable<RecordingsTable>[] = [];
  for (const { data, ...row } of recordings) {
    const key = fileKey(data, row.mime_type, RECORDINGS_PREFIX);
    await store.put(key, data, row.mime_type);
    rows.push({ ...row, file_key: key, size: data.length });
  }
  return rows;
}

interface StoredWorld {
  problems: Insertable<ProblemsTable>[];
  recordings: Insertable<RecordingsTable>[];
}

async function insertProblems(db: Database, world: World, stored: StoredWorld): Promise<void> {
  await db.insertInto('collections').values([...COLLECTIONS]).execute();
  await db.insertInto('problems').values(stored.problems).execute();
  await db.insertInto('problemsets').values(world.topics.map((t) => t.row)).execute();
  await db.insertInto('problemset_problems').values(world.topics.flatMap((t) => t.problems)).execute();
  await db.insertInto('class_problemsets').values(classTopicRows()).execute();
  await db.insertInto('student_problems').values(world.studentProblems).execute();
}

async function insertConversations(db: Database, world: World, stored: StoredWorld): Promise<void> {
  await db.insertInto('characters').values([...CHARACTERS]).onConflict((oc) => oc.column('character_id').doNothing()).execute();
  await db.insertInto('conversations').values(world.talks.conversations).execute();
  await db.insertInto('messages').values(world.talks.messages).execute();
  await db.insertInto('recordings').values(stored.recordings).execute();
}

async function insertSettings(db: Database): Promise<void> {
  await db.insertInto('settings').values(settingRows()).onConflict((oc) => oc.column('key').doNothing()).execute();
}

/** Explicit ids leave the sequences behind; move each past the highest id. */
async function moveSequences(db: Database): Promise<void> {
  for (const [table, column] of SERIALS) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.ref(column)}), 1), max(${sql.ref(column)}) is not null)
      from ${sql.table(table)}`.execute(db);
  }
}

/**
 * Fills an empty database (no users) with the demo world in one transaction and returns
 * true; a database that has users is left alone (false).
 */
export async function seedDemo(db: Database, store: FileStore, now: Date = new Date()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const world = await buildWorld(now);
  // The files first: a row never names a file that is not there. Should another process seed
  // in between, the files are the same (by content) and its rows name them.
  const stored = { problems: await storedProblemRows(store, world.problems), recordings: await storedRecordings(store, world.talks.recordings) };
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx);
    if (!(await isEmpty(tx))) return false;
    await insertPeople(tx, world);
    await insertProblems(tx, world, stored);
    await insertConversations(tx, world, stored);
    await insertSettings(tx);
    await moveSequences(tx);
    return true;
  });
}

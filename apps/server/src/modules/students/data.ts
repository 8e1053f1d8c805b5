// Reading and writing students with their class, school and counts, and turning rows into the
// contract's Student. Other modules (classes, assigned problems) read students through these too.
import { randomInt } from 'node:crypto';
import type { Student } from '@backoffice/api-client';
import { type Kysely, sql } from 'kysely';
import { studentScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Config } from '../../config.ts';
import type { DB, Gender, Language } from '../../db/schema.ts';
import { containsPattern } from '../../lib/search.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { unprocessable } from '../../lib/http-error.ts';
import { isWebAddress } from '../../lib/web-address.ts';

/**
 * Students with class name, school name and their problem and conversation counts. The
 * counts are correlated subqueries on indexed columns, so a list stays one query.
 */
function selectStudents(db: Kysely<DB>) {
  return db
    .selectFrom('students')
    .leftJoin('classes', 'classes.class_id', 'students.class_id')
    .leftJoin('schools', 'schools.school_id', 'students.school_id')
    .select((eb) => [
      'students.student_id',
      'students.firstname',
      'students.lastname',
      'students.gender',
      'students.language',
      'students.class_id',
      'classes.name as class_name',
      'schools.name as school_name',
      'students.active',
      'students.history',
      'students.lastlogin',
      'students.registered',
      eb
        .selectFrom('student_problems')
        .whereRef('student_problems.student_id', '=', 'students.student_id')
        .where('student_problems.solved', '=', true)
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .as('problem_solved'),
      eb
        .selectFrom('student_problems')
        .whereRef('student_problems.student_id', '=', 'students.student_id')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .as('problem_total'),
      eb
        .selectFrom('conversations')
        .whereRef('conversations.student_id', '=', 'students.student_id')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .as('conversation_count'),
    ]);
}

type StudentSelection = Awaited<ReturnType<ReturnType<typeof selectStudents>['executeTakeFirstOrThrow']>>;

function toApiStudent(row: StudentSelection): Student {
  return {
    ...row,
    problem_solved: row.problem_solved ?? 0,
    problem_total: row.problem_total ?? 0,
    conversation_count: row.conversation_count ?? 0,
    lastlogin: isoOrNull(row.lastlogin),
    registered: iso(row.registered),
  };
}

/**
 * A student joins only a class of their own school, and joining never moves them to another
 * school. A parent's child without a school joins no class. A student of no school and no
 * parent (an admin created them without a class) takes the class's school on joining.
 * Returns the school the student has in the class.
 */
export function schoolOnJoining(
  student: { school_id: number | null; parent_user_id: number | null },
  klass: { school_id: number },
): number {
  if (student.school_id === null && student.parent_user_id !== null) {
    throw unprocessable('student.class_other_school', "A parent's child belongs to no school and cannot join a class.");
  }
  if (student.school_id !== null && student.school_id !== klass.school_id) {
    throw unprocessable('student.class_other_school', 'The student belongs to another school than the class.');
  }
  return klass.school_id;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz23456789';
const STUDENT_ID_LENGTH = 12;

/**
 * A new student id: the student's sign-in to the student app, so it comes from the
 * cryptographic generator (randomInt draws each character without bias).
 */
export function newStudentId(): string {
  let id = '';
  for (let i = 0; i < STUDENT_ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/**
 * The address of the student app that access links open: the `student_app_url` setting,
 * or the server's own public address when the setting is missing, empty, or (stored before
 * the setting was checked) not an http or https address.
 */
export async function studentAppUrl(db: Kysely<DB>, config: Config): Promise<string> {
  const setting = await db.selectFrom('settings').select('value').where('key', '=', 'student_app_url').executeTakeFirst();
  const value = setting?.value;
  return typeof value === 'string' && isWebAddress(value.trim()) ? value.trim() : config.publicUrl;
}

/** A student's personal link into the student app: `<app url>?id=<student_id>`. */
export function accessLink(appUrl: string, studentId: string): string {
  try {
    const url = new URL(appUrl);
    url.searchParams.set('id', studentId);
    return url.toString();
  } catch {
    // Not an absolute URL (a setting typed by hand): keep it as written.
    return `${appUrl}${appUrl.includes('?') ? '&' : '?'}id=${studentId}`;
  }
}

type StudentQuery = ReturnType<typeof selectStudents>;

const byName = (query: StudentQuery) =>
  query
    .orderBy((eb) => eb.fn('lower', ['students.lastname']))
    .orderBy((eb) => eb.fn('lower', ['students.firstname']))
    .orderBy('students.student_id');

/**
 * The students the user may see, by name: only those without a class (`unassigned`), or only
 * those who may join `notIn`: its school's, not in it already.
 */
export async function listStudents(
  db: Kysely<DB>,
  user: SessionUser,
  filter: { unassigned?: boolean; notIn?: { class_id: number; school_id: number } },
): Promise<Student[]> {
  let query = selectStudents(db).where(studentScope(user));
  if (filter.unassigned) query = query.where('students.class_id', 'is', null);
  const klass = filter.notIn;
  if (klass) {
    query = query
      .where('students.school_id', '=', klass.school_id)
      .where((eb) => eb.or([eb('students.class_id', 'is', null), eb('students.class_id', '!=', klass.class_id)]));
  }
  const rows = await byName(query).execute();
  return rows.map(toApiStudent);
}

/**
 * The students the user may see whose name, full name, id or class name holds the text; the
 * last signed in first, those never signed in last, then by name.
 */
export async function searchStudents(db: Kysely<DB>, user: SessionUser, text: string | undefined): Promise<Student[]> {
  let query = selectStudents(db).where(studentScope(user));
  if (text) {
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or([
        eb('students.firstname', 'ilike', pattern),
        eb('students.lastname', 'ilike', pattern),
        eb(sql<string>`students.firstname || ' ' || students.lastname`, 'ilike', pattern),
        eb('students.student_id', 'ilike', pattern),
        eb('classes.name', 'ilike', pattern),
      ]),
    );
  }
  const rows = await byName(query.orderBy('students.lastlogin', (o) => o.desc().nullsLast())).execute();
  return rows.map(toApiStudent);
}

/** The students of a class that the user may see, by name. */
export async function listClassStudents(db: Kysely<DB>, user: SessionUser, classId: number): Promise<Student[]> {
  const rows = await byName(selectStudents(db).where('students.class_id', '=', classId).where(studentScope(user))).execute();
  return rows.map(toApiStudent);
}

/** A student the user may see, as the contract's Student; undefined otherwise. */
export async function findScopedStudent(db: Kysely<DB>, user: SessionUser, studentId: string): Promise<Student | undefined> {
  const row = await selectStudents(db).where('students.student_id', '=', studentId).where(studentScope(user)).executeTakeFirst();
  return row && toApiStudent(row);
}

/** A student the user may see, with the class and school they are in now; undefined otherwise. */
export function findScopedStudentPlace(db: Kysely<DB>, user: SessionUser, studentId: string) {
  return db
    .selectFrom('students')
    .select(['student_id', 'class_id', 'school_id', 'parent_user_id'])
    .where('student_id', '=', studentId)
    .where(studentScope(user))
    .executeTakeFirst();
}

/** A new student's columns, but for the id. */
export interface NewStudent {
  firstname: string;
  lastname: string;
  gender: Gender;
  language: Language;
  class_id: number | null;
  school_id: number | null;
  parent_user_id: number | null;
}

/** Inserts the student under this id; undefined (and nothing inserted) when the id is taken. */
export async function insertStudent(db: Kysely<DB>, studentId: string, student: NewStudent): Promise<string | undefined> {
  const inserted = await db
    .insertInto('students')
    .values({ student_id: studentId, ...student })
    .onConflict((oc) => oc.column('student_id').doNothing())
    .returning('student_id')
    .executeTakeFirst();
  return inserted?.student_id;
}

/** What an update may change of a student; a field left out stays as it is. */
export interface StudentChange {
  firstname?: string;
  lastname?: string;
  gender?: Gender;
  language?: Language;
  active?: boolean;
  class_id?: number | null;
  school_id?: number | null;
}

export async function updateStudent(db: Kysely<DB>, studentId: string, change: StudentChange): Promise<void> {
  await db.updateTable('students').set(change).where('student_id', '=', studentId).execute();
}

/** Deletes a student the user may see; false when there is none. */
export async function deleteStudent(db: Kysely<DB>, user: SessionUser, studentId: string): Promise<boolean> {
  const result = await db.deleteFrom('students').where('student_id', '=', studentId).where(studentScope(user)).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A student as the contract's Student (any student: the caller has checked the user may see them). */
export async function getStudent(db: Kysely<DB>, studentId: string): Promise<Student> {
  return toApiStudent(await selectStudents(db).where('students.student_id', '=', studentId).executeTakeFirstOrThrow());
}

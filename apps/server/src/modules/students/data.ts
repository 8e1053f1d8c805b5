// Reading students with their class, school and counts, and turning rows into the contract's
// Student. Other modules (classes, assigned problems) list students through these too.
import { randomInt } from 'node:crypto';
import type { Student } from '@backoffice/api-client';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { unprocessable } from '../../lib/http-error.ts';
import { isWebAddress } from '../../lib/web-address.ts';


/**
 * Students with class name, school name and their problem and conversation counts. The
 * counts are correlated subqueries on indexed columns, so a list stays one query.
 */
export function selectStudents(db: Kysely<DB>) {
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

export function toApiStudent(row: StudentSelection): Student {
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
export const STUDENT_ID_LENGTH = 12;

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

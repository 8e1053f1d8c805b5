// A student's assigned problems, read as the contract's StudentProblem (db/ordered-lists.ts
// keeps their `ordering` dense).
import type { StudentProblem } from '@backoffice/api-client';
import { studentScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Database } from '../../db/database.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { type HttpError, studentNotFound } from '../../lib/http-error.ts';
import { selectProblems, toApiProblem } from '../problems/data.ts';

/**
 * The student if the user may see them, else 404 (`missing`, when the operation answers with
 * another error). With `lock`, the student's row stays locked until the transaction ends,
 * so concurrent changes to the same student's list queue up instead of handing out the same
 * ordering twice.
 */
export async function requireStudent(
  db: Database,
  user: SessionUser,
  studentId: string,
  options: { lock?: boolean; missing?: () => HttpError } = {},
) {
  let query = db.selectFrom('students').select(['student_id', 'active']).where('student_id', '=', studentId).where(studentScope(user));
  if (options.lock) query = query.forUpdate();
  const student = await query.executeTakeFirst();
  if (!student) throw (options.missing ?? studentNotFound)();
  return student;
}

function selectStudentProblems(db: Database, studentId: string) {
  return selectProblems(db)
    .innerJoin('student_problems', 'student_problems.problem_id', 'problems.problem_id')
    .select(['student_problems.solved', 'student_problems.quiz', 'student_problems.last_changed', 'student_problems.ordering'])
    .where('student_problems.student_id', '=', studentId);
}

type StudentProblemRow = Awaited<ReturnType<ReturnType<typeof selectStudentProblems>['executeTakeFirstOrThrow']>>;

function toApiStudentProblem(row: StudentProblemRow): StudentProblem {
  return {
    problem: toApiProblem(row),
    student_problem: { solved: row.solved, quiz: row.quiz, last_changed: isoOrNull(row.last_changed), ordering: row.ordering },
  };
}

/** The student's whole list in the student's order. */
export async function listStudentProblems(db: Database, studentId: string): Promise<StudentProblem[]> {
  const rows = await selectStudentProblems(db, studentId)
    .orderBy('student_problems.ordering')
    .orderBy('problems.problem_id')
    .execute();
  return rows.map(toApiStudentProblem);
}

export async function getStudentProblem(db: Database, studentId: string, problemId: number): Promise<StudentProblem | undefined> {
  const row = await selectStudentProblems(db, studentId).where('problems.problem_id', '=', problemId).executeTakeFirst();
  return row && toApiStudentProblem(row);
}

/** Marks every problem of the student unsolved. */
export async function resetStudentProblems(db: Database, studentId: string): Promise<void> {
  await db.updateTable('student_problems').set({ solved: false, last_changed: new Date() }).where('student_id', '=', studentId).execute();
}

/** Changes an assigned problem's flags; false when the problem is not assigned to the student. */
export async function updateStudentProblem(
  db: Database,
  studentId: string,
  problemId: number,
  change: { solved?: boolean; quiz?: boolean },
): Promise<boolean> {
  const updated = await db
    .updateTable('student_problems')
    .set({ ...change, last_changed: new Date() })
    .where('student_id', '=', studentId)
    .where('problem_id', '=', problemId)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Takes a problem off the student's list (the list is closed up by the caller); false when it was not on it. */
export async function removeStudentProblem(db: Database, studentId: string, problemId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('student_problems')
    .where('student_id', '=', studentId)
    .where('problem_id', '=', problemId)
    .executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

/** Forgets the student's history and every digest of their conversations. */
export async function forgetStudentHistory(db: Database, studentId: string): Promise<void> {
  await db.updateTable('students').set({ history: null }).where('student_id', '=', studentId).execute();
  await db.updateTable('conversations').set({ digest: null, digested_at: null }).where('student_id', '=', studentId).execute();
}

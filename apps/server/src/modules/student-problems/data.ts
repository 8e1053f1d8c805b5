// A student's assigned problems: reading them as the contract's StudentProblem, and keeping
// their `ordering` dense (0, 1, 2, …) through every change.
import type { StudentProblem } from '@backoffice/api-client';
import { sql } from 'kysely';
import { studentScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Database } from '../../db/database.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { notFound } from '../../lib/http-error.ts';
import { selectProblems, toApiProblem } from '../problems/data.ts';

/**
 * The student if the user may see them, else 404 (with `detail` when the operation's contract
 * names another one). With `lock`, the student's row stays locked until the transaction ends,
 * so concurrent changes to the same student's list queue up instead of handing out the same
 * ordering twice.
 */
export async function requireStudent(
  db: Database,
  user: SessionUser,
  studentId: string,
  options: { lock?: boolean; detail?: string } = {},
) {
  let query = db.selectFrom('students').select(['student_id', 'active']).where('student_id', '=', studentId).where(studentScope(user));
  if (options.lock) query = query.forUpdate();
  const student = await query.executeTakeFirst();
  if (!student) throw notFound(options.detail);
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

/** The student's problem ids in the student's order. */
export async function assignedProblemIds(trx: Database, studentId: string): Promise<number[]> {
  const rows = await trx
    .selectFrom('student_problems')
    .select('problem_id')
    .where('student_id', '=', studentId)
    .orderBy('ordering')
    .orderBy('problem_id')
    .execute();
  return rows.map((r) => r.problem_id);
}

/** Appends problems (not yet assigned) after the student's last one, unsolved. */
export async function appendProblems(trx: Database, studentId: string, problems: { problem_id: number; quiz: boolean }[], start: number) {
  if (problems.length === 0) return;
  const now = new Date();
  await trx
    .insertInto('student_problems')
    .values(
      problems.map((p, i) => ({
        student_id: studentId,
        problem_id: p.problem_id,
        ordering: start + i,
        solved: false,
        quiz: p.quiz,
        last_changed: now,
      })),
    )
    .execute();
}

/** Gives the student's problems the orderings 0, 1, 2, … in the order of `problemIds`, in one statement. */
export async function setOrder(trx: Database, studentId: string, problemIds: number[]) {
  if (problemIds.length === 0) return;
  const values = sql.join(problemIds.map((id, index) => sql`(${id}::integer, ${index}::integer)`));
  await sql`
    update student_problems as sp set ordering = v.ordering
    from (values ${values}) as v (problem_id, ordering)
    where sp.student_id = ${studentId} and sp.problem_id = v.problem_id and sp.ordering <> v.ordering
  `.execute(trx);
}

/** `ids` with `problemId` moved to `newIndex` (an index past the end moves it to the end). */
export function moveTo(ids: number[], problemId: number, newIndex: number): number[] {
  const rest = ids.filter((id) => id !== problemId);
  const at = Math.min(newIndex, rest.length);
  return [...rest.slice(0, at), problemId, ...rest.slice(at)];
}

// The class progress matrix (getClassProgress, exportClassProgress): the class's topics'
// problems as columns, its students as rows, their assigned problems as cells. Three queries
// whatever the size of the class: columns, rows (with conversation figures), cells.
import type { ClassProgress } from '@backoffice/api-client';
import { problemExcerpt } from '@backoffice/api-client/problem-text';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isoOrNull } from '../../lib/dates.ts';

/** A column's label is at most this long, "…" included (ClassProgressProblem.label). */
const LABEL_LENGTH = 60;

/** The problems of the class's topics: topics in the class's order (name, then id), problems in each topic's order. */
function selectColumns(db: Kysely<DB>, classId: number) {
  return db
    .selectFrom('class_problemsets')
    .innerJoin('problemsets', 'problemsets.problemset_id', 'class_problemsets.problemset_id')
    .innerJoin('problemset_problems', 'problemset_problems.problemset_id', 'problemsets.problemset_id')
    .innerJoin('problems', 'problems.problem_id', 'problemset_problems.problem_id')
    .where('class_problemsets.class_id', '=', classId)
    .select([
      'problems.problem_id',
      'problemsets.problemset_id',
      'problemsets.name as problemset_name',
      'problems.text',
      sql<number>`cast(row_number() over (partition by problemsets.problemset_id order by problemset_problems.ordering, problems.problem_id) as integer)`.as(
        'ordering',
      ),
    ])
    .orderBy((eb) => eb.fn('lower', ['problemsets.name']))
    .orderBy('problemsets.problemset_id')
    .orderBy('problemset_problems.ordering')
    .orderBy('problems.problem_id')
    .execute();
}

/** The class's students by last name, then first name, with their conversations' count and last change. */
function selectRows(db: Kysely<DB>, classId: number) {
  return db
    .selectFrom('students')
    .where('students.class_id', '=', classId)
    .select((eb) => [
      'students.student_id',
      'students.firstname',
      'students.lastname',
      'students.lastlogin',
      eb
        .selectFrom('conversations')
        .whereRef('conversations.student_id', '=', 'students.student_id')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .as('conversation_count'),
      eb
        .selectFrom('conversations')
        .whereRef('conversations.student_id', '=', 'students.student_id')
        .select((sub) => sub.fn.max('conversations.updated_at').as('latest'))
        .as('conversation_changed'),
    ])
    .orderBy((eb) => eb.fn('lower', ['students.lastname']))
    .orderBy((eb) => eb.fn('lower', ['students.firstname']))
    .orderBy('students.student_id')
    .execute();
}

/** The class's students' assigned problems among the class's topics' problems. */
function selectCells(db: Kysely<DB>, classId: number) {
  return db
    .selectFrom('student_problems')
    .innerJoin('students', 'students.student_id', 'student_problems.student_id')
    .where('students.class_id', '=', classId)
    .where('student_problems.problem_id', 'in', (eb) =>
      eb
        .selectFrom('class_problemsets')
        .innerJoin('problemset_problems', 'problemset_problems.problemset_id', 'class_problemsets.problemset_id')
        .where('class_problemsets.class_id', '=', classId)
        .select('problemset_problems.problem_id'),
    )
    .select(['student_problems.student_id', 'student_problems.problem_id', 'student_problems.solved', 'student_problems.quiz', 'student_problems.last_changed'])
    .orderBy('student_problems.student_id')
    .orderBy('student_problems.problem_id')
    .execute();
}

const latest = (...dates: (Date | string | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((best, d) => {
    if (d == null) return best;
    const date = new Date(d);
    return best === null || date > best ? date : best;
  }, null);

/** The matrix of a class (whose scope the caller has checked). */
export async function loadClassProgress(db: Kysely<DB>, klass: { class_id: number; name: string }): Promise<ClassProgress> {
  const [columns, rows, cells] = await Promise.all([selectColumns(db, klass.class_id), selectRows(db, klass.class_id), selectCells(db, klass.class_id)]);
  const byStudent = new Map<string, typeof cells>();
  for (const cell of cells) {
    const list = byStudent.get(cell.student_id);
    if (list) list.push(cell);
    else byStudent.set(cell.student_id, [cell]);
  }
  return {
    class_id: klass.class_id,
    name: klass.name,
    problems: columns.map((c) => ({
      problem_id: c.problem_id,
      problemset_id: c.problemset_id,
      problemset_name: c.problemset_name,
      ordering: c.ordering,
      label: problemExcerpt(c.text, LABEL_LENGTH - 1),
    })),
    // Cells hold each (student, problem) once, so the counts are over distinct problems even
    // when a problem is in two of the class's topics.
    students: rows.map((row) => {
      const own = byStudent.get(row.student_id) ?? [];
      return {
        student_id: row.student_id,
        firstname: row.firstname,
        lastname: row.lastname,
        lastlogin: isoOrNull(row.lastlogin),
        conversation_count: row.conversation_count ?? 0,
        solved_count: own.filter((c) => c.solved).length,
        assigned_count: own.length,
        last_activity: isoOrNull(latest(row.lastlogin, row.conversation_changed as Date | string | null, ...own.map((c) => c.last_changed))),
      };
    }),
    cells: cells.map((c) => ({ student_id: c.student_id, problem_id: c.problem_id, solved: c.solved, quiz: c.quiz, last_changed: isoOrNull(c.last_changed) })),
  };
}

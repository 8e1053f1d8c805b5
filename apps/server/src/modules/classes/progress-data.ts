// The class progress matrix (getClassProgress, exportClassProgress): the class's topics'
// problems as columns, its students as rows, their assigned problems as cells. Two queries
// whatever the size of the class: the columns, and the rows with their conversation figures
// and cells.
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

/** A cell as the database sends it: problem id, solved, quiz, last change (PostgreSQL's JSON text of a timestamptz). */
type CellTuple = [number, boolean, boolean, string | null];

/**
 * The class's students by last name, then first name, with their conversations' count and last
 * change, and their assigned problems among the class's topics' problems.
 */
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
      // The student's cells as one JSON array of [problem_id, solved, quiz, last_changed]:
      // 40 rows instead of 12,000 for a big class (PGlite hands over each row on its own, and
      // that, not the query, was most of the time). The class's problems are one hashed set.
      sql<CellTuple[]>`(
        select coalesce(json_agg(json_build_array(sp.problem_id, sp.solved, sp.quiz, sp.last_changed) order by sp.problem_id), '[]'::json)
        from student_problems sp
        where sp.student_id = students.student_id
          and sp.problem_id in (
            select pp.problem_id from class_problemsets cp
            join problemset_problems pp on pp.problemset_id = cp.problemset_id
            where cp.class_id = ${classId}
          )
      )`.as('cells'),
    ])
    .orderBy((eb) => eb.fn('lower', ['students.lastname']))
    .orderBy((eb) => eb.fn('lower', ['students.firstname']))
    .orderBy('students.student_id')
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
  const [columns, rows] = await Promise.all([selectColumns(db, klass.class_id), selectRows(db, klass.class_id)]);
  const cells = rows.flatMap((row) =>
    (row.cells ?? []).map(([problem_id, solved, quiz, last_changed]) => ({ student_id: row.student_id, problem_id, solved, quiz, last_changed: isoOrNull(last_changed) })),
  );
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
      const own = row.cells ?? [];
      return {
        student_id: row.student_id,
        firstname: row.firstname,
        lastname: row.lastname,
        lastlogin: isoOrNull(row.lastlogin),
        conversation_count: row.conversation_count ?? 0,
        solved_count: own.filter(([, solved]) => solved).length,
        assigned_count: own.length,
        last_activity: isoOrNull(latest(row.lastlogin, row.conversation_changed as Date | string | null, ...own.map(([, , , changed]) => changed))),
      };
    }),
    cells,
  };
}

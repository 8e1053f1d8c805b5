// Reading classes with their school and counts, and a class's topics, as the contract's
// Class and Problemset.
import type { Class, Problemset } from '@backoffice/api-client';
import { type Kysely, sql } from 'kysely';
import { classScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { DB } from '../../db/schema.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { classNotFound } from '../../lib/http-error.ts';


/** Classes with their school's name and student and topic counts, in one query. */
export function selectClasses(db: Kysely<DB>) {
  return db
    .selectFrom('classes')
    .innerJoin('schools', 'schools.school_id', 'classes.school_id')
    .select((eb) => [
      'classes.class_id',
      'classes.name',
      'classes.school_id',
      'schools.name as school_name',
      'schools.language as school_language',
      eb
        .selectFrom('students')
        .whereRef('students.class_id', '=', 'classes.class_id')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .as('student_count'),
      eb
        .selectFrom('class_problemsets')
        .whereRef('class_problemsets.class_id', '=', 'classes.class_id')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .as('problemset_count'),
    ]);
}

type ClassSelection = Awaited<ReturnType<ReturnType<typeof selectClasses>['executeTakeFirstOrThrow']>>;

export function toApiClass(row: ClassSelection): Class {
  return {
    class_id: row.class_id,
    name: row.name,
    school_id: row.school_id,
    school_name: row.school_name,
    student_count: row.student_count ?? 0,
    problemset_count: row.problemset_count ?? 0,
  };
}

/** A class the user may see (with its school's name and language), or 404. */
export async function getScopedClass(db: Kysely<DB>, user: SessionUser, classId: number): Promise<ClassSelection> {
  const row = await selectClasses(db).where('classes.class_id', '=', classId).where(classScope(user)).executeTakeFirst();
  if (!row) throw classNotFound();
  return row;
}

/** The topics assigned to a class, with creator, problem count and last change, by name. */
export async function listClassTopics(db: Kysely<DB>, classId: number): Promise<Problemset[]> {
  const rows = await db
    .selectFrom('class_problemsets')
    .innerJoin('problemsets', 'problemsets.problemset_id', 'class_problemsets.problemset_id')
    .leftJoin('users as creator', 'creator.user_id', 'problemsets.creator_user_id')
    .where('class_problemsets.class_id', '=', classId)
    .select((eb) => [
      'problemsets.problemset_id',
      'problemsets.name',
      sql<string | null>`creator.firstname || ' ' || creator.lastname`.as('creator_name'),
      'problemsets.last_changed',
      eb
        .selectFrom('problemset_problems')
        .whereRef('problemset_problems.problemset_id', '=', 'problemsets.problemset_id')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .as('problem_count'),
    ])
    .orderBy((eb) => eb.fn('lower', ['problemsets.name']))
    .orderBy('problemsets.problemset_id')
    .execute();
  return rows.map((row) => ({ ...row, problem_count: row.problem_count ?? 0, last_changed: isoOrNull(row.last_changed) }));
}

// Reading and writing classes with their school and counts, and their topics, as the
// contract's Class and Problemset.
import type { Class, Problemset } from '@backoffice/api-client';
import { type Kysely, sql } from 'kysely';
import { classScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { DB } from '../../db/schema.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { classNotFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';

/** Classes with their school's name and student and topic counts, in one query. */
function selectClasses(db: Kysely<DB>) {
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

/**
 * The classes the user may see, in the contract's order: school name, then class name (either
 * ignoring case). A search text matches the class's or the school's name.
 */
export async function listClasses(db: Kysely<DB>, user: SessionUser, text?: string): Promise<Class[]> {
  let query = selectClasses(db).where(classScope(user));
  if (text) {
    const pattern = containsPattern(text);
    query = query.where((eb) => eb.or([eb('classes.name', 'ilike', pattern), eb('schools.name', 'ilike', pattern)]));
  }
  const rows = await query
    .orderBy((eb) => eb.fn('lower', ['schools.name']))
    .orderBy((eb) => eb.fn('lower', ['classes.name']))
    .orderBy('classes.class_id')
    .execute();
  return rows.map(toApiClass);
}

/** True when another class of the school already has this name (compared without case). */
export async function classNameTaken(db: Kysely<DB>, schoolId: number, name: string, exceptClassId?: number): Promise<boolean> {
  let query = db
    .selectFrom('classes')
    .select('class_id')
    .where('school_id', '=', schoolId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()));
  if (exceptClassId !== undefined) query = query.where('class_id', '!=', exceptClassId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A new class; its id. */
export async function insertClass(db: Kysely<DB>, schoolId: number, name: string): Promise<number> {
  const created = await db.insertInto('classes').values({ school_id: schoolId, name }).returning('class_id').executeTakeFirstOrThrow();
  return created.class_id;
}

export async function updateClass(db: Kysely<DB>, classId: number, change: { name: string; school_id: number }): Promise<void> {
  await db.updateTable('classes').set(change).where('class_id', '=', classId).execute();
}

/** Moves every student of the class to this school. */
export async function moveClassStudents(db: Kysely<DB>, classId: number, schoolId: number): Promise<void> {
  await db.updateTable('students').set({ school_id: schoolId }).where('class_id', '=', classId).execute();
}

/** Deletes a class the user may see; false when there is none. */
export async function deleteClass(db: Kysely<DB>, user: SessionUser, classId: number): Promise<boolean> {
  const result = await db.deleteFrom('classes').where('class_id', '=', classId).where(classScope(user)).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** What an access sheet needs of each student of the class, by last name, then first name. */
export function listSheetStudents(db: Kysely<DB>, classId: number) {
  return db
    .selectFrom('students')
    .select(['student_id', 'firstname', 'lastname', 'language', 'active'])
    .where('class_id', '=', classId)
    .orderBy((eb) => eb.fn('lower', ['lastname']))
    .orderBy((eb) => eb.fn('lower', ['firstname']))
    .orderBy('student_id')
    .execute();
}

/** Links a topic to a class; linking it again changes nothing. */
export async function assignClassTopic(db: Kysely<DB>, classId: number, problemsetId: number): Promise<void> {
  await db
    .insertInto('class_problemsets')
    .values({ class_id: classId, problemset_id: problemsetId })
    .onConflict((oc) => oc.columns(['class_id', 'problemset_id']).doNothing())
    .execute();
}

/** Unlinks a topic from a class; false when it was not linked. */
export async function unassignClassTopic(db: Kysely<DB>, classId: number, problemsetId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('class_problemsets')
    .where('class_id', '=', classId)
    .where('problemset_id', '=', problemsetId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A class the user may see, with its school; undefined otherwise. */
export function findScopedClassPlace(db: Kysely<DB>, user: SessionUser, classId: number) {
  return db
    .selectFrom('classes')
    .select(['class_id', 'school_id'])
    .where('class_id', '=', classId)
    .where(classScope(user))
    .executeTakeFirst();
}

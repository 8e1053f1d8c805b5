// The import's SQL: the school's state for the plan, and the writes of a plan.
import type { Kysely } from 'kysely';
import type { DB, Gender, Language } from '../../db/schema.ts';
import { newStudentId } from '../students/data.ts';
import type { SchoolState } from './plan.ts';

/** The school's language, classes and students' names; undefined when there is no such school. */
export async function loadSchoolState(db: Kysely<DB>, schoolId: number): Promise<SchoolState | undefined> {
  const school = await db.selectFrom('schools').select('language').where('school_id', '=', schoolId).executeTakeFirst();
  if (!school) return undefined;
  const classes = await db.selectFrom('classes').select(['class_id', 'name']).where('school_id', '=', schoolId).execute();
  const students = await db.selectFrom('students').select(['firstname', 'lastname', 'class_id']).where('school_id', '=', schoolId).execute();
  return {
    language: school.language,
    classes: new Map(classes.map((c) => [c.name.trim().toLowerCase(), c])),
    students,
  };
}

/** New classes of the school, by name; their ids in the same order. */
export async function insertClasses(db: Kysely<DB>, schoolId: number, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db
    .insertInto('classes')
    .values(names.map((name) => ({ school_id: schoolId, name })))
    .returning(['class_id', 'name'])
    .execute();
  return names.map((name) => rows.find((r) => r.name === name)!.class_id);
}

export interface ImportedStudent {
  firstname: string;
  lastname: string;
  gender: Gender;
  language: Language;
  class_id: number | null;
  school_id: number;
}

/** Rows per INSERT: large enough to be quick, small enough for the 65,535 parameters of a statement. */
const CHUNK = 500;
/** Collisions among 34^12 ids are all but impossible; a few rounds make them harmless. */
const MAX_ID_ROUNDS = 5;

/** Inserts the students, each under a new random id; how many were inserted. */
export async function insertStudents(db: Kysely<DB>, students: ImportedStudent[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < students.length; start += CHUNK) {
    let pending = students.slice(start, start + CHUNK);
    for (let round = 0; pending.length > 0; round++) {
      if (round === MAX_ID_ROUNDS) throw new Error('No free student ids were found.');
      const withIds = pending.map((student) => ({ student_id: newStudentId(), ...student }));
      const done = await db
        .insertInto('students')
        .values(withIds)
        .onConflict((oc) => oc.column('student_id').doNothing())
        .returning('student_id')
        .execute();
      inserted += done.length;
      const taken = new Set(done.map((d) => d.student_id));
      pending = withIds.filter((s) => !taken.has(s.student_id)).map(({ student_id: _id, ...student }) => student);
    }
  }
  return inserted;
}

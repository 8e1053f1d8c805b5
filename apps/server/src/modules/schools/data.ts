// Reading and writing schools, as the contract's School.
import type { School } from '@backoffice/api-client';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Database } from '../../db/database.ts';
import type { Language } from '../../db/schema.ts';
import { containsPattern } from '../../lib/search.ts';

const SCHOOL_COLUMNS = ['school_id', 'name', 'description', 'address', 'phone', 'email', 'language'] as const;

/** The columns a school's form sets (language apart). */
export interface SchoolFields {
  name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
}

function selectSchools(db: Database) {
  return db.selectFrom('schools').select(SCHOOL_COLUMNS);
}

/**
 * Admins list every school; a schooladmin only their own (none when they have no school).
 * A search text matches a name, address or e-mail address; the list is ordered by name.
 */
export function listSchools(db: Database, user: SessionUser, text: string | undefined): Promise<School[]> {
  let schools = selectSchools(db);
  if (user.usertype !== 'admin') schools = schools.where('school_id', '=', user.school_id ?? -1);
  if (text) {
    const pattern = containsPattern(text);
    schools = schools.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('address', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  return schools
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('school_id')
    .execute();
}

export function getSchool(db: Database, schoolId: number): Promise<School | undefined> {
  return selectSchools(db).where('school_id', '=', schoolId).executeTakeFirst();
}

/** True when another school already has this name (compared without case). */
export async function schoolNameTaken(db: Database, name: string, exceptSchoolId?: number): Promise<boolean> {
  let query = db.selectFrom('schools').select('school_id').where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()));
  if (exceptSchoolId !== undefined) query = query.where('school_id', '!=', exceptSchoolId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertSchool(db: Database, fields: SchoolFields & { language: Language }): Promise<School> {
  return db.insertInto('schools').values(fields).returning(SCHOOL_COLUMNS).executeTakeFirstOrThrow();
}

/** Replaces a school's fields (and its language, when given); undefined when there is no such school. */
export function updateSchool(db: Database, schoolId: number, fields: SchoolFields & { language?: Language }): Promise<School | undefined> {
  return db.updateTable('schools').set(fields).where('school_id', '=', schoolId).returning(SCHOOL_COLUMNS).executeTakeFirst();
}

/** A school and whether classes, users or students still belong to it; undefined when there is none. */
export function getSchoolUse(db: Database, schoolId: number) {
  return db
    .selectFrom('schools')
    .select((eb) => [
      'school_id',
      eb
        .or([
          eb.exists(eb.selectFrom('classes').select('class_id').whereRef('classes.school_id', '=', 'schools.school_id')),
          eb.exists(eb.selectFrom('users').select('user_id').whereRef('users.school_id', '=', 'schools.school_id')),
          eb.exists(eb.selectFrom('students').select('student_id').whereRef('students.school_id', '=', 'schools.school_id')),
        ])
        .as('in_use'),
    ])
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
}

export async function deleteSchool(db: Database, schoolId: number): Promise<void> {
  await db.deleteFrom('schools').where('school_id', '=', schoolId).execute();
}

export async function schoolExists(db: Database, schoolId: number): Promise<boolean> {
  return (await db.selectFrom('schools').select('school_id').where('school_id', '=', schoolId).executeTakeFirst()) !== undefined;
}

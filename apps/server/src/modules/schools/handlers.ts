// Schools (spec §2 "Schools", §7): admins manage them; a schooladmin may list just their own
// school (the user dialog shows it). Teachers and parents have no business here.
import type { SchoolInput } from '@backoffice/api-client';
import { requireRole } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { DEFAULT_LANGUAGE } from '../../contract/enums.ts';
import { defineHandlers } from '../../contract/handler.ts';
import type { Database } from '../../db/database.ts';
import { conflict, schoolNotFound, uniqueOr } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';

const nameTaken = () => conflict('school.name_taken', 'A school with this name already exists.');

/** Refuses a name another school has (compared without case), before the unique index would. */
async function assertNameFree(db: Database, name: string, exceptSchoolId?: number) {
  let query = db.selectFrom('schools').select('school_id').where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()));
  if (exceptSchoolId !== undefined) query = query.where('school_id', '!=', exceptSchoolId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

const schoolInUse = () => conflict('school.has_dependents', 'The school still has classes, users or students. Move or delete them first.');
const SCHOOL_COLUMNS = ['school_id', 'name', 'description', 'address', 'phone', 'email', 'language'] as const;

function selectSchools(db: Database) {
  return db.selectFrom('schools').select(SCHOOL_COLUMNS);
}

/** Admins list every school; a schooladmin only their own (none when they have no school). */
function schoolsInScope(db: Database, user: SessionUser) {
  const schools = selectSchools(db);
  return user.usertype === 'admin' ? schools : schools.where('school_id', '=', user.school_id ?? -1);
}

/** A blank optional field means "none", stored as null rather than as an empty string. */
function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The columns a SchoolInput sets; every optional field left out becomes null. */
const schoolFields = (body: SchoolInput) => ({
  name: body.name.trim(),
  description: blankToNull(body.description),
  address: blankToNull(body.address),
  phone: blankToNull(body.phone),
  email: blankToNull(body.email),
});

export const schoolHandlers = defineHandlers({
  async listSchools({ user, query, services: { db } }) {
    requireRole(user, 'admin', 'schooladmin');
    let schools = schoolsInScope(db, user);
    const text = query.query?.trim();
    if (text) {
      const pattern = containsPattern(text);
      schools = schools.where((eb) =>
        eb.or([eb('name', 'ilike', pattern), eb('address', 'ilike', pattern), eb('email', 'ilike', pattern)]),
      );
    }
    return schools
      .orderBy((eb) => eb.fn('lower', ['name']))
      .orderBy('school_id')
      .execute();
  },

  async createSchool({ user, body, services: { db } }) {
    requireRole(user, 'admin');
    await assertNameFree(db, body.name);
    return uniqueOr(nameTaken, () =>
      db
        .insertInto('schools')
        .values({ ...schoolFields(body), language: body.language ?? DEFAULT_LANGUAGE })
        .returning(SCHOOL_COLUMNS)
        .executeTakeFirstOrThrow(),
    );
  },

  async getSchool({ user, params, services: { db } }) {
    requireRole(user, 'admin');
    const school = await selectSchools(db).where('school_id', '=', params.id).executeTakeFirst();
    if (!school) throw schoolNotFound();
    return school;
  },

  async updateSchool({ user, params, body, services: { db } }) {
    requireRole(user, 'admin');
    await assertNameFree(db, body.name, params.id);
    // Every field is replaced; only the language, which cannot be empty, stays when left out.
    const school = await uniqueOr(nameTaken, () =>
      db
        .updateTable('schools')
        .set({ ...schoolFields(body), ...(body.language ? { language: body.language } : {}) })
        .where('school_id', '=', params.id)
        .returning(SCHOOL_COLUMNS)
        .executeTakeFirst(),
    );
    if (!school) throw schoolNotFound();
    return school;
  },

  async deleteSchool({ user, params, services: { db } }) {
    requireRole(user, 'admin');
    await db.transaction().execute(async (tx) => {
      // Classes, users and students of a school keep it; deleting it would lose them.
      const school = await tx
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
        .where('school_id', '=', params.id)
        .executeTakeFirst();
      if (!school) throw schoolNotFound();
      if (school.in_use) throw schoolInUse();
      await tx.deleteFrom('schools').where('school_id', '=', school.school_id).execute();
    });
    return { ok: true as const };
  },
});

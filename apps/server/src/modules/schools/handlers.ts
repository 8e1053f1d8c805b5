// Schools (docs/product/screens.md#schools-list, docs/product/api.md): admins manage them; a schooladmin may list just their own
// school (the user dialog shows it). Teachers and parents have no business here.
import type { SchoolInput } from '@backoffice/api-client';
import { requireRole } from '../../auth/policy.ts';
import { DEFAULT_LANGUAGE } from '../../contract/enums.ts';
import { defineHandlers } from '../../contract/handler.ts';
import type { Database } from '../../db/database.ts';
import { conflict, schoolNotFound, uniqueOr } from '../../lib/http-error.ts';
import { deleteSchool, getSchool, getSchoolUse, insertSchool, listSchools, type SchoolFields, schoolNameTaken, updateSchool } from './data.ts';

const nameTaken = () => conflict('school.name_taken', 'A school with this name already exists.');

/** Refuses a name another school has (compared without case), before the unique index would. */
async function assertNameFree(db: Database, name: string, exceptSchoolId?: number) {
  if (await schoolNameTaken(db, name, exceptSchoolId)) throw nameTaken();
}

const schoolInUse = () => conflict('school.has_dependents', 'The school still has classes, users or students. Move or delete them first.');

/** A blank optional field means "none", stored as null rather than as an empty string. */
function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The columns a SchoolInput sets; every optional field left out becomes null. */
const schoolFields = (body: SchoolInput): SchoolFields => ({
  name: body.name.trim(),
  description: blankToNull(body.description),
  address: blankToNull(body.address),
  phone: blankToNull(body.phone),
  email: blankToNull(body.email),
});

export const schoolHandlers = defineHandlers({
  async listSchools({ user, query, services: { db } }) {
    requireRole(user, 'admin', 'schooladmin');
    return listSchools(db, user, query.query?.trim());
  },

  async createSchool({ user, body, services: { db } }) {
    requireRole(user, 'admin');
    await assertNameFree(db, body.name);
    return uniqueOr(nameTaken, () => insertSchool(db, { ...schoolFields(body), language: body.language ?? DEFAULT_LANGUAGE }));
  },

  async getSchool({ user, params, services: { db } }) {
    requireRole(user, 'admin');
    const school = await getSchool(db, params.id);
    if (!school) throw schoolNotFound();
    return school;
  },

  async updateSchool({ user, params, body, services: { db } }) {
    requireRole(user, 'admin');
    await assertNameFree(db, body.name, params.id);
    // Every field is replaced; only the language, which cannot be empty, stays when left out.
    const school = await uniqueOr(nameTaken, () =>
      updateSchool(db, params.id, { ...schoolFields(body), ...(body.language ? { language: body.language } : {}) }),
    );
    if (!school) throw schoolNotFound();
    return school;
  },

  async deleteSchool({ user, params, services: { db } }) {
    requireRole(user, 'admin');
    await db.transaction().execute(async (tx) => {
      // Classes, users and students of a school keep it; deleting it would lose them.
      const school = await getSchoolUse(tx, params.id);
      if (!school) throw schoolNotFound();
      if (school.in_use) throw schoolInUse();
      await deleteSchool(tx, school.school_id);
    });
    return { ok: true as const };
  },
});

// Classes: lists with counts, create/rename/delete, their students and topics, and the
// printable access sheets. Staff only (parents get 403); schooladmins and teachers see and
// change only their own school's classes (classScope), admins every class.
import type { Kysely } from 'kysely';
import { classScope, problemsetScope, requireRole, STAFF, studentScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { defineHandlers } from '../../contract/handler.ts';
import type { DB } from '../../db/schema.ts';
import { classNotFound, conflict, forbidden, notFound, schoolNotFound, studentNotFound, topicNotFound, uniqueOr } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';
import { accessLink, schoolOnJoining, selectStudents, studentAppUrl, toApiStudent } from '../students/data.ts';
import { getScopedClass, listClassTopics, selectClasses, toApiClass } from './data.ts';

const nameTaken = () => conflict('class.name_taken', 'A class with this name already exists in this school.');

/** Refuses a name another class of the school has (compared without case). */
async function assertNameFree(db: Kysely<DB>, schoolId: number, name: string, exceptClassId?: number) {
  let query = db
    .selectFrom('classes')
    .select('class_id')
    .where('school_id', '=', schoolId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()));
  if (exceptClassId !== undefined) query = query.where('class_id', '!=', exceptClassId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

const topicNotAssigned = () => notFound('class.topic_not_assigned', 'The topic is not assigned to this class.');
const inOtherClass = () => conflict('class.student_in_other_class', 'The student already belongs to another class.');
const notInClass = () => notFound('class.student_not_in_class', 'The student is not in this class.');

/**
 * The school a class of this user belongs to: an admin's choice (which must exist), and for
 * schooladmins and teachers always their own school, whatever they sent.
 */
async function schoolForClass(db: Kysely<DB>, user: SessionUser, requested: number): Promise<number> {
  if (user.usertype !== 'admin') {
    if (user.school_id === null) throw forbidden();
    return user.school_id;
  }
  const school = await db.selectFrom('schools').select('school_id').where('school_id', '=', requested).executeTakeFirst();
  if (!school) throw schoolNotFound(422);
  return school.school_id;
}

async function getApiClass(db: Kysely<DB>, user: SessionUser, classId: number) {
  return toApiClass(await getScopedClass(db, user, classId));
}

/** A student the user may see, with the class they are in now; 404 otherwise. */
async function getScopedStudentClass(db: Kysely<DB>, user: SessionUser, studentId: string) {
  const student = await db
    .selectFrom('students')
    .select(['student_id', 'class_id', 'school_id', 'parent_user_id'])
    .where('student_id', '=', studentId)
    .where(studentScope(user))
    .executeTakeFirst();
  if (!student) throw studentNotFound();
  return student;
}

/** The contract's order of class lists: school name, then class name (either ignoring case). */
const orderClasses = (query: ReturnType<typeof selectClasses>) =>
  query
    .orderBy((eb) => eb.fn('lower', ['schools.name']))
    .orderBy((eb) => eb.fn('lower', ['classes.name']))
    .orderBy('classes.class_id');

export const classHandlers = defineHandlers({
  async listClasses({ user, services: { db } }) {
    requireRole(user, ...STAFF);
    const rows = await orderClasses(selectClasses(db).where(classScope(user))).execute();
    return rows.map(toApiClass);
  },

  async listClassesExtended({ user, query, services: { db } }) {
    requireRole(user, ...STAFF);
    let select = selectClasses(db).where(classScope(user));
    const text = query.query?.trim();
    if (text) {
      const pattern = containsPattern(text);
      select = select.where((eb) => eb.or([eb('classes.name', 'ilike', pattern), eb('schools.name', 'ilike', pattern)]));
    }
    const rows = await orderClasses(select).execute();
    return rows.map(toApiClass);
  },

  async createClass({ user, body, services: { db } }) {
    requireRole(user, ...STAFF);
    const schoolId = await schoolForClass(db, user, body.school_id);
    await assertNameFree(db, schoolId, body.name);
    const created = await uniqueOr(nameTaken, () =>
      db.insertInto('classes').values({ school_id: schoolId, name: body.name.trim() }).returning('class_id').executeTakeFirstOrThrow(),
    );
    return getApiClass(db, user, created.class_id);
  },

  async getClass({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    return getApiClass(db, user, params.id);
  },

  async updateClass({ user, params, body, services: { db } }) {
    requireRole(user, ...STAFF);
    await uniqueOr(nameTaken, () =>
      db.transaction().execute(async (tx) => {
        const current = await getScopedClass(tx, user, params.id);
        const schoolId = user.usertype === 'admin' ? await schoolForClass(tx, user, body.school_id) : current.school_id;
        await assertNameFree(tx, schoolId, body.name, params.id);
        await tx.updateTable('classes').set({ name: body.name.trim(), school_id: schoolId }).where('class_id', '=', params.id).execute();
        // A student's school is their class's school: moving the class moves its students.
        if (schoolId !== current.school_id) {
          await tx.updateTable('students').set({ school_id: schoolId }).where('class_id', '=', params.id).execute();
        }
      }),
    );
    return getApiClass(db, user, params.id);
  },

  async deleteClass({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    // Students keep their school without a class (ON DELETE SET NULL); topic links go (CASCADE).
    const result = await db.deleteFrom('classes').where('class_id', '=', params.id).where(classScope(user)).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw classNotFound();
    return { ok: true as const };
  },

  async printClassAccessSheets({ user, params, services: { db, config, printing }, reply }) {
    requireRole(user, ...STAFF);
    const klass = await getScopedClass(db, user, params.id);
    const students = await db
      .selectFrom('students')
      .select(['student_id', 'firstname', 'lastname', 'language', 'active'])
      .where('class_id', '=', params.id)
      .orderBy((eb) => eb.fn('lower', ['lastname']))
      .orderBy((eb) => eb.fn('lower', ['firstname']))
      .orderBy('student_id')
      .execute();
    const appUrl = await studentAppUrl(db, config);
    // A deactivated student's link does not work: no sheet, but the cover counts them.
    const active = students.filter((s) => s.active);
    // Rendered in a worker thread and streamed page by page (503 when too many prints run).
    const pdf = await printing.print({
      klass: { className: klass.name, schoolName: klass.school_name, schoolLanguage: klass.school_language },
      students: active.map((s) => ({ fullName: `${s.firstname} ${s.lastname}`, language: s.language, link: accessLink(appUrl, s.student_id) })),
      leftOut: students.length - active.length,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="access_sheets_class_${klass.class_id}.pdf"`)
      .send(pdf);
  },

  async listClassStudents({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    await getScopedClass(db, user, params.id);
    const rows = await selectStudents(db)
      .where('students.class_id', '=', params.id)
      .where(studentScope(user))
      .orderBy((eb) => eb.fn('lower', ['students.lastname']))
      .orderBy((eb) => eb.fn('lower', ['students.firstname']))
      .orderBy('students.student_id')
      .execute();
    return rows.map(toApiStudent);
  },

  async listClassProblemsets({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    await getScopedClass(db, user, params.id);
    return listClassTopics(db, params.id);
  },

  async addClassStudent({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    await db.transaction().execute(async (tx) => {
      const klass = await getScopedClass(tx, user, params.id);
      const student = await getScopedStudentClass(tx, user, params.studentId);
      if (student.class_id === klass.class_id) return;
      if (student.class_id !== null) throw inOtherClass();
      const school_id = schoolOnJoining(student, klass);
      await tx
        .updateTable('students')
        .set({ class_id: klass.class_id, school_id })
        .where('student_id', '=', student.student_id)
        .execute();
    });
    return { ok: true as const };
  },

  async removeClassStudent({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    await db.transaction().execute(async (tx) => {
      await getScopedClass(tx, user, params.id);
      const student = await getScopedStudentClass(tx, user, params.studentId);
      if (student.class_id !== params.id) throw notInClass();
      // The student stays in their school, with their problems and conversations.
      await tx.updateTable('students').set({ class_id: null }).where('student_id', '=', student.student_id).execute();
    });
    return { ok: true as const };
  },

  async addClassProblemset({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    await getScopedClass(db, user, params.id);
    const topic = await db
      .selectFrom('problemsets')
      .select('problemset_id')
      .where('problemset_id', '=', params.problemsetId)
      .where(problemsetScope(user))
      .executeTakeFirst();
    if (!topic) throw topicNotFound();
    // Only the link: the topic's problems reach students through addStudentProblemset.
    await db
      .insertInto('class_problemsets')
      .values({ class_id: params.id, problemset_id: topic.problemset_id })
      .onConflict((oc) => oc.columns(['class_id', 'problemset_id']).doNothing())
      .execute();
    return { ok: true as const };
  },

  async removeClassProblemset({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    await getScopedClass(db, user, params.id);
    const result = await db
      .deleteFrom('class_problemsets')
      .where('class_id', '=', params.id)
      .where('problemset_id', '=', params.problemsetId)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw topicNotAssigned();
    return { ok: true as const };
  },
});

// Classes: lists with counts, create/rename/delete, their students and topics, the printable
// access sheets and the progress matrix (JSON and CSV). Staff only (parents get 403);
// schooladmins and teachers see and change only their own school's classes (classScope),
// admins every class.
import { requireRole, STAFF } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { defineHandlers } from '../../contract/handler.ts';
import type { Database } from '../../db/database.ts';
import { attachmentHeader } from '../../lib/csv.ts';
import { classNotFound, conflict, forbidden, notFound, schoolNotFound, studentNotFound, uniqueOr } from '../../lib/http-error.ts';
import { requireProblemset } from '../problemsets/data.ts';
import { schoolExists } from '../schools/data.ts';
import { accessLink, findScopedStudentPlace, listClassStudents, schoolOnJoining, studentAppUrl, updateStudent } from '../students/data.ts';
import {
  assignClassTopic,
  classNameTaken,
  deleteClass,
  getScopedClass,
  insertClass,
  listClasses,
  listClassTopics,
  listSheetStudents,
  moveClassStudents,
  toApiClass,
  unassignClassTopic,
  updateClass,
} from './data.ts';
import { progressCsv, progressFileName } from './progress.ts';
import { loadClassProgress } from './progress-data.ts';

const nameTaken = () => conflict('class.name_taken', 'A class with this name already exists in this school.');

/** Refuses a name another class of the school has (compared without case). */
async function assertNameFree(db: Database, schoolId: number, name: string, exceptClassId?: number) {
  if (await classNameTaken(db, schoolId, name, exceptClassId)) throw nameTaken();
}

const topicNotAssigned = () => notFound('class.topic_not_assigned', 'The topic is not assigned to this class.');
const inOtherClass = () => conflict('class.student_in_other_class', 'The student already belongs to another class.');
const notInClass = () => notFound('class.student_not_in_class', 'The student is not in this class.');

/**
 * The school a class of this user belongs to: an admin's choice (which must exist), and for
 * schooladmins and teachers always their own school, whatever they sent.
 */
async function schoolForClass(db: Database, user: SessionUser, requested: number): Promise<number> {
  if (user.usertype !== 'admin') {
    if (user.school_id === null) throw forbidden();
    return user.school_id;
  }
  if (!(await schoolExists(db, requested))) throw schoolNotFound(422);
  return requested;
}

async function getApiClass(db: Database, user: SessionUser, classId: number) {
  return toApiClass(await getScopedClass(db, user, classId));
}

/** A student the user may see, with the class they are in now; 404 otherwise. */
async function getScopedStudentClass(db: Database, user: SessionUser, studentId: string) {
  const student = await findScopedStudentPlace(db, user, studentId);
  if (!student) throw studentNotFound();
  return student;
}

export const classHandlers = defineHandlers({
  async listClasses({ user, services: { db } }) {
    requireRole(user, ...STAFF);
    return listClasses(db, user);
  },

  async listClassesExtended({ user, query, services: { db } }) {
    requireRole(user, ...STAFF);
    return listClasses(db, user, query.query?.trim());
  },

  async createClass({ user, body, services: { db } }) {
    requireRole(user, ...STAFF);
    const schoolId = await schoolForClass(db, user, body.school_id);
    await assertNameFree(db, schoolId, body.name);
    const classId = await uniqueOr(nameTaken, () => insertClass(db, schoolId, body.name.trim()));
    return getApiClass(db, user, classId);
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
        await updateClass(tx, params.id, { name: body.name.trim(), school_id: schoolId });
        // A student's school is their class's school: moving the class moves its students.
        if (schoolId !== current.school_id) await moveClassStudents(tx, params.id, schoolId);
      }),
    );
    return getApiClass(db, user, params.id);
  },

  async deleteClass({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    // Students keep their school without a class (ON DELETE SET NULL); topic links go (CASCADE).
    if (!(await deleteClass(db, user, params.id))) throw classNotFound();
    return { ok: true as const };
  },

  async printClassAccessSheets({ user, params, services: { db, config, printing }, reply }) {
    requireRole(user, ...STAFF);
    const klass = await getScopedClass(db, user, params.id);
    const students = await listSheetStudents(db, params.id);
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

  async getClassProgress({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    const klass = await getScopedClass(db, user, params.id);
    return loadClassProgress(db, klass);
  },

  async exportClassProgress({ user, params, query, services: { db }, reply }) {
    requireRole(user, ...STAFF);
    const klass = await getScopedClass(db, user, params.id);
    const language = query.language ?? user.language;
    const csv = progressCsv(await loadClassProgress(db, klass), language);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(progressFileName(klass.name, language)))
      .header('cache-control', 'no-store')
      .send(csv);
  },

  async listClassStudents({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    await getScopedClass(db, user, params.id);
    return listClassStudents(db, user, params.id);
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
      await updateStudent(tx, student.student_id, { class_id: klass.class_id, school_id });
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
      await updateStudent(tx, student.student_id, { class_id: null });
    });
    return { ok: true as const };
  },

  async addClassProblemset({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    await getScopedClass(db, user, params.id);
    const topic = await requireProblemset(db, user, params.problemsetId);
    // Only the link: the topic's problems reach students through addStudentProblemset.
    await assignClassTopic(db, params.id, topic.problemset_id);
    return { ok: true as const };
  },

  async removeClassProblemset({ user, params, services: { db } }) {
    requireRole(user, ...STAFF);
    await getScopedClass(db, user, params.id);
    if (!(await unassignClassTopic(db, params.id, params.problemsetId))) throw topicNotAssigned();
    return { ok: true as const };
  },
});

// Students (a parent's "children"): lists, create, partial update, delete, and e-mailing the
// access link. Every read and write is scoped with studentScope: admins all students,
// schooladmins and teachers their school's, parents their own children.
import type { SessionUser } from '../../auth/session-user.ts';
import { NEW_STUDENT } from '../../contract/enums.ts';
import { defineHandlers } from '../../contract/handler.ts';
import type { Database } from '../../db/database.ts';
import { classNotFound, forbidden, internal, studentNotFound, unavailable } from '../../lib/http-error.ts';
import { hit } from '../../lib/rate-limits.ts';
import { MAIL_WINDOW_MS, MAILS_PER_ADDRESS } from '../../mail/ration.ts';
import { accessLinkMail } from '../../mail/templates.ts';
import { findScopedClassPlace } from '../classes/data.ts';
import {
  accessLink,
  deleteStudent,
  findScopedStudent,
  findScopedStudentPlace,
  insertStudent,
  listStudents,
  newStudentId,
  schoolOnJoining,
  searchStudents,
  studentAppUrl,
  updateStudent,
} from './data.ts';

/** A teacher sends a whole class its links, one by one. */
const ACCESS_LINKS_PER_SENDER = 60;
const mailFailed = () => unavailable('mail.unavailable', 'The access link could not be sent because the mail server could not be reached.');
/** Collisions among 34^12 ids are all but impossible; a few tries make them harmless. */
const MAX_ID_TRIES = 5;

/** A class the user may use, or 422 (a body id, not a path id). */
async function classForBody(db: Database, user: SessionUser, classId: number) {
  const found = await findScopedClassPlace(db, user, classId);
  if (!found) throw classNotFound(422);
  return found;
}

async function getScopedStudent(db: Database, user: SessionUser, studentId: string) {
  const student = await findScopedStudent(db, user, studentId);
  if (!student) throw studentNotFound();
  return student;
}

/** Where a new student belongs: a parent's child has neither school nor class. */
async function placementOfNewStudent(db: Database, user: SessionUser, classId: number | null | undefined) {
  if (user.usertype === 'parent') {
    if (classId != null) throw forbidden();
    return { class_id: null, school_id: null, parent_user_id: user.user_id };
  }
  if (classId != null) {
    // A new student is in no school yet, so the class's school becomes theirs.
    return { class_id: classId, school_id: (await classForBody(db, user, classId)).school_id, parent_user_id: null };
  }
  // Staff keep a class-less student in their own school; an admin has no school to give.
  return { class_id: null, school_id: user.usertype === 'admin' ? null : user.school_id, parent_user_id: null };
}

export const studentHandlers = defineHandlers({
  async listStudents({ user, query, services: { db } }) {
    let notIn: { class_id: number; school_id: number } | undefined;
    if (query.not_in_class !== undefined) {
      // The students who may join the class: its school's, not in it already.
      notIn = await findScopedClassPlace(db, user, query.not_in_class);
      if (!notIn) return [];
    }
    return listStudents(db, user, { unassigned: query.unassigned, notIn });
  },

  async listStudentsExtended({ user, query, services: { db } }) {
    return searchStudents(db, user, query.query?.trim());
  },

  async createStudent({ user, body, services: { db } }) {
    const placement = await placementOfNewStudent(db, user, body.class_id);
    const values = {
      firstname: body.firstname.trim(),
      lastname: body.lastname.trim(),
      gender: body.gender ?? NEW_STUDENT.gender,
      language: body.language ?? NEW_STUDENT.language,
      ...placement,
    };
    for (let attempt = 0; attempt < MAX_ID_TRIES; attempt++) {
      const studentId = await insertStudent(db, newStudentId(), values);
      if (studentId) return getScopedStudent(db, user, studentId);
    }
    throw internal('No free student id was found. Please try again.');
  },

  async getStudent({ user, params, services: { db } }) {
    return getScopedStudent(db, user, params.id);
  },

  async updateStudent({ user, params, body, services: { db } }) {
    await db.transaction().execute(async (tx) => {
      const student = await findScopedStudentPlace(tx, user, params.id);
      if (!student) throw studentNotFound();
      const placement: { class_id?: number | null; school_id?: number } = {};
      if (body.class_id !== undefined) {
        if (user.usertype === 'parent') throw forbidden();
        placement.class_id = body.class_id;
        // Leaving a class keeps the school; joining one never changes it (schoolOnJoining).
        if (body.class_id !== null && body.class_id !== student.class_id) {
          placement.school_id = schoolOnJoining(student, await classForBody(tx, user, body.class_id));
        }
      }
      await updateStudent(tx, params.id, {
        ...(body.firstname !== undefined ? { firstname: body.firstname.trim() } : {}),
        ...(body.lastname !== undefined ? { lastname: body.lastname.trim() } : {}),
        ...(body.gender !== undefined ? { gender: body.gender } : {}),
        ...(body.language !== undefined ? { language: body.language } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
        ...placement,
      });
    });
    return getScopedStudent(db, user, params.id);
  },

  async deleteStudent({ user, params, services: { db } }) {
    // Conversations, messages, recordings and problem links go with the student (ON DELETE CASCADE).
    if (!(await deleteStudent(db, user, params.id))) throw studentNotFound();
    return { ok: true as const };
  },

  async sendStudentAccessLink({ user, params, body, services: { db, config, mailer }, request }) {
    const student = await getScopedStudent(db, user, params.id);
    // Rationed per recipient, per student and per sender, so that nobody floods an inbox;
    // past the ration the answer stays the same and no mail goes out.
    const ration = await hit(
      db,
      [
        { key: `access-link:address:${body.email.trim().toLowerCase()}`, max: MAILS_PER_ADDRESS },
        { key: `access-link:student:${student.student_id}`, max: MAILS_PER_ADDRESS },
        { key: `access-link:requester:${user.user_id}`, max: ACCESS_LINKS_PER_SENDER },
      ],
      MAIL_WINDOW_MS,
    );
    if (!ration.allowed) return { ok: true as const };
    const link = accessLink(await studentAppUrl(db, config), student.student_id);
    const mail = accessLinkMail(student.language, link, `${student.firstname} ${student.lastname}`);
    // The address is used for this one mail only and never stored.
    try {
      await mailer.send({ to: body.email, ...mail });
    } catch (error) {
      request.log.error(error, 'access link mail could not be sent');
      throw mailFailed();
    }
    return { ok: true as const };
  },
});

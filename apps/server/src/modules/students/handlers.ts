// Students (a parent's "children"): lists, create, partial update, delete, and e-mailing the
// access link. Every read and write is scoped with studentScope: admins all students,
// schooladmins and teachers their school's, parents their own children.
import { type Kysely, sql } from 'kysely';
import { classScope, studentScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { NEW_STUDENT } from '../../contract/enums.ts';
import { defineHandlers } from '../../contract/handler.ts';
import type { DB } from '../../db/schema.ts';
import { classNotFound, forbidden, internal, studentNotFound, unavailable } from '../../lib/http-error.ts';
import { hit } from '../../lib/rate-limits.ts';
import { containsPattern } from '../../lib/search.ts';
import { MAIL_WINDOW_MS, MAILS_PER_ADDRESS } from '../auth/handlers.ts';
import { accessLinkMail } from '../../mail/templates.ts';
import {
  accessLink,
  newStudentId,
  schoolOnJoining,
  selectStudents,
  studentAppUrl,
  toApiStudent,
} from './data.ts';

/** A teacher sends a whole class its links, one by one. */
const ACCESS_LINKS_PER_SENDER = 60;
const mailFailed = () => unavailable('mail.unavailable', 'The access link could not be sent because the mail server could not be reached.');
/** Collisions among 34^12 ids are all but impossible; a few tries make them harmless. */
const MAX_ID_TRIES = 5;

/** A class the user may use, or 422 (a body id, not a path id). */
async function classForBody(db: Kysely<DB>, user: SessionUser, classId: number) {
  const found = await db
    .selectFrom('classes')
    .select(['class_id', 'school_id'])
    .where('class_id', '=', classId)
    .where(classScope(user))
    .executeTakeFirst();
  if (!found) throw classNotFound(422);
  return found;
}

async function getScopedStudent(db: Kysely<DB>, user: SessionUser, studentId: string) {
  const row = await selectStudents(db)
    .where('students.student_id', '=', studentId)
    .where(studentScope(user))
    .executeTakeFirst();
  if (!row) throw studentNotFound();
  return toApiStudent(row);
}

/** Where a new student belongs: a parent's child has neither school nor class. */
async function placementOfNewStudent(db: Kysely<DB>, user: SessionUser, classId: number | null | undefined) {
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
    let select = selectStudents(db).where(studentScope(user));
    if (query.unassigned) select = select.where('students.class_id', 'is', null);
    if (query.not_in_class !== undefined) {
      // The students who may join the class: its school's, not in it already.
      const klass = await db
        .selectFrom('classes')
        .select(['class_id', 'school_id'])
        .where('class_id', '=', query.not_in_class)
        .where(classScope(user))
        .executeTakeFirst();
      if (!klass) return [];
      select = select
        .where('students.school_id', '=', klass.school_id)
        .where((eb) => eb.or([eb('students.class_id', 'is', null), eb('students.class_id', '!=', klass.class_id)]));
    }
    const rows = await select
      .orderBy((eb) => eb.fn('lower', ['students.lastname']))
      .orderBy((eb) => eb.fn('lower', ['students.firstname']))
      .orderBy('students.student_id')
      .execute();
    return rows.map(toApiStudent);
  },

  async listStudentsExtended({ user, query, services: { db } }) {
    let select = selectStudents(db).where(studentScope(user));
    const text = query.query?.trim();
    if (text) {
      const pattern = containsPattern(text);
      select = select.where((eb) =>
        eb.or([
          eb('students.firstname', 'ilike', pattern),
          eb('students.lastname', 'ilike', pattern),
          eb(sql<string>`students.firstname || ' ' || students.lastname`, 'ilike', pattern),
          eb('students.student_id', 'ilike', pattern),
          eb('classes.name', 'ilike', pattern),
        ]),
      );
    }
    const rows = await select
      .orderBy('students.lastlogin', (o) => o.desc().nullsLast())
      .orderBy((eb) => eb.fn('lower', ['students.lastname']))
      .orderBy((eb) => eb.fn('lower', ['students.firstname']))
      .orderBy('students.student_id')
      .execute();
    return rows.map(toApiStudent);
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
      const inserted = await db
        .insertInto('students')
        .values({ student_id: newStudentId(), ...values })
        .onConflict((oc) => oc.column('student_id').doNothing())
        .returning('student_id')
        .executeTakeFirst();
      if (inserted) return getScopedStudent(db, user, inserted.student_id);
    }
    throw internal('No free student id was found. Please try again.');
  },

  async getStudent({ user, params, services: { db } }) {
    return getScopedStudent(db, user, params.id);
  },

  async updateStudent({ user, params, body, services: { db } }) {
    await db.transaction().execute(async (tx) => {
      const student = await tx
        .selectFrom('students')
        .select(['student_id', 'class_id', 'school_id', 'parent_user_id'])
        .where('student_id', '=', params.id)
        .where(studentScope(user))
        .executeTakeFirst();
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
      await tx
        .updateTable('students')
        .set({
          ...(body.firstname !== undefined ? { firstname: body.firstname.trim() } : {}),
          ...(body.lastname !== undefined ? { lastname: body.lastname.trim() } : {}),
          ...(body.gender !== undefined ? { gender: body.gender } : {}),
          ...(body.language !== undefined ? { language: body.language } : {}),
          ...(body.active !== undefined ? { active: body.active } : {}),
          ...placement,
        })
        .where('student_id', '=', params.id)
        .execute();
    });
    return getScopedStudent(db, user, params.id);
  },

  async deleteStudent({ user, params, services: { db } }) {
    // Conversations, messages, recordings and problem links go with the student (ON DELETE CASCADE).
    const result = await db
      .deleteFrom('students')
      .where('student_id', '=', params.id)
      .where(studentScope(user))
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw studentNotFound();
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

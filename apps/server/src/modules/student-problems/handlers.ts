// A student's assigned problems (spec §7, the student page): list, assign, reorder, reset,
// flag, remove; and the student's conversation digests and history.
import { problemScope, problemsetScope } from '../../auth/policy.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { appendToList, listProblemIds, moveTo, setListOrder, studentProblemList } from '../../db/ordered-lists.ts';
import { notFound, problemNotFound, topicNotFound } from '../../lib/http-error.ts';
import { selectStudents, toApiStudent } from '../students/data.ts';
import { regenerateDigests } from '../students/digests.ts';
import { getStudentProblem, listStudentProblems, requireStudent } from './data.ts';

/** What an assignment answers: how many were added, how many skipped as already assigned, and the list. */
const assignment = <T>(added: number, alreadyAssigned: number, problems: T[]) => ({ added, already_assigned: alreadyAssigned, problems });

const notAssigned = () => notFound('problem.not_found', 'The problem is not assigned to this student.');

export const studentProblemHandlers = defineHandlers({
  async listStudentProblems({ params, user, services: { db } }) {
    await requireStudent(db, user, params.id);
    return listStudentProblems(db, params.id);
  },

  async addStudentProblems({ params, body, user, services: { db } }) {
    return db.transaction().execute(async (trx) => {
      await requireStudent(trx, user, params.id, { lock: true });
      const visible = await trx
        .selectFrom('problems')
        .select('problem_id')
        .where('problem_id', 'in', body.problem_ids)
        .where(problemScope(user))
        .execute();
      if (visible.length !== body.problem_ids.length) throw problemNotFound();
      const assigned = await listProblemIds(trx, studentProblemList, params.id);
      const added = body.problem_ids.filter((id) => !assigned.includes(id)).map((problem_id) => ({ problem_id, quiz: false }));
      await appendToList(trx, studentProblemList, params.id, added, assigned.length);
      return assignment(added.length, body.problem_ids.length - added.length, await listStudentProblems(trx, params.id));
    });
  },

  async reorderStudentProblems({ params, body, user, services: { db } }) {
    return db.transaction().execute(async (trx) => {
      await requireStudent(trx, user, params.id, { lock: true });
      const ids = await listProblemIds(trx, studentProblemList, params.id);
      if (!ids.includes(body.problem_id)) throw notAssigned();
      await setListOrder(trx, studentProblemList, params.id, moveTo(ids, body.problem_id, body.new_index));
      return listStudentProblems(trx, params.id);
    });
  },

  async resetStudentProblems({ params, user, services: { db } }) {
    await requireStudent(db, user, params.id);
    await db
      .updateTable('student_problems')
      .set({ solved: false, last_changed: new Date() })
      .where('student_id', '=', params.id)
      .execute();
    return listStudentProblems(db, params.id);
  },

  async updateStudentProblem({ params, body, user, services: { db } }) {
    await requireStudent(db, user, params.id);
    const updated = await db
      .updateTable('student_problems')
      .set({
        ...(body.solved !== undefined ? { solved: body.solved } : {}),
        ...(body.quiz !== undefined ? { quiz: body.quiz } : {}),
        last_changed: new Date(),
      })
      .where('student_id', '=', params.id)
      .where('problem_id', '=', params.problemId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw notAssigned();
    return (await getStudentProblem(db, params.id, params.problemId))!;
  },

  async removeStudentProblem({ params, user, services: { db } }) {
    return db.transaction().execute(async (trx) => {
      await requireStudent(trx, user, params.id, { lock: true });
      const removed = await trx
        .deleteFrom('student_problems')
        .where('student_id', '=', params.id)
        .where('problem_id', '=', params.problemId)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) throw notAssigned();
      // The problems after the removed one close up.
      await setListOrder(trx, studentProblemList, params.id, await listProblemIds(trx, studentProblemList, params.id));
      return { ok: true as const };
    });
  },

  async addStudentProblemset({ params, user, services: { db } }) {
    return db.transaction().execute(async (trx) => {
      await requireStudent(trx, user, params.id, { lock: true });
      const topic = await trx
        .selectFrom('problemsets')
        .select('problemset_id')
        .where('problemset_id', '=', params.problemsetId)
        .where(problemsetScope(user))
        .executeTakeFirst();
      if (!topic) throw topicNotFound();
      const assigned = await listProblemIds(trx, studentProblemList, params.id);
      const topicProblems = await trx
        .selectFrom('problemset_problems')
        .select(['problem_id', 'quiz'])
        .where('problemset_id', '=', topic.problemset_id)
        .orderBy('ordering')
        .orderBy('problem_id')
        .execute();
      const added = topicProblems.filter((p) => !assigned.includes(p.problem_id));
      await appendToList(trx, studentProblemList, params.id, added, assigned.length);
      return assignment(added.length, topicProblems.length - added.length, await listStudentProblems(trx, params.id));
    });
  },

  async regenerateStudentDigests({ params, user, services: { db, ai } }) {
    await requireStudent(db, user, params.id);
    const summarised = await regenerateDigests(db, ai, params.id);
    const student = await selectStudents(db).where('students.student_id', '=', params.id).executeTakeFirstOrThrow();
    return { student: toApiStudent(student), summarised };
  },

  async deleteStudentHistory({ params, user, services: { db } }) {
    await db.transaction().execute(async (trx) => {
      await requireStudent(trx, user, params.id, { lock: true });
      await trx.updateTable('students').set({ history: null }).where('student_id', '=', params.id).execute();
      await trx.updateTable('conversations').set({ digest: null, digested_at: null }).where('student_id', '=', params.id).execute();
    });
    const student = await selectStudents(db).where('students.student_id', '=', params.id).executeTakeFirstOrThrow();
    return toApiStudent(student);
  },
});

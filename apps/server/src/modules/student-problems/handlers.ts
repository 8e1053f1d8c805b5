// A student's assigned problems (docs/product/api.md, the student page): list, assign, reorder, reset,
// flag, remove; and the student's conversation digests and history.
import { defineHandlers } from '../../contract/handler.ts';
import { appendToList, listProblemIds, moveTo, setListOrder, studentProblemList } from '../../db/ordered-lists.ts';
import { notFound, problemNotFound } from '../../lib/http-error.ts';
import { countVisibleProblems } from '../problems/data.ts';
import { listTopicEntries, requireProblemset } from '../problemsets/data.ts';
import { getStudent } from '../students/data.ts';
import { regenerateDigests } from '../students/digests.ts';
import {
  forgetStudentHistory,
  getStudentProblem,
  listStudentProblems,
  removeStudentProblem,
  requireStudent,
  resetStudentProblems,
  updateStudentProblem,
} from './data.ts';

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
      if ((await countVisibleProblems(trx, user, body.problem_ids)) !== body.problem_ids.length) throw problemNotFound();
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
    await resetStudentProblems(db, params.id);
    return listStudentProblems(db, params.id);
  },

  async updateStudentProblem({ params, body, user, services: { db } }) {
    await requireStudent(db, user, params.id);
    const change = {
      ...(body.solved !== undefined ? { solved: body.solved } : {}),
      ...(body.quiz !== undefined ? { quiz: body.quiz } : {}),
    };
    if (!(await updateStudentProblem(db, params.id, params.problemId, change))) throw notAssigned();
    return (await getStudentProblem(db, params.id, params.problemId))!;
  },

  async removeStudentProblem({ params, user, services: { db } }) {
    return db.transaction().execute(async (trx) => {
      await requireStudent(trx, user, params.id, { lock: true });
      if (!(await removeStudentProblem(trx, params.id, params.problemId))) throw notAssigned();
      // The problems after the removed one close up.
      await setListOrder(trx, studentProblemList, params.id, await listProblemIds(trx, studentProblemList, params.id));
      return { ok: true as const };
    });
  },

  async addStudentProblemset({ params, user, services: { db } }) {
    return db.transaction().execute(async (trx) => {
      await requireStudent(trx, user, params.id, { lock: true });
      const topic = await requireProblemset(trx, user, params.problemsetId);
      const assigned = await listProblemIds(trx, studentProblemList, params.id);
      const topicProblems = await listTopicEntries(trx, topic.problemset_id);
      const added = topicProblems.filter((p) => !assigned.includes(p.problem_id));
      await appendToList(trx, studentProblemList, params.id, added, assigned.length);
      return assignment(added.length, topicProblems.length - added.length, await listStudentProblems(trx, params.id));
    });
  },

  async regenerateStudentDigests({ params, user, services: { db, ai } }) {
    await requireStudent(db, user, params.id);
    const summarised = await regenerateDigests(db, ai, params.id);
    return { student: await getStudent(db, params.id), summarised };
  },

  async deleteStudentHistory({ params, user, services: { db } }) {
    await db.transaction().execute(async (trx) => {
      await requireStudent(trx, user, params.id, { lock: true });
      await forgetStudentHistory(trx, params.id);
    });
    return getStudent(db, params.id);
  },
});

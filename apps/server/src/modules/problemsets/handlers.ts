// Topics (problem sets) and their ordered problem lists (docs/product/screens.md#topics-list, docs/product/api.md), plus the
// problem collections. Every role works on the topics in its scope (policy.problemsetScope);
// a topic outside it answers 404 as if it did not exist.
import { defineHandlers } from '../../contract/handler.ts';
import { appendToList, closeUpLists, listProblemIds, moveTo, setListOrder, topicProblemList } from '../../db/ordered-lists.ts';
import { problemNotFound, topicNotFound } from '../../lib/http-error.ts';
import { getScopedClass } from '../classes/data.ts';
import { countVisibleProblems, listCollections } from '../problems/data.ts';
import {
  deleteProblemset,
  getProblemset,
  getTopicProblem,
  insertProblemset,
  listProblemsets,
  listTopicProblems,
  removeTopicProblems,
  renameProblemset,
  requireProblemset,
  setTopicProblemQuiz,
  touchProblemsets,
} from './data.ts';

export const problemsetHandlers = defineHandlers({
  async listProblemsets({ user, query, services: { db } }) {
    // A class named here must be one the user may see.
    if (query.not_in_class !== undefined) await getScopedClass(db, user, query.not_in_class);
    return listProblemsets(db, user, query.query?.trim(), query.not_in_class);
  },

  async createProblemset({ user, body, services: { db } }) {
    return getProblemset(db, await insertProblemset(db, user, body.name.trim()));
  },

  async getProblemset({ user, params, services: { db } }) {
    await requireProblemset(db, user, params.id);
    return getProblemset(db, params.id);
  },

  async updateProblemset({ user, params, body, services: { db } }) {
    if (!(await renameProblemset(db, user, params.id, body.name.trim()))) throw topicNotFound();
    return getProblemset(db, params.id);
  },

  async deleteProblemset({ user, params, services: { db } }) {
    // The links to problems and classes go with it (on delete cascade); the problems stay.
    if (!(await deleteProblemset(db, user, params.id))) throw topicNotFound();
    return { ok: true as const };
  },

  async listProblemsetProblems({ user, params, services: { db } }) {
    await requireProblemset(db, user, params.id);
    return listTopicProblems(db, params.id);
  },

  async addProblemsetProblems({ user, params, body, services: { db } }) {
    const wanted = body.problem_ids;
    await db.transaction().execute(async (trx) => {
      await requireProblemset(trx, user, params.id, { lock: true });
      // Every id must be a problem the user may see; otherwise nothing is added.
      if ((await countVisibleProblems(trx, user, wanted)) !== wanted.length) throw problemNotFound();
      const current = await listProblemIds(trx, topicProblemList, params.id);
      const added = wanted.filter((id) => !current.includes(id));
      if (added.length === 0) return;
      await appendToList(trx, topicProblemList, params.id, added.map((problem_id) => ({ problem_id })), current.length);
      await touchProblemsets(trx, [params.id]);
    });
    return listTopicProblems(db, params.id);
  },

  async setProblemsetProblems({ user, params, body, services: { db } }) {
    const wanted = body.problem_ids;
    const change = await db.transaction().execute(async (trx) => {
      await requireProblemset(trx, user, params.id, { lock: true });
      const current = await listProblemIds(trx, topicProblemList, params.id);
      const added = wanted.filter((id) => !current.includes(id));
      const removed = current.filter((id) => !wanted.includes(id));
      // A new id must be a problem the user may see; one already in the topic may stay.
      if (added.length > 0) {
        if ((await countVisibleProblems(trx, user, added)) !== added.length) throw problemNotFound();
      }
      if (added.length === 0 && removed.length === 0) return { added: 0, removed: 0 };
      if (removed.length > 0) {
        await removeTopicProblems(trx, params.id, removed);
        await closeUpLists(trx, topicProblemList, [params.id]);
      }
      await appendToList(trx, topicProblemList, params.id, added.map((problem_id) => ({ problem_id })), current.length - removed.length);
      await touchProblemsets(trx, [params.id]);
      return { added: added.length, removed: removed.length };
    });
    return { ...change, problems: await listTopicProblems(db, params.id) };
  },

  async reorderProblemsetProblems({ user, params, body, services: { db } }) {
    await db.transaction().execute(async (trx) => {
      await requireProblemset(trx, user, params.id, { lock: true });
      const current = await listProblemIds(trx, topicProblemList, params.id);
      if (!current.includes(body.problem_id)) throw problemNotFound();
      await setListOrder(trx, topicProblemList, params.id, moveTo(current, body.problem_id, body.new_index));
      await touchProblemsets(trx, [params.id]);
    });
    return listTopicProblems(db, params.id);
  },

  async updateProblemsetProblem({ user, params, body, services: { db } }) {
    await db.transaction().execute(async (trx) => {
      await requireProblemset(trx, user, params.id);
      if (!(await setTopicProblemQuiz(trx, params.id, params.problemId, body.quiz))) throw problemNotFound();
      await touchProblemsets(trx, [params.id]);
    });
    return (await getTopicProblem(db, params.id, params.problemId))!;
  },

  async removeProblemsetProblem({ user, params, services: { db } }) {
    await db.transaction().execute(async (trx) => {
      await requireProblemset(trx, user, params.id, { lock: true });
      if ((await removeTopicProblems(trx, params.id, [params.problemId])) === 0) throw problemNotFound();
      await closeUpLists(trx, topicProblemList, [params.id]);
      await touchProblemsets(trx, [params.id]);
    });
    return { ok: true as const };
  },

  async listCollections({ services: { db } }) {
    // Collections are shared by everyone, so every role gets them all.
    return listCollections(db);
  },
});

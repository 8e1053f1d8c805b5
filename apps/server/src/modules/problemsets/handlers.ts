// Topics (problem sets) and their ordered problem lists (spec §2 "Topics", §7), plus the
// problem collections. Every role works on the topics in its scope (policy.problemsetScope);
// a topic outside it answers 404 as if it did not exist.
import { ownerSchoolFor, problemScope, problemsetScope } from '../../auth/policy.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { appendToList, closeUpLists, listProblemIds, moveTo, setListOrder, topicProblemList } from '../../db/ordered-lists.ts';
import { problemNotFound, topicNotFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';
import {
  getProblemset,
  getTopicProblem,
  listTopicProblems,
  requireProblemset,
  selectProblemsets,
  toApiProblemset,
  touchProblemsets,
} from './data.ts';
import { getScopedClass } from '../classes/data.ts';

export const problemsetHandlers = defineHandlers({
  async listProblemsets({ user, query, services: { db } }) {
    let topics = selectProblemsets(db).where(problemsetScope(user));
    const text = query.query?.trim();
    if (text) topics = topics.where('problemsets.name', 'ilike', containsPattern(text));
    if (query.not_in_class !== undefined) {
      const classId = query.not_in_class;
      await getScopedClass(db, user, classId);
      topics = topics.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('class_problemsets')
              .select('class_problemsets.problemset_id')
              .whereRef('class_problemsets.problemset_id', '=', 'problemsets.problemset_id')
              .where('class_problemsets.class_id', '=', classId),
          ),
        ),
      );
    }
    // The contract leaves the order to the screen; newest change first is its default.
    const rows = await topics.orderBy('problemsets.last_changed', 'desc').orderBy('problemsets.problemset_id').execute();
    return rows.map(toApiProblemset);
  },

  async createProblemset({ user, body, services: { db } }) {
    const created = await db
      .insertInto('problemsets')
      .values({ name: body.name.trim(), creator_user_id: user.user_id, owner_school_id: ownerSchoolFor(user), last_changed: new Date() })
      .returning('problemset_id')
      .executeTakeFirstOrThrow();
    return getProblemset(db, created.problemset_id);
  },

  async getProblemset({ user, params, services: { db } }) {
    await requireProblemset(db, user, params.id);
    return getProblemset(db, params.id);
  },

  async updateProblemset({ user, params, body, services: { db } }) {
    const renamed = await db
      .updateTable('problemsets')
      .set({ name: body.name.trim(), last_changed: new Date() })
      .where('problemset_id', '=', params.id)
      .where(problemsetScope(user))
      .returning('problemset_id')
      .executeTakeFirst();
    if (!renamed) throw topicNotFound();
    return getProblemset(db, params.id);
  },

  async deleteProblemset({ user, params, services: { db } }) {
    // The links to problems and classes go with it (on delete cascade); the problems stay.
    const deleted = await db
      .deleteFrom('problemsets')
      .where('problemset_id', '=', params.id)
      .where(problemsetScope(user))
      .returning('problemset_id')
      .executeTakeFirst();
    if (!deleted) throw topicNotFound();
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
      const visible = await trx.selectFrom('problems').select('problem_id').where('problem_id', 'in', wanted).where(problemScope(user)).execute();
      if (visible.length !== wanted.length) throw problemNotFound();
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
        const visible = await trx.selectFrom('problems').select('problem_id').where('problem_id', 'in', added).where(problemScope(user)).execute();
        if (visible.length !== added.length) throw problemNotFound();
      }
      if (added.length === 0 && removed.length === 0) return { added: 0, removed: 0 };
      if (removed.length > 0) {
        await trx.deleteFrom('problemset_problems').where('problemset_id', '=', params.id).where('problem_id', 'in', removed).execute();
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
      const updated = await trx
        .updateTable('problemset_problems')
        .set({ quiz: body.quiz })
        .where('problemset_id', '=', params.id)
        .where('problem_id', '=', params.problemId)
        .returning('problem_id')
        .executeTakeFirst();
      if (!updated) throw problemNotFound();
      await touchProblemsets(trx, [params.id]);
    });
    return (await getTopicProblem(db, params.id, params.problemId))!;
  },

  async removeProblemsetProblem({ user, params, services: { db } }) {
    await db.transaction().execute(async (trx) => {
      await requireProblemset(trx, user, params.id, { lock: true });
      const removed = await trx
        .deleteFrom('problemset_problems')
        .where('problemset_id', '=', params.id)
        .where('problem_id', '=', params.problemId)
        .returning('problem_id')
        .executeTakeFirst();
      if (!removed) throw problemNotFound();
      await closeUpLists(trx, topicProblemList, [params.id]);
      await touchProblemsets(trx, [params.id]);
    });
    return { ok: true as const };
  },

  async listCollections({ services: { db } }) {
    // Collections are shared by everyone, so every role gets them all.
    return db
      .selectFrom('collections')
      .select(['collection_id', 'name'])
      .orderBy((eb) => eb.fn('lower', ['name']))
      .orderBy('collection_id')
      .execute();
  },
});

// Topics (problem sets), read as the contract's Problemset and TopicProblem
// (db/ordered-lists.ts keeps each topic's `ordering` dense).
import type { Problemset, TopicProblem } from '@backoffice/api-client';
import { sql } from 'kysely';
import { ownerSchoolFor, problemsetScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Database } from '../../db/database.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { topicNotFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';
import { selectProblems, toApiProblem } from '../problems/data.ts';


function selectProblemsets(db: Database) {
  return db
    .selectFrom('problemsets')
    .leftJoin('users as creator', 'creator.user_id', 'problemsets.creator_user_id')
    .select([
      'problemsets.problemset_id',
      'problemsets.name',
      'problemsets.last_changed',
      // Null (not " ") when the creator's account is gone.
      sql<string | null>`creator.firstname || ' ' || creator.lastname`.as('creator_name'),
      sql<number>`(select count(*)::int from problemset_problems as pp where pp.problemset_id = problemsets.problemset_id)`.as(
        'problem_count',
      ),
    ]);
}

type ProblemsetRow = Awaited<ReturnType<ReturnType<typeof selectProblemsets>['executeTakeFirstOrThrow']>>;

function toApiProblemset(row: ProblemsetRow): Problemset {
  return {
    problemset_id: row.problemset_id,
    name: row.name,
    creator_name: row.creator_name,
    problem_count: row.problem_count,
    last_changed: isoOrNull(row.last_changed),
  };
}

export async function getProblemset(db: Database, problemsetId: number): Promise<Problemset> {
  return toApiProblemset(await selectProblemsets(db).where('problemsets.problemset_id', '=', problemsetId).executeTakeFirstOrThrow());
}

/**
 * The topic if the user may see it, else 404. With `lock`, its row stays locked until the
 * transaction ends, so concurrent changes to one topic's list queue up instead of handing
 * out the same ordering twice.
 */
export async function requireProblemset(db: Database, user: SessionUser, problemsetId: number, options: { lock?: boolean } = {}) {
  let query = db
    .selectFrom('problemsets')
    .select('problemset_id')
    .where('problemset_id', '=', problemsetId)
    .where(problemsetScope(user));
  if (options.lock) query = query.forUpdate();
  const topic = await query.executeTakeFirst();
  if (!topic) throw topicNotFound();
  return topic;
}

function selectTopicProblems(db: Database, problemsetId: number) {
  return selectProblems(db)
    .innerJoin('problemset_problems', 'problemset_problems.problem_id', 'problems.problem_id')
    .select(['problemset_problems.ordering', 'problemset_problems.quiz'])
    .where('problemset_problems.problemset_id', '=', problemsetId);
}

type TopicProblemRow = Awaited<ReturnType<ReturnType<typeof selectTopicProblems>['executeTakeFirstOrThrow']>>;

const toApiTopicProblem = (row: TopicProblemRow): TopicProblem => ({
  problem_id: row.problem_id,
  problem: toApiProblem(row),
  ordering: row.ordering,
  quiz: row.quiz,
});

/** The topic's whole list in the topic's order. */
export async function listTopicProblems(db: Database, problemsetId: number): Promise<TopicProblem[]> {
  const rows = await selectTopicProblems(db, problemsetId)
    .orderBy('problemset_problems.ordering')
    .orderBy('problems.problem_id')
    .execute();
  return rows.map(toApiTopicProblem);
}

export async function getTopicProblem(db: Database, problemsetId: number, problemId: number): Promise<TopicProblem | undefined> {
  const row = await selectTopicProblems(db, problemsetId).where('problems.problem_id', '=', problemId).executeTakeFirst();
  return row && toApiTopicProblem(row);
}

/** Records that these topics or their lists changed (the topics list sorts by it). */
export async function touchProblemsets(trx: Database, problemsetIds: readonly number[]) {
  if (problemsetIds.length === 0) return;
  await trx.updateTable('problemsets').set({ last_changed: new Date() }).where('problemset_id', 'in', problemsetIds).execute();
}

/** A new topic of the user (and their school), changed now; its id. */
export async function insertProblemset(db: Database, user: SessionUser, name: string): Promise<number> {
  const created = await db
    .insertInto('problemsets')
    .values({ name, creator_user_id: user.user_id, owner_school_id: ownerSchoolFor(user), last_changed: new Date() })
    .returning('problemset_id')
    .executeTakeFirstOrThrow();
  return created.problemset_id;
}

/**
 * The topics the user may see, newest change first (the contract leaves the order to the
 * screen): those whose name holds the text, and not yet assigned to `notInClassId`.
 */
export async function listProblemsets(db: Database, user: SessionUser, text: string | undefined, notInClassId?: number): Promise<Problemset[]> {
  let topics = selectProblemsets(db).where(problemsetScope(user));
  if (text) topics = topics.where('problemsets.name', 'ilike', containsPattern(text));
  if (notInClassId !== undefined) {
    topics = topics.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('class_problemsets')
            .select('class_problemsets.problemset_id')
            .whereRef('class_problemsets.problemset_id', '=', 'problemsets.problemset_id')
            .where('class_problemsets.class_id', '=', notInClassId),
        ),
      ),
    );
  }
  const rows = await topics.orderBy('problemsets.last_changed', 'desc').orderBy('problemsets.problemset_id').execute();
  return rows.map(toApiProblemset);
}

/** Renames a topic the user may see; false when there is none. */
export async function renameProblemset(db: Database, user: SessionUser, problemsetId: number, name: string): Promise<boolean> {
  const renamed = await db
    .updateTable('problemsets')
    .set({ name, last_changed: new Date() })
    .where('problemset_id', '=', problemsetId)
    .where(problemsetScope(user))
    .returning('problemset_id')
    .executeTakeFirst();
  return renamed !== undefined;
}

/** Deletes a topic the user may see (its links to problems and classes go with it); false when there is none. */
export async function deleteProblemset(db: Database, user: SessionUser, problemsetId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('problemsets')
    .where('problemset_id', '=', problemsetId)
    .where(problemsetScope(user))
    .returning('problemset_id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** A topic's problems with their quiz flags, in the topic's order. */
export function listTopicEntries(db: Database, problemsetId: number) {
  return db
    .selectFrom('problemset_problems')
    .select(['problem_id', 'quiz'])
    .where('problemset_id', '=', problemsetId)
    .orderBy('ordering')
    .orderBy('problem_id')
    .execute();
}

/** Sets whether a problem of the topic is a quiz; false when the problem is not in the topic. */
export async function setTopicProblemQuiz(db: Database, problemsetId: number, problemId: number, quiz: boolean): Promise<boolean> {
  const updated = await db
    .updateTable('problemset_problems')
    .set({ quiz })
    .where('problemset_id', '=', problemsetId)
    .where('problem_id', '=', problemId)
    .returning('problem_id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Takes problems out of a topic (the list is closed up by the caller); how many were in it. */
export async function removeTopicProblems(db: Database, problemsetId: number, problemIds: readonly number[]): Promise<number> {
  const removed = await db
    .deleteFrom('problemset_problems')
    .where('problemset_id', '=', problemsetId)
    .where('problem_id', 'in', problemIds)
    .returning('problem_id')
    .execute();
  return removed.length;
}

// Topics (problem sets), read as the contract's Problemset and TopicProblem
// (db/ordered-lists.ts keeps each topic's `ordering` dense).
import type { Problemset, TopicProblem } from '@backoffice/api-client';
import { sql } from 'kysely';
import { problemsetScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Database } from '../../db/database.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { topicNotFound } from '../../lib/http-error.ts';
import { selectProblems, toApiProblem } from '../problems/data.ts';


export function selectProblemsets(db: Database) {
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

export function toApiProblemset(row: ProblemsetRow): Problemset {
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

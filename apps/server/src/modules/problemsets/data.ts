// Topics (problem sets): reading them as the contract's Problemset and TopicProblem, and
// keeping each topic's `ordering` dense (0, 1, 2, …) through every change.
import type { Problemset, TopicProblem } from '@backoffice/api-client';
import { sql } from 'kysely';
import { problemsetScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Database } from '../../db/database.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { notFound } from '../../lib/http-error.ts';
import { selectProblems, toApiProblem } from '../problems/data.ts';

export const TOPIC_NOT_FOUND = 'Topic not found';

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
  if (!topic) throw notFound(TOPIC_NOT_FOUND);
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

/** The topic's problem ids in the topic's order. */
export async function topicProblemIds(trx: Database, problemsetId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('problemset_problems')
    .select('problem_id')
    .where('problemset_id', '=', problemsetId)
    .orderBy('ordering')
    .orderBy('problem_id')
    .execute();
  return rows.map((r) => r.problem_id);
}

/** Appends problems after the topic's last one (at `start`), quiz off. */
export async function appendTopicProblems(trx: Database, problemsetId: number, problemIds: number[], start: number) {
  if (problemIds.length === 0) return;
  await trx
    .insertInto('problemset_problems')
    .values(problemIds.map((problem_id, i) => ({ problemset_id: problemsetId, problem_id, ordering: start + i, quiz: false })))
    .execute();
}

/** Gives the topic's problems the orderings 0, 1, 2, … in the order of `problemIds`, in one statement. */
export async function setTopicOrder(trx: Database, problemsetId: number, problemIds: number[]) {
  if (problemIds.length === 0) return;
  const values = sql.join(problemIds.map((id, index) => sql`(${id}::integer, ${index}::integer)`));
  await sql`
    update problemset_problems as pp set ordering = v.ordering
    from (values ${values}) as v (problem_id, ordering)
    where pp.problemset_id = ${problemsetId} and pp.problem_id = v.problem_id and pp.ordering <> v.ordering
  `.execute(trx);
}

/**
 * Closes the gaps a removal leaves in these topics' lists (keeping their order) and marks
 * them changed, in two statements whatever the number of topics.
 */
export async function closeUpTopics(trx: Database, problemsetIds: number[]) {
  if (problemsetIds.length === 0) return;
  const ids = sql.join(problemsetIds.map((id) => sql`${id}::integer`));
  await sql`
    update problemset_problems as pp set ordering = r.position
    from (
      select problemset_id, problem_id,
             (row_number() over (partition by problemset_id order by ordering, problem_id) - 1)::int as position
      from problemset_problems where problemset_id in (${ids})
    ) as r
    where pp.problemset_id = r.problemset_id and pp.problem_id = r.problem_id and pp.ordering <> r.position
  `.execute(trx);
  await trx.updateTable('problemsets').set({ last_changed: new Date() }).where('problemset_id', 'in', problemsetIds).execute();
}

/** Records that the topic or its list changed (the topics list sorts by it). */
export async function touchProblemset(trx: Database, problemsetId: number) {
  await trx.updateTable('problemsets').set({ last_changed: new Date() }).where('problemset_id', '=', problemsetId).execute();
}

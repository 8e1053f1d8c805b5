// Finding problems as a user may see them: by id (404 outside the scope, 403 where §6 does
// not allow editing), by the problem list's filters, and the list page a problem is on.
import { PER_PAGE } from '@backoffice/api-client/constants';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { canEditProblem, problemScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { HandlerContext } from '../../contract/handler.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, problemNotFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';
import { selectProblems } from './data.ts';

/** The problem list's page size (spec §9): the contract's per_page default. */
export const LIST_PAGE_SIZE = PER_PAGE.default;

/** The problem with its names if the user may see it, else 404. */
export async function requireVisibleProblem(db: Database, user: SessionUser, problemId: number) {
  const row = await selectProblems(db).where(problemScope(user)).where('problems.problem_id', '=', problemId).executeTakeFirst();
  if (!row) throw problemNotFound();
  return row;
}

/** The problem's owner and creator if the user may edit it: 404 when not even visible, else 403. */
export async function requireEditableProblem(db: Database, user: SessionUser, problemId: number) {
  const row = await db
    .selectFrom('problems')
    .select(['problem_id', 'owner_school_id', 'created_by_user_id'])
    .where('problem_id', '=', problemId)
    .where(problemScope(user))
    .executeTakeFirst();
  if (!row) throw problemNotFound();
  if (!canEditProblem(user, row)) throw forbidden();
  return row;
}

type SearchQuery = HandlerContext<'searchProblems'>['query'];

/** The problem list's filters, all combined; absent ones match everything. */
export function searchCondition(user: SessionUser, query: SearchQuery) {
  return (eb: ExpressionBuilder<DB, 'problems'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    const text = query.query?.trim();
    if (text) {
      const pattern = containsPattern(text);
      // search_text is lowercased by the database (migration 003); the pattern is lowercased by
      // the same function, so both agree on every letter, and the trigram index serves LIKE.
      conditions.push(eb('problems.search_text', 'like', sql<string>`lower(${pattern})`));
    }
    // A problem for grades 5-7 matches a filter of 7-9: the ranges overlap.
    if (query.grade_min !== undefined) conditions.push(eb('problems.gradeto', '>=', query.grade_min));
    if (query.grade_max !== undefined) conditions.push(eb('problems.gradefrom', '<=', query.grade_max));
    if (query.difficulty_min !== undefined) conditions.push(eb('problems.difficulty', '>=', query.difficulty_min));
    if (query.difficulty_max !== undefined) conditions.push(eb('problems.difficulty', '<=', query.difficulty_max));
    if (query.language) conditions.push(eb('problems.language', '=', query.language));
    const createdBy = query.created_by ?? 'all';
    if (createdBy === 'mine') conditions.push(eb('problems.created_by_user_id', '=', user.user_id));
    else if (createdBy !== 'all') conditions.push(eb('problems.collection_id', '=', Number(createdBy)));
    return eb.and(conditions);
  };
}

/**
 * Where the editor goes after saving: the page of the unfiltered, newest-first problem list
 * that shows the problem, with its card's anchor.
 */
export async function listUrlOf(db: Database, user: SessionUser, problemId: number): Promise<string> {
  const { newer } = await db
    .selectFrom('problems')
    .select(sql<number>`count(*)::int`.as('newer'))
    .where(problemScope(user))
    .where('problem_id', '>', problemId)
    .executeTakeFirstOrThrow();
  return `/problems?page=${Math.floor(newer / LIST_PAGE_SIZE) + 1}#p${problemId}`;
}

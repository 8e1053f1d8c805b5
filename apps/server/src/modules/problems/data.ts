// Reading and writing problems: rows with their collection's and creator's names turned into
// the contract's Problem (shared by every module that answers with problems: problems, topics,
// student problems), and problems as a user may see them: by id (404 outside the scope, 403
// where the user may not edit it), by the problem list's filters, and the list page a problem
// is on.
import type { operations, Problem } from '@backoffice/api-client';
import { PER_PAGE } from '@backoffice/api-client/constants';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { canEditProblem, ownerSchoolFor, problemScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Database } from '../../db/database.ts';
import type { DB, NewProblem, ProblemUpdate } from '../../db/schema.ts';
import { forbidden, problemNotFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';
import { fileAddress } from '../../storage/file-store.ts';

/**
 * The columns of a problem with its collection's and creator's names (joined as in
 * selectProblems). The files are in the file storage; an answer carries their addresses
 * (/api/files/<key>), made from the keys.
 */
const PROBLEM_COLUMNS = [
  'problems.problem_id',
  'problems.text',
  'problems.file_key',
  'problems.file_type',
  'problems.thumbnail_key',
  'problems.template_key',
  'problems.template_type',
  'problems.solution',
  'problems.answer',
  'problems.wrong_answers',
  'problems.gradefrom',
  'problems.gradeto',
  'problems.difficulty',
  'problems.language',
  'problems.collection_id',
  'collections.name as collection_name',
  'creator.firstname as creator_firstname',
  'creator.lastname as creator_lastname',
  'problems.owner_school_id',
  'problems.created_by_user_id',
] as const;

export function selectProblems(db: Database) {
  return db
    .selectFrom('problems')
    .leftJoin('collections', 'collections.collection_id', 'problems.collection_id')
    .leftJoin('users as creator', 'creator.user_id', 'problems.created_by_user_id')
    .select(PROBLEM_COLUMNS);
}

export type ProblemSelection = Awaited<ReturnType<ReturnType<typeof selectProblems>['executeTakeFirstOrThrow']>>;

/** The contract's Problem from a selectProblems row (extra columns of a wider select are dropped). */
export function toApiProblem(row: ProblemSelection): Problem {
  return {
    problem_id: row.problem_id,
    text: row.text,
    file_url: fileAddress(row.file_key),
    file_type: row.file_type,
    thumbnail_url: fileAddress(row.thumbnail_key ?? row.file_key),
    template_url: fileAddress(row.template_key),
    template_type: row.template_type,
    solution: row.solution,
    answer: row.answer,
    wrong_answers: row.wrong_answers,
    gradefrom: row.gradefrom,
    gradeto: row.gradeto,
    difficulty: row.difficulty,
    language: row.language,
    collection_id: row.collection_id,
    collection_name: row.collection_name,
    creator_firstname: row.creator_firstname,
    creator_lastname: row.creator_lastname,
    owner_school_id: row.owner_school_id,
    created_by_user_id: row.created_by_user_id,
  };
}

/** The problem list's page size (docs/product/limits.md). */
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

type SearchQuery = NonNullable<operations['searchProblems']['parameters']['query']>;

/** The problem list's filters, all combined; absent ones match everything. */
function searchCondition(user: SessionUser, query: SearchQuery) {
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

/** A problem as the contract's Problem (any problem: the caller has checked the user may see it). */
export async function getProblem(db: Database, problemId: number): Promise<Problem> {
  return toApiProblem(await selectProblems(db).where('problems.problem_id', '=', problemId).executeTakeFirstOrThrow());
}

/** One page of the problems the user may see that match the filters, newest first, and how many match. */
export async function searchProblems(
  db: Database,
  user: SessionUser,
  query: SearchQuery,
  page: number,
  perPage: number,
): Promise<{ items: Problem[]; total: number }> {
  const matching = searchCondition(user, query);
  if (!query.query?.trim()) {
    // Without a text, most problems match (the filters are ranges and a language): the page is
    // read newest first along the primary key and stops after its rows, and the count is an
    // index-only count. Collecting every match first, as for a text below, made the 50-row list
    // of 20,000 problems cost three times as much on PGlite (docs/architecture.md#tests-and-budgets).
    const items = await selectProblems(db)
      .where(problemScope(user))
      .where(matching)
      .orderBy('problems.problem_id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    const { total } = await db.selectFrom('problems').select(sql<number>`count(*)::int`.as('total')).where(problemScope(user)).where(matching).executeTakeFirstOrThrow();
    return { items: items.map((row) => toApiProblem(row)), total };
  }
  // The matches are collected first, on their own (a materialized CTE), so that the planner
  // finds them through the indexes (the text's trigram index, the filters') instead of
  // walking the whole table newest first; the page's ids are taken from them, and only those
  // rows are read (the files' keys; the files are not in the table), together with the count, in the same statement.
  const rows = await db
    .with(
      (cte) => cte('matches').materialized(),
      (qb) => qb.selectFrom('problems').select('problems.problem_id').where(problemScope(user)).where(matching),
    )
    .with('page', (qb) =>
      qb
        .selectFrom('matches')
        .select('matches.problem_id')
        .orderBy('matches.problem_id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage),
    )
    .selectFrom('page')
    .innerJoin('problems', 'problems.problem_id', 'page.problem_id')
    .leftJoin('collections', 'collections.collection_id', 'problems.collection_id')
    .leftJoin('users as creator', 'creator.user_id', 'problems.created_by_user_id')
    .select(PROBLEM_COLUMNS)
    .select((eb) => eb.selectFrom('matches').select(sql<number>`count(*)::int`.as('n')).$asScalar().as('total'))
    .orderBy('problems.problem_id', 'desc')
    .execute();
  if (rows.length === 0) {
    // Past the last page there is no row to carry the count.
    const count =
      page > 1
        ? await db.selectFrom('problems').select(sql<number>`count(*)::int`.as('total')).where(problemScope(user)).where(matching).executeTakeFirstOrThrow()
        : { total: 0 };
    return { items: [], total: count.total };
  }
  return { items: rows.map((row) => toApiProblem(row)), total: Number(rows[0]!.total) };
}

/** A new problem; its id. */
export async function insertProblem(db: Database, problem: NewProblem): Promise<number> {
  const created = await db.insertInto('problems').values(problem).returning('problem_id').executeTakeFirstOrThrow();
  return created.problem_id;
}

/** New problems; their ids, in the order of the rows. */
export async function insertProblems(db: Database, problems: NewProblem[]): Promise<number[]> {
  const created = await db.insertInto('problems').values(problems).returning('problem_id').execute();
  return created.map((p) => p.problem_id);
}

/** Changes a problem's columns and marks it changed now. */
export async function updateProblem(db: Database, problemId: number, change: ProblemUpdate): Promise<void> {
  await db
    .updateTable('problems')
    .set({ ...change, updated_at: new Date() })
    .where('problem_id', '=', problemId)
    .execute();
}

/** Deletes a problem and its places in topics and student lists; the topics and students it left. */
export async function deleteProblem(db: Database, problemId: number): Promise<{ topicIds: number[]; studentIds: string[] }> {
  const topics = await db.deleteFrom('problemset_problems').where('problem_id', '=', problemId).returning('problemset_id').execute();
  const students = await db.deleteFrom('student_problems').where('problem_id', '=', problemId).returning('student_id').execute();
  await db.deleteFrom('problems').where('problem_id', '=', problemId).execute();
  return { topicIds: topics.map((t) => t.problemset_id), studentIds: students.map((s) => s.student_id) };
}

export async function collectionExists(db: Database, collectionId: number): Promise<boolean> {
  return (await db.selectFrom('collections').select('collection_id').where('collection_id', '=', collectionId).executeTakeFirst()) !== undefined;
}

/**
 * A copy of a problem the user may see, owned by the user (and their school), in no
 * collection; its id, or undefined when the user may not see the problem. One INSERT …
 * SELECT: the copy names the same stored files (they are kept once, by content, and the sweep
 * never removes a file a row names), and the scope condition makes a problem the user may not
 * see copy nothing.
 */
export async function copyProblem(db: Database, user: SessionUser, problemId: number): Promise<number | undefined> {
  const copy = await db
    .insertInto('problems')
    .columns([
      'text', 'file_key', 'file_type', 'file_size', 'thumbnail_key', 'template_key', 'template_type', 'template_size', 'solution', 'answer', 'wrong_answers',
      'gradefrom', 'gradeto', 'difficulty', 'language', 'owner_school_id', 'created_by_user_id', 'collection_id',
    ])
    .expression((eb) =>
      eb
        .selectFrom('problems')
        .select([
          'problems.text', 'problems.file_key', 'problems.file_type', 'problems.file_size', 'problems.thumbnail_key',
          'problems.template_key', 'problems.template_type', 'problems.template_size',
          'problems.solution', 'problems.answer', 'problems.wrong_answers', 'problems.gradefrom', 'problems.gradeto',
          'problems.difficulty', 'problems.language',
          sql<number | null>`${ownerSchoolFor(user)}::integer`.as('owner_school_id'),
          sql<number>`${user.user_id}::integer`.as('created_by_user_id'),
          sql<number | null>`null::integer`.as('collection_id'),
        ])
        .where('problems.problem_id', '=', problemId)
        .where(problemScope(user)),
    )
    .returning('problem_id')
    .executeTakeFirst();
  return copy?.problem_id;
}

/** How many of these problems the user may see. */
export async function countVisibleProblems(db: Database, user: SessionUser, problemIds: readonly number[]): Promise<number> {
  const visible = await db.selectFrom('problems').select('problem_id').where('problem_id', 'in', problemIds).where(problemScope(user)).execute();
  return visible.length;
}

/** Every collection, by name (collections are shared by everyone). */
export function listCollections(db: Database) {
  return db
    .selectFrom('collections')
    .select(['collection_id', 'name'])
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('collection_id')
    .execute();
}

// Reading problems with their collection's and creator's names, and turning rows into the
// contract's Problem. Shared by every module that answers with problems (problems, topics,
// student problems).
import type { Problem } from '@backoffice/api-client';
import type { Database } from '../../db/database.ts';
import { currentExpiry, fileUrl } from './file-urls.ts';

/**
 * The columns of a problem with its collection's and creator's names (joined as in
 * selectProblems). The files themselves are never read here: an answer carries their
 * signed addresses, made from the content hashes.
 */
export const PROBLEM_COLUMNS = [
  'problems.problem_id',
  'problems.text',
  'problems.file_hash',
  'problems.file_type',
  'problems.template_hash',
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
export function toApiProblem(row: ProblemSelection, expires = currentExpiry()): Problem {
  return {
    problem_id: row.problem_id,
    text: row.text,
    file_url: fileUrl(row.problem_id, 'image', row.file_hash, expires),
    file_type: row.file_type,
    template_url: fileUrl(row.problem_id, 'template', row.template_hash, expires),
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

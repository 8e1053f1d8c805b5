// Problems for component tests, shaped like the contract's Problem.
import { PER_PAGE, type Problem } from '@backoffice/api-client';
import { json, type Handler } from './fake-api.ts';

export function problem(problemId: number, overrides: Partial<Problem> = {}): Problem {
  return {
    problem_id: problemId,
    text: `Aufgabe ${problemId}: Berechne $\\frac{${problemId}}{4}$.`,
    file_url: null,
    thumbnail_url: null,
    file_type: null,
    template_url: null,
    template_type: null,
    solution: null,
    answer: '1',
    wrong_answers: [],
    gradefrom: 5,
    gradeto: 6,
    difficulty: 2,
    language: 'de',
    collection_id: null,
    collection_name: null,
    creator_firstname: 'Julia',
    creator_lastname: 'Hoffmann',
    owner_school_id: 1,
    created_by_user_id: 3,
    ...overrides,
  };
}

/** GET /admin/problems/search over `count` problems (ids count…1, newest first), with text search. */
export function searchHandler(count: number, make: (id: number) => Problem = (id) => problem(id)): Handler {
  const all = Array.from({ length: count }, (_, i) => make(count - i));
  return (request) => {
    const params = new URL(request.url).searchParams;
    const text = params.get('query')?.toLowerCase();
    const matching = text ? all.filter((p) => p.text.toLowerCase().includes(text)) : all;
    const page = Number(params.get('page') ?? 1);
    const perPage = Number(params.get('per_page') ?? PER_PAGE.default);
    return json({ items: matching.slice((page - 1) * perPage, page * perPage), total: matching.length });
  };
}

// The problem list's state as it lives in the URL (spec §2: ?page=n, and the filters, so that
// reload, back and a shared link show the same list). Absent parameters mean the defaults.
import type { Language } from '@backoffice/api-client';
import { isLocale } from '../../lib/i18n.ts';
import type { ProblemSearch } from '../../lib/problem-search.ts';

export interface ProblemListState {
  query: string;
  language: Language | '';
  /** 'all', 'mine' or a collection id. */
  createdBy: string;
  grade: [number, number];
  difficulty: [number, number];
  page: number;
}

export const GRADE_RANGE: [number, number] = [1, 13];
export const DIFFICULTY_RANGE: [number, number] = [1, 5];

export const DEFAULT_LIST_STATE: ProblemListState = {
  query: '',
  language: '',
  createdBy: 'all',
  grade: [5, 13],
  difficulty: [1, 5],
  page: 1,
};

function range(text: string | null, [min, max]: [number, number], fallback: [number, number]): [number, number] {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text ?? '');
  if (!match) return fallback;
  const from = Number(match[1]);
  const to = Number(match[2]);
  return from >= min && to <= max && from <= to ? [from, to] : fallback;
}

/** The state a query string describes; anything malformed falls back to its default. */
export function parseListState(search: string): ProblemListState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const language = params.get('language') ?? '';
  const createdBy = params.get('created_by') ?? 'all';
  return {
    query: (params.get('query') ?? '').slice(0, 200),
    language: isLocale(language) ? language : '',
    createdBy: /^(all|mine|\d{1,9})$/.test(createdBy) ? createdBy : 'all',
    grade: range(params.get('grade'), GRADE_RANGE, DEFAULT_LIST_STATE.grade),
    difficulty: range(params.get('difficulty'), DIFFICULTY_RANGE, DEFAULT_LIST_STATE.difficulty),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string (without "?") for a state: only what differs from the defaults, page always. */
export function listSearchString(state: ProblemListState): string {
  const params = new URLSearchParams();
  params.set('page', String(state.page));
  if (state.query.trim()) params.set('query', state.query.trim());
  if (state.language) params.set('language', state.language);
  if (state.createdBy !== 'all') params.set('created_by', state.createdBy);
  const same = (a: [number, number], b: [number, number]) => a[0] === b[0] && a[1] === b[1];
  if (!same(state.grade, DEFAULT_LIST_STATE.grade)) params.set('grade', state.grade.join('-'));
  if (!same(state.difficulty, DEFAULT_LIST_STATE.difficulty)) params.set('difficulty', state.difficulty.join('-'));
  return params.toString();
}

/** The search the state asks the server for. */
export function toSearch(state: ProblemListState): ProblemSearch {
  return {
    query: state.query,
    grade: state.grade,
    difficulty: state.difficulty,
    language: state.language || undefined,
    createdBy: state.createdBy,
    page: state.page,
  };
}

/** "12" when the filtered count equals the total, else "12 / 150" (spec §2). */
export function countLabel(displayed: number, total: number | undefined): string {
  return total === undefined || displayed === total ? String(displayed) : `${displayed} / ${total}`;
}

// GET /admin/problems/search (docs/product/api.md), shared by the problem list and the picker dialog:
// one page of problems in scope plus the total number of matches.
import type { Language } from '@backoffice/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { prefetchQuery, useQueryHooks, type ServerState } from './server-state.tsx';
import { PAGE_SIZE } from './config.ts';

export interface ProblemSearch {
  query?: string;
  grade: [number, number];
  difficulty: [number, number];
  language?: Language | undefined;
  /** 'all', 'mine' or a collection id (see the contract's searchProblems). */
  createdBy?: string;
  /** 1-based. */
  page: number;
  /** 20 (the screens' page size) unless given. */
  perPage?: number;
}

/** The key prefix of every problem search, for invalidation after a change. */
export const PROBLEM_SEARCH_KEY = ['get', '/admin/problems/search'] as const;

function searchParams(search: ProblemSearch) {
  const text = search.query?.trim();
  return {
    params: {
      query: {
        ...(text ? { query: text } : {}),
        grade_min: search.grade[0],
        grade_max: search.grade[1],
        difficulty_min: search.difficulty[0],
        difficulty_max: search.difficulty[1],
        ...(search.language ? { language: search.language } : {}),
        ...(search.createdBy && search.createdBy !== 'all' ? { created_by: search.createdBy } : {}),
        page: search.page,
        per_page: search.perPage ?? PAGE_SIZE,
      },
    },
  };
}

/** Starts the search of a page that is about to be shown (a screen's prefetch). */
export function prefetchProblemSearch(server: ServerState, search: ProblemSearch): void {
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/problems/search', searchParams(search)));
}

/** One page of the search; the previous page stays on screen while the next one loads. */
export function useProblemSearch(search: ProblemSearch, enabled = true) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/problems/search', searchParams(search), {
    placeholderData: keepPreviousData,
    enabled,
  });
}

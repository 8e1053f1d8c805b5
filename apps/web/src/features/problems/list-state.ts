// The problem list's filters as they live in the URL (docs/product/screens.md: ?page=n and the filters, so that
// reload, back and a shared link show the same list), read and written by the shared
// useListState. Absent parameters mean the defaults.
import type { Language } from '@backoffice/api-client';
import { isLocale } from '../../lib/i18n.ts';
import type { ProblemSearch } from '../../lib/problem-search.ts';
import type { FilterParam, FilterParams } from '../../lib/use-list-state.ts';

export interface ProblemFilters {
  language: Language | '';
  /** 'all', 'mine' or a collection id. */
  created_by: string;
  grade: [number, number];
  difficulty: [number, number];
}

export const GRADE_RANGE: [number, number] = [1, 13];
export const DIFFICULTY_RANGE: [number, number] = [1, 5];
/** The list's grade filter starts at 5-13 (docs/product/limits.md). */
export const DEFAULT_GRADES: [number, number] = [5, 13];

/**
 * A "from-to" range such as grade=7-9; a malformed or out-of-bounds one gives the default.
 * The default is one shared array, so the list-state hook recognises it and leaves it out.
 */
function rangeFilter([min, max]: [number, number], defaultValue: [number, number]): FilterParam<[number, number]> {
  return {
    defaultValue,
    parse: (raw) => {
      const match = /^(\d{1,2})-(\d{1,2})$/.exec(raw ?? '');
      if (!match) return defaultValue;
      const from = Number(match[1]);
      const to = Number(match[2]);
      if (from === defaultValue[0] && to === defaultValue[1]) return defaultValue;
      return from >= min && to <= max && from <= to ? [from, to] : defaultValue;
    },
    format: ([from, to]) => `${from}-${to}`,
  };
}

export const PROBLEM_FILTERS: FilterParams<ProblemFilters> = {
  language: { defaultValue: '', parse: (raw) => (raw && isLocale(raw) ? raw : ''), format: (value) => value },
  created_by: { defaultValue: 'all', parse: (raw) => (raw && /^(all|mine|\d{1,9})$/.test(raw) ? raw : 'all'), format: (value) => value },
  grade: rangeFilter(GRADE_RANGE, DEFAULT_GRADES),
  difficulty: rangeFilter(DIFFICULTY_RANGE, DIFFICULTY_RANGE),
};

/** The same range as the default, as the default itself (so it leaves the URL). */
export function canonicalRange(value: [number, number], defaultValue: [number, number]): [number, number] {
  return value[0] === defaultValue[0] && value[1] === defaultValue[1] ? defaultValue : value;
}

/** The search the list's state asks the server for. */
export function toSearch(query: string, filters: ProblemFilters, page: number): ProblemSearch {
  return {
    query,
    grade: filters.grade,
    difficulty: filters.difficulty,
    language: filters.language || undefined,
    createdBy: filters.created_by,
    page,
  };
}

/** "12" when the filtered count equals the total, else "12 / 150" (docs/product/screens.md). */
export function countLabel(displayed: number, total: number | undefined): string {
  return total === undefined || displayed === total ? String(displayed) : `${displayed} / ${total}`;
}

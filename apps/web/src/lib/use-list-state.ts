// A list's search, sort, page and filters, kept in the query string so that a reload, "back" and
// a shared link show the same list. Values equal to their defaults are left out of the URL.
// Typing in the search box replaces the history entry (once the typing stopped for 300 ms, spec
// docs/product/limits.md); a page, sort or filter change is a new history entry, so "back" undoes it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { SEARCH_DEBOUNCE_MS } from './config.ts';

type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** How one filter is written to and read from its query parameter. */
export interface FilterParam<T> {
  defaultValue: T;
  /** The value of the parameter (null when absent); an unreadable value gives the default. */
  parse: (raw: string | null) => T;
  format: (value: T) => string;
}

export type FilterParams<F> = { [K in keyof F]: FilterParam<F[K]> };

export interface ListStateOptions<F> {
  defaultSort?: SortState | null;
  filters?: FilterParams<F>;
  /** Prefixes every parameter name, for a screen that shows two lists. */
  prefix?: string;
}

export interface ListState<F = Record<string, never>> {
  /** The search that applies (the URL's), to send to the server. */
  search: string;
  /** What the search box shows while typing; it reaches `search` 300 ms after the typing stops. */
  searchText: string;
  setSearchText: (text: string) => void;
  sort: SortState | null;
  setSort: (sort: SortState | null) => void;
  /** 1-based. */
  page: number;
  setPage: (page: number) => void;
  filters: F;
  /** Sets one filter and goes back to the first page. */
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
}

/** `sort=name` is ascending, `sort=-name` descending. */
function formatSort(sort: SortState): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

export function parseSort(raw: string | null): SortState | null {
  if (!raw) return null;
  const descending = raw.startsWith('-');
  const key = descending ? raw.slice(1) : raw;
  return key ? { key, direction: descending ? 'desc' : 'asc' } : null;
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A whole-number filter (e.g. a grade bound); anything else in the URL gives the default. */
export function integerFilter(defaultValue: number): FilterParam<number> {
  return {
    defaultValue,
    parse: (raw) => (raw !== null && /^-?\d+$/.test(raw) ? Number(raw) : defaultValue),
    format: (value) => String(value),
  };
}

/** One of a fixed set of values. */
export function choiceFilter<T extends string>(values: readonly T[], defaultValue: T): FilterParam<T> {
  return {
    defaultValue,
    parse: (raw) => (values.includes(raw as T) ? (raw as T) : defaultValue),
    format: (value) => value,
  };
}

/** Each filter's value in a query string (the defaults where a parameter is absent or unreadable). */
function readFilters<F extends object>(params: URLSearchParams, filterParams: FilterParams<F> | undefined, prefix: string): F {
  const values: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(filterParams ?? {}) as [string, FilterParam<unknown>][]) {
    values[key] = param.parse(params.get(`${prefix}${key}`));
  }
  return values as F;
}

/**
 * A list's search, page and filters as a query string holds them, outside React: for a screen's
 * prefetch, which asks for the same page the list will show (app/routes.ts).
 */
export function readListState<F extends object>(query: string, options: ListStateOptions<F> = {}): Pick<ListState<F>, 'search' | 'page' | 'filters'> {
  const { filters, prefix = '' } = options;
  const params = new URLSearchParams(query);
  return { search: params.get(`${prefix}q`) ?? '', page: parsePage(params.get(`${prefix}page`)), filters: readFilters(params, filters, prefix) };
}

const sameSort = (a: SortState | null, b: SortState | null) =>
  a === b || (!!a && !!b && a.key === b.key && a.direction === b.direction);

/**
 * The state of one list (see the top of this file). `filters` maps each filter's name (also its
 * query parameter) to how it is read and written; give it a stable object (module level).
 */
export function useListState<F extends object = Record<string, never>>(
  options: ListStateOptions<F> = {},
): ListState<F> {
  const { defaultSort = null, filters: filterParams, prefix = '' } = options;
  const [params, setParams] = useSearchParams();
  const name = useCallback((key: string) => `${prefix}${key}`, [prefix]);

  const search = params.get(name('q')) ?? '';
  const sortRaw = params.get(name('sort'));
  const sort = useMemo(() => parseSort(sortRaw) ?? defaultSort, [sortRaw, defaultSort]);
  const page = parsePage(params.get(name('page')));
  const filterKey = filterParams ? Object.keys(filterParams).map((key) => `${key}=${params.get(name(key))}`).join('&') : '';
  const filters = useMemo(
    () => readFilters(params, filterParams, prefix),
    // The values change only when their parameters do (filterKey), not with every URL change.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKey stands for the params read here
    [filterKey, filterParams, prefix],
  );

  /** Writes some parameters; a value equal to its default (or null) is removed. */
  const write = useCallback(
    (changes: Record<string, string | null>, replace: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name(key));
            else next.set(name(key), value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams, name],
  );

  // The search box: typed text is local at once and reaches the URL after the debounce.
  const [searchText, setSearchTextState] = useState(search);
  const pendingText = useRef<string | null>(null);
  useEffect(() => {
    // The URL changed from outside (back, a link): the box follows unless the person is typing.
    if (pendingText.current === null) setSearchTextState(search);
  }, [search]);
  useEffect(() => {
    if (pendingText.current === null) return;
    const timer = setTimeout(() => {
      const text = pendingText.current;
      pendingText.current = null;
      if (text !== null && text.trim() !== search) write({ q: text.trim(), page: null }, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search, write]);

  const setSearchText = useCallback((text: string) => {
    pendingText.current = text;
    setSearchTextState(text);
  }, []);

  const setSort = useCallback(
    (next: SortState | null) => {
      write({ sort: !next || sameSort(next, defaultSort) ? null : formatSort(next), page: null }, false);
    },
    [write, defaultSort],
  );

  const setPage = useCallback((next: number) => write({ page: next > 1 ? String(next) : null }, false), [write]);

  const setFilter = useCallback(
    <K extends keyof F>(key: K, value: F[K]) => {
      const param = filterParams?.[key];
      if (!param) return;
      const text = Object.is(value, param.defaultValue) ? null : param.format(value);
      write({ [key as string]: text, page: null }, false);
    },
    [write, filterParams],
  );

  return { search, searchText, setSearchText, sort, setSort, page, setPage, filters, setFilter };
}

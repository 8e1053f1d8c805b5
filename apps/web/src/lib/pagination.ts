import { PAGINATION_RADIUS } from './config.ts';

/**
 * The page numbers a pagination bar shows: from `radius` pages before the current page to
 * `radius` after it, bounded by 1 and the total (docs/product/screens.md, limits.md). An out-of-range current page is
 * first clamped into 1..total; no pages give an empty list.
 */
export function pageWindow(current: number, total: number, radius = PAGINATION_RADIUS): number[] {
  const last = Math.max(0, Math.floor(total));
  if (last === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);
  const from = Math.max(1, page - radius);
  const to = Math.min(last, page + radius);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Number of pages for `count` items at `perPage` a page (at least 1 page for display). */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / perPage));
}

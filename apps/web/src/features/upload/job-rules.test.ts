import { describe, expect, it } from 'vitest';
import { currentPage, isJobActive, progressPercent } from './job-rules.ts';

describe('job rules (docs/product/screens.md#upload-flow)', () => {
  it('asks again only while a job waits or runs', () => {
    expect(isJobActive('queued')).toBe(true);
    expect(isJobActive('running')).toBe(true);
    for (const state of ['done', 'failed', 'cancelled', undefined] as const) expect(isJobActive(state)).toBe(false);
  });

  it('names the page being read, counted from 1, and never past the last', () => {
    expect(currentPage({ done: 0, total: 0 })).toBeNull();
    expect(currentPage(null)).toBeNull();
    expect(currentPage({ done: 0, total: 12 })).toEqual({ page: 1, total: 12 });
    expect(currentPage({ done: 2, total: 12 })).toEqual({ page: 3, total: 12 });
    expect(currentPage({ done: 12, total: 12 })).toEqual({ page: 12, total: 12 });
  });

  it('measures the bar by the pages done', () => {
    expect(progressPercent({ done: 0, total: 0 })).toBeNull();
    expect(progressPercent({ done: 2, total: 12 })).toBe(17);
    expect(progressPercent({ done: 14, total: 12 })).toBe(100);
  });
});

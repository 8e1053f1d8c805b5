import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './pagination.ts';

describe('pageWindow: 5 pages either side, bounded by 1 and the total', () => {
  it('shows 5 before and 5 after in the middle', () => {
    expect(pageWindow(10, 30)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('is cut at page 1', () => {
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(3, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('is cut at the last page', () => {
    expect(pageWindow(30, 30)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageWindow(28, 30)).toEqual([23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('shows every page when there are few', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('clamps a current page outside the range and is empty without pages', () => {
    expect(pageWindow(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(0, 12)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('takes another radius', () => {
    expect(pageWindow(5, 10, 2)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('pageCount', () => {
  it('rounds up and shows at least one page', () => {
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
  });
});

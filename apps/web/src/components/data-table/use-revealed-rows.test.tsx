import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealedCount, TYPING_QUIET_MS, useRevealedRows } from './use-revealed-rows.ts';

const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const same = (n: number) => n;

describe('revealedCount', () => {
  it('shows at once the rows already on screen and at most a chunk of new ones from the top', () => {
    expect(revealedCount(ids(0, 100), [], same, 25)).toBe(25);
    // The three rows of a search stay; 25 new ones join them, from the top.
    expect(revealedCount(ids(0, 100), [1, 2, 3], same, 25)).toBe(28);
    // A new order of the same rows: all of them.
    expect(revealedCount(ids(0, 100).reverse(), ids(0, 100), same, 25)).toBe(100);
    expect(revealedCount(ids(0, 10), [], same, 25)).toBe(10);
  });
});

describe('useRevealedRows', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  const nextFrame = () => act(() => vi.advanceTimersByTime(17));

  it('adds a chunk of rows per frame until all are shown', () => {
    const rows = ids(0, 60);
    const { result } = renderHook(() => useRevealedRows(rows, same, 25));
    expect(result.current).toHaveLength(25);
    nextFrame();
    expect(result.current).toHaveLength(50);
    nextFrame();
    expect(result.current).toBe(rows);
  });

  it('keeps the rows on screen when the list changes, and shows a changed list of the same rows at once', () => {
    const all = ids(0, 60);
    const { result, rerender } = renderHook(({ rows }) => useRevealedRows(rows, same, 25), { initialProps: { rows: all } });
    nextFrame();
    nextFrame();
    expect(result.current).toHaveLength(60);
    const reordered = [...all].reverse();
    rerender({ rows: reordered });
    expect(result.current).toBe(reordered);
    // A search narrows the list, and clearing it brings the rest back a chunk at a time.
    rerender({ rows: [5, 6] });
    expect(result.current).toEqual([5, 6]);
    rerender({ rows: all });
    expect(result.current).toHaveLength(27);
  });

  it('waits while keys are pressed', () => {
    const rows = ids(0, 60);
    const { result } = renderHook(() => useRevealedRows(rows, same, 25));
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    nextFrame();
    expect(result.current).toHaveLength(25);
    act(() => vi.advanceTimersByTime(TYPING_QUIET_MS / 2));
    expect(result.current).toHaveLength(25);
    act(() => vi.advanceTimersByTime(TYPING_QUIET_MS));
    expect(result.current.length).toBeGreaterThan(25);
  });
});

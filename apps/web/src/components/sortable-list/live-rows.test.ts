import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveRows, useLiveRow } from './live-rows.ts';

/** An IntersectionObserver the test drives: `show(element, near)` reports an element. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(element: Element, near: boolean) {
    this.callback([{ target: element, isIntersecting: near } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('LiveRows', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('lets a row take part while it is near the viewport, and the rows far from it not', () => {
    const rows = new LiveRows();
    const observer = FakeObserver.last!;
    // A viewport's height above and below counts as near.
    expect(observer.options?.rootMargin).toBe('100% 0px');
    const first = document.createElement('li');
    const far = document.createElement('li');
    rows.watch(1, first, null);
    rows.watch(2, far, null);
    expect(rows.isLive(1)).toBe(false);
    act(() => observer.show(first, true));
    observer.show(far, false);
    expect(rows.isLive(1)).toBe(true);
    expect(rows.isLive(2)).toBe(false);
    // Scrolled away: it leaves again.
    observer.show(first, false);
    expect(rows.isLive(1)).toBe(false);
  });

  it('keeps the dragged row and the row with the focus in, however far away', () => {
    const rows = new LiveRows();
    rows.watch(7, document.createElement('li'), null);
    rows.setDragged(7);
    expect(rows.isLive(7)).toBe(true);
    rows.setDragged(null);
    expect(rows.isLive(7)).toBe(false);
    rows.setFocused(7);
    expect(rows.isLive(7)).toBe(true);
    rows.setFocused(null);
    expect(rows.isLive(7)).toBe(false);
  });

  it('renders only the rows whose part changes, and forgets an element that leaves the page', () => {
    const rows = new LiveRows();
    const observer = FakeObserver.last!;
    const a = document.createElement('li');
    const b = document.createElement('li');
    rows.watch('a', a, null);
    rows.watch('b', b, null);
    let rendersB = 0;
    const hookA = renderHook(() => useLiveRow(rows, 'a'));
    renderHook(() => (rendersB++, useLiveRow(rows, 'b')));
    act(() => observer.show(a, true));
    expect(hookA.result.current).toBe(true);
    expect(rendersB).toBe(1);
    act(() => rows.watch('a', null, a));
    expect(hookA.result.current).toBe(false);
    expect(observer.observed.has(a)).toBe(false);
    expect(observer.observed.has(b)).toBe(true);
  });

  it('lets every row take part where the browser cannot tell what is in sight', () => {
    vi.unstubAllGlobals();
    const original = globalThis.IntersectionObserver;
    // @ts-expect-error: a document without IntersectionObserver
    delete globalThis.IntersectionObserver;
    try {
      const rows = new LiveRows();
      rows.watch(1, document.createElement('li'), null);
      expect(rows.isLive(1)).toBe(true);
    } finally {
      if (original) globalThis.IntersectionObserver = original;
    }
  });
});

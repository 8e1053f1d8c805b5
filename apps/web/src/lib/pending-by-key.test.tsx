import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PendingByKey, usePending } from './pending-by-key.ts';

describe('PendingByKey', () => {
  it('tells each key its own value and renders only the components of that key', () => {
    const store = new PendingByKey<string, boolean>();
    let rendersA = 0;
    let rendersB = 0;
    const a = renderHook(() => (rendersA++, usePending(store, 'a')));
    const b = renderHook(() => (rendersB++, usePending(store, 'b')));
    expect(a.result.current).toBeUndefined();
    act(() => store.set('a', true));
    expect(a.result.current).toBe(true);
    expect(b.result.current).toBeUndefined();
    expect(rendersB).toBe(1);
    act(() => store.delete('a'));
    expect(a.result.current).toBeUndefined();
    expect(rendersA).toBe(3);
  });
});

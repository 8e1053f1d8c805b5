import { describe, expect, it, vi } from 'vitest';
import { createRowSlots } from './row-slots.ts';

describe('createRowSlots: where each row content goes', () => {
  it('gives one stable ref per row and tells its listeners when an element comes or goes', () => {
    const slots = createRowSlots();
    const listener = vi.fn();
    slots.subscribe(listener);
    const ref = slots.ref(7);
    expect(slots.ref(7)).toBe(ref);
    const element = document.createElement('div');
    const version = slots.version();
    ref(element);
    expect(slots.get(7)).toBe(element);
    expect(slots.version()).toBeGreaterThan(version);
    expect(listener).toHaveBeenCalledTimes(1);
    ref(null);
    expect(slots.get(7)).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the new element of a row that was replaced when the old one detaches after it', () => {
    const slots = createRowSlots();
    const ref = slots.ref('a');
    const old = document.createElement('div');
    const next = document.createElement('div');
    ref(old);
    ref(null);
    ref(next);
    expect(slots.get('a')).toBe(next);
  });
});

import type { ClientRect, DroppableContainer, UniqueIdentifier } from '@dnd-kit/core';
import { closestCenter as dndClosestCenter } from '@dnd-kit/core';
import { arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { describe, expect, it } from 'vitest';
import { createClosestCenter, getNewIndex, verticalStrategy } from './sorting.ts';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Rows 40 px high with 8 px between them, from y = 100 on. */
const rects: ClientRect[] = ids.map((_, index) => {
  const top = 100 + index * 48;
  return { top, bottom: top + 40, left: 0, right: 300, width: 300, height: 40 };
});

describe('getNewIndex: where a row ends up, as dnd-kit works it out', () => {
  it('agrees with moving the dragged row in the list, for every pair of places', () => {
    for (let activeIndex = 0; activeIndex < ids.length; activeIndex++) {
      for (let overIndex = 0; overIndex < ids.length; overIndex++) {
        const moved = arrayMove(ids, activeIndex, overIndex);
        for (const id of ids) {
          expect(getNewIndex({ id, items: ids, activeIndex, overIndex })).toBe(moved.indexOf(id));
        }
      }
    }
  });
});

describe('verticalStrategy: only the rows between the dragged row and its target move', () => {
  it('gives the same offsets as dnd-kit for the rows that move, and none for the others', () => {
    for (let activeIndex = 0; activeIndex < ids.length; activeIndex++) {
      for (let overIndex = 0; overIndex < ids.length; overIndex++) {
        for (let index = 0; index < ids.length; index++) {
          const args = { rects, activeNodeRect: rects[activeIndex]!, activeIndex, overIndex, index };
          const ours = verticalStrategy(args);
          const theirs = verticalListSortingStrategy(args);
          if (ours === null) expect(theirs).toMatchObject({ x: 0, y: 0 });
          else expect(ours).toEqual(theirs);
        }
      }
    }
  });
});

describe('createClosestCenter: the nearest row, in one steady array', () => {
  const containers = ids.map((id) => ({ id, key: id, data: { current: {} }, disabled: false }) as unknown as DroppableContainer);
  const droppableRects = new Map<UniqueIdentifier, ClientRect>(ids.map((id, index) => [id, rects[index]!]));
  const at = (y: number): ClientRect => ({ top: y, bottom: y + 40, left: 0, right: 300, width: 300, height: 40 });
  const args = (y: number) => ({
    active: { id: 'a', data: { current: {} }, rect: { current: { initial: null, translated: null } } },
    collisionRect: at(y),
    droppableRects,
    droppableContainers: containers,
    pointerCoordinates: null,
  }) as unknown as Parameters<ReturnType<typeof createClosestCenter>>[0];

  it('finds the row dnd-kit would find first', () => {
    const detect = createClosestCenter();
    for (let y = 60; y <= 400; y += 7) {
      expect(detect(args(y))[0]?.id).toBe(dndClosestCenter(args(y))[0]?.id);
    }
  });

  it('answers with the same array every time, so that the rows do not render for nothing', () => {
    const detect = createClosestCenter();
    const first = detect(args(100));
    expect(detect(args(104))).toBe(first);
    expect(detect(args(250))).toBe(first);
    expect(first).toHaveLength(1);
    expect(first[0]?.id).toBe('d');
  });

  it('is empty when no row has a place yet', () => {
    const detect = createClosestCenter();
    expect(detect({ ...args(100), droppableRects: new Map() })).toEqual([]);
  });
});

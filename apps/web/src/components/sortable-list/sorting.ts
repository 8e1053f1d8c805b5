// The pieces of dnd-kit's sorting that the list replaces, each giving the same answer as
// dnd-kit's own with less work per step of a drag. While a row is dragged over a list of two
// hundred problems, dnd-kit asks these on every pointer move (and every row asks the strategy
// on every render), so what they cost and what they allocate is paid hundreds of times a second.
import type { ClientRect, CollisionDetection, DroppableContainer, UniqueIdentifier } from '@dnd-kit/core';
import { verticalListSortingStrategy, type NewIndexGetter, type SortingStrategy } from '@dnd-kit/sortable';

/**
 * dnd-kit's vertical list strategy, asked only about the rows that move: the dragged row and
 * those between its place and the place it is over. The others stay where they are (no
 * transform, as the strategy would say), without reading their neighbours' positions.
 */
export const verticalStrategy: SortingStrategy = (args) => {
  const { index, activeIndex, overIndex } = args;
  if (index !== activeIndex && (index < Math.min(activeIndex, overIndex) || index > Math.max(activeIndex, overIndex))) return null;
  return verticalListSortingStrategy(args);
};

/**
 * Where a row ends up if the dragged row is dropped now, worked out from the indexes. dnd-kit's
 * own answer builds the whole moved list for every row on every render (two hundred arrays of
 * two hundred ids per step).
 */
export const getNewIndex: NewIndexGetter = ({ id, items, activeIndex, overIndex }) => {
  const index = items.indexOf(id);
  if (index === activeIndex) return overIndex;
  if (activeIndex < index && index <= overIndex) return index - 1;
  if (overIndex <= index && index < activeIndex) return index + 1;
  return index;
};

/**
 * dnd-kit's closestCenter (the row whose centre is nearest the dragged row's centre), for one
 * list. It answers with the same array every time, holding only the nearest row: dnd-kit hands
 * the collisions to every row through its context, and a new array on every pointer move made
 * all rows render on every move. The rows still follow when the nearest row changes, because
 * dnd-kit then sets the new `over`. (closestCenter also sorts every row by its distance, which
 * nothing here reads.)
 */
export function createClosestCenter(): CollisionDetection {
  const nearest: { id: UniqueIdentifier; data: { droppableContainer: DroppableContainer; value: number } }[] = [];
  return ({ collisionRect, droppableRects, droppableContainers }) => {
    const x = collisionRect.left + collisionRect.width / 2;
    const y = collisionRect.top + collisionRect.height / 2;
    let best: DroppableContainer | null = null;
    let bestDistance = Infinity;
    for (const container of droppableContainers) {
      const rect: ClientRect | undefined = droppableRects.get(container.id);
      if (!rect) continue;
      const distance = Math.hypot(rect.left + rect.width / 2 - x, rect.top + rect.height / 2 - y);
      if (distance < bestDistance) {
        best = container;
        bestDistance = distance;
      }
    }
    if (!best) nearest.length = 0;
    else if (nearest[0]?.id !== best.id) nearest[0] = { id: best.id, data: { droppableContainer: best, value: bestDistance } };
    return nearest;
  };
}

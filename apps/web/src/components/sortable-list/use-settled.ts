import { useEffect, useState, type RefObject } from 'react';

/** How long the list must keep its size before it counts as settled. */
const SETTLE_MS = 500;

/**
 * True once the element has kept its size for a while (its content, math and fonts in place).
 *
 * The sortable list lets rows out of sight skip layout and paint (content-visibility) only from
 * then on. A row that was never laid out has no size of its own yet (only an estimate), and
 * when it came into sight during a drag, its real size moved every row below it: dnd-kit then
 * measured all of them again, on every such row, in the middle of the drag. Laid out once, a
 * row keeps its last size while it is out of sight (contain-intrinsic-size: auto).
 */
/** Rows further than this from the window (in px) count as out of sight. */
const OUT_OF_SIGHT_MARGIN = 200;

/**
 * Marks the rows that are out of sight now (data-far): only they skip layout and paint from now
 * on. Switching that on for a row in sight would hide its content for a frame while the browser
 * works out that it is in sight: a flicker, and a layout shift of every row on screen.
 */
function markRowsOutOfSight(list: HTMLElement): void {
  const height = window.innerHeight;
  for (const row of Array.from(list.children)) {
    const { top, bottom } = row.getBoundingClientRect();
    if (bottom < -OUT_OF_SIGHT_MARGIN || top > height + OUT_OF_SIGHT_MARGIN) row.setAttribute('data-far', '');
  }
}

export function useSettled(ref: RefObject<HTMLElement | null>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (settled || !element || typeof ResizeObserver === 'undefined') return;
    const settle = () => {
      markRowsOutOfSight(element);
      setSettled(true);
    };
    let timer = setTimeout(settle, SETTLE_MS);
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(settle, SETTLE_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, settled]);
  return settled;
}

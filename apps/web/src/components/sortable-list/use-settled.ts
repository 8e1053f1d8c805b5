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
export function useSettled(ref: RefObject<HTMLElement | null>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (settled || !element || typeof ResizeObserver === 'undefined') return;
    let timer = setTimeout(() => setSettled(true), SETTLE_MS);
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setSettled(true), SETTLE_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, settled]);
  return settled;
}

import { useEffect, useState } from 'react';

/**
 * At most this many rows enter the document in one frame. Each frame that adds rows lays the
 * whole table out again (10 ms and more with five hundred students), so a few rows a frame keep
 * such a frame short enough that a key pressed during it still shows within 50 ms; ten rows a
 * frame still fill a screen within a few frames.
 */
const REVEAL_CHUNK = 10;
/** Rows wait while keys are pressed: the reveal goes on this long after the last key. */
export const TYPING_QUIET_MS = 200;

interface Revealed<T> {
  rows: readonly T[];
  count: number;
}

// When a key was last pressed anywhere on the page. One listener for all tables, installed with
// the first one.
let lastKeyAt = Number.NEGATIVE_INFINITY;
let listening = false;
function watchKeys() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('keydown', () => (lastKeyAt = performance.now()), { capture: true, passive: true });
}

/**
 * How many of `rows`, from the top, may be shown when they replace `shown` (the rows on screen):
 * the longest run from the top that brings at most `chunk` rows not yet on screen.
 */
export function revealedCount<T>(rows: readonly T[], shown: readonly T[], key: (row: T) => unknown, chunk: number): number {
  const onScreen = new Set(shown.map(key));
  let added = 0;
  for (let index = 0; index < rows.length; index++) {
    if (onScreen.has(key(rows[index]!))) continue;
    if (++added > chunk) return index;
  }
  return rows.length;
}

/**
 * The rows a table shows now. New rows enter a chunk per frame, from the top, so that no frame
 * has to style, lay out and paint hundreds of rows at once: clearing the search of a list of five
 * hundred students would otherwise block the page, and the next keystroke, for a tenth of a
 * second or more. Rows already on screen stay; a changed row or a new order of the same rows
 * shows at once. The first rows come in the first frame and the rest follows below them. While
 * someone types (a key in the last TYPING_QUIET_MS), the rest waits: each chunk makes the browser
 * lay out the whole table again, and a keystroke must not share its frame with that; the typing
 * usually asks for other rows anyway.
 */
export function useRevealedRows<T>(rows: readonly T[], key: (row: T) => unknown, chunk = REVEAL_CHUNK): readonly T[] {
  const [revealed, setRevealed] = useState<Revealed<T>>(() => ({ rows, count: Math.min(rows.length, chunk) }));
  let { count } = revealed;
  if (revealed.rows !== rows) {
    // New rows (a search's answer, a change): adjusted while rendering, so that they never show
    // in one piece first.
    count = revealedCount(rows, revealed.rows.slice(0, revealed.count), key, chunk);
    setRevealed({ rows, count });
  }
  const complete = count >= rows.length;
  useEffect(() => {
    if (complete) return;
    watchKeys();
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      const sinceKey = performance.now() - lastKeyAt;
      if (sinceKey < TYPING_QUIET_MS) {
        timer = setTimeout(next, TYPING_QUIET_MS - sinceKey);
        return;
      }
      frame = requestAnimationFrame(() => {
        if (performance.now() - lastKeyAt < TYPING_QUIET_MS) return next();
        setRevealed((current) => (current.rows === rows ? { rows, count: Math.min(rows.length, current.count + chunk) } : current));
      });
    };
    next();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows, count, complete, chunk]);
  return complete ? rows : rows.slice(0, count);
}

// Large renders that data or code arriving sets off, rendered as transitions (docs/architecture.md,
// "Renders in slices"). React renders a transition in slices of a few milliseconds and lets the
// browser work in between; an update from useSyncExternalStore (TanStack Query's answers, a
// module store) it always renders in one piece. On a slow phone a screen's whole content in one
// piece is a task of a quarter of a second, during which a tap does nothing.
import { startTransition, useEffect, useState } from 'react';

/**
 * A store's value that follows the store in transitions: for a store whose change re-renders
 * much of a screen (a renderer's code arriving) and where a frame's delay does not matter.
 * Use `useSyncExternalStore` for a store that input changes.
 */
export function useStoreInTransition<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T): T {
  const [value, setValue] = useState(getSnapshot);
  useEffect(() => {
    const update = () => startTransition(() => setValue(getSnapshot));
    // A change between this render and the subscription.
    update();
    return subscribe(update);
  }, [subscribe, getSnapshot]);
  return value;
}

/**
 * Whether a screen's content may show: false until `ready` (everything it reads has come), then
 * true for good, switched in a transition. The screen shows its loading state until then. Its
 * content should read only data that is already there: an answer that comes in while React
 * renders in slices makes it render everything again in one piece. `partlyReady` (the content
 * can show without the rest) shows it at most `maxWaitMs` later even if the rest has not come,
 * so that a slow request does not hold the whole screen back.
 */
export function useRevealed(ready: boolean, partlyReady = ready, maxWaitMs = 1000): boolean {
  const [revealed, setRevealed] = useState(ready);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (revealed || ready || !partlyReady) return;
    const timer = setTimeout(() => setWaited(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [revealed, ready, partlyReady, maxWaitMs]);
  useEffect(() => {
    if ((ready || waited) && !revealed) startTransition(() => setRevealed(true));
  }, [ready, waited, revealed]);
  return revealed;
}

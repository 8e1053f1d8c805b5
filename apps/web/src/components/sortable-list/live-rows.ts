import { useCallback, useSyncExternalStore } from 'react';
import { KeyedListeners } from '../../lib/keyed-listeners.ts';

// Which rows of a sortable list take part in dnd-kit at the moment.
//
// Every row that dnd-kit knows (a useSortable) renders again whenever its drag-and-drop state
// changes: four times when a row is picked up, once for every step of the drag, twice at the
// drop; and at the pick-up dnd-kit measures every row, walking each one's ancestors. With two
// hundred problems that alone took longer than a frame. So only the rows near the viewport are
// known to dnd-kit (within a viewport's height above and below it), and with them the row being
// dragged and the row whose handle has the focus. A row out of sight stays in the page as it is
// (its content, its handle); it joins as soon as it comes near, as when the page scrolls along
// with a drag. A person only ever drops a row somewhere in sight, so the rows out of sight have
// nothing to do in a drag.

type Id = string | number;

/** How far above and below the viewport rows still take part (the viewport's height). */
const NEAR_MARGIN = '100% 0px';

export class LiveRows {
  readonly #near = new Set<Id>();
  readonly #listeners = new KeyedListeners<Id>();
  readonly #ids = new Map<Element, Id>();
  readonly #observer: IntersectionObserver | null;
  #focused: Id | null = null;
  #dragged: Id | null = null;

  constructor() {
    // Without IntersectionObserver (a test's document) every row takes part.
    this.#observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => this.#seen(entries), { rootMargin: NEAR_MARGIN });
  }

  /** Watches a row's element (a ref callback's argument; null when the element goes). */
  watch(id: Id, element: Element | null, previous: Element | null): void {
    if (previous) {
      this.#observer?.unobserve(previous);
      this.#ids.delete(previous);
    }
    if (element) {
      this.#ids.set(element, id);
      this.#observer?.observe(element);
    } else if (this.#near.delete(id)) {
      this.#listeners.notify(id);
    }
  }

  isLive(id: Id): boolean {
    return !this.#observer || this.#near.has(id) || this.#focused === id || this.#dragged === id;
  }

  /** The row whose handle has the focus (null: none): a keyboard user may pick it up any time. */
  setFocused(id: Id | null): void {
    const before = this.#focused;
    this.#focused = id;
    this.#changed(before, id);
  }

  /** The row being dragged (null: none): it stays known to dnd-kit however far it is carried. */
  setDragged(id: Id | null): void {
    const before = this.#dragged;
    this.#dragged = id;
    this.#changed(before, id);
  }

  subscribe(id: Id, listener: () => void): () => void {
    return this.#listeners.subscribe(id, listener);
  }

  #seen(entries: IntersectionObserverEntry[]) {
    for (const entry of entries) {
      const id = this.#ids.get(entry.target);
      if (id === undefined) continue;
      const was = this.#near.has(id);
      if (entry.isIntersecting) this.#near.add(id);
      else this.#near.delete(id);
      if (was !== entry.isIntersecting) this.#listeners.notify(id);
    }
  }

  #changed(before: Id | null, after: Id | null) {
    if (before === after) return;
    if (before !== null) this.#listeners.notify(before);
    if (after !== null) this.#listeners.notify(after);
  }
}

/** Whether the row `id` takes part in dnd-kit now; the row renders again when that changes. */
export function useLiveRow(rows: LiveRows, id: Id): boolean {
  const subscribe = useCallback((listener: () => void) => rows.subscribe(id, listener), [rows, id]);
  const read = () => rows.isLive(id);
  return useSyncExternalStore(subscribe, read, read);
}

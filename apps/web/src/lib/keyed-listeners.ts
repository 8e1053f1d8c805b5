/**
 * Listeners by key, for stores whose components each listen to one key (a row to its own id),
 * so that a change renders the components of that key alone.
 */
export class KeyedListeners<K> {
  readonly #listeners = new Map<K, Set<() => void>>();

  subscribe(key: K, listener: () => void): () => void {
    let listeners = this.#listeners.get(key);
    if (!listeners) this.#listeners.set(key, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#listeners.delete(key);
    };
  }

  notify(key: K): void {
    for (const listener of this.#listeners.get(key) ?? []) listener();
  }
}

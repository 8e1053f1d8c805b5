import { useCallback, useSyncExternalStore } from 'react';
import { KeyedListeners } from './keyed-listeners.ts';

/**
 * What is being saved, by key (a row's id → the value on its way to the server), for lists whose
 * rows each show their own save: a row listens to its own key only, so a save starting or ending
 * renders that row alone, and a row costs one listener instead of a mutation observer of its own.
 */
export class PendingByKey<K, V> {
  readonly #values = new Map<K, V>();
  readonly #listeners = new KeyedListeners<K>();

  get(key: K): V | undefined {
    return this.#values.get(key);
  }

  set(key: K, value: V): void {
    this.#values.set(key, value);
    this.#listeners.notify(key);
  }

  delete(key: K): void {
    if (this.#values.delete(key)) this.#listeners.notify(key);
  }

  subscribe(key: K, listener: () => void): () => void {
    return this.#listeners.subscribe(key, listener);
  }
}

/** The value being saved for `key`, or undefined; the component renders again when it changes. */
export function usePending<K, V>(store: PendingByKey<K, V>, key: K): V | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  const read = () => store.get(key);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Runs a chunk's dynamic import in a task of its own, not in the current one: the bundler's
 * loader adds a link element per file of the chunk to the page, and inside the effects of the
 * commit that mounted a screen that cost some 25 ms on a slow phone (docs/architecture.md,
 * "The bundler's loader").
 */
export function importLater<M>(load: () => Promise<M>): Promise<M> {
  return new Promise<void>((resolve) => setTimeout(resolve)).then(load);
}

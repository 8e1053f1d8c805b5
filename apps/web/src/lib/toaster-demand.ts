// The toast machinery (Chakra's toaster and its styles) is not part of the first page: the
// sign-in page shows its messages inline. It is loaded when the first toast is asked for, or
// when the signed-in shell shows, whichever comes first (see AppProviders).
let wanted = false;
const listeners = new Set<() => void>();

/**
 * Fetches the toasts' code (the store every toast goes through) before a toast needs it: a toast
 * that says the server no longer answers must not need the server (app/providers.tsx).
 */
export function preloadToasts(): Promise<unknown> {
  return import('./toaster.ts');
}

/** Asks for the toaster to be rendered (once asked, it stays). */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  // Fetched now, while the server answers, so that a later "server unreachable" can still show.
  preloadToasts().catch((error: unknown) => console.warn('The toaster could not be loaded.', error));
  for (const listener of listeners) listener();
}

/**
 * Asks for the toaster once the page is idle: the signed-in shell has it ready for its screens'
 * confirmations without putting its fetch and first render into the screen's own load (issue 29).
 * A toast asked for before then loads it at once (requestToaster).
 */
export function requestToasterWhenIdle(): () => void {
  if (wanted) return () => {};
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(requestToaster, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(requestToaster, 1000);
  return () => clearTimeout(handle);
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

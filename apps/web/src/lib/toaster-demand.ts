// The toast machinery (Chakra's toaster and its styles) is not part of the first page: the
// sign-in page shows its messages inline. It is loaded when the first toast is asked for, or
// when the signed-in shell shows, whichever comes first (see AppProviders).
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toaster to be rendered (once asked, it stays). */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  // Fetched now, while the server answers, so that a later "server unreachable" can still show.
  import('./toaster.ts').catch((error: unknown) => console.warn('The toaster could not be loaded.', error));
  for (const listener of listeners) listener();
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

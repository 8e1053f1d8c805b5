// A screen's chunk can fail to load for two reasons: no connection (the server is stopped or
// the network is down), or a new build replaced the hashed files the page still refers to. In
// the second case only a reload helps; it is done once per tab session, so a chunk that stays
// missing shows the error screen instead of reloading in a loop.

const RELOAD_FLAG = 'chunk-reload-done';

/** True for the errors browsers and Vite give when a dynamic import fails. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(RELOAD_FLAG) !== null;
  } catch {
    return true; // Without storage a loop could not be detected: never reload.
  }
}

/**
 * After a failed chunk: when the server answers (so the chunk is missing, not the connection),
 * reloads the page once to get the new build. Returns whether it reloads.
 */
export async function reloadOnceForNewBuild(
  error: unknown,
  { reload = () => window.location.reload(), probe = () => fetch('/', { cache: 'no-store', method: 'HEAD' }) } = {},
): Promise<boolean> {
  if (!isChunkLoadError(error) || readFlag()) return false;
  try {
    const answer = await probe();
    if (!answer.ok) return false;
  } catch {
    return false; // No connection: a reload would show the browser's own error page.
  }
  try {
    sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

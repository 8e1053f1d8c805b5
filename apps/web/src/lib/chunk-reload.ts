// A screen's chunk can fail to load for two reasons: no connection (or a proxy that refuses
// the file), or a new build replaced the hashed files the page still refers to. Only in the
// second case does a reload help, so the page reloads only when a freshly fetched index.html
// names another entry script than the running page: a new build is really there. Otherwise the
// screen shows its error with "Try again" inside the shell. A reload is done once per new
// build and tab session, so an index.html that keeps naming files that do not load never
// reloads in a loop.

const RELOAD_FLAG = 'chunk-reload-for';

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

/** The path of the entry script an index.html names (`/assets/index-<hash>.js`), or null. */
export function entryScriptOf(html: string): string | null {
  const tag = /<script\b[^>]*\btype=["']?module["']?[^>]*>/i.exec(html)?.[0];
  const src = tag ? /\bsrc=["']?([^"'\s>]+)/i.exec(tag)?.[1] : undefined;
  return src ? pathOf(src) : null;
}

function pathOf(url: string): string {
  try {
    return new URL(url, window.location.origin).pathname;
  } catch {
    return url;
  }
}

/** The entry script of the running page. */
export function runningEntryScript(doc: Document = document): string | null {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? pathOf(script.getAttribute('src') ?? '') : null;
}

function alreadyReloadedFor(entry: string): boolean {
  try {
    return sessionStorage.getItem(RELOAD_FLAG) === entry;
  } catch {
    return true; // Without storage a loop could not be detected: never reload.
  }
}

export interface NewBuildCheck {
  reload?: () => void;
  /** index.html as the server has it now, past every cache. */
  fetchIndex?: () => Promise<string>;
  running?: () => string | null;
}

async function freshIndex(): Promise<string> {
  const answer = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
  if (!answer.ok) throw new Error(`index.html answered ${answer.status}`);
  return answer.text();
}

/**
 * After a failed chunk: reloads the page when the server's index.html names another entry
 * script than the running page (a new build), once per build. Returns whether it reloads.
 */
export async function reloadIfNewBuild(
  error: unknown,
  { reload = () => window.location.reload(), fetchIndex = freshIndex, running = runningEntryScript }: NewBuildCheck = {},
): Promise<boolean> {
  if (!isChunkLoadError(error)) return false;
  let served: string | null;
  try {
    served = entryScriptOf(await fetchIndex());
  } catch {
    return false; // No connection: a reload would show the browser's own error page.
  }
  const current = running();
  if (!served || !current || served === current || alreadyReloadedFor(served)) return false;
  try {
    sessionStorage.setItem(RELOAD_FLAG, served);
  } catch {
    return false;
  }
  reload();
  return true;
}

// Saving a file that was fetched with the session header: a plain link cannot send the bearer
// header, so the file arrives as a blob and is saved through a temporary object URL.

/** How long the object URL stays valid after the click: the browser has started saving by then. */
const KEEP_URL_MS = 60_000;

/** Saves `blob` under `fileName` in the browser's downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}

/** The file name of a Content-Disposition header (filename* first, then filename), if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  // Only the last path segment: a name must never point into another folder.
  return name ? (name.split(/[\\/]/).pop() ?? null) || null : null;
}

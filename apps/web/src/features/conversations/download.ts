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

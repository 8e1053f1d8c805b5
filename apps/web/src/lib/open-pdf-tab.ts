// Opening a PDF that needs the session header in a new tab. A plain link cannot send the bearer
// header, so the PDF is fetched as a blob and shown through an object URL. Popup blockers only
// allow a new tab during the click itself, so the tab is opened at once (showing "loading") and
// pointed at the PDF when it arrives.

/** How long the object URL stays valid: long enough to save or print it from the tab. */
const KEEP_URL_MS = 10 * 60_000;

/**
 * Opens a tab now and shows the blob that `load` yields in it. When loading fails the tab is
 * closed again and the error is passed on (the caller shows the message).
 */
export async function openPdfInNewTab(load: () => Promise<Blob>, loadingText: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    try {
      // The PDF needs nothing from this page; cut the tie back to it.
      tab.opener = null;
      tab.document.title = loadingText;
      tab.document.body.textContent = loadingText;
    } catch {
      // Some browsers do not let us write into the new tab; it stays blank until the PDF comes.
    }
  }
  let blob: Blob;
  try {
    blob = await load();
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
  if (tab && !tab.closed) tab.location.href = url;
  else window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}

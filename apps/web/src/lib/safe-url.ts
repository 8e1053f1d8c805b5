// Which URLs untrusted markdown (problem text, messages) may use. Links: http(s), mailto and
// relative ones; anything else (javascript:, data:, vbscript:, file:, …) is dropped, so the
// link is inert. Images: only from our own origin or inline data: images, so a problem cannot
// make a reader's browser contact another server (the Content-Security-Policy says the same).

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

function hasScheme(url: string): boolean {
  // A colon after the first /, ? or # belongs to the path or query, not to a scheme.
  const cut = url.search(/[/?#]/);
  const head = cut === -1 ? url : url.slice(0, cut);
  return head.includes(':');
}

/** The link's target if it is http(s), mailto or relative; else null. */
export function safeLinkUrl(raw: string): string | null {
  const url = raw.trim();
  if (url === '') return null;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme) return scheme === 'http' || scheme === 'https' || scheme === 'mailto' ? url : null;
  return hasScheme(url) ? null : url;
}

/** The image source if it is an inline image or on `origin`; else null. */
export function safeImageUrl(raw: string, origin: string = globalThis.location?.origin ?? ''): string | null {
  const url = raw.trim();
  if (INLINE_IMAGE.test(url)) return url;
  if (url.startsWith('//') || url.startsWith('\\')) return null;
  if (!SCHEME.test(url) && !hasScheme(url)) return url === '' ? null : url;
  try {
    return origin !== '' && new URL(url).origin === origin ? url : null;
  } catch {
    return null;
  }
}

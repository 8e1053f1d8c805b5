// A problem's stored image, its thumbnail and its template are read at their own addresses
// (file_url, thumbnail_url, template_url: /api/files/<content hash>, on our own origin), which
// the browser keeps for a year, as the content under an address never changes. Figures of
// upload drafts, which are not stored yet, travel as base64 next to their MIME type and are
// shown as data: URLs; the Content-Security-Policy allows both (img-src 'self' data: blob:).

/** The address of a problem's file to show as an image, or null when there is none or it is not an image. */
export function imageFileUrl(url: string | null | undefined, type: string | null | undefined): string | null {
  if (!url || !type || !type.toLowerCase().startsWith('image/')) return null;
  return url;
}

/** A data: URL for a stored base64 image, or null when there is none or it is not an image. */
export function imageDataUrl(data: string | null | undefined, type: string | null | undefined): string | null {
  if (!data || !type || !type.toLowerCase().startsWith('image/')) return null;
  return `data:${type};base64,${data}`;
}

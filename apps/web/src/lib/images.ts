// Stored images travel as base64 next to their MIME type (spec §3); the browser shows them as
// data: URLs, which the Content-Security-Policy allows for images (img-src 'self' data: blob:).

/** A data: URL for a stored base64 image, or null when there is none or it is not an image. */
export function imageDataUrl(data: string | null | undefined, type: string | null | undefined): string | null {
  if (!data || !type || !type.toLowerCase().startsWith('image/')) return null;
  return `data:${type};base64,${data}`;
}

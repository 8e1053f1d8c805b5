// A problem image's thumbnail for the list cards: at most 800 px on its long side, made once
// when the image is stored (docs/product/api.md#files). An image that already fits is its own
// thumbnail (undefined here: the caller uses the image's key); an animated GIF becomes a still
// PNG of its first frame, which a list of cards can afford.
import sharp from '../../../lib/sharp.ts';
import { MAX_IMAGE_PIXELS, type StoredImageType } from './stored-image.ts';

export const THUMBNAIL_SIDE = 800;

export interface Thumbnail {
  data: Buffer;
  type: 'image/jpeg' | 'image/png';
}

/** The thumbnail of a stored (already checked and cleaned) image, or undefined when the image fits as it is. */
export async function thumbnail(data: Buffer, type: StoredImageType): Promise<Thumbnail | undefined> {
  const metadata = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  const animated = (metadata.pages ?? 1) > 1;
  if (Math.max(width, height) <= THUMBNAIL_SIDE && !animated) return undefined;
  const pipeline = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).resize({
    width: THUMBNAIL_SIDE,
    height: THUMBNAIL_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  if (type === 'image/jpeg') return { data: await pipeline.jpeg({ quality: 80 }).toBuffer(), type: 'image/jpeg' };
  return { data: await pipeline.png().toBuffer(), type: 'image/png' };
}

// Every image the server keeps or reads is checked and cleaned here, in the image process:
//   - its size is read from the file's header first (sharp's metadata, no pixel decoded), and
//     more than 40 megapixels is refused (422 image.too_large): a PNG of a few hundred kB can
//     hold 900 million pixels, which no list can show and which would take gigabytes to decode;
//   - what is stored is at most 2,000 px on its long side, turned upright by its EXIF
//     orientation, and without metadata (EXIF with its GPS position, XMP, IPTC, ICC profile,
//     comments), in the format it came in: JPEG (quality 88), PNG, or GIF. An animated GIF
//     stays animated (each frame scaled), and for it the 40 megapixels count all frames.
// An image that fits and carries nothing to strip is kept byte for byte.
import type { Metadata } from 'sharp';
import sharp from '../../../lib/sharp.ts';
import { type HttpError, unprocessable } from '../../../lib/http-error.ts';

/** Images with more pixels than this are refused before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The long side of a stored image, at most. */
const STORED_IMAGE_SIDE = 2000;
/** JPEG quality of a stored image: no visible loss on photos and worksheets. */
const JPEG_QUALITY = 88;

export type StoredImageType = 'image/png' | 'image/jpeg' | 'image/gif';

export interface StoredImage {
  data: Buffer;
  type: StoredImageType;
  width: number;
  height: number;
}

const megapixels = (pixels: number) => Math.round(pixels / 100_000) / 10;

/** An image that is not the JPG, PNG or GIF it claims to be, or that cannot be read as one. */
export const invalidImage = () => unprocessable('problem.invalid_file_type_image', 'The image is not a JPG, PNG or GIF file.');

const imageTooLarge = (pixels: number) =>
  unprocessable('image.too_large', `The image has ${megapixels(pixels)} megapixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} are accepted.`);

export interface ImageSize {
  metadata: Metadata;
  /** The size of one frame. */
  width: number;
  height: number;
  frames: number;
}

/**
 * The image's size from its header, refused above 40 megapixels (all frames of an animation
 * together). A file sharp cannot read answers `unreadable()`.
 */
export async function checkedSize(data: Buffer, unreadable: () => HttpError): Promise<ImageSize> {
  let metadata: Metadata;
  try {
    // Only the header is read here; sharp's own pixel limit (268 megapixels) would refuse a
    // bomb as unreadable instead of as too large.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const width = metadata.width;
  const height = metadata.pageHeight ?? metadata.height;
  if (!width || !height) throw unreadable();
  const frames = Math.max(1, metadata.pages ?? 1);
  const pixels = width * height * frames;
  if (pixels > MAX_IMAGE_PIXELS) throw imageTooLarge(pixels);
  return { metadata, width, height, frames };
}

/** Whether the file carries anything that is to go: metadata, or an orientation still to apply. */
function carriesMetadata(metadata: Metadata): boolean {
  return Boolean(
    metadata.exif ||
      metadata.xmp ||
      metadata.iptc ||
      metadata.icc ||
      metadata.tifftagPhotoshop ||
      (metadata.comments && metadata.comments.length > 0) ||
      (metadata.orientation !== undefined && metadata.orientation !== 1),
  );
}

/** An uploaded image as it is stored: checked, upright, at most 2,000 px, without metadata. */
export async function storedImage(data: Buffer, type: StoredImageType, unreadable: () => HttpError): Promise<StoredImage> {
  const { metadata, width, height, frames } = await checkedSize(data, unreadable);
  if (Math.max(width, height) <= STORED_IMAGE_SIDE && !carriesMetadata(metadata)) return { data, type, width, height };
  const animated = type === 'image/gif' && frames > 1;
  try {
    // sharp writes no metadata unless asked to (keepMetadata / withMetadata): the output has none.
    const pipeline = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, animated })
      .rotate()
      .resize({ width: STORED_IMAGE_SIDE, height: STORED_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'image/jpeg' ? pipeline.jpeg({ quality: JPEG_QUALITY }) : type === 'image/png' ? pipeline.png() : pipeline.gif();
    const { data: out, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data: out, type, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw unreadable();
  }
}

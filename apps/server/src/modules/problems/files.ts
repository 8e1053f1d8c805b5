// Uploaded files: what they really are (by their first bytes, not only by the type the
// browser declared), and what is stored of them (stored-files.ts puts them into storage).
import { HttpError, unprocessable } from '../../lib/http-error.ts';
import { MAX_FILE_BYTES, type UploadedFile } from '../../lib/uploads.ts';
import type { ImageWork } from './image-work/client.ts';
import { invalidImage, type StoredImageType } from './image-work/stored-image.ts';

const unsupportedUpload = () => unprocessable('upload.invalid_file', 'Unsupported file type: only PDF, JPG and PNG files can be uploaded.');

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

const SIGNATURES: { type: string; bytes: Buffer }[] = [
  { type: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff]) },
  { type: 'image/gif', bytes: Buffer.from('GIF87a') },
  { type: 'image/gif', bytes: Buffer.from('GIF89a') },
  { type: 'application/pdf', bytes: Buffer.from('%PDF-') },
];

/** The type the file's magic number says, or undefined for anything else. */
export function sniffType(data: Buffer): string | undefined {
  return SIGNATURES.find((s) => data.subarray(0, s.bytes.length).equals(s.bytes))?.type;
}

/**
 * The type of a file when both its declared type and its content are one of `allowed`;
 * the content decides, so a PNG sent as image/jpeg is stored as the PNG it is.
 */
function checkedType(data: Buffer, declared: string | null | undefined, allowed: string[]): string | undefined {
  const actual = sniffType(data);
  if (!declared || !allowed.includes(declared.toLowerCase()) || !actual || !allowed.includes(actual)) return undefined;
  return actual;
}

/** A problem image's type: JPG, PNG or GIF by declared type and content, else 422 problem.invalid_file_type_image. */
export function problemImageType(file: UploadedFile): StoredImageType {
  const type = checkedType(file.data, file.mimetype, IMAGE_TYPES);
  if (!type) throw invalidImage();
  return type as StoredImageType;
}

/** A file as it is to be stored, with its type. */
export interface FileContent {
  data: Buffer;
  type: string;
}

/**
 * An image as it is stored, after the image process has checked its size (422
 * image.too_large above 40 megapixels), scaled it to at most 2,000 px and removed its
 * metadata (image-work/stored-image.ts).
 */
async function storedImage(images: ImageWork, data: Buffer, type: StoredImageType): Promise<FileContent> {
  const stored = await images.run('problemImage', data, type);
  return { data: Buffer.from(stored.data), type: stored.type };
}

/** A problem image as stored: JPG, PNG or GIF, checked, scaled and without metadata. */
export async function problemImage(images: ImageWork, file: UploadedFile): Promise<FileContent> {
  return storedImage(images, file.data, problemImageType(file));
}

// One character class and a padding tail: a pattern of repeated groups would backtrack
// itself into a stack overflow on an image of a few megabytes.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A base64 image from a JSON field (an extracted draft's figure), checked and stored like an uploaded one. */
export async function base64Image(images: ImageWork, data: string, declared: string | null): Promise<FileContent> {
  const compact = data.replace(/\s+/g, '');
  // The same limit as an uploaded image (413 like the upload's), before decoding anything.
  if ((compact.length / 4) * 3 > MAX_FILE_BYTES + 2) throw new HttpError(413, 'payload_too_large', 'The file is larger than 5 MB.');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) throw invalidImage();
  const bytes = Buffer.from(compact, 'base64');
  const type = checkedType(bytes, declared ?? sniffType(bytes), IMAGE_TYPES);
  if (!type) throw invalidImage();
  return storedImage(images, bytes, type as StoredImageType);
}

/**
 * A template may be any file (the binding already refused files over 5 MB), but its type is
 * what its content shows: an image or a PDF by its first bytes, anything else a plain
 * download (application/octet-stream), so that an uploaded page of HTML is never served or
 * shown as one. An image template is stored as a problem image is (checked, scaled, without
 * metadata); any other template is kept as it came.
 */
export async function templateFile(images: ImageWork, file: UploadedFile): Promise<FileContent> {
  const type = sniffType(file.data) ?? 'application/octet-stream';
  if (IMAGE_TYPES.includes(type)) return storedImage(images, file.data, type as StoredImageType);
  return { data: file.data, type };
}

export type UploadType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** A worksheet for extraction must be a PDF, JPG or PNG, by declared type and by content. */
export function uploadType(file: UploadedFile): UploadType {
  const type = checkedType(file.data, file.mimetype, UPLOAD_TYPES);
  if (!type) throw unsupportedUpload();
  return type as UploadType;
}

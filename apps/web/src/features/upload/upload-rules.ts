// The upload rules of docs/product/validation.md and limits.md, checked in the browser before anything is sent: the
// file's type (by its name) and size, and the number of problems to extract. The limits are
// the contract's.
import { MAX_FILE_BYTES, NUM_PROBLEMS } from '@backoffice/api-client';

/** The file types a worksheet may have (docs/product/validation.md). */
export const UPLOAD_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
/** For the file input's `accept`: the extensions and their MIME types. */
export const UPLOAD_ACCEPT = [...UPLOAD_EXTENSIONS, 'application/pdf', 'image/jpeg', 'image/png'].join(',');
/** The picker's choice on a server that reads only PDFs' text (no AI provider). */
export const PDF_ONLY_ACCEPT = ['.pdf', 'application/pdf'].join(',');

export type FileProblem = 'type' | 'image' | 'size' | 'empty';

/**
 * Why a file cannot be sent, or null when it can. Where the server cannot read images
 * (`readsImages` false: no AI provider), a JPG or PNG is refused before it is sent, as the
 * server would refuse it after the upload.
 */
export function checkUploadFile(file: Pick<File, 'name' | 'size'>, readsImages = true): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'type';
  if (!readsImages && !name.endsWith('.pdf')) return 'image';
  if (file.size > MAX_FILE_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/**
 * The number of problems to ask for: what was typed, rounded and kept within the contract's
 * bounds; anything that is not a number (empty, letters) falls back to its default (docs/product/validation.md).
 */
export function parseNumProblems(value: string | number): number {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return NUM_PROBLEMS.default;
  return Math.min(NUM_PROBLEMS.maximum, Math.max(NUM_PROBLEMS.minimum, Math.round(number)));
}

// The upload rules of spec §5 and §9, checked in the browser before anything is sent: the
// file's type (by its name) and size, and the number of problems to extract.

/** At most 5 MB (spec §9), as the server counts it. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The file types a worksheet may have (spec §5). */
export const UPLOAD_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
/** For the file input's `accept`: the extensions and their MIME types. */
export const UPLOAD_ACCEPT = [...UPLOAD_EXTENSIONS, 'application/pdf', 'image/jpeg', 'image/png'].join(',');
/** The picker's choice on a server that reads only PDFs' text (no AI provider). */
export const PDF_ONLY_ACCEPT = ['.pdf', 'application/pdf'].join(',');

export const MIN_PROBLEMS = 1;
export const MAX_PROBLEMS = 50;
export const DEFAULT_PROBLEMS = 10;

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
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/**
 * The number of problems to ask for: what was typed, rounded and kept within 1-50; anything
 * that is not a number (empty, letters) falls back to the default of 10 (spec §5).
 */
export function parseNumProblems(value: string | number): number {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return DEFAULT_PROBLEMS;
  return Math.min(MAX_PROBLEMS, Math.max(MIN_PROBLEMS, Math.round(number)));
}

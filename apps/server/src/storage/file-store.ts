// Where files live: problem images, templates, their thumbnails and recordings are kept out of
// the database (docs/architecture.md#files), in a folder or an S3-compatible bucket, under the
// SHA-256 of their content. Equal files are kept once, a write of a file that is there is a
// no-op, and a key never names two contents, so whatever is read by key may be cached forever.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A byte range, both ends included (as in HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  size: number;
  /** When the file was last written (or, for the folder, last written again). */
  modified: Date;
}

export interface FileStore {
  /** What and where, for the start-up banner and the logs (no secrets). */
  readonly description: string;
  /** Keeps the file under its key; a file already there is kept (and marked as written now). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's size, or undefined when there is none under the key. */
  stat(key: string): Promise<StoredFile | undefined>;
  /** The file (or a range of it) as a stream; never read whole into memory. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The whole file (for the image work, which needs the bytes). */
  readAll(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Every key (under a prefix such as `recordings/`), with when it was last written. */
  list(prefix?: string): AsyncIterable<{ key: string; modified: Date }>;
  /** Throws when the storage cannot be reached (readiness). */
  check(): Promise<void>;
}

/** The extension a key carries for each type; the file route answers with the type it names. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'audio/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
};
const TYPES: Record<string, string> = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

/** Recordings are kept apart: the public file route never serves a key with this prefix. */
export const RECORDINGS_PREFIX = 'recordings/';

/** A public file's key: `<sha256 of the content>.<extension of its type>`. */
export const PUBLIC_KEY = /^[0-9a-f]{64}\.[a-z0-9]{2,4}$/;
/** Any key this server writes. */
export const ANY_KEY = /^(?:recordings\/)?[0-9a-f]{64}\.[a-z0-9]{2,4}$/;

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The key of a file: the hash of its content and the extension of its type (an unknown type
 * is `bin`, sent as application/octet-stream). The hash is the address as well: it can only be
 * known by someone who has the file, so an address of a private upload cannot be guessed
 * (docs/architecture.md#files says why no salt is added).
 */
export function fileKey(data: Buffer, type: string, prefix = ''): string {
  return `${prefix}${sha256(data)}.${EXTENSIONS[type.toLowerCase()] ?? 'bin'}`;
}

/** The type a key's file is sent as. */
export function typeOfKey(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** The address of a public file. */
export const fileAddress = (key: string | null): string | null => (key ? `/api/files/${key}` : null);

export function assertKey(key: string): void {
  if (!ANY_KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** A file that is not there (the drivers throw it alike, so callers can answer 404). */
export class MissingFileError extends Error {
  constructor(key: string) {
    super(`No stored file ${key}`);
    this.name = 'MissingFileError';
  }
}

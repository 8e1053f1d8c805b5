// Sending a stored file (src/storage/) as an answer: streamed from the storage, never read
// whole into memory; an ETag from the key (the content's SHA-256, so it is strong: equal tag,
// equal bytes) with If-None-Match answered 304; `nosniff`; and, where asked, byte ranges
// (RFC 9110 §14): one range answers 206 with Content-Range, a range that starts past the end
// answers 416, a Range header that is not one plain byte range is ignored (the whole file).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { type ByteRange, type FileStore, MissingFileError } from '../../storage/file-store.ts';

export interface SendOptions {
  /** The Content-Type sent. */
  type: string;
  cacheControl: string;
  /** `inline` for what a page may show (images), else a download with this file name. */
  disposition: { inline: true } | { inline: false; filename: string };
  /** Whether a Range request is answered with the range (206). */
  ranges: boolean;
}

const missing = () => notFound('not_found', 'There is no file at this address.');

/** The tag of a key: the content's hash, quoted. */
export const etagOf = (key: string) => `"${key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'))}"`;

/** Whether If-None-Match names this tag (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes(etag) || tags.includes('*');
}

/**
 * The range a Range header asks for in a file of `size` bytes: undefined for the whole file
 * (no header, or one this does not serve: several ranges, other units, bad syntax), 'unsatisfiable'
 * when it starts at or past the end (or the file is empty).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    // The last n bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, store: FileStore, key: string, options: SendOptions) {
  const stat = await store.stat(key);
  if (!stat) throw missing();
  const etag = etagOf(key);
  reply.header('etag', etag).header('cache-control', options.cacheControl).header('x-content-type-options', 'nosniff');
  if (options.ranges) reply.header('accept-ranges', 'bytes');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  const range = options.ranges ? parseRange(request.headers.range, stat.size) : undefined;
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${stat.size}`);
    throw new HttpError(416, 'range_not_satisfiable', `The range is outside the file (${stat.size} bytes).`);
  }
  let body;
  try {
    body = await store.read(key, range);
  } catch (error) {
    if (error instanceof MissingFileError) throw missing();
    throw error;
  }
  reply
    .header('content-type', options.type)
    .header('content-disposition', options.disposition.inline ? 'inline' : `attachment; filename="${options.disposition.filename.replace(/[^\w.-]/g, '_')}"`)
    .header('content-length', range ? range.end - range.start + 1 : stat.size);
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`);
  return reply.send(body);
}

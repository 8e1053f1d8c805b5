// Sending a problem's image or template to whoever holds its signed address (file-urls.ts).
// No session: the address was handed out to someone who could see the problem, and its
// signature names this file's content, so it no longer works once the file has changed.
import type { HandlerContext } from '../../contract/handler.ts';
import { forbidden, problemNotFound } from '../../lib/http-error.ts';
import { type FileKind, verifyFileToken } from './file-urls.ts';

/** The types a stored file is sent as; anything else goes as application/octet-stream. */
const SENT_AS = new Set(['image/jpeg', 'image/png', 'image/gif', 'application/pdf']);

const COLUMNS = {
  image: { data: 'file_data', type: 'file_type', hash: 'file_hash' },
  template: { data: 'template_data', type: 'template_type', hash: 'template_hash' },
} as const;

export async function sendProblemFile(ctx: HandlerContext<'getProblemImage' | 'getProblemTemplate'>, kind: FileKind) {
  const { params, query, request, reply, services: { db } } = ctx;
  const columns = COLUMNS[kind];
  // The hash first: a 304 or a refusal never reads the file.
  const row = await db.selectFrom('problems').select(['problem_id', columns.hash, columns.type]).where('problem_id', '=', params.id).executeTakeFirst();
  const hash = row?.[columns.hash];
  if (!row || !hash) throw problemNotFound();
  const maxAge = verifyFileToken(query.t, params.id, kind, hash);
  // A wrong or expired signature, or the address of the file before it changed.
  if (maxAge === null) throw forbidden('forbidden', 'This file address is not valid (wrong or expired signature, or the file has changed).');
  const etag = `"${hash}"`;
  const cached = { 'cache-control': `private, max-age=${maxAge}, immutable`, etag };
  const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(etag) || known.includes('*')) return reply.status(304).headers(cached).send();
  // Only the content the signature names (the file may have changed in between).
  const file = await db.selectFrom('problems').select(columns.data).where('problem_id', '=', params.id).where(columns.hash, '=', hash).executeTakeFirst();
  const data = file?.[columns.data];
  if (!data) throw forbidden('forbidden', 'This file address is not valid (the file has changed).');
  const type = row[columns.type] ?? '';
  return reply
    .headers(cached)
    .header('content-type', SENT_AS.has(type) ? type : 'application/octet-stream')
    .header('content-disposition', `attachment; filename="problem-${params.id}-${kind}"`)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(data, 'base64'));
}

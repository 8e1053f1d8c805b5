// Sending a problem's image or template to whoever holds its signed address (file-urls.ts),
// the addresses answers carried before files had addresses of their own (/api/files/<key>,
// modules/files/); kept so that links handed out before still work. No session: the address
// was handed out to someone who could see the problem, and its signature names this file's
// key (its content), so it no longer works once the file has changed.
import type { HandlerContext } from '../../contract/handler.ts';
import { forbidden, problemNotFound } from '../../lib/http-error.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { type FileKind, verifyFileToken } from './file-urls.ts';

/** The types a stored file is sent as; anything else goes as application/octet-stream. */
const SENT_AS = new Set(['image/jpeg', 'image/png', 'image/gif', 'application/pdf']);

const COLUMNS = {
  image: { key: 'file_key', type: 'file_type' },
  template: { key: 'template_key', type: 'template_type' },
} as const;

export async function sendProblemFile(ctx: HandlerContext<'getProblemImage' | 'getProblemTemplate'>, kind: FileKind) {
  const { params, query, request, reply, services: { db, files } } = ctx;
  const columns = COLUMNS[kind];
  const row = await db.selectFrom('problems').select(['problem_id', columns.key, columns.type]).where('problem_id', '=', params.id).executeTakeFirst();
  const key = row?.[columns.key];
  if (!row || !key) throw problemNotFound();
  const maxAge = verifyFileToken(query.t, params.id, kind, key);
  // A wrong or expired signature, or the address of the file before it changed.
  if (maxAge === null) throw forbidden('forbidden', 'This file address is not valid (wrong or expired signature, or the file has changed).');
  const type = row[columns.type] ?? '';
  return sendStoredFile(request, reply, files, key, {
    type: SENT_AS.has(type) ? type : 'application/octet-stream',
    cacheControl: `private, max-age=${maxAge}, immutable`,
    disposition: { inline: false, filename: `problem-${params.id}-${kind}` },
    ranges: false,
  });
}

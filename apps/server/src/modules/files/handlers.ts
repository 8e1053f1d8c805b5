// Stored files by key (docs/product/api.md#files): the images, thumbnails and templates of
// problems, at /api/files/<sha256>.<extension>. No session: an <img src> sends none, and the
// key is the content's SHA-256, which only someone who has the file (or was handed its
// address with a problem they may see) can know. Content never changes under a key, so the
// answer may be kept for a year by anyone (`public, immutable`). Recordings are not served
// here: their keys lie under recordings/, which the key's pattern cannot name.
import { defineHandlers } from '../../contract/handler.ts';
import { notFound } from '../../lib/http-error.ts';
import { PUBLIC_KEY, typeOfKey } from '../../storage/file-store.ts';
import { sendStoredFile } from './send-file.ts';

/** What a page may show where it stands; everything else is a download. */
const INLINE = new Set(['image/jpeg', 'image/png', 'image/gif']);

export const fileHandlers = defineHandlers({
  async getFile({ params, request, reply, services: { files } }) {
    // The contract's pattern has been checked; this is the storage's own rule, kept in one place.
    if (!PUBLIC_KEY.test(params.key)) throw notFound('not_found', 'There is no file at this address.');
    const type = typeOfKey(params.key);
    return sendStoredFile(request, reply, files, params.key, {
      type,
      cacheControl: 'public, max-age=31536000, immutable',
      disposition: INLINE.has(type) ? { inline: true } : { inline: false, filename: params.key },
      ranges: false,
    });
  },
});

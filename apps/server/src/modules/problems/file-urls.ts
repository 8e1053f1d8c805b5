// Signed addresses of a problem's image and template, as answers carried them before files had
// addresses of their own (/api/files/<key>, modules/files/); they are still verified, so links
// handed out before keep working while they are valid. The signature binds the problem, the
// kind of file, the file's key (its content's hash) and the end of its validity, so an address
// works only for that file as it was, and only for a while.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.ts';

export type FileKind = 'image' | 'template';

/** Addresses are cut per hour: the same within an hour (so the browser cache works), valid for one to two hours. */
const WINDOW_SECONDS = 3600;

let secret: Buffer = randomBytes(32);

/**
 * The key of the signatures: FILE_URL_SECRET when set, else one the server made at its first
 * start and keeps in the database (table server_keys), so that every server process on the
 * database signs alike and addresses stay valid over a restart.
 */
export async function useFileUrlSecret(db: Database, value: string | undefined): Promise<void> {
  if (value) {
    secret = Buffer.from(value, 'utf8');
    return;
  }
  // The first process to start makes the key; the others, and later starts, read that one.
  await db
    .insertInto('server_keys')
    .values({ name: 'file_url', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const { value: stored } = await db.selectFrom('server_keys').select('value').where('name', '=', 'file_url').executeTakeFirstOrThrow();
  secret = Buffer.from(stored, 'base64url');
}

function signature(problemId: number, kind: FileKind, hash: string, expires: number): string {
  return createHmac('sha256', secret).update(`${problemId}\n${kind}\n${hash}\n${expires}`).digest('base64url');
}

/** The `t` of an address valid until `expires` (seconds since 1970). */
export function fileToken(problemId: number, kind: FileKind, hash: string, expires: number): string {
  return `${expires}.${signature(problemId, kind, hash, expires)}`;
}

/** The end of the validity of addresses handed out now. */
export function currentExpiry(nowMs = Date.now()): number {
  return (Math.floor(nowMs / 1000 / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
}

/**
 * Seconds the address's answer may be kept, or null when the token is not this file's or has
 * expired. The token's shape was checked against the contract before.
 */
export function verifyFileToken(token: string, problemId: number, kind: FileKind, hash: string, nowMs = Date.now()): number | null {
  const [expiresText, given] = token.split('.') as [string, string];
  const expires = Number(expiresText);
  const remaining = expires - Math.floor(nowMs / 1000);
  if (!(remaining > 0) || remaining > 2 * WINDOW_SECONDS) return null;
  const expected = Buffer.from(signature(problemId, kind, hash, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? remaining : null;
}

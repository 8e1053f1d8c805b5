// Device cookies: a browser that has signed in to an account gets a random token in an HttpOnly
// cookie, and the database remembers (by the token's SHA-256) that this browser knew the
// account's password. The sign-in limit counts such a browser's attempts on their own, so the
// owner is not locked out by strangers' failures: neither by a flood from the same school
// network (one address for everyone behind it) nor by guesses on the account from anywhere.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { newToken, tokenHash } from '../../auth/tokens.ts';

export const DEVICE_COOKIE = 'backoffice_device';
/** A browser stays trusted this long after its last successful sign-in to the account. */
const DEVICE_TRUST_DAYS = 180;
const DEVICE_TRUST_MS = DEVICE_TRUST_DAYS * 24 * 3_600_000;
/** The cookie goes only to sign-in and the own profile, never to any other call. */
const COOKIE_PATH = '/api/admin/auth';

/** The token of the request's device cookie, when it has one of the right shape. */
export function deviceToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return undefined;
}

/** Whether this browser has signed in to the account with this e-mail address (lower case) lately. */
export async function isTrustedFor(db: Database, account: string, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('trusted_devices')
    .innerJoin('users', 'users.user_id', 'trusted_devices.user_id')
    .select('trusted_devices.user_id')
    .where('trusted_devices.token_hash', '=', tokenHash(token))
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', account))
    .where('trusted_devices.last_used', '>', new Date(Date.now() - DEVICE_TRUST_MS))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * After a successful sign-in: this browser is trusted for the account from now on. A token the
 * server issued before is kept (one browser, several accounts); any other gets a new one, so
 * a token planted in someone's browser never becomes trusted.
 */
export async function trustDevice(db: Database, userId: number, request: FastifyRequest, reply: FastifyReply, config: Config): Promise<void> {
  const now = new Date();
  const presented = deviceToken(request);
  const known =
    presented !== undefined &&
    (await db.selectFrom('trusted_devices').select('user_id').where('token_hash', '=', tokenHash(presented)).executeTakeFirst()) !== undefined;
  const token = known ? presented : newToken();
  await db
    .insertInto('trusted_devices')
    .values({ token_hash: tokenHash(token), user_id: userId, last_used: now })
    .onConflict((oc) => oc.columns(['token_hash', 'user_id']).doUpdateSet({ last_used: now }))
    .execute();
  await db
    .deleteFrom('trusted_devices')
    .where('user_id', '=', userId)
    .where('last_used', '<=', new Date(now.getTime() - DEVICE_TRUST_MS))
    .execute();
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${DEVICE_TRUST_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
  );
}

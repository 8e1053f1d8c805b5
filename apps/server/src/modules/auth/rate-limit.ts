// The sign-in limit (README, "Authentication"). Every attempt is counted before the password is
// checked, so a burst of concurrent guesses gets no more checks than the limit. The limits are
// kept on whoever guesses, not on the person they imitate:
// - A browser that has signed in to the account before (its device cookie) has its own count:
//   5 per 15 minutes for that account, whatever others do from its address or on the account.
// - A signed-in session checking its own current password likewise: 5 per 15 minutes.
// - Anyone else (a new browser, or no cookie) is counted three ways per 15 minutes: one account
//   from one client address (5), one client address over all accounts (30), one account over
//   all addresses (100). These bound a guesser however many accounts or addresses they use.
// A successful sign-in does not count.
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hit, reset, takeBack, type Limit } from '../../lib/rate-limits.ts';
import { tokenHash } from '../../auth/tokens.ts';
import { isTrustedFor } from './trusted-devices.ts';

const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LIMITS = { accountAndAddress: 5, address: 30, account: 100, trustedDevice: 5, session: 5 } as const;

/** Who makes the attempt: a client address with its device cookie's token, or a signed-in session. */
export type Guesser = { ip: string; device?: string | undefined } | { session: string };

/** What an attempt was counted on; a success hands it back. */
export interface Counted {
  /** Forgotten after a success: this client starts afresh on the account. */
  own: string;
  /** Shared with others; a success takes its one hit back. */
  shared: string[];
}

async function limitsFor(db: Database, account: string, who: Guesser): Promise<Limit[]> {
  if ('session' in who) return [{ key: `sign-in:session:${tokenHash(who.session)}`, max: SIGN_IN_LIMITS.session }];
  if (who.device && (await isTrustedFor(db, account, who.device))) {
    return [{ key: `sign-in:device:${tokenHash(who.device)} ${account}`, max: SIGN_IN_LIMITS.trustedDevice }];
  }
  return [
    { key: `sign-in:account+address:${account} ${who.ip}`, max: SIGN_IN_LIMITS.accountAndAddress },
    { key: `sign-in:address:${who.ip}`, max: SIGN_IN_LIMITS.address },
    { key: `sign-in:account:${account}`, max: SIGN_IN_LIMITS.account },
  ];
}

/** Counts this attempt; 429 with Retry-After when a limit is reached. */
export async function countSignIn(db: Database, email: string, who: Guesser, reply: FastifyReply): Promise<Counted> {
  const limits = await limitsFor(db, email.trim().toLowerCase(), who);
  const verdict = await hit(db, limits, SIGN_IN_WINDOW_MS);
  if (!verdict.allowed) {
    reply.header('retry-after', String(verdict.retryAfter));
    const minutes = Math.ceil(verdict.retryAfter / 60);
    throw new HttpError(429, 'rate_limited', `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
  const [own, ...shared] = limits.map((limit) => limit.key);
  return { own: own!, shared };
}

/** A successful sign-in: the client starts afresh on the account and the attempt is taken back. */
export async function signInSucceeded(db: Database, counted: Counted): Promise<void> {
  await reset(db, [counted.own]);
  await takeBack(db, counted.shared);
}

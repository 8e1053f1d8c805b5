// The sign-in limit (README, "Authentication"): every attempt is counted before the password is
// checked, so a burst of concurrent guesses gets no more checks than the limit. Three counters
// per 15 minutes: one account from one client address (5), one client address over all
// accounts (30), and one account over all addresses (100: slows a guess spread over many
// addresses, while a stranger's wrong passwords do not lock the owner out from their own
// address). A successful sign-in does not count.
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hit, reset, takeBack } from '../../lib/rate-limits.ts';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LIMITS = { accountAndAddress: 5, address: 30, account: 100 } as const;

const keys = (email: string, ip: string) => {
  const account = email.trim().toLowerCase();
  return {
    accountAndAddress: `sign-in:account+address:${account} ${ip}`,
    address: `sign-in:address:${ip}`,
    account: `sign-in:account:${account}`,
  };
};

/** Counts this attempt; 429 with Retry-After when a limit is reached. */
export async function countSignIn(db: Database, email: string, ip: string, reply: FastifyReply): Promise<void> {
  const k = keys(email, ip);
  const verdict = await hit(
    db,
    [
      { key: k.accountAndAddress, max: SIGN_IN_LIMITS.accountAndAddress },
      { key: k.address, max: SIGN_IN_LIMITS.address },
      { key: k.account, max: SIGN_IN_LIMITS.account },
    ],
    SIGN_IN_WINDOW_MS,
  );
  if (!verdict.allowed) {
    reply.header('retry-after', String(verdict.retryAfter));
    const minutes = Math.ceil(verdict.retryAfter / 60);
    throw new HttpError(429, 'rate_limited', `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

/** A successful sign-in: the account starts afresh from this address and the attempt is taken back. */
export async function signInSucceeded(db: Database, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  await reset(db, [k.accountAndAddress]);
  await takeBack(db, [k.address, k.account]);
}

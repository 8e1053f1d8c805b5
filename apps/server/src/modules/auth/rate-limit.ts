// Sign-in rate limit, kept in the database so every server process counts the same attempts:
// at most 5 failures per e-mail address and 30 per client address in 15 minutes.
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';

const WINDOW_MINUTES = 15;
const PER_EMAIL = 5;
const PER_IP = 30;

const since = () => new Date(Date.now() - WINDOW_MINUTES * 60_000);

export async function assertNotRateLimited(db: Database, email: string, ip: string): Promise<void> {
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) filter (where lower(email) = ${email.toLowerCase()})`.as('by_email'),
      sql<number>`count(*) filter (where ip = ${ip})`.as('by_ip'),
    ])
    .where('attempted_at', '>', since())
    .executeTakeFirstOrThrow();
  if (Number(row.by_email) >= PER_EMAIL || Number(row.by_ip) >= PER_IP) {
    throw new HttpError(429, 'rate_limited', 'Too many sign-in attempts. Please wait a few minutes and try again.');
  }
}

export async function recordFailure(db: Database, email: string, ip: string): Promise<void> {
  await db.insertInto('login_failures').values({ email: email.slice(0, 254), ip }).execute();
  // Old rows are of no further use; drop them now and then rather than on a schedule.
  if (Math.random() < 0.05) {
    await db.deleteFrom('login_failures').where('attempted_at', '<', since()).execute();
  }
}

export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).execute();
}

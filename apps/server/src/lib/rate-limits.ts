// Counters in the database (table rate_limits) that every server process shares. A request is
// counted before any other work, in one INSERT … ON CONFLICT DO UPDATE … RETURNING: PostgreSQL
// locks each counter row for the update, so N concurrent requests get the numbers 1 … N and
// exactly as many pass as the limit allows, also across processes. A counter's window starts
// with its first hit and lasts `windowMs`; the next hit after it starts a new window.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface Limit {
  /** What is counted, e.g. "sign-in:account+address" and the values it is counted for. */
  key: string;
  /** Hits allowed per window. */
  max: number;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until every exceeded counter's window has ended (0 when allowed). */
  retryAfter: number;
}

/** Counters are stored by hash: no e-mail address or client address in clear. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Counts one hit on every limit and says whether all of them still allow it. */
export async function hit(db: Database, limits: Limit[], windowMs: number): Promise<Verdict> {
  const now = new Date();
  const windowEnded = new Date(now.getTime() - windowMs);
  const byHash = new Map(limits.map((limit) => [hashKey(limit.key), limit]));
  // Always the same order of rows, so two statements on the same counters cannot deadlock.
  const keys = [...byHash.keys()].sort();
  const { rows } = await sql<{ key: string; hits: number; window_start: Date }>`
    insert into rate_limits (key, window_start, hits)
    values ${sql.join(keys.map((key) => sql`(${key}, ${now}, 1)`))}
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= ${windowEnded} then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= ${windowEnded} then ${now} else rate_limits.window_start end
    returning key, hits, window_start`.execute(db);
  let retryAfter = 0;
  for (const row of rows) {
    const limit = byHash.get(row.key);
    if (limit && Number(row.hits) > limit.max) {
      const ends = new Date(row.window_start).getTime() + windowMs;
      retryAfter = Math.max(retryAfter, Math.ceil((ends - now.getTime()) / 1000));
    }
  }
  // Ended windows are of no further use; drop them now and then rather than on a schedule.
  if (Math.random() < 0.02) await db.deleteFrom('rate_limits').where('window_start', '<=', windowEnded).execute();
  return { allowed: retryAfter === 0, retryAfter };
}

/** Takes back one hit (a request that turned out not to count, e.g. a sign-in that succeeded). */
export async function takeBack(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: sql<number>`greatest(${eb.ref('hits')} - 1, 0)` }))
    .where('key', 'in', keys.map(hashKey))
    .execute();
}

/** Forgets these counters. */
export async function reset(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('rate_limits').where('key', 'in', keys.map(hashKey)).execute();
}

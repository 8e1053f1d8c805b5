// Sessions live in the database (any server process can check any session). The client
// holds the id; the database holds its hash, the user and an expiry that slides with use,
// but never past SESSION_MAX_DAYS after sign-in.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { unauthorized } from '../lib/http-error.ts';
import type { SessionUser } from './session-user.ts';
import { newToken, tokenHash } from './tokens.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const unauthenticated = () => unauthorized();

export async function createSession(db: Database, userId: number, config: Config): Promise<string> {
  const sessionId = newToken();
  await db
    .insertInto('sessions')
    .values({
      session_hash: tokenHash(sessionId),
      user_id: userId,
      expires_at: new Date(Date.now() + config.SESSION_TTL_HOURS * HOUR),
    })
    .execute();
  return sessionId;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return match?.[1];
}

/** The signed-in user of a request, or 401. Inactive users' sessions no longer count. */
export async function authenticate(db: Database, request: FastifyRequest, config: Config): Promise<SessionUser> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const hash = tokenHash(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .select([
      'users.user_id',
      'users.usertype',
      'users.school_id',
      'users.firstname',
      'users.lastname',
      'users.language',
      'users.email',
      'users.active',
      'sessions.expires_at',
      'sessions.created_at',
    ])
    .where('sessions.session_hash', '=', hash)
    .executeTakeFirst();
  const now = Date.now();
  const endsAt = row ? row.created_at.getTime() + config.SESSION_MAX_DAYS * DAY : 0;
  if (!row || !row.active || row.expires_at.getTime() <= now || endsAt <= now) throw unauthenticated();
  // Slide the expiry, at most once every tenth of the idle time, to keep writes rare.
  const ttl = config.SESSION_TTL_HOURS * HOUR;
  if (row.expires_at.getTime() - now < ttl * 0.9 && row.expires_at.getTime() < endsAt) {
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Math.min(now + ttl, endsAt)) })
      .where('session_hash', '=', hash)
      .execute();
  }
  const { active: _a, expires_at: _e, created_at: _c, ...user } = row;
  return user;
}

export async function endSession(db: Database, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (token) await db.deleteFrom('sessions').where('session_hash', '=', tokenHash(token)).execute();
}

export async function endAllSessions(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** After a password change: every session of the user ends, except the one that made the change. */
export async function endOtherSessions(db: Database, userId: number, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .$if(token !== undefined, (q) => q.where('session_hash', '!=', tokenHash(token!)))
    .execute();
}

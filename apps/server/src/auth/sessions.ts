// Sessions live in the database (any server process can check any session). The client
// holds the id; the database holds its hash, the user and an expiry that slides with use.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { unauthorized } from '../lib/http-error.ts';
import type { SessionUser } from './session-user.ts';
import { newToken, tokenHash } from './tokens.ts';

const HOUR = 3_600_000;
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
    ])
    .where('sessions.session_hash', '=', hash)
    .executeTakeFirst();
  if (!row || !row.active || row.expires_at.getTime() <= Date.now()) throw unauthenticated();
  // Slide the expiry, at most once every tenth of the lifetime, to keep writes rare.
  const ttl = config.SESSION_TTL_HOURS * HOUR;
  if (row.expires_at.getTime() - Date.now() < ttl * 0.9) {
    await db.updateTable('sessions').set({ expires_at: new Date(Date.now() + ttl) }).where('session_hash', '=', hash).execute();
  }
  const { active: _a, expires_at: _e, ...user } = row;
  return user;
}

export async function endSession(db: Database, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (token) await db.deleteFrom('sessions').where('session_hash', '=', tokenHash(token)).execute();
}

export async function endAllSessions(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

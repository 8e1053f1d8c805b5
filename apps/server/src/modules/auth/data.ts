// Reading and writing what sign-in, the own profile and the password reset need: users by
// e-mail address, password hashes, and reset tokens (kept as hashes only).
import type { Database } from '../../db/database.ts';
import type { Gender, Language } from '../../db/schema.ts';

/** The account signing in with this address (compared without case), if there is one. */
export function findSignInUser(db: Database, email: string) {
  return db
    .selectFrom('users')
    .select(['user_id', 'password_hash', 'active'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export async function getPasswordHash(db: Database, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('password_hash').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.password_hash;
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('user_id', '=', userId).execute();
}

export async function recordSignIn(db: Database, userId: number): Promise<void> {
  await db.updateTable('users').set({ lastlogin: new Date() }).where('user_id', '=', userId).execute();
}

/** What one may change of one's own account; a field left out stays as it is. */
export interface ProfileChange {
  firstname: string;
  lastname: string;
  email: string;
  gender?: Gender;
  language?: Language;
  password_hash?: string;
}

export async function updateProfile(db: Database, userId: number, change: ProfileChange): Promise<void> {
  await db.updateTable('users').set(change).where('user_id', '=', userId).execute();
}

/** Whom a reset link for this address (compared without case) would go to, if anyone. */
export function findResetRecipient(db: Database, email: string) {
  return db
    .selectFrom('users')
    .select(['user_id', 'email', 'firstname', 'lastname', 'language', 'active'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export async function deleteResetTokens(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

export async function insertResetToken(db: Database, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('password_resets').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt }).execute();
}

/**
 * Marks an unused, unexpired token used in the same statement that checks it, so it works
 * exactly once; the user it was for, or undefined.
 */
export async function claimResetToken(db: Database, tokenHash: string): Promise<number | undefined> {
  const claimed = await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return claimed?.user_id;
}

// Reading and writing users with their school's name, and turning rows into the contract's User.
import type { User } from '@backoffice/api-client';
import { type Insertable, sql, type Updateable } from 'kysely';
import { userScope } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { conflict } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';

function selectUsers(db: Database) {
  return db
    .selectFrom('users')
    .leftJoin('schools', 'schools.school_id', 'users.school_id')
    .select([
      'users.user_id',
      'users.usertype',
      'users.school_id',
      'schools.name as school_name',
      'users.firstname',
      'users.lastname',
      'users.gender',
      'users.language',
      'users.email',
      'users.active',
      'users.registered',
      'users.lastlogin',
    ]);
}

type UserSelection = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

function toApiUser(row: UserSelection): User {
  return { ...row, registered: iso(row.registered), lastlogin: isoOrNull(row.lastlogin) };
}

export async function getUserById(db: Database, userId: number): Promise<User | undefined> {
  const row = await selectUsers(db).where('users.user_id', '=', userId).executeTakeFirst();
  return row && toApiUser(row);
}

/** True when another user already has this e-mail address (compared without case). */
export async function emailTaken(db: Database, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('user_id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptUserId !== undefined) query = query.where('user_id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export const emailTakenError = () => conflict('user.email_taken', 'A user with this e-mail address already exists.');

/** The users the signed-in user may see whose name, full name, e-mail or school holds the text, by name. */
export async function listUsers(db: Database, user: SessionUser, text: string | undefined): Promise<User[]> {
  let users = selectUsers(db).where(userScope(user));
  if (text) {
    const pattern = containsPattern(text);
    users = users.where((eb) =>
      eb.or([
        eb('users.firstname', 'ilike', pattern),
        eb('users.lastname', 'ilike', pattern),
        // The full name too, so "Julia Hoff" finds Julia Hoffmann.
        eb(sql<string>`users.firstname || ' ' || users.lastname`, 'ilike', pattern),
        eb('users.email', 'ilike', pattern),
        eb('schools.name', 'ilike', pattern),
      ]),
    );
  }
  const rows = await users
    .orderBy((eb) => eb.fn('lower', ['users.lastname']))
    .orderBy((eb) => eb.fn('lower', ['users.firstname']))
    .orderBy('users.user_id')
    .execute();
  return rows.map(toApiUser);
}

/** A user the signed-in user may see (a row, not yet the contract's User); undefined otherwise. */
export function findScopedUser(db: Database, user: SessionUser, userId: number) {
  return selectUsers(db).where(userScope(user)).where('users.user_id', '=', userId).executeTakeFirst();
}

/** A new user; their id. */
export async function insertUser(db: Database, values: Insertable<DB['users']>): Promise<number> {
  const created = await db.insertInto('users').values(values).returning('user_id').executeTakeFirstOrThrow();
  return created.user_id;
}

export async function updateUser(db: Database, userId: number, change: Updateable<DB['users']>): Promise<void> {
  await db.updateTable('users').set(change).where('user_id', '=', userId).execute();
}

/** Deletes a user (what goes with them and what stays is the schema's ON DELETE rules). */
export async function deleteUser(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('users').where('user_id', '=', userId).execute();
}

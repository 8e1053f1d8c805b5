// Reading users with their school's name, and turning rows into the contract's User.
import type { User } from '@backoffice/api-client';
import type { Database } from '../../db/database.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { conflict } from '../../lib/http-error.ts';

export function selectUsers(db: Database) {
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

export function toApiUser(row: UserSelection): User {
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

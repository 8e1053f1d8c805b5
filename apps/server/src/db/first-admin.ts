// The first administrator of a deployment without demo data: created from ADMIN_EMAIL and
// ADMIN_PASSWORD when the database has no users yet, or by `pnpm admin:create` at any time.
import type { Language } from '@backoffice/api-client';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { NEW_USER } from '../contract/enums.ts';
import type { Database } from './database.ts';

/** The advisory lock that serialises the creation of the first administrator. */
const FIRST_ADMIN_LOCK = 72_022_001;

export interface AdminAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  language: Language;
}

export type AdminOutcome = 'created' | 'users-exist' | 'email-taken';

/**
 * Creates an administrator without a school. With `onlyIntoEmpty` (the start of the server),
 * nothing happens once the database has any user: the variables only ever make the first one,
 * so changing them later cannot take over an existing installation.
 */
export async function createAdmin(db: Database, account: AdminAccount, { onlyIntoEmpty }: { onlyIntoEmpty: boolean }): Promise<AdminOutcome> {
  const email = account.email.trim();
  const password_hash = await hashPassword(account.password);
  return db.transaction().execute(async (trx) => {
    // One start at a time decides, also with several processes on one PostgreSQL.
    await sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`.execute(trx);
    if (onlyIntoEmpty && (await trx.selectFrom('users').select('user_id').limit(1).executeTakeFirst())) return 'users-exist';
    const taken = await trx
      .selectFrom('users')
      .select('user_id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
    if (taken) return 'email-taken';
    await trx
      .insertInto('users')
      .values({
        usertype: 'admin',
        school_id: null,
        firstname: account.firstname.trim(),
        lastname: account.lastname.trim(),
        email,
        password_hash,
        gender: NEW_USER.gender,
        language: account.language,
        active: true,
      })
      .execute();
    return 'created';
  });
}

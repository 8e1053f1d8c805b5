// Staff accounts (docs/product/roles.md, api.md): admins manage every user; schooladmins the schooladmins and
// teachers of their own school. Nobody deactivates, retypes or deletes themselves.
import type { UserCreate, UserUpdate } from '@backoffice/api-client';
import { hashPassword } from '../../auth/passwords.ts';
import { assignableUsertypes, requireRole } from '../../auth/policy.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { endAllSessions } from '../../auth/sessions.ts';
import { NEW_USER } from '../../contract/enums.ts';
import { defineHandlers } from '../../contract/handler.ts';
import type { Database } from '../../db/database.ts';
import type { Usertype } from '../../db/schema.ts';
import { forbidden, notFound, uniqueOr, unprocessable } from '../../lib/http-error.ts';
import { schoolExists } from '../schools/data.ts';
import { deleteUser, emailTaken, emailTakenError, findScopedUser, getUserById, insertUser, listUsers, updateUser } from './data.ts';

const selfChange = () => forbidden('user.cannot_change_self', 'You cannot deactivate your own account or change your own user type.');
const selfDelete = () => forbidden('user.cannot_delete_self', 'You cannot delete your own account.');

/** A user the signed-in user may see, or 404 (other schools' users do not exist for them). */
async function findUserInScope(db: Database, user: SessionUser, userId: number) {
  const row = await findScopedUser(db, user, userId);
  if (!row) throw notFound('user.not_found', 'The user does not exist.');
  return row;
}

/** A schooladmin sees every user of their school but manages only the types they may create. */
function assertMayManage(user: SessionUser, target: { usertype: Usertype }) {
  if (!assignableUsertypes(user).includes(target.usertype)) throw forbidden();
}

async function assertSchoolExists(db: Database, schoolId: number | null) {
  if (schoolId === null) return;
  if (!(await schoolExists(db, schoolId))) throw unprocessable('school.not_found', 'The school does not exist.');
}

/**
 * Parents belong to no school: the policy reads a user's school as "sees that school's
 * problems", and a parent's access must follow their children only.
 */
const schoolOf = (usertype: Usertype, schoolId: number | null) => (usertype === 'parent' ? null : schoolId);

async function assertEmailFree(db: Database, email: string, exceptUserId?: number) {
  if (await emailTaken(db, email, exceptUserId)) throw emailTakenError();
}

/** The user type and school a new user gets, after the creator's limits. */
function placementOnCreate(user: SessionUser, body: UserCreate) {
  const usertype = body.usertype ?? NEW_USER.usertype;
  if (!assignableUsertypes(user).includes(usertype)) throw forbidden();
  // A schooladmin's new users always join the schooladmin's own school, whatever was sent.
  const requested = user.usertype === 'admin' ? (body.school_id ?? null) : user.school_id;
  return { usertype, school_id: schoolOf(usertype, requested) };
}

/** The user type and school after an update, refusing what the signed-in user may not change. */
function placementOnUpdate(user: SessionUser, target: { user_id: number; usertype: Usertype; school_id: number | null }, body: UserUpdate) {
  const usertype = body.usertype ?? target.usertype;
  const requested = body.school_id === undefined ? target.school_id : body.school_id;
  const retyped = usertype !== target.usertype;
  if (target.user_id === user.user_id && (retyped || body.active === false)) throw selfChange();
  if (user.usertype !== 'admin' && (retyped || requested !== target.school_id)) throw forbidden();
  return { usertype, school_id: schoolOf(usertype, requested) };
}

export const userHandlers = defineHandlers({
  async listUsers({ user, query, services: { db } }) {
    requireRole(user, 'admin', 'schooladmin');
    return listUsers(db, user, query.query?.trim());
  },

  async createUser({ user, body, services: { db } }) {
    requireRole(user, 'admin', 'schooladmin');
    const placement = placementOnCreate(user, body);
    await assertSchoolExists(db, placement.school_id);
    const email = body.email.trim();
    await assertEmailFree(db, email);
    const password_hash = await hashPassword(body.password);
    const userId = await uniqueOr(emailTakenError, () =>
      insertUser(db, {
        ...placement,
        firstname: body.firstname.trim(),
        lastname: body.lastname.trim(),
        email,
        password_hash,
        gender: body.gender ?? NEW_USER.gender,
        language: body.language ?? NEW_USER.language,
        active: body.active ?? true,
      }),
    );
    return (await getUserById(db, userId))!;
  },

  async updateUser({ user, params, body, services: { db } }) {
    requireRole(user, 'admin', 'schooladmin');
    const target = await findUserInScope(db, user, params.id);
    assertMayManage(user, target);
    // One's own password and address change in the profile, which asks for the current password.
    const changesOwnSignIn =
      target.user_id === user.user_id &&
      (body.password !== undefined || (body.email !== undefined && body.email.trim().toLowerCase() !== user.email.toLowerCase()));
    if (changesOwnSignIn) {
      throw forbidden('user.cannot_change_self', 'Change your own password and e-mail address in your profile.');
    }
    const placement = placementOnUpdate(user, target, body);
    if (placement.school_id !== target.school_id) await assertSchoolExists(db, placement.school_id);
    const email = body.email?.trim();
    if (email !== undefined) await assertEmailFree(db, email, target.user_id);
    const password_hash = body.password === undefined ? undefined : await hashPassword(body.password);
    await uniqueOr(emailTakenError, () =>
      db.transaction().execute(async (tx) => {
        await updateUser(tx, target.user_id, {
          ...placement,
          ...(body.firstname !== undefined && { firstname: body.firstname.trim() }),
          ...(body.lastname !== undefined && { lastname: body.lastname.trim() }),
          ...(email !== undefined && { email }),
          ...(password_hash !== undefined && { password_hash }),
          ...(body.gender !== undefined && { gender: body.gender }),
          ...(body.language !== undefined && { language: body.language }),
          ...(body.active !== undefined && { active: body.active }),
        });
        // A deactivated user is signed out everywhere at once, not at their next request; a
        // new password ends every session the old one opened.
        if (body.active === false || password_hash !== undefined) await endAllSessions(tx, target.user_id);
      }),
    );
    return (await getUserById(db, target.user_id))!;
  },

  async deleteUser({ user, params, services: { db } }) {
    requireRole(user, 'admin', 'schooladmin');
    if (params.id === user.user_id) throw selfDelete();
    const target = await findUserInScope(db, user, params.id);
    assertMayManage(user, target);
    // Sessions and reset tokens go with the account (cascade); the user's problems and
    // topics stay, without a creator (set null).
    await deleteUser(db, target.user_id);
    return { ok: true as const };
  },
});

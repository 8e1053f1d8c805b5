// Who may see and change what. Every module asks here; nothing else decides access.
// The rules are written out as a table in apps/server/README.md ("Permissions").
//
// Seeing: admin everything; schooladmin and teacher their own school; parent their own
// children and their own content. An id outside what a user may see answers 404 (as if it
// did not exist); an action the user's role may not take answers 403.
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { USERTYPES } from '../contract/enums.ts';
import type { DB, Usertype } from '../db/schema.ts';
import { forbidden } from '../lib/http-error.ts';
import type { SessionUser } from './session-user.ts';

export const STAFF: Usertype[] = ['admin', 'schooladmin', 'teacher'];
export const ALL_ROLES: readonly Usertype[] = USERTYPES;

/** docs/product/roles.md's general check: true only when the user's type is in the list. */
export const hasRole = (user: SessionUser | null | undefined, roles: readonly Usertype[]) =>
  !!user && roles.includes(user.usertype);

export function requireRole(user: SessionUser, ...roles: Usertype[]): void {
  if (!hasRole(user, roles)) throw forbidden();
}

/** docs/product/roles.md's edit permission on a problem (also used for topics a user may change). */
export function canEditProblem(
  user: SessionUser | null | undefined,
  item: { owner_school_id: number | null; created_by_user_id: number | null },
): boolean {
  if (!user) return false;
  switch (user.usertype) {
    case 'admin':
      return true;
    case 'schooladmin':
      return item.owner_school_id !== null && item.owner_school_id === user.school_id;
    case 'teacher':
      return item.owner_school_id !== null && item.owner_school_id === user.school_id && item.created_by_user_id === user.user_id;
    case 'parent':
      return item.owner_school_id === null && item.created_by_user_id === user.user_id;
    default:
      return false;
  }
}

/** The user types a user may create or give: admins any; schooladmins schooladmin and teacher. */
export function assignableUsertypes(user: SessionUser): readonly Usertype[] {
  if (user.usertype === 'admin') return ALL_ROLES;
  if (user.usertype === 'schooladmin') return ['schooladmin', 'teacher'];
  return [];
}

type Where<T extends keyof DB> = (eb: ExpressionBuilder<DB, T>) => Expression<SqlBool>;
const everything = () => sql<SqlBool>`true`;
const nothing = () => sql<SqlBool>`false`;

/** The school of a school-bound user, or -1 (matches nothing) for a misconfigured account. */
const ownSchool = (user: SessionUser) => user.school_id ?? -1;

export function studentScope(user: SessionUser): Where<'students'> {
  switch (user.usertype) {
    case 'admin':
      return everything;
    case 'schooladmin':
    case 'teacher':
      return (eb) => eb('students.school_id', '=', ownSchool(user));
    case 'parent':
      return (eb) => eb('students.parent_user_id', '=', user.user_id);
  }
}

export function classScope(user: SessionUser): Where<'classes'> {
  switch (user.usertype) {
    case 'admin':
      return everything;
    case 'schooladmin':
    case 'teacher':
      return (eb) => eb('classes.school_id', '=', ownSchool(user));
    case 'parent':
      return nothing;
  }
}

export function userScope(user: SessionUser): Where<'users'> {
  switch (user.usertype) {
    case 'admin':
      return everything;
    case 'schooladmin':
      return (eb) => eb('users.school_id', '=', ownSchool(user));
    default:
      return nothing;
  }
}

export function problemsetScope(user: SessionUser): Where<'problemsets'> {
  switch (user.usertype) {
    case 'admin':
      return everything;
    case 'schooladmin':
    case 'teacher':
      return (eb) => eb('problemsets.owner_school_id', '=', ownSchool(user));
    case 'parent':
      return (eb) => eb('problemsets.creator_user_id', '=', user.user_id);
  }
}

/**
 * Problems a user may see: their school's, their own, and the shared library (no owning
 * school, made by an admin). A parent's own problems stay that parent's, also after the
 * parent's account is gone (then only admins see them).
 */
export function problemScope(user: SessionUser): Where<'problems'> {
  if (user.usertype === 'admin') return everything;
  return (eb) =>
    eb.or([
      ...(user.school_id !== null ? [eb('problems.owner_school_id', '=', user.school_id)] : []),
      eb('problems.created_by_user_id', '=', user.user_id),
      eb.and([
        eb('problems.owner_school_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('users as creator')
            .select(sql`1`.as('one'))
            .whereRef('creator.user_id', '=', 'problems.created_by_user_id')
            .where('creator.usertype', '=', 'admin'),
        ),
      ]),
    ]);
}

/** Where new content (problems, topics) of this user belongs: their school, or none. */
export const ownerSchoolFor = (user: SessionUser): number | null =>
  user.usertype === 'parent' ? null : user.school_id;

// The role and edit-permission rules of docs/product/roles.md. The server enforces its own; these decide
// what the interface offers.
import { usertypeValues, type User, type Usertype } from '@backoffice/api-client';

export type Role = Usertype;
/** Every role, in the contract's order. */
export const ALL_ROLES: readonly Role[] = usertypeValues;

type Actor = Pick<User, 'user_id' | 'usertype' | 'school_id'>;

/** Something owned: a problem (owner_school_id is null for parent-owned items). */
export interface Owned {
  owner_school_id?: number | null;
  created_by_user_id?: number | null;
}

/** True only when the signed-in user's usertype is one of `allowed`. */
export function hasRole(user: Pick<User, 'usertype'> | null | undefined, allowed: readonly Role[]): boolean {
  return !!user && allowed.includes(user.usertype);
}

/**
 * May `user` edit `item`? admin: always. schooladmin: items of their own school. teacher:
 * items of their own school that they created. parent: items without a school that they
 * created. Anyone else, or nobody signed in: no.
 */
export function canEdit(user: Actor | null | undefined, item: Owned | null | undefined): boolean {
  if (!user || !item) return false;
  const ownSchool = user.school_id != null && item.owner_school_id === user.school_id;
  const ownItem = item.created_by_user_id != null && item.created_by_user_id === user.user_id;
  switch (user.usertype) {
    case 'admin':
      return true;
    case 'schooladmin':
      return ownSchool;
    case 'teacher':
      return ownSchool && ownItem;
    case 'parent':
      return item.owner_school_id == null && ownItem;
    default:
      return false;
  }
}

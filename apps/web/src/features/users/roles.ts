// The user types as people read them, and which ones a signed-in user may hand out (docs/product/validation.md, roles.md).
import { usertypeValues, type User, type Usertype } from '@backoffice/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const ROLE_LABELS: Record<Usertype, MessageDescriptor> = {
  admin: msg({ id: 'users.role.admin', message: 'Administrator' }),
  schooladmin: msg({ id: 'users.role.schooladmin', message: 'School administrator' }),
  teacher: msg({ id: 'users.role.teacher', message: 'Teacher' }),
  parent: msg({ id: 'users.role.parent', message: 'Parent' }),
};

/** Where each role stands in the role select: a role the contract adds must be placed here. */
const SELECT_RANK: Record<Usertype, number> = { teacher: 0, schooladmin: 1, admin: 2, parent: 3 };

/** The contract's roles, in the order the role select offers them. */
export const ROLE_ORDER: readonly Usertype[] = [...usertypeValues].sort((a, b) => SELECT_RANK[a] - SELECT_RANK[b]);

type Actor = Pick<User, 'usertype'>;

/** Admins give any role; schooladmins only schooladmin and teacher; nobody else manages users. */
export function assignableRoles(actor: Actor | null | undefined): Usertype[] {
  if (actor?.usertype === 'admin') return [...ROLE_ORDER];
  if (actor?.usertype === 'schooladmin') return ['teacher', 'schooladmin'];
  return [];
}

/**
 * May `actor` edit, (de)activate or delete `target`? Not themselves for the status and deletion
 * (the caller checks that); an admin anyone else; a schooladmin only the types they may give.
 */
export function mayManage(actor: Actor | null | undefined, target: Pick<User, 'usertype'>): boolean {
  return assignableRoles(actor).includes(target.usertype);
}

/** Only admins place users in a school; parents belong to none. */
export function hasSchool(usertype: Usertype): boolean {
  return usertype !== 'parent';
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../lib/permissions.ts';

export interface NavItem {
  href: string;
  roles: readonly Role[];
  label: MessageDescriptor;
  /** Parents read "children" where others read "students" (spec §1). */
  parentLabel?: MessageDescriptor;
}

/** The top navigation of spec §2, in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/users', roles: ['admin', 'schooladmin'], label: msg({ id: 'nav.users', message: 'Users' }) },
  { href: '/settings', roles: ['admin'], label: msg({ id: 'nav.settings', message: 'Settings' }) },
  { href: '/schools', roles: ['admin'], label: msg({ id: 'nav.schools', message: 'Schools' }) },
  {
    href: '/classes',
    roles: ['admin', 'schooladmin', 'teacher'],
    label: msg({ id: 'nav.classes', message: 'Classes' }),
  },
  {
    href: '/students',
    roles: ['admin', 'schooladmin', 'teacher', 'parent'],
    label: msg({ id: 'nav.students', message: 'Students' }),
    parentLabel: msg({ id: 'nav.children', message: 'Children' }),
  },
  {
    href: '/problemsets',
    roles: ['admin', 'schooladmin', 'teacher', 'parent'],
    label: msg({ id: 'nav.topics', message: 'Topics' }),
  },
  {
    href: '/problems',
    roles: ['admin', 'schooladmin', 'teacher', 'parent'],
    label: msg({ id: 'nav.problems', message: 'Problems' }),
  },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.includes(role));
}

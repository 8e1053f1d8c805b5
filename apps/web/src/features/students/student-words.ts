// Parents read "child" and "children" where staff read "student" and "students" (docs/product/overview.md).
import { msg } from '@lingui/core/macro';
import type { User } from '@backoffice/api-client';

export const isParent = (user: Pick<User, 'usertype'> | null | undefined) => user?.usertype === 'parent';

export const genderNames = {
  m: msg({ id: 'students.gender.m', message: 'Boy' }),
  w: msg({ id: 'students.gender.w', message: 'Girl' }),
};

import type { User } from '@backoffice/api-client';
import { describe, expect, it } from 'vitest';
import { canEdit, hasRole, type Owned } from './permissions.ts';

type Actor = Pick<User, 'user_id' | 'usertype' | 'school_id'>;
const admin: Actor = { user_id: 1, usertype: 'admin', school_id: null };
const schooladmin: Actor = { user_id: 2, usertype: 'schooladmin', school_id: 1 };
const teacher: Actor = { user_id: 3, usertype: 'teacher', school_id: 1 };
const otherTeacher: Actor = { user_id: 6, usertype: 'teacher', school_id: 1 };
const parent: Actor = { user_id: 4, usertype: 'parent', school_id: null };

const byTeacherSchool1: Owned = { owner_school_id: 1, created_by_user_id: 3 };
const bySchooladminSchool1: Owned = { owner_school_id: 1, created_by_user_id: 2 };
const school2: Owned = { owner_school_id: 2, created_by_user_id: 5 };
const byParent: Owned = { owner_school_id: null, created_by_user_id: 4 };
const byOtherParent: Owned = { owner_school_id: null, created_by_user_id: 9 };

describe('canEdit (docs/product/roles.md)', () => {
  it('lets an admin edit everything', () => {
    for (const item of [byTeacherSchool1, school2, byParent, byOtherParent, {}]) {
      expect(canEdit(admin, item)).toBe(true);
    }
  });

  it('lets a schooladmin edit the items of their own school only', () => {
    expect(canEdit(schooladmin, byTeacherSchool1)).toBe(true);
    expect(canEdit(schooladmin, bySchooladminSchool1)).toBe(true);
    expect(canEdit(schooladmin, school2)).toBe(false);
    expect(canEdit(schooladmin, byParent)).toBe(false);
  });

  it('lets a teacher edit what they created in their own school', () => {
    expect(canEdit(teacher, byTeacherSchool1)).toBe(true);
    expect(canEdit(otherTeacher, byTeacherSchool1)).toBe(false);
    expect(canEdit(teacher, bySchooladminSchool1)).toBe(false);
    expect(canEdit(teacher, { owner_school_id: 2, created_by_user_id: 3 })).toBe(false);
  });

  it('lets a parent edit only their own items without a school', () => {
    expect(canEdit(parent, byParent)).toBe(true);
    expect(canEdit(parent, byOtherParent)).toBe(false);
    expect(canEdit(parent, { owner_school_id: 1, created_by_user_id: 4 })).toBe(false);
  });

  it('says no to nobody and to a user without a school for school items', () => {
    expect(canEdit(null, byTeacherSchool1)).toBe(false);
    expect(canEdit(undefined, byParent)).toBe(false);
    expect(canEdit(admin, null)).toBe(false);
    // A schooladmin record without a school must not match items without a school.
    expect(canEdit({ ...schooladmin, school_id: null }, byParent)).toBe(false);
    expect(canEdit({ ...teacher, school_id: null }, { owner_school_id: null, created_by_user_id: 3 })).toBe(false);
  });

  it('says no to an unknown role', () => {
    expect(canEdit({ user_id: 4, usertype: 'student' as never, school_id: null }, byParent)).toBe(false);
  });
});

describe('hasRole', () => {
  it('is true only when the usertype is in the list', () => {
    expect(hasRole(teacher, ['admin', 'schooladmin', 'teacher'])).toBe(true);
    expect(hasRole(teacher, ['admin', 'schooladmin'])).toBe(false);
    expect(hasRole(parent, [])).toBe(false);
    expect(hasRole(null, ['admin'])).toBe(false);
  });
});

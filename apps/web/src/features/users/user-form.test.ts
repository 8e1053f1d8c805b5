import { describe, expect, it } from 'vitest';
import { USERS } from '../../../test/fake-api.ts';
import { assignableRoles, mayManage } from './roles.ts';
import { createPayload, effectiveSchool, formFromUser, newUserForm, updatePayload, userFormSchema } from './user-form.ts';
import { STEFAN } from './test-fixtures.ts';

const filled = { ...newUserForm('uk'), firstname: ' Sabine ', lastname: 'Krüger', email: 'sabine@example.org', password: 'twelve chars' };

describe('user form rules (docs/product/validation.md, roles.md)', () => {
  it('defaults a new user to teacher, m and the given language', () => {
    expect(newUserForm('uk')).toMatchObject({ usertype: 'teacher', gender: 'm', language: 'uk', password: '' });
  });

  it('needs four fields on create and three on edit', () => {
    const problems = (form: typeof filled, mode: 'create' | 'edit') => {
      const result = userFormSchema(mode).safeParse(form);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    };
    expect(problems({ ...filled, password: '' }, 'create')).toEqual(['password:required']);
    expect(problems({ ...filled, password: '' }, 'edit')).toEqual([]);
    expect(problems({ ...filled, lastname: '  ' }, 'edit')).toEqual(['lastname:required']);
    expect(problems({ ...filled, email: 'no-at-sign' }, 'edit')).toEqual(['email:email']);
    expect(problems({ ...filled, email: '' }, 'edit')).toEqual(['email:required']);
    expect(problems({ ...filled, password: 'eleven char' }, 'create')).toEqual(['password:password']);
    expect(problems(filled, 'create')).toEqual([]);
  });

  it('sends a school only for an admin, none for a parent, the first one by default', () => {
    expect(createPayload(filled, USERS.admin, 1)).toMatchObject({ school_id: 1, active: true, firstname: 'Sabine' });
    expect(createPayload({ ...filled, usertype: 'parent', school_id: 2 }, USERS.admin, 1).school_id).toBeNull();
    expect(createPayload(filled, USERS.schooladmin, null)).not.toHaveProperty('school_id');
    expect(effectiveSchool({ ...filled, school_id: null }, 1)).toBeNull();
  });

  it('sends the role on edit only when an admin edits someone else', () => {
    const form = { ...formFromUser(STEFAN), usertype: 'schooladmin' as const };
    expect(updatePayload(form, USERS.admin, STEFAN, 1)).toMatchObject({ usertype: 'schooladmin', school_id: 1 });
    expect(updatePayload(form, USERS.schooladmin, STEFAN, null)).not.toHaveProperty('usertype');
    expect(updatePayload(formFromUser(USERS.admin), USERS.admin, USERS.admin, 1)).not.toHaveProperty('usertype');
    expect(updatePayload(formFromUser(STEFAN), USERS.admin, STEFAN, 1)).not.toHaveProperty('password');
  });

  it('lets admins give every role and schooladmins only two', () => {
    expect(assignableRoles(USERS.admin)).toEqual(['teacher', 'schooladmin', 'admin', 'parent']);
    expect(assignableRoles(USERS.schooladmin)).toEqual(['teacher', 'schooladmin']);
    expect(assignableRoles(USERS.teacher)).toEqual([]);
    expect(mayManage(USERS.schooladmin, USERS.admin)).toBe(false);
    expect(mayManage(USERS.schooladmin, STEFAN)).toBe(true);
  });
});

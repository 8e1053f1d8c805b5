import { describe, expect, it } from 'vitest';
import { fakeApi, json, takeContractViolations, TEST_BASE_URL, USERS } from './fake-api.ts';

describe('fakeApi: answers are checked against the contract', () => {
  it('records an answer whose body or status the contract does not allow', async () => {
    const api = fakeApi({
      'GET /admin/users': () => json([{ ...USERS.admin, usertype: 'janitor' }]),
      'GET /admin/auth/me': () => json({ detail: 'expired' }, 401),
      'DELETE /admin/users/3': () => json({ ok: true }, 418),
    });
    await api.fetch(`${TEST_BASE_URL}/admin/users`);
    await api.fetch(`${TEST_BASE_URL}/admin/auth/me`);
    await api.fetch(`${TEST_BASE_URL}/admin/users/3`, { method: 'DELETE' });
    const violations = takeContractViolations();
    expect(violations).toHaveLength(3);
    expect(violations[0]).toMatch(/listUsers 200.*usertype/);
    expect(violations[1]).toMatch(/getMe 401.*'code'/);
    expect(violations[2]).toMatch(/deleteUser answered 418/);
  });

  it('accepts answers the contract allows', async () => {
    const api = fakeApi({ 'GET /admin/users': () => json([USERS.admin, USERS.teacher]) });
    await api.fetch(`${TEST_BASE_URL}/admin/users`);
    expect(takeContractViolations()).toEqual([]);
  });
});

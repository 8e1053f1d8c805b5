// axe (WCAG 2.1 A and AA rules) on every screen built so far, as each role that uses it sees
// it, against the real server. A serious or critical violation fails the test, naming it.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, signIn, type Role } from './support.ts';

test('public pages: sign-in, forgot password, unauthorized', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('input[type="email"]')).toBeVisible();
  await expectNoSeriousViolations(page, '/login');
  await page.getByRole('button', { name: /Passwort vergessen/ }).click();
  await expectNoSeriousViolations(page, '/login (forgot password)');
  await page.goto('/unauthorized');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/unauthorized');
});

const SCREENS: Array<[Role, string[]]> = [
  ['admin', ['/users', '/settings', '/schools', '/schools/1', '/classes', '/classes/11', '/problems/101']],
  ['schooladmin', ['/users', '/classes']],
  ['teacher', ['/classes', '/classes/11', '/problems', '/problems/new']],
  ['parent', ['/students', '/problems']],
];

for (const [role, paths] of SCREENS) {
  test(`signed-in screens as ${role}`, async ({ page }) => {
    await signIn(page, role);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `${path} as ${role}`);
    }
  });
}

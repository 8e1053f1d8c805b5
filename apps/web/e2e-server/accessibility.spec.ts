// axe (WCAG 2.1 A and AA rules) on every screen built so far, as each role that uses it sees
// it, against the real server. A serious or critical violation fails the test, naming it.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, settled, signIn, type Role } from './support.ts';

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
  ['admin', ['/users', '/settings', '/schools', '/schools/1', '/classes', '/classes/11', '/problems/101', '/audit']],
  ['schooladmin', ['/users', '/classes', '/audit']],
  ['teacher', ['/classes', '/classes/11', '/classes/11/progress', '/problems', '/problems/new']],
  ['parent', ['/students', '/problems']],
];

for (const [role, paths] of SCREENS) {
  test(`signed-in screens as ${role}`, async ({ page }) => {
    await signIn(page, role);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, `${path} as ${role}`);
    }
  });
}

/** Topics and students, in a test of their own per role (each screen takes a while to check). */
const TOPIC_AND_STUDENT_SCREENS: Array<[Role, string[]]> = [
  ['admin', ['/students', '/students/k7m2q9xw4tfa', '/problemsets', '/problemsets/31']],
  ['teacher', ['/students/k7m2q9xw4tfa', '/problemsets/31', '/problemsets/new']],
  ['parent', ['/students/e5w3y9ga7kpd', '/problemsets']],
];

async function checkScreens(page: Page, role: Role, paths: string[]) {
  await signIn(page, role);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, `${path} as ${role}`);
  }
}

for (const [role, paths] of TOPIC_AND_STUDENT_SCREENS) {
  test(`topics and students as ${role}`, ({ page }) => checkScreens(page, role, paths));
}

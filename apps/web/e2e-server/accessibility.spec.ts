// axe (WCAG 2.1 A and AA rules) on every screen built so far, as each role that uses it sees
// it, against the real server. A serious or critical violation fails the test, naming it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, type Role } from './support.ts';

async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 4).map((n) => `${n.html.slice(0, 120)} [${n.any[0]?.message ?? n.failureSummary ?? ''}]`);
      return `${v.id} (${v.impact}): ${v.help} — ${nodes.join(' | ')}`;
    });
  expect(serious, `axe on ${where}`).toEqual([]);
}

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

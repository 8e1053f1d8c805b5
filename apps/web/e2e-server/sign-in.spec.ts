// Every demo user signs in against the real server and lands where their role should.
import { expect, test } from '@playwright/test';
import { keepScreenshot, signIn, type Role } from './support.ts';

const START: Record<Role, string> = { admin: '/users', schooladmin: '/users', teacher: '/classes', parent: '/students' };

for (const role of Object.keys(START) as Role[]) {
  test(`${role} signs in and lands on ${START[role]}`, async ({ page }) => {
    await signIn(page, role);
    await expect(page).toHaveURL(START[role]);
    await keepScreenshot(page, `start-${role}-de`);
  });
}

test('a wrong password is refused with the catalogue message', async ({ page }) => {
  await page.goto('/login?lang=en');
  await page.locator('input[type="email"]').fill('katrin.vogel@example.org');
  await page.locator('input[type="password"]').fill('not-the-password');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

// The sign-in limit's device cookie in a real browser: after signing in, the browser holds a
// cookie scripts cannot read, sent only to the sign-in calls, and it brings it to the next
// sign-in, where the server keeps the same token. (The flood of a shared school address is
// tested on the server, apps/server/test/sign-in-limit.test.ts: here it would hold up the other
// journeys' sign-ins from this machine.)
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

test('the browser keeps an HttpOnly device cookie after signing in and brings it to the next sign-in', async ({ page, context }) => {
  await signIn(page, 'teacher');
  const device = (await context.cookies()).find((c) => c.name === 'backoffice_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/auth' });
  expect(device!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('backoffice_device');

  // Other calls never carry it.
  const other = page.waitForRequest((r) => r.url().includes('/api/') && !r.url().includes('/api/admin/auth'));
  await page.goto('/students');
  expect((await (await other).allHeaders()).cookie ?? '').not.toContain('backoffice_device');

  await page.getByRole('button', { name: /Sign out|Log out|Abmelden/ }).click();
  await page.waitForURL(/\/login/);
  const login = page.waitForRequest((r) => r.url().endsWith('/api/admin/auth/login'));
  await page.locator('input[type="email"]').fill(DEMO.teacher.email);
  await page.locator('input[type="password"]').fill(DEMO.teacher.password);
  await page.locator('button[type="submit"]').click();
  expect((await (await login).allHeaders()).cookie).toContain(`backoffice_device=${device!.value}`);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  expect((await context.cookies()).find((c) => c.name === 'backoffice_device')?.value).toBe(device!.value);
});

import type { Language, Usertype } from '@backoffice/api-client';
import type { Page } from '@playwright/test';
import { HOME_BY_ROLE } from '../src/lib/paths.ts';
import { USERS } from '../test/fake-api.ts';

export type Role = Usertype;
export type Lang = Language;

/** The demo world's users (the contract's examples), shared with the component tests. */
export { USERS };

/** Each role's start page, from the app's paths table. */
export const HOME: Record<Role, string> = HOME_BY_ROLE;

/**
 * Answers sign-in and GET /admin/auth/me as `role` (Prism's getMe examples cover only teacher
 * and admin). Everything else still goes through the preview proxy to Prism.
 */
export async function answerAuthAs(page: Page, role: Role, language: Lang = 'de') {
  const user = { ...USERS[role], language };
  const token = `e2e-session-${role}`;
  await page.route('**/api/admin/auth/login', (route) =>
    route.fulfill({ json: { session: { session_id: token }, user } }),
  );
  await page.route('**/api/admin/auth/me', async (route) => {
    const auth = route.request().headers()['authorization'];
    if (route.request().method() !== 'GET') return route.fallback();
    if (auth !== `Bearer ${token}`) return route.fulfill({ status: 401, json: { detail: 'Not signed in' } });
    return route.fulfill({ json: user });
  });
  return user;
}

export async function signIn(page: Page, email: string, password = 'correct horse battery staple') {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

export function shot(name: string) {
  return { path: `test-results/screenshots/${name}.png`, fullPage: true };
}

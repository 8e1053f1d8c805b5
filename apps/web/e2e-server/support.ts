import AxeBuilder from '@axe-core/playwright';
import type { Language, User, Usertype } from '@backoffice/api-client';
import { expect, type Page } from '@playwright/test';
import { paths } from '../src/lib/paths.ts';

export type Role = Usertype;

/** The demo sign-ins the server creates on first start (README.md). */
export const DEMO: Record<Role, { email: string; password: string; name: string }> = {
  admin: { email: 'katrin.vogel@example.org', password: 'Demo-Admin-2026', name: 'Katrin Vogel' },
  schooladmin: { email: 'thomas.berger@stadtpark-gymnasium.example.org', password: 'Demo-Schule-2026', name: 'Thomas Berger' },
  teacher: { email: 'julia.hoffmann@stadtpark-gymnasium.example.org', password: 'Demo-Lehrer-2026', name: 'Julia Hoffmann' },
  parent: { email: 'markus.schneider@example.org', password: 'Demo-Eltern-2026', name: 'Markus Schneider' },
};

/** Signs in through the login form and waits for the role's start page. */
export async function signIn(page: Page, role: Role, lang: Language = 'de') {
  await page.goto(paths.login.href({ lang }));
  await page.locator('input[type="email"]').fill(DEMO[role].email);
  await page.locator('input[type="password"]').fill(DEMO[role].password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith(paths.login.pattern));
  await expect(page.getByRole('button', { name: DEMO[role].name })).toBeVisible();
}

/** GET /api/… with the signed-in page's session, answered as JSON. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('admin_session_token');
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return res.json();
  }, `/api${path}`);
}

/**
 * Puts the signed-in user's own account back as it was (`?lang=` keeps the language for the
 * account), so that the journeys after this one meet the demo data as seeded.
 */
export async function restoreOwnAccount(page: Page, me: Pick<User, 'firstname' | 'lastname' | 'email' | 'language'>) {
  await page.evaluate(
    async (body) => {
      const token = localStorage.getItem('admin_session_token');
      await fetch('/api/admin/auth/me', {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    },
    { firstname: me.firstname, lastname: me.lastname, email: me.email, language: me.language },
  );
}

/** Keeps a screenshot among the test artifacts (test-results/screenshots/server/). */
export async function keepScreenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/server/${name}.png`, fullPage: true });
}

/**
 * Waits until the page has asked the server for nothing for half a second, so that a check sees
 * the screen with its data, at most 10 s: a screen whose polling (an extraction's progress,
 * every second) answers slowly on a busy machine may never be quiet for that long, and is
 * checked as it stands then.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
}

/** axe (WCAG 2.1 A and AA rules) on the page as it is: a serious or critical violation fails, named. */
export async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 4).map((n) => `${n.html.slice(0, 120)} [${n.any[0]?.message ?? n.failureSummary ?? ''}]`);
      return `${v.id} (${v.impact}): ${v.help} — ${nodes.join(' | ')}`;
    });
  expect(serious, `axe on ${where}`).toEqual([]);
}

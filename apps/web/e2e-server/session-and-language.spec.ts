// The frame against the real server: screens whose scripts do not load, the language a person
// chooses, and a session that ends while they are typing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, keepScreenshot, signIn } from './support.ts';

const SESSION_KEY = 'admin_session_token';

async function expectShell(page: Page, name: string, navigation = 'Hauptnavigation') {
  await expect(page.getByRole('navigation', { name: navigation })).toBeVisible();
  await expect(page.getByRole('button', { name })).toBeVisible();
}

/** Signs in through the API; answers the session's bearer header. */
async function apiSession(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/api/admin/auth/login', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  const { session } = (await answer.json()) as { session: { session_id: string } };
  return { Authorization: `Bearer ${session.session_id}` };
}

test('a screen whose script does not load shows its error with "Try again" inside the frame, also after the reload for a new build', async ({ page }) => {
  const assets = path.resolve('dist/assets');
  const index = readFileSync(path.resolve('dist/index.html'), 'utf8');
  const entry = /src="\/assets\/(index-[^"]+\.js)"/.exec(index)![1]!;
  const schoolsChunk = /^\/assets\/SchoolsPage-[^/]+\.js$/;

  await signIn(page, 'admin');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
  // The schools screen's script cannot be fetched (a proxy refuses it, the connection drops).
  await page.route((url) => schoolsChunk.test(url.pathname), (route) => route.abort('connectionrefused'));

  await page.getByRole('link', { name: 'Schulen' }).click();
  const retry = page.getByRole('main').getByRole('button', { name: 'Erneut versuchen' });
  await expect(retry).toBeVisible();
  await expectShell(page, DEMO.admin.name);
  // index.html names the running build: no reload.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

  // A new build: index.html now names another entry script. The page reloads once for it, and
  // when the screen's script still fails after that reload, the frame and "Try again" stay.
  const newEntry = 'index-newbuild.js';
  const newIndex = index.replace(entry, newEntry);
  await page.route(
    (url) => url.pathname === '/' || url.pathname === '/index.html' || url.pathname === '/schools',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: newIndex }),
  );
  await page.route(`**/assets/${newEntry}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: readFileSync(path.join(assets, entry)) }),
  );
  const reloaded = page.waitForEvent('framenavigated');
  await retry.click();
  await reloaded;
  await expect(page.getByRole('main').getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expectShell(page, DEMO.admin.name);
  await expect(page.locator('script[type="module"][src]')).toHaveAttribute('src', `/assets/${newEntry}`);
  await keepScreenshot(page, 'chunk-failed-after-reload-de');
  // No second reload: the marker of this page stays.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'after the reload'));
  await page.getByRole('main').getByRole('button', { name: 'Erneut versuchen' }).click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('after the reload');

  // The script is there again: "Try again" brings the screen.
  await page.unroute((url) => schoolsChunk.test(url.pathname));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('main').getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schulen' })).toBeVisible();

  // Even when none of the app's scripts load, the window is not white.
  await page.route((url) => /^\/assets\/.+\.js$/.test(url.pathname), (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Die Seite konnte nicht geladen werden.');
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await keepScreenshot(page, 'scripts-blocked-de');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a language chosen in the header is saved to the profile and survives signing out and in again', async ({ page, request }) => {
  // A teacher of this test's own, so that no other journey meets the changed language.
  const admin = await apiSession(request, DEMO.admin.email, DEMO.admin.password);
  const person = { email: `sprachwahl.${Date.now()}@example.org`, password: 'Sprachwahl-2026!', name: 'Lena Sprachwahl' };
  const created = await request.post('/api/admin/users', {
    headers: admin,
    data: { firstname: 'Lena', lastname: 'Sprachwahl', email: person.email, password: person.password, usertype: 'teacher', school_id: 1, language: 'de' },
  });
  expect(created.ok()).toBe(true);
  const { user_id: userId } = (await created.json()) as { user_id: number };
  try {
    const signInAs = async (lang: string) => {
      await page.goto(`/login?lang=${lang}`);
      await page.locator('input[type="email"]').fill(person.email);
      await page.locator('input[type="password"]').fill(person.password);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    };
    await signInAs('de');
    await expect(page.getByRole('heading', { level: 1, name: 'Klassen' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Классы' })).toBeVisible();
    // The profile dialog shows the stored language: the choice is stored.
    await page.getByRole('button', { name: person.name }).click();
    const dialog = page.getByRole('dialog', { name: 'Мой профиль' });
    await expect(dialog.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await keepScreenshot(page, 'header-language-ru');

    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/login/);
    // A German link to the sign-in page does not replace the stored choice.
    await signInAs('de');
    await expect(page.getByRole('heading', { level: 1, name: 'Классы' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');

    // A language picked on the sign-in page before signing in wins, and is stored in turn.
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Язык' }).selectOption('uk');
    await expect(page.getByRole('heading', { name: 'Вхід' })).toBeVisible();
    await page.locator('input[type="email"]').fill(person.email);
    await page.locator('input[type="password"]').fill(person.password);
    await page.locator('button[type="submit"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Класи' })).toBeVisible();
    const storedLanguage = async () => {
      const users = (await (await request.get('/api/admin/users', { headers: admin })).json()) as { user_id: number; language: string }[];
      return users.find((user) => user.user_id === userId)?.language;
    };
    await expect.poll(storedLanguage).toBe('uk');
  } finally {
    await request.delete(`/api/admin/users/${userId}`, { headers: admin });
  }
});

test('when the session ends while a problem is edited, signing in again returns to the editor with the typed text', async ({ page, request }) => {
  await signIn(page, 'admin');
  const headers = await apiSession(request, DEMO.admin.email, DEMO.admin.password);
  const search = await request.get('/api/admin/problems/search?page=1', { headers });
  expect(search.ok()).toBe(true);
  const found = (await search.json()) as { items?: { problem_id: number }[] } | { problem_id: number }[];
  const first = Array.isArray(found) ? found[0]! : found.items![0]!;
  const editor = `/problems/${first.problem_id}?page=1`;

  await page.goto(editor);
  const text = page.getByLabel(/^Text/);
  await expect(text).not.toHaveValue('');
  const typed = `Neu formuliert, bevor die Sitzung endete: $\\frac{3}{4}$ von 20 (${Date.now()})`;
  await text.fill(typed);

  // The session ends on the server (signed out elsewhere with the same session).
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  expect((await request.post('/api/admin/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Ihre Sitzung ist abgelaufen', { exact: false }).first()).toBeVisible();
  await keepScreenshot(page, 'session-ended-login-de');

  await page.locator('input[type="email"]').fill(DEMO.admin.email);
  await page.locator('input[type="password"]').fill(DEMO.admin.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(editor);
  await expect(page.getByLabel(/^Text/)).toHaveValue(typed);
  await keepScreenshot(page, 'session-ended-editor-restored-de');
  // Nothing was saved: the server still has the old text.
  const stored = await request.get(`/api/admin/problems/${first.problem_id}`, { headers });
  expect(((await stored.json()) as { text: string }).text).not.toBe(typed);
});

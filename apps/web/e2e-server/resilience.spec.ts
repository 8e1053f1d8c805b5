// The frame under stress, against the real server: the server stops in the middle of a session
// and comes back; a user whose saved language is not the browser's signs in.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, keepScreenshot } from './support.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A server of this test's own (its own port and database), so that it can be stopped. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['../server/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.resolve('dist'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/login`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start in time');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function expectFrameVisible(page: Page) {
  // Not a white window: the header with the navigation stays, whatever failed inside.
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: DEMO.admin.name })).toBeVisible();
}

test('with the server stopped mid-session: toasts and an error screen, no white window; it recovers when the server returns', async ({ page }) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-stop-'));
  let server = await startServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  try {
    await page.goto(`${base}/login?lang=de`);
    await page.locator('input[type="email"]').fill(DEMO.admin.email);
    await page.locator('input[type="password"]').fill(DEMO.admin.password);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${base}/users`);
    await expect(page.getByRole('cell', { name: 'Julia', exact: true })).toBeVisible();

    await stopServer(server);

    // A change that gets no answer says so.
    await page.getByRole('switch', { name: 'Aktiv: Julia Hoffmann' }).click();
    await expect(page.getByText('Der Server ist nicht erreichbar', { exact: false }).first()).toBeVisible();
    await expectFrameVisible(page);

    // A screen not visited before cannot load its chunk: an error with a retry inside the frame.
    await page.getByRole('link', { name: 'Schulen' }).click();
    const retry = page.getByRole('button', { name: 'Erneut versuchen' });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Der Server ist nicht erreichbar');
    await expectFrameVisible(page);
    await keepScreenshot(page, 'server-stopped-de');

    server = await startServer(port, dataDir);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schulen' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Gymnasium am Stadtpark', exact: true })).toBeVisible();
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a user whose saved language (ru) is not the browser language (de) sees Russian everywhere after sign-in', async ({ browser, request }) => {
  // The teacher's saved language becomes Russian (through the API, as an admin).
  const login = await request.post('/api/admin/auth/login', { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
  const { session } = (await login.json()) as { session: { session_id: string } };
  const headers = { Authorization: `Bearer ${session.session_id}` };
  const users = (await (await request.get('/api/admin/users', { headers })).json()) as { user_id: number; email: string }[];
  const teacher = users.find((user) => user.email === DEMO.teacher.email)!;
  const saved = await request.put(`/api/admin/users/${teacher.user_id}`, { headers, data: { language: 'ru' } });
  expect(saved.ok()).toBe(true);
  // The stored language wins at every sign-in: the other journeys meet the teacher in German again.
  try {

    // A German browser that never chose a language here.
    const context = await browser.newContext({ locale: 'de-DE' });
    const fresh = await context.newPage();
    await fresh.goto('/login');
    await expect(fresh.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await fresh.locator('input[type="email"]').fill(DEMO.teacher.email);
    await fresh.locator('input[type="password"]').fill(DEMO.teacher.password);
    await fresh.locator('button[type="submit"]').click();

    await expect(fresh.getByRole('heading', { level: 1, name: 'Классы' })).toBeVisible();
    await expect(fresh.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
    await expect(fresh.getByRole('link', { name: 'Главная' }).getByRole('img')).toHaveAttribute('src', '/logos/logo-ru.svg');
    await fresh.getByRole('button', { name: DEMO.teacher.name }).click();
    const dialog = fresh.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
    await keepScreenshot(fresh, 'saved-language-ru');
    // Saving the profile keeps Russian.
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    await expect(fresh.getByRole('heading', { level: 1, name: 'Классы' })).toBeVisible();
    await expect(fresh.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
    await context.close();
  } finally {
    await request.put(`/api/admin/users/${teacher.user_id}`, { headers, data: { language: 'de' } });
  }
});

test('at 390 px the header is one row and the navigation is a menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login?lang=de');
  await page.locator('input[type="email"]').fill(DEMO.admin.email);
  await page.locator('input[type="password"]').fill(DEMO.admin.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/users/);
  // The address changes before the signed-in shell has rendered its header, and the header of
  // the page before it may still be there for a moment: the shell's is the one with the menu.
  const header = page.locator('header').filter({ has: page.getByRole('button', { name: 'Menü' }) });
  await expect(header).toBeVisible();
  await expect.poll(async () => (await header.boundingBox())?.height ?? Infinity).toBeLessThan(80);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Menü' }).click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await menu.getByRole('link', { name: 'Schulen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schulen' })).toBeVisible();
  // The table scrolls inside its frame: the page itself is not wider than the window.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'phone-schools-de');
});

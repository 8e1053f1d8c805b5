import { expect, test } from '@playwright/test';
import { answerAuthAs, HOME, shot, signIn, USERS, type Lang, type Role } from './support.ts';

// The review queue's link carries the number of open reviews after its name.
const REVIEWS = { de: /^Prüfliste/, uk: /^Перевірка/ };
const NAV: Record<Role, Record<'de' | 'uk', (string | RegExp)[]>> = {
  admin: {
    de: ['Benutzer', 'Einstellungen', 'Schulen', 'Klassen', 'Schüler', 'Themen', 'Aufgaben', REVIEWS.de, 'Änderungsprotokoll'],
    uk: ['Користувачі', 'Налаштування', 'Школи', 'Класи', 'Учні', 'Теми', 'Задачі', REVIEWS.uk, 'Журнал аудиту'],
  },
  schooladmin: {
    de: ['Benutzer', 'Klassen', 'Schüler', 'Themen', 'Aufgaben', REVIEWS.de, 'Änderungsprotokoll'],
    uk: ['Користувачі', 'Класи', 'Учні', 'Теми', 'Задачі', REVIEWS.uk, 'Журнал аудиту'],
  },
  teacher: { de: ['Klassen', 'Schüler', 'Themen', 'Aufgaben', REVIEWS.de], uk: ['Класи', 'Учні', 'Теми', 'Задачі', REVIEWS.uk] },
  parent: { de: ['Kinder', 'Themen', 'Aufgaben', REVIEWS.de], uk: ['Діти', 'Теми', 'Задачі', REVIEWS.uk] },
};
const TITLE: Record<Role, Record<'de' | 'uk', string>> = {
  admin: { de: 'Benutzer', uk: 'Користувачі' },
  schooladmin: { de: 'Benutzer', uk: 'Користувачі' },
  teacher: { de: 'Klassen', uk: 'Класи' },
  parent: { de: 'Meine Kinder', uk: 'Мої діти' },
};

test.describe('sign-in lands each role on its start page', () => {
  test('a teacher, through the Prism mock itself (login and GET /admin/auth/me)', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, USERS.teacher.email);
    await expect(page).toHaveURL(/\/classes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Klassen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Julia Hoffmann' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('admin_session_token'))).toBe(
      'p1pQ2MVLC3ukzaq4BToDvWg2ZYBCi6-VhJK5leDv64Y',
    );
    // A reload checks the stored session with GET /admin/auth/me (Prism answers the teacher).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Klassen' })).toBeVisible();
    expect(calls).toContain('POST /api/admin/auth/login');
    expect(calls).toContain('GET /api/admin/auth/me');
  });

  for (const role of ['admin', 'schooladmin', 'teacher', 'parent'] as const) {
    for (const lang of ['de', 'uk'] as const) {
      test(`${role} (${lang})`, async ({ page }) => {
        const user = await answerAuthAs(page, role, lang);
        await page.goto(`/login?lang=${lang}`);
        await signIn(page, user.email);
        await expect(page).toHaveURL(new RegExp(`${HOME[role]}$`));
        await expect(page.getByRole('heading', { level: 1, name: TITLE[role][lang] })).toBeVisible();
        const nav = page.getByRole('navigation').first();
        await expect(nav.getByRole('link')).toHaveText(NAV[role][lang]);
        await expect(page.getByRole('button', { name: `${user.firstname} ${user.lastname}` })).toBeVisible();
        await expect(page.locator('header img')).toHaveAttribute('src', `/logos/logo-${lang}.svg`);
        await page.screenshot(shot(`shell-${role}-${lang}`));
      });
    }
  }
});

test('the language choice survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('uk');
  await expect(page.getByRole('heading', { name: 'Вхід' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Математика: панель керування' })).toHaveAttribute(
    'src',
    '/logos/logo-uk.svg',
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Вхід' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Мова' })).toHaveValue('uk');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('uk');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('uk');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
});

test('an unknown path goes to / (then to the start page, or /login without a session)', async ({ page }) => {
  await page.goto('/gibt/es/nicht');
  await expect(page).toHaveURL(/\/login$/);
  await answerAuthAs(page, 'parent');
  await signIn(page, USERS.parent.email);
  await expect(page).toHaveURL(/\/students$/);
  await page.goto('/gibt/es/nicht');
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Kinder' })).toBeVisible();
});

test('a forbidden route (teacher on /users) leads to /unauthorized, with Back and Home', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, USERS.teacher.email);
  await expect(page).toHaveURL(/\/classes$/);
  await page.getByRole('link', { name: 'Themen' }).click();
  await expect(page).toHaveURL(/\/problemsets$/);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Zugriff verweigert' })).toBeVisible();
  // Back returns to where the user came from (the forbidden address was replaced).
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/problemsets$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.getByRole('button', { name: 'Startseite' }).click();
  await expect(page).toHaveURL(/\/classes$/);
});

test.describe('public pages (screenshots)', () => {
  for (const lang of ['de', 'uk'] as const satisfies Lang[]) {
    test(`login, forgot password, reset and unauthorized (${lang})`, async ({ page }) => {
      await page.goto(`/login?lang=${lang}`);
      await expect(page.locator('input[name="email"]')).toBeFocused();
      await page.screenshot(shot(`login-${lang}`));

      await page.route('**/api/admin/auth/password-reset-request', (route) =>
        route.fulfill({ status: 500, json: { detail: 'mail server down' } }),
      );
      await page.locator('form button[type="button"]').click();
      await page.locator('input[name="email"]').fill('julia.hoffmann@stadtpark-gymnasium.example.org');
      await page.screenshot(shot(`forgot-password-${lang}`));
      await page.locator('form button[type="submit"]').click();
      // The confirmation is shown although the request failed.
      await expect(page.getByRole('status')).toBeVisible();
      await page.screenshot(shot(`forgot-password-sent-${lang}`));

      await page.goto(`/reset-password?token=t0k3n&lang=${lang}`);
      await expect(page.locator('input[name="new-password"]')).toBeVisible();
      await page.locator('input[name="new-password"]').fill('kurz');
      await page.locator('input[name="confirm-password"]').fill('kurz');
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await page.screenshot(shot(`reset-password-${lang}`));

      await page.goto(`/unauthorized?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot(shot(`unauthorized-${lang}`));
    });
  }
});

test('login errors: server unreachable and wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/admin/auth/login', (route) => route.abort('connectionrefused'));
  await signIn(page, USERS.teacher.email);
  await expect(page.getByRole('alert')).toContainText('Der Server ist nicht erreichbar');
  await page.unroute('**/api/admin/auth/login');
  await page.route('**/api/admin/auth/login', (route) =>
    route.fulfill({ status: 401, json: { detail: 'Invalid credentials' } }),
  );
  await signIn(page, USERS.teacher.email, 'wrong password!');
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist nicht korrekt.');
  await page.screenshot(shot('login-error-de'));
});

test('reset: a valid new password through the mock, then /login after 3 s', async ({ page }) => {
  await page.goto('/reset-password?token=t0k3n');
  await page.locator('input[name="new-password"]').fill('ein sehr gutes Passwort');
  await page.locator('input[name="confirm-password"]').fill('ein sehr gutes Passwort');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2500);
});

test.describe('profile dialog', () => {
  test('opens from the name, keeps the focus inside, ignores outside clicks, saves through the mock', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, USERS.teacher.email);
    await page.getByRole('button', { name: 'Julia Hoffmann' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mein Profil' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Vorname')).toHaveValue('Julia');
    await page.screenshot(shot('profile-dialog-de'));

    // Tab moves through the dialog's controls and never leaves it.
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    // A click outside does not close it.
    await page.mouse.click(20, 780);
    await expect(dialog).toBeVisible();

    // Saving goes through Prism, which checks the body against the contract.
    await dialog.getByLabel('Nachname').fill('Hoffmann-Weber');
    const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/admin/auth/me'));
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    const body = (await put).postDataJSON();
    expect(body).toMatchObject({ lastname: 'Hoffmann-Weber', gender: 'w', language: 'de' });
    expect(body).not.toHaveProperty('password');
    await expect(dialog).toBeHidden();
    // Prism answers with its example, in which Julia switched to English: the saved user's
    // language becomes the interface language.
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  });

  test("a failed save shows a red toast with the code's text in German, at the top right so that it does not cover the dialog's buttons", async ({ page }) => {
    await page.goto('/login');
    await signIn(page, USERS.teacher.email);
    await page.route('**/api/admin/auth/me', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, json: { detail: 'A user with this e-mail address already exists.', code: 'user.email_taken' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Julia Hoffmann' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mein Profil' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    const toast = page.getByText('Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse.');
    await expect(toast).toBeVisible();
    await page.waitForTimeout(700); // the toast's entry animation
    const box = await toast.boundingBox();
    expect(box!.x).toBeGreaterThan(640);
    expect(box!.y).toBeLessThan(150);
    const save = await dialog.getByRole('button', { name: 'Speichern' }).boundingBox();
    expect(box!.y + box!.height).toBeLessThan(save!.y);
    await page.screenshot(shot('profile-error-toast-de'));
    // Escape closes the dialog.
    await dialog.getByLabel('Vorname').focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test('logout clears the session and goes to /login even when the call fails', async ({ page }) => {
  await answerAuthAs(page, 'admin');
  await page.route('**/api/admin/auth/logout', (route) => route.fulfill({ status: 500, json: { detail: 'boom' } }));
  await page.goto('/login');
  await signIn(page, USERS.admin.email);
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_session_token'))).toBeNull();
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
});

test('every control has an accessible name (login, shell, profile dialog)', async ({ page }) => {
  const controls = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="radio"], [role="slider"]';
  async function expectNamed(scope: string, root = page.locator('body')) {
    const found = root.locator(controls);
    const count = await found.count();
    expect(count, `${scope}: no controls found`).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const control = found.nth(i);
      if (!(await control.isVisible())) continue;
      await expect(control, `${scope}: ${await control.evaluate((node) => node.outerHTML.slice(0, 120))}`).toHaveAccessibleName(
        /\S/,
      );
    }
  }
  await page.goto('/login');
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await expectNamed('login');
  await answerAuthAs(page, 'admin');
  await signIn(page, USERS.admin.email);
  // The sign-in page has a heading too: wait for the shell's own controls before counting.
  await expect(page.getByRole('button', { name: 'Katrin Vogel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNamed('shell');
  await page.getByRole('button', { name: 'Katrin Vogel' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  // Behind a modal dialog everything else is hidden from assistive technology, so only the
  // dialog's own controls count here.
  await expectNamed('profile dialog', page.getByRole('dialog'));
});

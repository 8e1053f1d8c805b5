// Users and system settings against the real server with the demo data (docs/product/screens.md): an admin
// edits a user, toggles a status, adds and deletes a user, and changes settings, all of it still
// there after a reload; a schooladmin sees only his school's users and cannot give the admin or
// parent role; a teacher is not let in.
//
// The steps run in English (`?lang=en`, the catalogs' source language, so the texts stay the same
// after the translation pass); the screenshots are kept in German and English.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { keepScreenshot, signIn } from './support.ts';

/** Opens a signed-in page in the given language (the query string wins the detection). */
async function open(page: Page, path: string, lang: 'de' | 'en') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
}

/** The body rows of the main table (users or settings). */
function bodyRows(page: Page): Locator {
  return page.locator('main table tbody tr');
}

function userRow(page: Page, lastname: string): Locator {
  return bodyRows(page).filter({ has: page.getByRole('cell', { name: lastname, exact: true }) });
}

/** Waits until no animation runs (a dialog fading in), so that a screenshot shows the end state. */
async function settle(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** Flips a switch the way a person does: a click on it (the switch is the checkbox itself). */
async function flip(toggle: Locator) {
  await toggle.click();
}

function settingRow(page: Page, key: string): Locator {
  return bodyRows(page).filter({ hasText: key });
}

/** Today in the German format the tables use (the browser runs in Europe/Berlin). */
function todayInGerman(): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return `${p.day}.${p.month}.${p.year}`;
}

test('an admin edits users and settings, and the changes survive a reload', async ({ page }) => {
  await signIn(page, 'admin');

  // The list in German: every school's users, Olena (inactive, never signed in) dimmed.
  await open(page, '/users', 'de');
  const olena = userRow(page, 'Kovalenko');
  await expect(userRow(page, 'Krause')).toContainText('Gymnasium am Stadtpark');
  await expect(olena).toContainText('Lessing-Realschule');
  await expect(olena).toContainText('Nie');
  await expect(olena).toHaveAttribute('data-inactive', 'true');
  await expect(page.getByRole('columnheader')).toHaveCount(9);
  await keepScreenshot(page, 'users-list-admin-de');

  await open(page, '/users', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'School' })).toBeVisible();
  await expect(userRow(page, 'Vogel')).toContainText('Administrator');
  await keepScreenshot(page, 'users-list-admin-en');

  // Her own row offers neither the status toggle nor a delete.
  const own = userRow(page, 'Vogel');
  await expect(own.getByRole('switch')).toBeDisabled();
  await expect(own.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  // Search (sent to the server) and rename Stefan Krause in the edit dialog.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('krause');
  await expect(bodyRows(page)).toHaveCount(1);
  await page.getByRole('cell', { name: 'Krause', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await expect(edit.getByLabel('E-mail')).toHaveValue('stefan.krause@stadtpark-gymnasium.example.org');
  await edit.getByLabel('First name').fill('Steffen');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(userRow(page, 'Krause')).toContainText('Steffen');

  // Olena becomes active.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('');
  await expect(olena.getByRole('switch', { name: 'Active: Olena Kovalenko' })).not.toBeChecked();
  await flip(olena.getByRole('switch', { name: 'Active: Olena Kovalenko' }));
  await expect(olena).not.toHaveAttribute('data-inactive', 'true');

  // Both are stored.
  await page.reload();
  await expect(userRow(page, 'Krause')).toContainText('Steffen');
  await expect(olena.getByRole('switch')).toBeChecked();
  await expect(olena).not.toHaveAttribute('data-inactive', 'true');

  // A new teacher in Hamburg, then deleted after a confirmation that names her.
  await page.getByRole('button', { name: 'Add user' }).click();
  const create = page.getByRole('dialog', { name: 'Add user' });
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByRole('alert')).toHaveText('Please fill in all required fields');
  await create.getByLabel('First name').fill('Sabine');
  await create.getByLabel('Last name').fill('Krüger');
  await create.getByLabel('E-mail').fill('sabine.krueger@lessing-realschule.example.org');
  await create.getByLabel('Password').fill('kurz');
  await create.getByLabel('School').selectOption({ label: 'Lessing-Realschule' });
  await create.getByRole('button', { name: 'Save' }).click();
  // The summary points to the marked field; the field itself says what is wrong.
  await expect(create.getByRole('alert')).toHaveText('Please correct the marked fields.');
  await expect(create.getByText('Password must be at least 12 characters long.')).toBeVisible();
  await create.getByLabel('Password').fill('Realschule-Start-2026');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  const sabine = userRow(page, 'Krüger');
  await expect(sabine).toContainText('Teacher');
  await expect(sabine).toContainText('Lessing-Realschule');

  // The same e-mail again: the server's message.
  await page.getByRole('button', { name: 'Add user' }).click();
  await create.getByLabel('First name').fill('Sabine');
  await create.getByLabel('Last name').fill('Doppelt');
  await create.getByLabel('E-mail').fill('sabine.krueger@lessing-realschule.example.org');
  await create.getByLabel('Password').fill('Realschule-Start-2026');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A user with this e-mail address already exists.')).toBeVisible();
  await expect(create).toBeVisible();
  await create.getByRole('button', { name: 'Cancel' }).click();

  await sabine.getByRole('button', { name: 'Delete Sabine Krüger' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm deletion' });
  await expect(confirm).toContainText('Do you really want to delete “Sabine Krüger”?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(sabine).toHaveCount(0);

  // Settings: descriptions in the interface language.
  await open(page, '/settings', 'de');
  await expect(settingRow(page, 'max_messages_per_day')).toContainText('200');
  await keepScreenshot(page, 'settings-admin-de');
  await open(page, '/settings', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'System settings' })).toBeVisible();
  await expect(settingRow(page, 'enabled_characters').getByRole('checkbox')).toHaveCount(4);
  await keepScreenshot(page, 'settings-admin-en');

  // A boolean saves as it is switched; a number is edited in place (Escape cancels, Enter saves).
  const digests = settingRow(page, 'digests_enabled');
  await expect(digests.getByRole('switch')).toBeChecked();
  await flip(digests.getByRole('switch'));
  await expect(digests.getByRole('switch')).not.toBeChecked();
  await expect(digests).toContainText(todayInGerman());

  const limit = settingRow(page, 'max_messages_per_day');
  await limit.getByRole('button', { name: /200/ }).click();
  await limit.getByRole('spinbutton').fill('999');
  await limit.getByRole('spinbutton').press('Escape');
  await expect(limit.getByRole('button', { name: /200/ })).toBeFocused();
  await limit.getByRole('button', { name: /200/ }).click();
  await limit.getByRole('spinbutton').fill('250');
  await limit.getByRole('spinbutton').press('Enter');
  await expect(limit.getByRole('button', { name: /250/ })).toBeVisible();
  await expect(limit).toContainText(todayInGerman());

  // An array setting: Ada Lovelace joins (the characters by their names).
  const characters = settingRow(page, 'enabled_characters');
  await characters.getByText('Ada Lovelace').click();
  await expect(characters.getByRole('checkbox', { name: 'Ada Lovelace' })).toBeChecked();
  await expect(characters).toContainText(todayInGerman());

  await page.reload();
  await expect(digests.getByRole('switch')).not.toBeChecked();
  await expect(limit.getByRole('button', { name: /250/ })).toBeVisible();
  await expect(characters.getByRole('checkbox', { name: 'Ada Lovelace' })).toBeChecked();
});

test("a schooladmin sees only his school's users and cannot give the admin or parent role", async ({ page }) => {
  await signIn(page, 'schooladmin');
  await open(page, '/users', 'en');
  await expect(userRow(page, 'Hoffmann')).toBeVisible();
  const lastnames = await bodyRows(page).locator('td:nth-child(2)').allTextContents();
  expect(lastnames).toEqual(expect.arrayContaining(['Berger', 'Hoffmann', 'Krause']));
  // Katrin Vogel (admin), Markus Schneider (parent) and the Hamburg school's users are not his.
  for (const other of ['Vogel', 'Schneider', 'Kovalenko', 'Albrecht']) expect(lastnames).not.toContain(other);
  await expect(page.getByRole('columnheader', { name: 'School' })).toHaveCount(0);
  await expect(page.getByText('Lessing-Realschule')).toHaveCount(0);
  await expect(userRow(page, 'Berger').getByRole('switch')).toBeDisabled();

  // The create dialog: teacher or schooladmin only, in his own school (shown, not chosen).
  await page.getByRole('button', { name: 'Add user' }).click();
  const create = page.getByRole('dialog', { name: 'Add user' });
  const roles = create.getByLabel('Role');
  await expect(roles).toHaveValue('teacher');
  expect(await roles.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
    'teacher',
    'schooladmin',
  ]);
  await expect(create.getByRole('combobox', { name: 'School' })).toHaveCount(0);
  await expect(create.getByRole('textbox', { name: 'School' })).toHaveValue('Gymnasium am Stadtpark');
  await expect(create.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(create.getByLabel('Language')).toHaveValue('en');
  await settle(page);
  await keepScreenshot(page, 'user-create-schooladmin-en');

  // His new teacher joins his school, so he sees her in his list.
  await create.getByLabel('First name').fill('Anna');
  await create.getByLabel('Last name').fill('Neumann');
  await create.getByLabel('E-mail').fill('anna.neumann@stadtpark-gymnasium.example.org');
  await create.getByLabel('Password').fill('Stadtpark-Neu-2026');
  await create.getByText('Female', { exact: true }).click();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  await expect(userRow(page, 'Neumann')).toContainText('Teacher');

  // The dialog in German, too.
  await open(page, '/users', 'de');
  await expect(userRow(page, 'Neumann')).toBeVisible();
  await page.locator('main button[aria-haspopup="dialog"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: /.+/ }).last()).toHaveValue('Gymnasium am Stadtpark');
  await settle(page);
  await keepScreenshot(page, 'user-create-schooladmin-de');
});

test('a teacher sent to /users lands on /unauthorized', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto('/users');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

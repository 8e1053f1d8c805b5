// Schools and classes against the real server with the demo data (docs/product/screens.md): an admin creates a
// school and a class, fills the class with students and a topic and prints its access
// sheets; a schooladmin sees only his school's classes; deleting a class names it and its school.
//
// The steps run in English (`?lang=en`, the catalogs' source language, so the texts stay the same
// after the translation pass); the screenshots are kept in German and English.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { withFullBrowser } from '../playwright.shared.ts';
import { keepScreenshot as keepRawScreenshot, signIn } from './support.ts';

// The access sheets open as a PDF in a new tab, which takes the full browser's PDF viewer.
test.use(withFullBrowser);

/** Opens a signed-in page in the given language (the query string wins the detection). */
async function open(page: Page, path: string, lang: 'de' | 'en') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
}

/** A screenshot once dialogs and toasts have finished moving in. */
async function keepScreenshot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await keepRawScreenshot(page, name);
}

/** The table body rows (not the header row) of the table named `caption`. */
function bodyRows(page: Page, caption: string | RegExp): Locator {
  return page.getByRole('table', { name: caption }).locator('tbody tr');
}

/** Types into a searchable dropdown and picks the option whose text matches `option`. */
async function choose(page: Page, label: string, typed: string, option: string | RegExp) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.pressSequentially(typed);
  await expect(input).toHaveValue(typed);
  // The list opens where there is room (above the field at the foot of the window), and a click
  // that comes while it is still being placed can miss: the choice counts once the list closes.
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    await listbox.getByRole('option', { name: option }).click({ timeout: 2_000 });
    await expect(listbox).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

test('an admin creates a school and a class, adds students and a topic, and prints the sheets', async ({ page }) => {
  const suffix = String(Date.now()).slice(-5);
  const schoolName = `Humboldt-Gesamtschule ${suffix}`;
  const className = `7x-${suffix}`;
  await signIn(page, 'admin');

  // The schools list, in both languages.
  await open(page, '/schools', 'de');
  await expect(bodyRows(page, /.+/).filter({ hasText: 'Gymnasium am Stadtpark' })).toBeVisible();
  await keepScreenshot(page, 'schools-list-admin-de');
  await open(page, '/schools', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();

  // Create a school: the name is required first.
  await page.getByRole('button', { name: 'Add school' }).click();
  const createDialog = page.getByRole('dialog', { name: 'New school' });
  await createDialog.getByRole('button', { name: 'Create' }).click();
  await expect(createDialog.getByRole('alert')).toHaveText('Please enter a name for the school');
  await createDialog.getByLabel('Name').fill(schoolName);
  await createDialog.getByLabel('Address').fill('Humboldtstraße 40, 50667 Köln');
  await createDialog.getByLabel('E-mail').fill('verwaltung@humboldt-gesamtschule.example.org');
  await createDialog.getByRole('button', { name: 'Create' }).click();
  await expect(createDialog).toBeHidden();
  const schoolRow = bodyRows(page, 'Schools').filter({ hasText: schoolName });
  await expect(schoolRow).toContainText('Humboldtstraße 40, 50667 Köln');
  await keepScreenshot(page, 'schools-list-admin-en');

  // Its form: e-mail input, language select; a save returns to the list.
  await schoolRow.click();
  await expect(page).toHaveURL(/\/schools\/\d+/);
  await expect(page.getByLabel('Name')).toHaveValue(schoolName);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('type', 'email');
  await page.getByLabel('Phone').fill('+49 221 5551230');
  await keepScreenshot(page, 'school-form-admin-en');
  const schoolUrl = new URL(page.url()).pathname;
  await open(page, schoolUrl, 'de');
  await expect(page.getByRole('textbox').first()).toHaveValue(schoolName);
  await keepScreenshot(page, 'school-form-admin-de');
  await open(page, schoolUrl, 'en');
  await page.getByLabel('Phone').fill('+49 221 5551230');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/schools$/);
  await expect(page.getByText('School saved')).toBeVisible();
  await expect(bodyRows(page, 'Schools').filter({ hasText: schoolName })).toContainText('+49 221 5551230');

  // A class, through the Add dialog, in the school of the students without a class (a student
  // joins only a class of their own school).
  await open(page, '/classes', 'en');
  await expect(page.getByRole('columnheader', { name: 'School' })).toBeVisible();
  await page.getByRole('button', { name: 'Add class' }).click();
  const addDialog = page.getByRole('dialog', { name: 'New class' });
  await addDialog.getByRole('button', { name: 'Create' }).click();
  await expect(addDialog.getByRole('alert')).toHaveText('Please enter a name for the class');
  await addDialog.getByLabel('Name').fill(className);
  await addDialog.getByLabel('School').selectOption({ label: 'Gymnasium am Stadtpark' });
  await addDialog.getByRole('button', { name: 'Create' }).click();
  await expect(addDialog).toBeHidden();
  const classRow = bodyRows(page, 'Classes').filter({ hasText: className });
  await expect(classRow).toContainText('Gymnasium am Stadtpark');

  // Open it and add Paul Wagner (typing to search) and another student without a class.
  await classRow.click();
  await expect(page.getByRole('heading', { level: 1, name: `Class ${className}` })).toBeVisible();
  const students = bodyRows(page, `Students of class ${className}`);
  await expect(page.getByText('This class has no students yet.')).toBeVisible();
  await choose(page, 'Add student', 'wagn', /^Wagner, Paul/);
  await expect(students.filter({ hasText: 'Wagner' })).toHaveCount(1);

  const addStudent = page.getByRole('combobox', { name: 'Add student' });
  await addStudent.click();
  const other = page.getByRole('listbox').getByRole('option', { name: /Gymnasium am Stadtpark/ }).first();
  const otherText = (await other.textContent())!.trim();
  await keepScreenshot(page, 'class-add-student-open-admin-en');
  const otherLastname = otherText.split(',')[0]!;
  await page.keyboard.press('Escape');
  await choose(page, 'Add student', otherLastname.slice(0, 4), otherText);
  await expect(students).toHaveCount(2);
  await expect(students.filter({ hasText: otherLastname })).toHaveCount(1);

  // A topic not yet in the class.
  const topics = bodyRows(page, `Topics of class ${className}`);
  await choose(page, 'Add topic', 'brüche', 'Brüche addieren und subtrahieren');
  await expect(topics.filter({ hasText: 'Brüche addieren und subtrahieren' })).toHaveCount(1);

  // Still there after a reload; Paul is no longer offered (he has a class now).
  await page.reload();
  await expect(students).toHaveCount(2);
  await expect(topics).toHaveCount(1);
  await addStudent.click();
  await addStudent.fill('wagn');
  await expect(page.getByRole('listbox').getByRole('option', { name: /^Wagner, Paul/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await addStudent.fill('');
  await keepScreenshot(page, 'class-page-admin-en');
  const classUrl = new URL(page.url()).pathname;
  await open(page, classUrl, 'de');
  await expect(bodyRows(page, `Schüler der Klasse ${className}`)).toHaveCount(2);
  await expect(bodyRows(page, `Themen der Klasse ${className}`)).toHaveCount(1);
  await keepScreenshot(page, 'class-page-admin-de');

  // The list counts them, and Print opens the access sheets (a PDF) in a new tab.
  await open(page, '/classes', 'en');
  const row = bodyRows(page, 'Classes').filter({ hasText: className });
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  // The server's answer passes through here untouched, so that its body can be checked.
  const pdf = { status: 0, contentType: '', head: '' };
  await page.route(/\/api\/admin\/classes\/\d+\/print$/, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    Object.assign(pdf, {
      status: response.status(),
      contentType: response.headers()['content-type'] ?? '',
      head: body.subarray(0, 5).toString('latin1'),
    });
    await route.fulfill({ response, body });
  });
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: `Print access sheets of ${className}` }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  expect(pdf).toEqual({ status: 200, contentType: expect.stringContaining('application/pdf'), head: '%PDF-' });
  await tab.close();
});

test('the classes list in German, as an admin', async ({ page }) => {
  await signIn(page, 'admin');
  await open(page, '/classes', 'de');
  const rows = bodyRows(page, /.+/);
  await expect(rows.filter({ hasText: 'Lessing-Realschule' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Gymnasium am Stadtpark' }).first()).toBeVisible();
  await keepScreenshot(page, 'classes-list-admin-de');
  await open(page, '/classes', 'en');
  await expect(bodyRows(page, 'Classes').first()).toBeVisible();
  await keepScreenshot(page, 'classes-list-admin-en');
});

test("a schooladmin sees only his school's classes, without a school column", async ({ page }) => {
  await signIn(page, 'schooladmin');
  await open(page, '/classes', 'en');
  const rows = bodyRows(page, 'Classes');
  await expect(rows.filter({ hasText: '5a' })).toHaveCount(1);
  const names = await rows.locator('td:first-child').allTextContents();
  expect(names).toEqual(expect.arrayContaining(['5a', '6b', '7a', '8b']));
  // 7c and 9a are the Hamburg school's classes.
  expect(names).not.toContain('7c');
  expect(names).not.toContain('9a');
  await expect(page.getByRole('columnheader', { name: 'School' })).toHaveCount(0);
  await expect(page.getByText('Lessing-Realschule')).toHaveCount(0);

  // His new classes go to his own school: the Add dialog offers no school.
  await page.getByRole('button', { name: 'Add class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await expect(dialog.getByLabel('Name')).toBeVisible();
  await expect(dialog.getByLabel('School')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await open(page, '/classes', 'de');
  await expect(bodyRows(page, /.+/).filter({ hasText: '5a' })).toHaveCount(1);
  await keepScreenshot(page, 'classes-list-schooladmin-de');
});

test('deleting a class asks first, naming the class and its school', async ({ page }) => {
  const className = `Probe-${String(Date.now()).slice(-5)}`;
  await signIn(page, 'admin');
  await open(page, '/classes', 'en');
  await page.getByRole('button', { name: 'Add class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await dialog.getByLabel('Name').fill(className);
  await dialog.getByLabel('School').selectOption({ label: 'Lessing-Realschule' });
  await dialog.getByLabel('Name').press('Enter');
  await expect(dialog).toBeHidden();

  const row = bodyRows(page, 'Classes').filter({ hasText: className });
  await row.getByRole('button', { name: `Delete ${className}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm deletion' });
  await expect(confirm).toContainText(`Do you really want to delete “${className}”?`);
  await expect(confirm).toContainText('School: Lessing-Realschule');
  await keepScreenshot(page, 'class-delete-confirm-admin-en');

  // Cancel keeps it; confirming deletes it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${className}` }).click();
  await page.getByRole('alertdialog', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Class deleted')).toBeVisible();
});

// The roster import against the real server (docs/product/screens.md#student-import): the
// schooladmin imports a German Excel CSV (Windows-1252, semicolons) in German and an .xlsx in
// Russian; each time the preview shows the errors first with their line, Import creates the
// missing class and its students, the result links the class, and the class page lists them.
// A second import of the same file creates nobody. Axe clean; the dialog on a 390 px phone.
// fixtures/roster-ru.xlsx was saved by LibreOffice Calc from fixtures/src/roster-ru.fods (see
// fixtures/README.md): a merged title line, then №, Фамилия, Имя, Класс, Пол, Язык and a birth
// date column, three students of class Импорт-7р.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { User } from '@backoffice/api-client';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, expectNoSeriousViolations, keepScreenshot, restoreOwnAccount, signIn } from './support.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const PHONE = { width: 390, height: 844 };

/** What Excel writes for "CSV (Trennzeichen-getrennt)" in Germany: Windows-1252 (Latin-1 for these letters), semicolons, CRLF. */
const GERMAN_CSV = Buffer.from(
  'Vorname;Nachname;Klasse;Geschlecht\r\nJürgen;Größe;Import-6ü;männlich\r\nZoë;Weiß;Import-6ü;weiblich\r\nÄnne;;Import-6ü;w\r\n',
  'latin1',
);

async function openImport(page: Page, lang: 'de' | 'ru', buttonName: string, title: string) {
  await page.goto(`/students?lang=${lang}`);
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a schooladmin imports a German Excel CSV in German and an .xlsx in Russian; a second import creates nobody', async ({ page }) => {
  // Two files, two languages, axe twice: longer than the default on a busy machine.
  test.setTimeout(180_000);
  await signIn(page, 'schooladmin');
  const me = await apiGet<User>(page, '/admin/auth/me');
  try {

    // German: the CSV names a class the school does not have yet.
    let dialog = await openImport(page, 'de', 'Importieren', 'Schüler importieren');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'schueler.csv', mimeType: 'text/csv', buffer: GERMAN_CSV });
    const table = dialog.getByRole('table', { name: /Vorschau des Imports/ });
    await expect(table).toBeVisible();
    await expect(dialog.getByText('Fehler: 3')).toBeVisible();
    await expect(table.getByText('Die Schule hat keine Klasse mit diesem Namen', { exact: false }).first()).toBeVisible();
    await dialog.getByText('Fehlende Klassen anlegen', { exact: true }).click();
    await expect(dialog.getByText('Neu anzulegen: 2')).toBeVisible();
    await expect(dialog.getByText('Fehler: 1')).toBeVisible();
    await expect(dialog.getByText('Neue Klassen: Import-6ü')).toBeVisible();
    // Errors first, with their line: Änne has no last name (line 4).
    const first = table.locator('tbody tr').first();
    await expect(first.locator('td').first()).toHaveText('4');
    await expect(first).toContainText('Der Nachname fehlt.');
    await expect(table.getByText('Jürgen Größe')).toBeVisible();
    await expectNoSeriousViolations(page, 'import preview (de)');
    await keepScreenshot(page, 'student-import-preview-de');

    await dialog.getByRole('button', { name: 'Importieren (2)' }).click();
    await expect(dialog.getByText('Angelegte Schüler: 2. Angelegte Klassen: 1.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Import-6ü/ })).toBeVisible();
    await dialog.getByRole('link', { name: 'Klasse Import-6ü' }).click();
    await expect(page).toHaveURL(/\/classes\/\d+/);
    await expect(page.getByText(/Größe/).first()).toBeVisible();
    await expect(page.getByText(/Weiß/).first()).toBeVisible();

    // The same file again: everybody is there already, Import has nothing to do.
    dialog = await openImport(page, 'de', 'Importieren', 'Schüler importieren');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'schueler.csv', mimeType: 'text/csv', buffer: GERMAN_CSV });
    await dialog.getByText('Fehlende Klassen anlegen', { exact: true }).click();
    await expect(dialog.getByText('Schon vorhanden: 2')).toBeVisible();
    await expect(dialog.getByText('Neu anzulegen: 0')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Importieren (0)' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    // Russian, an .xlsx, on a phone.
    await page.setViewportSize(PHONE);
    dialog = await openImport(page, 'ru', 'Импорт', 'Импорт учеников');
    const xlsx = readFileSync(path.join(here, 'fixtures/roster-ru.xlsx'));
    const file = { name: 'ученики.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx };
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByText('Создать недостающие классы', { exact: true }).click();
    await expect(dialog.getByText('Будет создано: 3')).toBeVisible();
    await expect(dialog.getByText('Ошибки: 0')).toBeVisible();
    await expectNoSeriousViolations(page, 'import preview (ru, phone)');
    await keepScreenshot(page, 'student-import-preview-ru-phone');
    await dialog.getByRole('button', { name: 'Импортировать (3)' }).click();
    await expect(dialog.getByText('Создано учеников: 3. Создано классов: 1.')).toBeVisible();
    await dialog.getByRole('link', { name: 'Класс Импорт-7р' }).click();
    await expect(page.getByText(/Петрова/).first()).toBeVisible();
    await expect(page.getByText(/Коваленко/).first()).toBeVisible();

    dialog = await openImport(page, 'ru', 'Импорт', 'Импорт учеников');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByText('Создать недостающие классы', { exact: true }).click();
    await expect(dialog.getByText('Уже есть: 3')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Импортировать (0)' })).toBeDisabled();
  } finally {
    await restoreOwnAccount(page, me);
  }
});

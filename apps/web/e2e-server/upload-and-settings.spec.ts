// Settings and the upload flow against the real server without an AI provider: the admin sets
// the default student language with a select, sees the characters by their names, is asked
// before maintenance mode goes on, is told that an edit left by a click elsewhere was not saved,
// and has every control in view on a phone; a teacher's phone photo of a printed sheet is read
// by OCR, with its formulas marked to check, the drafts of a text PDF ask for their missing answers, the crop dialog fills
// the window, zooms, keeps its handles outside the box and refuses a box typed upside down, and
// the extraction, a job on the server, is listed after a reload and opens its drafts again.
//
// Whatever a step changes it puts back, so that the other journeys meet the demo data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { worksheetPdf } from '../../server/test/fixtures/worksheet-pdf.ts';
import { expectNoSeriousViolations, keepScreenshot, signIn } from './support.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Waits until no animation runs (a dialog fading in), so that a screenshot shows the end state. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

function settingRow(page: Page, key: string): Locator {
  return page.locator('main table tbody tr').filter({ hasText: key });
}

test('the admin changes settings with the right controls, and is asked or told where it matters', async ({ page }) => {
  await signIn(page, 'admin', 'en');
  await page.goto('/settings?lang=en');

  // On a laptop the whole table fits the window: the help texts and the characters' check boxes
  // wrap, so the last column is in view without scrolling sideways.
  await expect(page.getByRole('columnheader', { name: 'Changed' })).toBeInViewport({ ratio: 1 });

  // The default student language: a select of the language names, saved at once.
  const languageRow = settingRow(page, 'default_student_language');
  const language = languageRow.getByRole('combobox', { name: 'Default language for new students' });
  await expect(language).toHaveValue('de');
  await expect(language.locator('option')).toHaveText(['Deutsch', 'English', 'Español', 'Русский', 'Українська']);
  await language.selectOption({ label: 'Українська' });
  await expect(languageRow.getByRole('status')).toHaveCount(0);
  await page.reload();
  await expect(language).toHaveValue('uk');
  await language.selectOption('de');
  await expect(language).toHaveValue('de');

  // The characters by their names, not their ids.
  const characters = settingRow(page, 'enabled_characters');
  for (const name of ['Leonhard Euler', 'Emmy Noether', 'Pythagoras von Samos', 'Ada Lovelace']) {
    await expect(characters.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(characters.getByText('euler', { exact: true })).toHaveCount(0);

  // Maintenance mode asks before it goes on; Cancel leaves it off. Off again needs no question.
  const maintenance = settingRow(page, 'maintenance_mode').getByRole('switch');
  await expect(maintenance).not.toBeChecked();
  await maintenance.click();
  const ask = page.getByRole('alertdialog', { name: 'Switch on maintenance mode?' });
  await expect(ask).toContainText('students cannot use the student app');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await settle(page);
  await keepScreenshot(page, 'settings-maintenance-ask-admin-en');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(maintenance).not.toBeChecked();
  await page.reload();
  await expect(maintenance).not.toBeChecked();
  await maintenance.click();
  await ask.getByRole('button', { name: 'Switch on' }).click();
  await expect(maintenance).toBeChecked();
  await maintenance.click();
  await expect(ask).toBeHidden();
  await expect(maintenance).not.toBeChecked();
  await page.reload();
  await expect(maintenance).not.toBeChecked();

  // A text edit left by a click elsewhere is not saved, and the page says so.
  const support = settingRow(page, 'support_email');
  await support.getByRole('button', { name: /support@example.org/ }).click();
  await support.getByRole('textbox').fill('hilfe@example.org');
  await page.getByRole('heading', { level: 1, name: 'System settings' }).click();
  await expect(support.getByRole('status')).toHaveText('Not saved: “hilfe@example.org”. Only Enter saves a change.');
  await expect(support.getByRole('button', { name: /support@example.org/ })).toBeVisible();
  await page.reload();
  await expect(support.getByRole('button', { name: /support@example.org/ })).toBeVisible();

  // The same in German, kept as a screenshot.
  await page.goto('/settings?lang=de');
  await settingRow(page, 'support_email').getByRole('button').click();
  await settingRow(page, 'support_email').getByRole('textbox').fill('hilfe@example.org');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(settingRow(page, 'support_email').getByRole('status')).toContainText('Nicht gespeichert');
  await keepScreenshot(page, 'settings-admin-de-desktop');
  await expectNoSeriousViolations(page, 'the settings');
});

test('on a phone every settings control is in view, as a card per setting', async ({ page }) => {
  await signIn(page, 'admin', 'de');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['de', 'ru'] as const) {
    await page.goto(`/settings?lang=${lang}`);
    const cards = page.getByRole('list').filter({ has: page.getByText('maintenance_mode') }).getByRole('listitem');
    // One card per setting of the demo data (docs/product/screens.md#settings).
    await expect(cards).toHaveCount(9);
    await expect(page.locator('main table')).toHaveCount(0);
    const controls = page.locator('main').locator('[role="switch"], select, button, [data-part="control"]');
    const count = await controls.count();
    expect(count).toBeGreaterThan(9);
    for (let i = 0; i < count; i++) {
      const box = (await controls.nth(i).boundingBox())!;
      expect(box.x, `control ${i} in ${lang}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `control ${i} in ${lang}`).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, `settings-admin-${lang}-390`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a teacher uploads a photo read by OCR, answers the drafts of a PDF and crops in a large dialog', async ({ page }) => {
  // Two extractions and two accessibility checks on a machine other tests share.
  test.setTimeout(150_000);
  await signIn(page, 'teacher', 'de');
  // Without an AI provider a phone photo of a printed sheet is read too: its print, by OCR.
  // The formulas are marked to check (OCR cannot tell ¾ from 34), each with its picture.
  await page.goto('/problems?lang=de');
  await page.getByRole('button', { name: 'Hochladen' }).click();
  const hochladen = page.getByRole('dialog', { name: 'Arbeitsblatt hochladen' });
  const photoInput = hochladen.locator('input[type="file"]');
  await expect(photoInput).toHaveAttribute('accept', /image\/jpeg/);
  await photoInput.setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: readFileSync(path.join(here, 'fixtures/worksheet-photo.jpg')) });
  await hochladen.getByRole('button', { name: 'Erkennen' }).click();
  const pruefen = page.getByRole('dialog', { name: 'Erkannte Aufgaben prüfen' });
  await expect(pruefen).toBeVisible({ timeout: 30_000 });
  const ocrDraft = pruefen.getByRole('listitem', { name: 'Aufgabe 1' });
  await expect(ocrDraft.getByText(/Berechne/).first()).toBeVisible();
  await expect(ocrDraft.getByText(/Bitte die Formeln prüfen/).first()).toBeVisible();
  await expect(pruefen.getByRole('listitem', { name: 'Aufgabe 3' })).toBeVisible();
  await settle(page);
  await keepScreenshot(page, 'upload-photo-ocr-teacher-de');
  await pruefen.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(pruefen).toBeHidden();

  await page.goto('/problems?lang=en');
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload worksheet' });
  await upload.locator('input[type="file"]').setInputFiles({ name: 'arbeitsblatt.pdf', mimeType: 'application/pdf', buffer: await worksheetPdf() });
  await upload.getByRole('button', { name: 'Extract' }).click();

  // The drafts of the text layer have no answers: each card asks for one.
  const confirm = page.getByRole('dialog', { name: 'Check the extracted problems' });
  await expect(confirm).toBeVisible({ timeout: 30_000 });
  const draft = (n: number) => confirm.getByRole('listitem', { name: `Problem ${n}` });
  await expect(confirm.getByText('Answer missing')).toHaveCount(5);
  await draft(1).getByRole('textbox', { name: /^Answer/ }).fill('11/12');
  await expect(draft(1).getByText('Answer missing')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Create problems' }).click();
  await expect(confirm.getByText('4 selected problems still lack their text or answer.')).toBeVisible();
  await expect(draft(2).getByRole('textbox', { name: /^Answer/ })).toBeFocused();
  await expect(draft(2).getByText('Please enter the answer of the problem.')).toBeVisible();

  // The difficulty is the editor's stars, also by keyboard.
  await draft(1).getByRole('button', { name: 'Edit Problem 1' }).click();
  const stars = draft(1).getByRole('radiogroup').or(draft(1).locator('[data-scope="rating-group"][data-part="control"]'));
  await expect(stars.first()).toBeVisible();
  await draft(1).getByRole('radio', { name: 'Difficulty 3 of 5' }).click();
  await expect(draft(1).getByRole('radio', { name: 'Difficulty 3 of 5' })).toBeChecked();
  // The keyboard reaches the chosen star (Tab) and moves with the arrows (the mouse elsewhere).
  await page.mouse.move(5, 5);
  await draft(1).getByRole('slider').last().focus();
  await page.keyboard.press('Tab');
  await expect(draft(1).getByRole('radio', { name: 'Difficulty 3 of 5' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(draft(1).getByRole('radio', { name: 'Difficulty 4 of 5' })).toBeChecked();
  await settle(page);
  await keepScreenshot(page, 'upload-drafts-answers-teacher-en');
  await expectNoSeriousViolations(page, 'the drafts asking for answers');

  // The crop dialog takes the window; the page can be zoomed.
  await draft(4).getByRole('button', { name: /Adjust crop|Add figure/ }).click();
  const crop = page.getByRole('dialog', { name: 'Crop box of Problem 4' });
  await expect(crop).toBeVisible();
  await settle(page);
  expect((await crop.boundingBox())!.width).toBeGreaterThan(1100);
  const pageImage = crop.getByRole('img', { name: 'Page of the worksheet' });
  await expect.poll(async () => (await pageImage.boundingBox())?.width ?? 0).toBeGreaterThan(700);
  const fitted = (await pageImage.boundingBox())!.width;
  await crop.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await pageImage.boundingBox())!.width).toBeGreaterThan(fitted * 1.4);
  await crop.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(async () => Math.round((await pageImage.boundingBox())!.width)).toBe(Math.round(fitted));

  // The handles sit outside the box.
  const selection = (await crop.locator('.ReactCrop__crop-selection').boundingBox())!;
  const corner = (await crop.locator('.ReactCrop__drag-handle.ord-se').boundingBox())!;
  expect(corner.x).toBeGreaterThanOrEqual(selection.x + selection.width - 1);
  expect(corner.y).toBeGreaterThanOrEqual(selection.y + selection.height - 1);
  const topLeft = (await crop.locator('.ReactCrop__drag-handle.ord-nw').boundingBox())!;
  expect(topLeft.x + topLeft.width).toBeLessThanOrEqual(selection.x + 1);
  expect(topLeft.y + topLeft.height).toBeLessThanOrEqual(selection.y + 1);

  // The numbers are explained; a bottom edge above the top edge is refused, not swapped.
  await expect(crop.getByText(/in thousandths of its width and height/)).toBeVisible();
  const top = crop.getByRole('spinbutton', { name: 'Top edge' });
  const bottom = crop.getByRole('spinbutton', { name: 'Bottom edge' });
  const topValue = await top.inputValue();
  await bottom.fill(String(Math.max(0, Number(topValue) - 50)));
  await bottom.press('Enter');
  await expect(crop.getByText('The bottom edge must be below the top edge: enter a larger number than for the top edge.')).toBeVisible();
  await expect(top).toHaveValue(topValue);
  await crop.getByRole('button', { name: 'Apply' }).click();
  await expect(crop).toBeVisible();
  await expect(bottom).toBeFocused();
  await settle(page);
  await keepScreenshot(page, 'upload-crop-refused-teacher-en');
  await expectNoSeriousViolations(page, 'the crop dialog');
  await crop.getByRole('button', { name: 'Cancel' }).click();
  await expect(crop).toBeHidden();

  // On a phone the crop dialog is the whole screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await draft(4).getByRole('button', { name: /Adjust crop|Add figure/ }).click();
  await expect(crop).toBeVisible();
  await settle(page);
  await expect.poll(async () => (await crop.boundingBox())!.width).toBeGreaterThanOrEqual(389);
  await keepScreenshot(page, 'upload-crop-teacher-en-390');
  await crop.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Nothing is created.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // The extraction ran on the server as a job: after the tab is gone (a reload here), the
  // upload dialog lists it, done, and opens its drafts again for confirmation.
  await page.reload();
  await page.getByRole('button', { name: 'Upload' }).click();
  const recent = upload.getByRole('list', { name: 'Recent extractions' });
  const extraction = recent.getByRole('listitem', { name: 'arbeitsblatt.pdf' }).first();
  await expect(extraction.getByText('Done')).toBeVisible();
  await expect(extraction.getByText(/^Started \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  await settle(page);
  await keepScreenshot(page, 'upload-recent-teacher-en');
  await expectNoSeriousViolations(page, 'the recent extractions');
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const openBox = (await extraction.getByRole('button', { name: 'Check drafts' }).boundingBox())!;
  expect(openBox.x + openBox.width).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'upload-recent-teacher-en-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await extraction.getByRole('button', { name: 'Check drafts' }).click();
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('listitem')).toHaveCount(5);
  await expect(confirm.getByText('Answer missing')).toHaveCount(5);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});

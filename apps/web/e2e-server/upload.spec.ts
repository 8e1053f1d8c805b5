// The upload flow against the real server (docs/product/screens.md Upload flow, docs/product/validation.md): a teacher uploads a real
// two-page worksheet PDF through the dialog, moves the crop box of its figure, leaves one draft
// out, creates the rest in a new topic, and finds the problems in the list and the topic.
//
// playwright.server.config.ts runs the server without an AI provider, so it extracts the PDF from
// its text layer (the numbered items with their real boxes); playwright.server-ai.config.ts
// points it at the loopback AI (E2E_UPLOAD_AI=1), whose drafts also carry solutions and answers.
const withAi = process.env.E2E_UPLOAD_AI === '1';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { worksheetPdf } from '../../server/test/fixtures/worksheet-pdf.ts';
import { expectNoSeriousViolations, keepScreenshot as keepRawScreenshot, signIn } from './support.ts';

/** A screenshot once dialogs and toasts have finished moving in (the crop box's border runs on). */
async function keepScreenshot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await keepRawScreenshot(page, name);
}

/** The natural size of an image on the page, once it has loaded. */
async function naturalSize(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => ({ width: element.naturalWidth, height: element.naturalHeight }));
}

test('a teacher uploads a worksheet, adjusts a crop, leaves a draft out and creates the rest in a new topic', async ({ page }) => {
  const topicName = `Arbeitsblatt Brüche ${String(Date.now()).slice(-5)}`;
  const pdf = await worksheetPdf();
  await signIn(page, 'teacher', 'en');
  await page.goto('/problems?lang=en');

  // The upload dialog: Extract waits for a file; a Word file is refused before anything is sent.
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload worksheet' });
  await expect(upload.getByRole('button', { name: 'Extract' })).toBeDisabled();
  await expect(upload.getByLabel('Maximum number of problems')).toHaveValue('10');
  await expect(upload.getByRole('combobox', { name: 'Language of the problems' })).toHaveValue('en');
  const fileInput = upload.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'aufgaben.docx', mimeType: 'application/msword', buffer: Buffer.from('not a worksheet') });
  // With or without an AI provider the server reads PDFs, JPGs and PNGs (photos without AI by OCR).
  await expect(upload.getByText('Only PDF, JPG and PNG files can be uploaded.')).toBeVisible();
  await expect(upload.getByText('Only PDFs with text can be read')).toHaveCount(0);
  await expect(upload.getByRole('button', { name: 'Extract' })).toBeDisabled();

  await upload.getByLabel('Problem set name (optional)').fill(topicName);
  await fileInput.setInputFiles({ name: 'arbeitsblatt-brueche.pdf', mimeType: 'application/pdf', buffer: pdf });
  await upload.getByRole('combobox', { name: 'Language of the problems' }).selectOption('de');
  await keepScreenshot(page, 'upload-dialog-teacher-en');
  await expectNoSeriousViolations(page, 'the upload dialog');
  await upload.getByRole('button', { name: 'Extract' }).click();
  // The server extracts in the background (a job); the dialog follows it until the drafts are there.

  // The confirm dialog: the worksheet's five numbered items, all selected, math rendered.
  const confirm = page.getByRole('dialog', { name: 'Check the extracted problems' });
  await expect(confirm).toBeVisible({ timeout: 30_000 });
  const drafts = confirm.getByRole('listitem');
  await expect(drafts).toHaveCount(5);
  await expect(confirm.getByText('5 of 5 selected')).toBeVisible();
  await expect(confirm.getByText(`The selected problems are created in the new topic “${topicName}”.`)).toBeVisible();
  const draft = (n: number) => confirm.getByRole('listitem', { name: `Problem ${n}` });
  await expect(draft(1)).toContainText('Berechne');
  await expect(draft(1).locator('.katex').first()).toBeVisible();
  await expect(draft(4)).toContainText('Ein Rechteck ist 8 cm lang und 3 cm breit.');
  await expect(draft(4).getByText('Page 2')).toBeVisible();
  await expect(draft(4).getByTestId('crop-box')).toBeVisible();
  if (withAi) await expect(draft(1).getByText('Answer:')).toBeVisible();
  // The text layer holds no answers: each draft asks for one on its card.
  else await expect(draft(1).getByText('Answer missing')).toBeVisible();

  // Leave the second draft out.
  await draft(2).getByText('Problem 2', { exact: true }).click();
  await expect(draft(2).getByRole('checkbox')).not.toBeChecked();
  await expect(confirm.getByText('4 of 5 selected')).toBeVisible();

  // Move the rectangle's crop box with the mouse, then set its bottom by typing.
  await draft(4).getByRole('button', { name: /Adjust crop|Add figure/ }).click();
  const crop = page.getByRole('dialog', { name: 'Crop box of Problem 4' });
  await expect(crop).toBeVisible();
  const left = crop.getByRole('spinbutton', { name: 'Left edge' });
  const top = crop.getByRole('spinbutton', { name: 'Top edge' });
  const before = { left: Number(await left.inputValue()), top: Number(await top.inputValue()) };
  const box = (await crop.locator('.ReactCrop__crop-selection').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 2 + 15, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await left.inputValue())).toBeLessThan(before.left);
  await expect.poll(async () => Number(await top.inputValue())).toBeGreaterThan(before.top);
  const bottom = crop.getByRole('spinbutton', { name: 'Bottom edge' });
  const previewImage = crop.getByRole('img', { name: 'Figure of Problem 4' });
  const previewBefore = await previewImage.getAttribute('src');
  await bottom.fill('2000');
  await bottom.press('Enter');
  await expect(bottom).toHaveValue('1000');
  // The preview is cut again after the box is taken: measure the new one, not the last.
  await expect(previewImage).not.toHaveAttribute('src', previewBefore!);
  const preview = await naturalSize(previewImage);
  expect(preview.width).toBeLessThanOrEqual(800);
  await keepScreenshot(page, 'upload-crop-teacher-en');
  await expectNoSeriousViolations(page, 'the crop dialog');
  await crop.getByRole('button', { name: 'Apply' }).click();
  await expect(crop).toBeHidden();
  const figure = await naturalSize(draft(4).getByRole('img', { name: 'Figure of Problem 4' }));
  expect(figure).toEqual(preview);
  await keepScreenshot(page, 'upload-confirm-teacher-en');
  await draft(4).getByRole('button', { name: 'Edit Problem 4' }).click();
  await expect(draft(4).getByRole('textbox', { name: /^Text/ })).toHaveValue(/Ein Rechteck/);
  await expectNoSeriousViolations(page, 'the confirm dialog');

  // Creating asks for the answers the extraction did not find (all of them without AI), then
  // goes through.
  if (!withAi) {
    await confirm.getByRole('button', { name: 'Create problems' }).click();
    await expect(confirm.getByText('4 selected problems still lack their text or answer.')).toBeVisible();
  }
  for (const n of [1, 3, 4, 5]) {
    if (await draft(n).getByText('Answer missing').isVisible()) {
      await draft(n).getByRole('textbox', { name: /^Answer/ }).fill(`Antwort ${n}`);
    }
  }
  for (const n of [1, 3, 4, 5]) await expect(draft(n).getByText('Answer missing')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Create problems' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('4 problems created')).toBeVisible();

  // The extraction is among the teacher's recent ones, done.
  await page.getByRole('button', { name: 'Upload' }).click();
  const recent = upload.getByRole('list', { name: 'Recent extractions' });
  await expect(recent.getByRole('listitem', { name: 'arbeitsblatt-brueche.pdf' }).first().getByText('Done')).toBeVisible();
  await upload.getByRole('button', { name: 'Cancel' }).click();
  await expect(upload).toBeHidden();

  // The list shows the new problems (the figure as the image), not the one left out.
  const search = page.getByRole('searchbox', { name: 'Search problems' }).or(page.getByLabel('Search problems'));
  await search.first().fill('Rechteck ist 8 cm');
  const card = page.getByRole('article').filter({ hasText: 'Ein Rechteck ist 8 cm lang und 3 cm breit.' });
  await expect(card).toHaveCount(1);
  const listed = await naturalSize(card.locator('img').first());
  // The card shows the figure's thumbnail: at most 800 px on its long side.
  const scale = Math.min(1, 800 / Math.max(figure.width, figure.height));
  expect(listed).toEqual({ width: Math.round(figure.width * scale), height: Math.round(figure.height * scale) });
  await search.first().fill('Welcher Bruch ist größer');
  await expect(page.getByText('No problems found.')).toBeVisible();

  // The new topic holds the four problems in the worksheet's order.
  const token = await page.evaluate(() => localStorage.getItem('admin_session_token'));
  const topics = await page.request.get(`/api/admin/problemsets?query=${encodeURIComponent(topicName)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(topics.ok()).toBe(true);
  const [topic] = (await topics.json()) as { problemset_id: number; name: string; problem_count: number }[];
  expect(topic).toMatchObject({ name: topicName, problem_count: 4 });
  const entries = await page.request.get(`/api/admin/problemsets/${topic!.problemset_id}/problems`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const texts = ((await entries.json()) as { problem: { text: string; file_url: string | null } }[]).map((entry) => entry.problem.text);
  expect(texts).toHaveLength(4);
  expect(texts[0]).toContain('Berechne');
  expect(texts[1]).toContain('Kürze den Bruch');
  expect(texts[2]).toContain('Ein Rechteck');
  expect(texts[3]).toContain('Kreises');
});

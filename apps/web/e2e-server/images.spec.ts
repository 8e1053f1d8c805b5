// Problem images against the real server (no AI): the 30,000 × 30,000 PNG bomb (under 1 MB on
// disk, 900 megapixels) chosen in the problem editor is refused with the server's 422
// image.too_large, shown as its message; a phone photo with EXIF (camera, GPS position,
// orientation) saved as a problem's image comes back upright and without EXIF.
import { expect, test, type Page } from '@playwright/test';
import { bombPng, exifPhoto, metadataOf } from '../../server/test/fixtures/images.ts';
import { apiGet, keepScreenshot, signIn } from './support.ts';

async function newProblem(page: Page, text: string) {
  await page.goto('/problems/new?lang=en');
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(text);
  await page.getByRole('textbox', { name: 'Answer', exact: true }).fill('24');
}

const imageInput = (page: Page) => page.getByRole('group', { name: 'Image', exact: true }).locator('input[type="file"]');

test('the editor shows the refusal of an image of 900 megapixels, and a saved photo comes back without EXIF', async ({ page }) => {
  const marker = `Foto-${Date.now().toString(36)}`;
  await signIn(page, 'teacher', 'en');

  // The bomb: the server answers 422 image.too_large, the editor says so and keeps the form.
  await newProblem(page, `${marker}: zu groß`);
  const bomb = bombPng();
  expect(bomb.length).toBeLessThan(1024 * 1024);
  await imageInput(page).setInputFiles({ name: 'riesig.png', mimeType: 'image/png', buffer: bomb });
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/admin/problems'));
  await page.getByRole('button', { name: 'Create' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(422);
  expect((await answer.json()).code).toBe('image.too_large');
  await expect(page.getByText('The image has too many pixels (more than 40 megapixels).', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/problems\/new/);
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(`${marker}: zu groß`);
  await keepScreenshot(page, 'problem-image-too-large-teacher-en');

  // A phone photo with the place it was taken: stored upright, without EXIF.
  const photo = await exifPhoto();
  const original = await metadataOf(photo);
  expect(original.exif?.toString('latin1')).toContain('TestPhone');
  await page.getByRole('group', { name: 'Image', exact: true }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(`${marker}: Foto`);
  await imageInput(page).setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/problems\?page=\d+#p\d+$/);
  const id = Number(/#p(\d+)$/.exec(page.url())![1]);
  const problem = await apiGet<{ file_type: string; file_url: string; thumbnail_url: string; text: string }>(page, `/admin/problems/${id}`);
  expect(problem.text).toBe(`${marker}: Foto`);
  expect(problem.file_type).toBe('image/jpeg');
  // The stored image is read at its address (its content's hash), without a session, as an <img> does.
  expect(problem.file_url).toMatch(/^\/api\/files\/[0-9a-f]{64}\.jpg$/);
  const file = await page.request.get(problem.file_url);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const bytes = await file.body();
  const stored = await metadataOf(bytes);
  expect(stored).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
  expect(stored.exif).toBeUndefined();
  expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
  // The list's card shows the thumbnail (at most 800 px on its long side), and the browser has loaded it.
  expect(problem.thumbnail_url).not.toBe(problem.file_url);
  const thumbnail = page.locator(`#p${id}`).getByRole('button', { name: /^Enlarge image/ }).locator('img');
  await expect(thumbnail).toHaveAttribute('src', problem.thumbnail_url);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight)).toBe(800);
});

const IN_OTHER_LANGUAGES = [
  { lang: 'de', text: 'Text', answer: 'Antwort', image: 'Bild', create: 'Erstellen', refusal: 'Das Bild hat zu viele Pixel (mehr als 40 Megapixel).', width: 1280 },
  { lang: 'ru', text: 'Текст', answer: 'Ответ', image: 'Изображение', create: 'Создать', refusal: 'В изображении слишком много пикселей', width: 390 },
] as const;

test('the refusal reads in German and Russian', async ({ page }) => {
  await signIn(page, 'teacher', 'de');
  for (const l of IN_OTHER_LANGUAGES) {
    await page.setViewportSize({ width: l.width, height: 844 });
    await page.goto(`/problems/new?lang=${l.lang}`);
    await page.getByRole('textbox', { name: l.text, exact: true }).fill('Zu groß');
    await page.getByRole('textbox', { name: l.answer, exact: true }).fill('1');
    await page.getByRole('group', { name: l.image, exact: true }).locator('input[type="file"]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: bombPng(8000) });
    await page.getByRole('button', { name: l.create, exact: true }).click();
    await expect(page.getByText(l.refusal, { exact: false }).first()).toBeVisible();
    await keepScreenshot(page, `problem-image-too-large-teacher-${l.lang}-${l.width}`);
  }
});

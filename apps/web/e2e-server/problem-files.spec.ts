// A problem's image is read at its address (/api/files/<content hash>), never inside a list:
// the problem list's answer stays small, the card and the editor load the image from the
// address, and replacing the image gives a new address (the old one names the old content).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { plainImage } from '../../server/test/fixtures/images.ts';
import { apiGet, keepScreenshot, signIn } from './support.ts';

const imageGroup = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const loadedWidth = (img: Locator) => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

test('the list, the card and the editor show a problem image from its address, and a replaced image gets a new one', async ({ page }) => {
  const marker = `Bildadresse-${Date.now().toString(36)}`;
  await signIn(page, 'teacher', 'de');
  await page.goto('/problems/new?lang=de');
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(`${marker}: Berechne den Flächeninhalt des Rechtecks.`);
  await page.getByRole('textbox', { name: 'Antwort', exact: true }).fill('24');
  await imageGroup(page, 'Bild').locator('input[type="file"]').setInputFiles({ name: 'rechteck.png', mimeType: 'image/png', buffer: await plainImage(600, 400) });
  await page.getByRole('button', { name: 'Erstellen' }).click();
  await expect(page).toHaveURL(/\/problems\?page=\d+#p\d+$/);
  const id = Number(/#p(\d+)$/.exec(page.url())![1]);

  // The list's answer names the image; the card loads it from there. (The list shown after
  // creating is complete first, so that the answer caught is the reload's, not an earlier one.)
  await expect(page.locator(`#p${id}`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const list = page.waitForResponse((r) => r.url().includes('/api/admin/problems/search'));
  await page.reload();
  const answer = await list;
  expect((await answer.body()).length).toBeLessThan(200 * 1024);
  const first = await apiGet<{ file_url: string; thumbnail_url: string }>(page, `/admin/problems/${id}`);
  // An image of 600 px is its own thumbnail.
  expect(first.thumbnail_url).toBe(first.file_url);
  const thumbnail = page.locator(`#p${id}`).getByRole('button', { name: /^Bild vergrößern/ }).locator('img');
  await expect(thumbnail).toHaveAttribute('src', first.file_url);
  await expect.poll(() => loadedWidth(thumbnail)).toBe(600);
  await page.locator(`#p${id}`).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'problem-image-url-list-teacher-de');

  // The editor shows the stored image and replaces it.
  await page.goto(`/problems/${id}?lang=de`);
  const current = imageGroup(page, 'Bild').locator('img');
  await expect.poll(() => loadedWidth(current)).toBe(600);
  await keepScreenshot(page, 'problem-image-url-editor-teacher-de');
  await imageGroup(page, 'Bild').locator('input[type="file"]').setInputFiles({ name: 'neu.png', mimeType: 'image/png', buffer: await plainImage(300, 500) });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(new RegExp(`/problems\\?page=\\d+#p${id}$`));
  const second = await apiGet<{ file_url: string }>(page, `/admin/problems/${id}`);
  expect(second.file_url).not.toBe(first.file_url);
  await expect(thumbnail).toHaveAttribute('src', second.file_url);
  await expect.poll(() => loadedWidth(thumbnail)).toBe(300);
  // The new address is another file; the old one still names the old content, never the new.
  const old = await page.request.get(first.file_url);
  const replaced = await page.request.get(second.file_url);
  expect((await old.body()).equals(await replaced.body())).toBe(false);

  // Russian, narrow: the card's image loads as well, and the preview opens on a click.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/problems?page=1&lang=ru#p${id}`);
  const narrow = page.locator(`#p${id}`).locator('img').first();
  await expect.poll(() => loadedWidth(narrow)).toBe(300);
  await keepScreenshot(page, 'problem-image-url-list-teacher-ru-390');
  await narrow.click();
  await expect(page.getByRole('dialog').locator('img')).toBeVisible();
  await keepScreenshot(page, 'problem-image-url-preview-teacher-ru-390');
});

test("an admin sees a school problem's image from its address in the editor", async ({ page }) => {
  await signIn(page, 'admin', 'de');
  await page.goto('/problems/103?lang=de');
  const image = imageGroup(page, 'Bild').locator('img');
  await expect.poll(() => loadedWidth(image)).toBeGreaterThan(1);
  await keepScreenshot(page, 'problem-image-url-editor-admin-de');
});

// The upload dialog against the mock (Prism serves the contract's examples): the recent
// extractions of listJobs, a started extraction followed page by page (getJob's first example is
// a job at page 2 of 3) and cancelled through cancelJob, and a finished one opened from the list.
// The journeys with real extractions are in e2e-server/upload*.spec.ts.
import { expect, test } from '@playwright/test';
import { shot, signIn, USERS } from './support.ts';

test('a teacher follows an extraction job, cancels it, and opens a finished one from the recent list', async ({ page }) => {
  await page.goto('/login?lang=de');
  await signIn(page, USERS.teacher.email);
  // Signed in once the start page shows; a reload before that would cancel the sign-in.
  await expect(page).toHaveURL(/\/classes$/);
  await page.goto('/problems?lang=de');
  await page.getByRole('button', { name: 'Hochladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Arbeitsblatt hochladen' });

  // listJobs's example: one running, one done, one failed, newest first.
  const recent = dialog.getByRole('list', { name: 'Letzte Erkennungen' });
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  const running = recent.getByRole('listitem', { name: 'Bruchrechnung-Klasse6.pdf' });
  await expect(running.getByText('Läuft')).toBeVisible();
  await expect(running.getByRole('progressbar', { name: 'Seite 2 von 3' })).toBeVisible();
  const failed = recent.getByRole('listitem', { name: 'Foto-Tafel.jpg' });
  await expect(failed.getByText('Der KI-Dienst hat zu lange nicht geantwortet. Bitte erneut versuchen.')).toBeVisible();
  await page.screenshot(shot('upload-recent-de'));

  // Extract starts the job (202); the dialog follows it with the pages, in German.
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'arbeitsblatt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  const started = page.waitForResponse((response) => response.url().endsWith('/api/admin/problems/upload-file/jobs'));
  await dialog.getByRole('button', { name: 'Erkennen' }).click();
  expect((await started).status()).toBe(202);
  const bar = dialog.getByRole('progressbar', { name: 'Seite 2 von 3' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '33');
  await expect(dialog.getByRole('status')).toHaveText('Die Erkennung läuft.');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.screenshot(shot('upload-job-progress-de'));

  // Cancel asks the server to cancel the job (204) and returns to the form.
  const cancelled = page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/api\/admin\/jobs\/[0-9a-f-]+$/.test(response.url()));
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  expect((await cancelled).status()).toBe(204);
  await expect(dialog.getByRole('status')).toHaveText('Die Erkennung wurde abgebrochen.');
  await expect(dialog.getByRole('button', { name: 'Erkennen' })).toBeEnabled();

  // The finished one opens its drafts (getJob's "done" example, asked for by name here, since
  // Prism answers every job with the first example).
  await page.route(/\/api\/admin\/jobs\/8b2e4d10-1a3c-4f5e-9d7b-6c0a2e4f8b31$/, async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=done' } });
    await route.fulfill({ response });
  });
  await recent.getByRole('listitem', { name: 'Geometrie-Arbeitsblatt.pdf' }).getByRole('button', { name: 'Entwürfe prüfen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Erkannte Aufgaben prüfen' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('listitem')).toHaveCount(1);
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toBeHidden();
});

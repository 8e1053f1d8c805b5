// The audit log against the real server (docs/product/screens.md#audit-log): a schooladmin renames
// a student on the student page, then finds the change on /audit (filtered by operation, in
// German and in English, the operation in words) and in the student's change history, which
// loads only when opened and links back to /audit filtered to the student. A teacher is not let
// in. Screenshots in German and English, on a desktop and on a 390 px phone.
//
// Mia Schulz is this journey's student (no other journey uses her); her name is put back at the end.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, keepScreenshot, signIn } from './support.ts';

const MIA = 't9b4z7kq2mwy';
const PHONE = { width: 390, height: 844 };

/** Opens a signed-in page in the given language (the query string wins the detection). */
async function open(page: Page, path: string, lang: 'de' | 'en') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
}

/** The audit table's row of the rename. */
const RENAME = /(Last name|Nachname): Schulz →.*Schulz-Berg/;

function renameRow(page: Page): Locator {
  return page.locator('main table tbody tr').filter({ hasText: RENAME });
}

/** Renames Mia's last name on her page (English), waiting for the server's answer. */
async function renameMia(page: Page, from: string, to: string) {
  await open(page, `/students/${MIA}`, 'en');
  await page.getByRole('button', { name: `Last name: ${from}. Edit` }).click();
  await page.getByRole('textbox', { name: 'Last name' }).fill(to);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/admin/students/${MIA}`));
  await page.keyboard.press('Enter');
  expect((await saved).ok()).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1, name: `Mia ${to}` })).toBeVisible();
}

test('a schooladmin renames a student and finds the change on /audit and in the student’s history', async ({ page }) => {
  await signIn(page, 'schooladmin');
  await renameMia(page, 'Schulz', 'Schulz-Berg');

  try {
    // German: the tab, the operation filter by its words, the row with who and what.
    await open(page, '/students', 'de');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Änderungsprotokoll' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Änderungsprotokoll' })).toBeVisible();
    await page.getByLabel('Aktion').selectOption({ label: 'Schüler geändert' });
    await expect(page).toHaveURL(/operation=updateStudent/);
    const row = renameRow(page);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Schüler geändert');
    await expect(row).toContainText('Thomas Berger');
    await expect(row).toContainText('Schuladministrator');
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(row.getByRole('link', { name: 'Schüler: Mia Schulz-Berg' })).toHaveAttribute('href', `/students/${MIA}`);
    await expectNoSeriousViolations(page, '/audit (de, filtered)');
    await keepScreenshot(page, 'audit-schooladmin-de');

    // The same in English, on a reload of the same address.
    await open(page, '/audit?operation=updateStudent', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByLabel('Operation')).toHaveValue('updateStudent');
    await expect(renameRow(page)).toContainText('Student changed');
    await expect(renameRow(page)).toContainText('School administrator');
    await keepScreenshot(page, 'audit-schooladmin-en');

    // On a phone the rows are cards, and the page does not scroll sideways.
    await page.setViewportSize(PHONE);
    await expect(renameRow(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await keepScreenshot(page, 'audit-schooladmin-en-phone');
    await open(page, '/audit?operation=updateStudent', 'de');
    await expect(renameRow(page)).toContainText('Schüler geändert');
    await keepScreenshot(page, 'audit-schooladmin-de-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The record's link leads to the student, whose change history loads only when opened.
    await open(page, '/audit?operation=updateStudent', 'de');
    await renameRow(page).getByRole('link', { name: 'Schüler: Mia Schulz-Berg' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mia Schulz-Berg' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Änderungsverlauf' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const loaded = page.waitForResponse((r) => r.url().includes('/api/admin/audit?') && r.url().includes(`entity_id=${MIA}`));
    await toggle.click();
    expect((await loaded).ok()).toBeTruthy();
    const history = page.getByRole('region', { name: 'Änderungsverlauf' });
    const entry = history.locator('ol > li').filter({ hasText: RENAME });
    await expect(entry).toContainText('Schüler geändert');
    await expect(entry).toContainText('Thomas Berger');
    await expectNoSeriousViolations(page, 'student page with the change history open (de)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, 'audit-history-student-de');

    await open(page, `/students/${MIA}`, 'en');
    await page.getByRole('button', { name: 'Change history' }).click();
    const historyEn = page.getByRole('region', { name: 'Change history' });
    await expect(historyEn.locator('ol > li').filter({ hasText: RENAME })).toContainText('Student changed');
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, 'audit-history-student-en');
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, 'audit-history-student-en-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // "All … in the audit log" opens /audit filtered to the student.
    await historyEn.getByRole('link', { name: /in the audit log/ }).click();
    await expect(page).toHaveURL(new RegExp(`/audit\\?entity_type=student&entity_id=${MIA}`));
    await expect(page.getByTestId('audit-record-filter')).toHaveText('Only: Student: Mia Schulz-Berg');
    await expect(renameRow(page)).toHaveCount(1);
  } finally {
    await renameMia(page, 'Schulz-Berg', 'Schulz');
  }
});

test('a teacher is not let into the audit log and sees no change history', async ({ page }) => {
  await signIn(page, 'teacher');
  await open(page, '/audit', 'en');
  await expect(page).toHaveURL(/\/unauthorized/);
  await open(page, `/students/${MIA}`, 'en');
  await expect(page.getByRole('heading', { level: 1, name: /^Mia / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change history' })).toHaveCount(0);
});

test('an admin sees sign-ins with their outcome, and the operation filter in words', async ({ page }) => {
  await signIn(page, 'admin');
  await open(page, '/audit?operation=login', 'en');
  await expect(page.getByLabel('Operation')).toHaveValue('login');
  // The admin's own sign-in of this test: the newest sign-in, succeeded.
  const newest = page.locator('main table tbody tr').first();
  await expect(newest).toContainText('Sign-in');
  await expect(newest).toContainText('Succeeded');
  await expect(newest).toContainText('Katrin Vogel');
  await expect(newest.getByRole('link', { name: 'User: Katrin Vogel' })).toHaveAttribute('href', /^\/users\?user=\d+$/);
  await keepScreenshot(page, 'audit-admin-en');
  await open(page, '/audit?operation=login', 'de');
  await expect(page.locator('main table tbody tr').first()).toContainText('Anmeldung');
  await expect(page.locator('main table tbody tr').first()).toContainText('Erfolgreich');
  await keepScreenshot(page, 'audit-admin-de');

  // A user's dialog, opened by the link of a sign-in, ends with their change history.
  await page.locator('main table tbody tr').first().getByRole('link', { name: 'Benutzer: Katrin Vogel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer bearbeiten' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Änderungsverlauf' }).click();
  await expect(dialog.getByRole('region', { name: 'Änderungsverlauf' }).locator('ol > li').first()).toContainText('Anmeldung');
  // The dialog's and the chevron's animations end before the picture.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await keepScreenshot(page, 'audit-history-user-de');

  // The retention setting, its description from the server and its help from the app.
  await open(page, '/settings', 'en');
  const retention = page.locator('main table tbody tr').filter({ hasText: 'audit_retention_days' });
  await expect(retention).toContainText('Days the audit log is kept');
  await expect(retention.getByRole('button', { name: /Days the audit log is kept: 365/ })).toHaveAccessibleDescription(/deleted every night/);
  await open(page, '/settings', 'de');
  await expect(retention).toContainText('jede Nacht gelöscht');
  await keepScreenshot(page, 'audit-retention-setting-de');
});

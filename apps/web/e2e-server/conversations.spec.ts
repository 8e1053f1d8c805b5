// Conversations against the real server with the demo data (docs/product/screens.md, states.md, errors.md): a teacher reads
// Lena's conversation (bubbles, a time divider, a cut system message, a recording, an image)
// and exports it; the history's buttons; a parent deletes one of Felix's conversations and
// then all of them; a teacher of the other school cannot open Lena's conversation.
//
// The steps run in English (`?lang=en`); the screenshots are kept in German and Spanish, on a
// desktop and a 390 px wide phone.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { keepScreenshot as keepRawScreenshot, signIn } from './support.ts';

const LENA = 'k7m2q9xw4tfa';
const FELIX = 'f8q4t2wz6mhb';

async function open(page: Page, path: string, lang: 'de' | 'en' | 'es') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
}

async function keepScreenshot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await keepRawScreenshot(page, name);
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.html.slice(0, 120)).join(' | ')}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

test('a teacher reads, hears and exports a conversation of Lena, and uses the history buttons', async ({ page }) => {
  await signIn(page, 'teacher');
  await open(page, `/students/${LENA}`, 'en');

  // The conversations table: newest first, the device named, a row opens the viewer.
  const table = page.getByRole('table', { name: 'Conversations of the student Lena Fischer' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Flächeninhalt vom Rechteck');
  await expect(rows.nth(0).getByRole('img', { name: 'Android phone' })).toBeVisible();
  await expect(rows.nth(1).getByRole('img', { name: 'iPad' })).toBeVisible();
  await table.getByRole('button', { name: 'Title' }).click();
  await expect(rows.nth(0)).toContainText('Brüche mit verschiedenen Nennern');
  await expectNoSeriousViolations(page, 'the student page as a teacher');
  await rows.filter({ hasText: 'Brüche mit verschiedenen Nennern' }).click();
  await expect(page).toHaveURL(new RegExp(`/students/${LENA}/conversations/501`));

  // Heading, bubbles by role, the divider after the 20-minute pause.
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Fischer: conversation of 18.11.2026' })).toBeVisible();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.locator('[data-message-id]')).toHaveCount(6);
  await expect(messages.locator('[data-role]')).toHaveCount(6);
  expect(await messages.locator('[data-role]').evaluateAll((els) => els.map((e) => e.getAttribute('data-role')))).toEqual([
    'system', 'user', 'assistant', 'user', 'tool', 'assistant',
  ]);
  await expect(messages.getByRole('separator', { name: 'Later: 18.11.2026 15:51' })).toBeVisible();
  await expect(messages.getByRole('separator')).toHaveCount(1);
  await expect(messages.locator('.katex').first()).toBeVisible();

  // The system message is cut at 200 characters and expands.
  const system = messages.locator('[data-role="system"]');
  await expect(system).toContainText('Verrate die Lösung …');
  await expect(system).not.toContainText('Bisheriger Verlauf');
  await system.getByRole('button', { name: 'Show more' }).click();
  await expect(system).toContainText('Bisheriger Verlauf: Lena addiert gleichnamige Brüche');
  await expect(system.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await system.getByRole('button', { name: 'Show less' }).click();
  await expect(system).not.toContainText('Bisheriger Verlauf');

  // A recording plays from the audio fetched with the session.
  const audio = page.getByLabel('Recording of 18.11.2026 15:35');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await audio.evaluate((element: HTMLAudioElement) => element.play());
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
  await audio.evaluate((element: HTMLAudioElement) => element.pause());
  await expect(page.getByLabel('Recording of 18.11.2026 15:51')).toHaveAttribute('src', /^blob:/);

  // The notebook photo opens in the preview and closes with Escape.
  await messages.getByRole('button', { name: 'Enlarge image: Image 1 from Lena' }).click();
  const preview = page.getByRole('dialog', { name: 'Image 1 from Lena' });
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expectNoSeriousViolations(page, 'the conversation viewer');

  // Export: the file is named by the server and holds the whole conversation.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('conversation_501.json');
  const file = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
  expect(file.conversation).toMatchObject({ conversation_id: 501, title: 'Brüche mit verschiedenen Nennern', message_count: 6 });
  expect(file.messages.map((m: { message_id: number }) => m.message_id)).toEqual([5001, 5002, 5003, 5004, 5005, 5006]);
  await expect(page.getByText('The conversation was exported.')).toBeVisible();

  // Screenshots in German and Spanish, desktop and phone.
  await open(page, `/students/${LENA}/conversations/501`, 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Fischer: Gespräch vom 18.11.2026' })).toBeVisible();
  await expect(page.getByLabel('Aufnahme vom 18.11.2026 15:35')).toHaveAttribute('src', /^blob:/);
  await keepScreenshot(page, 'conversation-teacher-de');
  await open(page, `/students/${LENA}/conversations/501`, 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Fischer: conversación del 18.11.2026' })).toBeVisible();
  await keepScreenshot(page, 'conversation-teacher-es');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'conversation-teacher-es-390');
  await open(page, `/students/${LENA}`, 'de');
  await expect(page.getByRole('table', { name: 'Gespräche des Schülers Lena Fischer' })).toBeVisible();
  await keepScreenshot(page, 'student-conversations-teacher-de-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // History: no AI provider is configured, so regenerating explains that; deleting empties it.
  await open(page, `/students/${LENA}`, 'en');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Lena hat mit Leonhard Euler');
  await history.getByRole('button', { name: 'Regenerate digests' }).click();
  await expect(page.getByText('The AI service is not set up on this server.')).toBeVisible();
  await history.getByRole('button', { name: 'Delete history' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete history' });
  await expect(confirm).toContainText('Do you really want to delete the history of Lena Fischer?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(history).toContainText('There is no history yet.');
  // Nothing left to delete: the button says why it is off.
  await expect(history.getByRole('button', { name: 'Delete history' })).toBeDisabled();
  await expect(history.getByRole('button', { name: 'Delete history' })).toHaveAccessibleDescription('There is no history yet.');
  await expect(page.getByRole('table', { name: 'Conversations of the student Lena Fischer' }).locator('tbody tr')).toHaveCount(2);
});

test("a parent reads one of Felix's conversations, deletes it, then deletes all of them", async ({ page }) => {
  await signIn(page, 'parent');
  await open(page, `/students/${FELIX}`, 'en');
  const table = page.getByRole('table', { name: 'Conversations of the child Felix Schneider' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expectNoSeriousViolations(page, 'the child page as a parent');
  await keepScreenshot(page, 'student-conversations-parent-en');

  // The newest one opens in the viewer; back to the child.
  const newest = (await rows.nth(0).locator('td').nth(3).textContent()) ?? '';
  await rows.nth(0).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Felix Schneider: conversation of / })).toBeVisible();
  await expect(page.getByText(newest, { exact: true })).toBeVisible();
  await expect(page.locator('[data-role="system"]')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the child' }).click();

  // Delete one: the confirmation names it, the others stay.
  await expect(rows).toHaveCount(3);
  const firstTitle = (await rows.nth(0).locator('td').nth(3).textContent()) ?? '';
  await rows.nth(0).getByRole('button', { name: /^Delete conversation / }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete conversation' });
  await expect(dialog).toContainText(firstTitle);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(3);
  await rows.nth(0).getByRole('button', { name: /^Delete conversation / }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The conversation was deleted.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(table).not.toContainText(firstTitle);

  // Delete all.
  await page.getByRole('button', { name: 'Delete all' }).click();
  const all = page.getByRole('alertdialog', { name: 'Delete all conversations' });
  await expect(all).toContainText('Do you really want to delete all 2 conversations of Felix Schneider?');
  await all.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('All conversations were deleted.')).toBeVisible();
  await expect(table).toContainText('There are no conversations.');
  await expect(page.getByRole('button', { name: 'Delete all' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Conversations of the child Felix Schneider' })).toContainText('There are no conversations.');
  // Without conversations there is nothing to summarise.
  const regenerate = page.getByRole('region', { name: 'History' }).getByRole('button', { name: 'Regenerate digests' });
  await expect(regenerate).toBeDisabled();
  await expect(regenerate).toHaveAccessibleDescription('There are no conversations yet, so there is nothing to summarise.');
});

test("a teacher of the other school cannot open Lena's conversation", async ({ page, request }) => {
  // The other school's administrator adds a teacher, who then signs in in the browser.
  const admin = await request.post('/api/admin/auth/login', {
    data: { email: 'jens.albrecht@lessing-realschule.example.org', password: 'Demo-Hamburg-2026' },
  });
  const token = (await admin.json()).session.session_id as string;
  const email = `teacher.${Date.now()}@lessing-realschule.example.org`;
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { firstname: 'Jana', lastname: 'Ott', email, password: 'Lessing-Lehrer-2026', usertype: 'teacher', gender: 'w', language: 'de', active: true },
  });
  expect(created.status()).toBe(200);
  await page.goto('/login?lang=en');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill('Lessing-Lehrer-2026');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  await open(page, `/students/${LENA}/conversations/501`, 'en');
  await expect(page.getByRole('alert')).toHaveText('The conversation could not be loaded.');
  await expect(page.locator('[data-message-id]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  const exported = await page.evaluate(async (studentId) => {
    const res = await fetch(`/api/admin/conversations/501/export?student_id=${studentId}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('admin_session_token')}` },
    });
    return res.status;
  }, LENA);
  expect(exported).toBe(404);
  await open(page, `/students/${LENA}/conversations/501`, 'de');
  await expect(page.getByRole('alert')).toHaveText('Das Gespräch konnte nicht geladen werden.');
  await keepScreenshot(page, 'conversation-other-school-de');
});

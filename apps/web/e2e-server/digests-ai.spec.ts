// Regenerating a student's digests against the real server pointed at the loopback AI
// (playwright.server-ai.config.ts only; the run without AI leaves this file out): a teacher on
// Lena's page regenerates twice, each time every conversation is summarised again by the
// provider, the history shows the new digests once, and the toast says how many.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, keepScreenshot, signIn } from './support.ts';

const LENA = 'k7m2q9xw4tfa';

/** Clicks Regenerate digests and returns what the server answered. */
async function regenerate(page: Page) {
  const history = page.getByRole('region', { name: 'History' });
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/admin/students/${LENA}/digests`));
  await history.getByRole('button', { name: 'Regenerate digests' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as { summarised: number; student: { history: string | null; conversation_count: number } };
}

test('a teacher regenerates Lena\'s digests twice: each time the provider summarises every conversation again', async ({ page }) => {
  await signIn(page, 'teacher', 'en');
  await page.goto(`/students/${LENA}?lang=en`);
  const history = page.getByRole('region', { name: 'History' });
  // The demo history was written by hand, not by the provider.
  await expect(history).toContainText('Lena hat mit Leonhard Euler');

  const first = await regenerate(page);
  expect(first.summarised).toBe(first.student.conversation_count);
  expect(first.summarised).toBe(2);
  await expect(page.getByText('2 conversations summarised')).toBeVisible();
  // The loopback model writes "Zusammenfassung: <the student's first words>" (Lena speaks German).
  await expect(history).toContainText('Zusammenfassung: Hallo! Ich komme bei dieser Aufgabe');
  await expect(history).not.toContainText('Lena hat mit Leonhard Euler');
  const digests = first.student.history!.split('\n\n');
  expect(digests).toHaveLength(2);
  expect(digests.every((d) => d.startsWith('Zusammenfassung: '))).toBe(true);

  // Again: the provider is asked again for both, and the history holds each conversation once.
  const second = await regenerate(page);
  expect(second.summarised).toBe(2);
  await expect(page.getByText('2 conversations summarised').last()).toBeVisible();
  expect(second.student.history!.split('\n\n')).toHaveLength(2);
  await expect(history).toContainText('Zusammenfassung: Hallo! Ich komme bei dieser Aufgabe');
  await expectNoSeriousViolations(page, 'the student page after regenerating');

  // The toast in German and Russian, with their plural forms.
  await page.goto(`/students/${LENA}?lang=de`);
  await page.getByRole('region', { name: 'Verlauf' }).getByRole('button', { name: 'Zusammenfassungen neu erstellen' }).click();
  await expect(page.getByText('2 Gespräche zusammengefasst')).toBeVisible();
  await keepScreenshot(page, 'digests-regenerated-teacher-de');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/students/${LENA}?lang=ru`);
  await page.getByRole('button', { name: 'Создать краткие содержания заново' }).click();
  await expect(page.getByText('Обобщено 2 разговора')).toBeVisible();
  await keepScreenshot(page, 'digests-regenerated-teacher-ru-390');
});

// The safety review queue against the real server (docs/product/screens.md#reviews): messages
// written straight into the database (SQL, as the student app writes them) are flagged by the
// server's own scheduled scan, a teacher finds them on /reviews (German, then Russian), follows
// an item to the marked message in the conversation viewer and acknowledges it with a note;
// another school's staff does not see them. Screenshots on a desktop and a 390 px phone.
//
// This journey has a server of its own: PGlite opens its folder in one process only, so the
// messages are inserted after seeding and before that server starts (apps/server/test/helpers/insert-message-cli.ts).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousViolations, keepScreenshot } from './support.ts';

const LENA = 'k7m2q9xw4tfa';
/** Lena's first seeded conversation. */
const CONVERSATION = 501;
const PHONE = { width: 390, height: 844 };
const OTHER_SCHOOL = { email: 'jens.albrecht@lessing-realschule.example.org', password: 'Demo-Hamburg-2026', name: 'Jens Albrecht' };

let server: ChildProcess | undefined;
let base = '';
let dataDir = '';
const messages: Record<'selfHarm' | 'bullying', number> = { selfHarm: 0, bullying: 0 };

function serverEnv(extra: Record<string, string> = {}) {
  return {
    ...process.env,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.resolve('dist'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    // The scheduled scan finds the inserted messages within seconds here (60 by default).
    REVIEW_SCAN_SECONDS: '3',
    JOB_POLL_SECONDS: '1',
    ...extra,
  };
}

test.beforeAll(async () => {
  // Seeding a new PGlite database and starting a server take a minute each on a busy machine.
  test.setTimeout(420_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-reviews-'));
  execFileSync('node', ['../server/src/db/seed-cli.ts'], { env: serverEnv(), stdio: 'ignore' });
  // The id is the script's last line (PGlite may say more before it).
  const insert = (text: string) =>
    Number(/(\d+)\s*$/.exec(execFileSync('node', ['../server/test/helpers/insert-message-cli.ts', dataDir, String(CONVERSATION), text], { env: serverEnv() }).toString())?.[1]);
  messages.selfHarm = insert('Ich schaffe die Hausaufgaben nicht. Manchmal will ich einfach nicht mehr leben.');
  messages.bullying = insert('Меня травят в классе, все смеются надо мной.');
  // Port 0: the system picks a free one, read from the server's log.
  server = spawn('node', ['../server/src/server.ts'], { env: serverEnv({ PORT: '0' }), stdio: ['ignore', 'pipe', 'pipe'] });
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the reviews journey server did not start')), 300_000);
    let seen = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    server!.on('exit', (code) => reject(new Error(`the reviews journey server ended (${code})`)));
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const ended = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await ended;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.describe.configure({ timeout: 240_000 });

async function signInAt(page: Page, who: { email: string; password: string; name: string }, lang: 'de' | 'ru') {
  await page.goto(`${base}/login?lang=${lang}`);
  await page.locator('input[type="email"]').fill(who.email);
  await page.locator('input[type="password"]').fill(who.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.getByRole('button', { name: who.name })).toBeVisible();
}

/** Opens /reviews until the scheduled scan has flagged the message (it runs every 3 s here). */
async function openQueue(page: Page, lang: 'de' | 'ru', reviewText: RegExp) {
  await expect(async () => {
    await page.goto(`${base}/reviews?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main li').filter({ hasText: reviewText }).first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
}

test('a teacher finds a flagged message in German, follows it to the marked message and acknowledges it', async ({ page }) => {
  await signInAt(page, DEMO.teacher, 'de');
  await openQueue(page, 'de', /nicht mehr leben/);
  const item = page.locator('main li').filter({ hasText: /nicht mehr leben/ });
  await expect(item.getByText('Hinweise auf Selbstverletzung')).toBeVisible();
  await expect(item.getByText('Hoch')).toBeVisible();
  await expect(item.locator('mark')).toHaveText(/will ich einfach nicht mehr leben/);
  await expect(item.getByRole('link', { name: 'Lena Fischer' })).toBeVisible();
  // The badge on the navigation link counts the open reviews.
  await expect(page.getByRole('navigation').getByRole('link', { name: /Prüfliste/ }).first()).toContainText('2');
  await expectNoSeriousViolations(page, '/reviews (de)');
  await keepScreenshot(page, 'reviews-de');

  // To the message in the conversation: the viewer opens at it and marks it.
  const link = item.getByRole('link', { name: 'Gespräch an dieser Nachricht öffnen' });
  const messageId = /#m(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1];
  expect(messageId).toMatch(/^\d+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/students/${LENA}/conversations/${CONVERSATION}#m${messageId}$`));
  const marked = page.locator(`#m${messageId}`);
  await expect(marked).toBeFocused();
  await expect(marked.getByText('Markiert: Hinweise auf Selbstverletzung')).toBeVisible();
  await expect(marked.getByRole('article', { name: /zur Prüfung markiert: Hinweise auf Selbstverletzung/ })).toBeVisible();
  await expect(marked).toBeInViewport();
  await expectNoSeriousViolations(page, 'conversation with a flagged message (de)');
  await keepScreenshot(page, 'reviews-conversation-de');

  // Back in the queue: acknowledge with a note.
  await page.goto(`${base}/reviews?lang=de`);
  await page.getByRole('button', { name: 'Übernehmen: Hinweise auf Selbstverletzung, Lena Fischer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Diesen Hinweis übernehmen' });
  await dialog.getByLabel('Notiz (freiwillig)').fill('Mit Lena und der Klassenleitung gesprochen.');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/admin\/reviews\/\d+$/.test(r.url()));
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  expect((await saved).ok()).toBeTruthy();
  await expect(page.locator('main li').filter({ hasText: /nicht mehr leben/ })).toHaveCount(0);
  // It is in the acknowledged list, with who and the note.
  await page.goto(`${base}/reviews?lang=de&state=acknowledged`);
  const handled = page.locator('main li').filter({ hasText: /nicht mehr leben/ });
  await expect(handled).toContainText('Julia Hoffmann');
  await expect(handled).toContainText('Mit Lena und der Klassenleitung gesprochen.');
});

test('in Russian, on a phone: the queue, the marked message, acknowledging', async ({ page }) => {
  await signInAt(page, DEMO.teacher, 'ru');
  await page.setViewportSize(PHONE);
  await openQueue(page, 'ru', /травят/);
  const item = page.locator('main li').filter({ hasText: /травят/ });
  await expect(item.getByText('Травля')).toBeVisible();
  await expect(item.getByText('Средняя')).toBeVisible();
  await keepScreenshot(page, 'reviews-ru-phone');
  const link = item.getByRole('link', { name: 'Открыть разговор на этом сообщении' });
  const messageId = /#m(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1];
  await link.click();
  await expect(page.locator(`#m${messageId}`).getByText('Отмечено: Травля')).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: /^Принять: Травля/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Принять этот сигнал' });
  await dialog.getByLabel('Заметка (необязательно)').fill('Поговорила с классом.');
  await dialog.getByRole('button', { name: 'Принять' }).click();
  await expect(page.locator('main li').filter({ hasText: /травят/ })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/reviews (ru, phone)');
});

test('another school’s staff does not see them', async ({ page }) => {
  await signInAt(page, OTHER_SCHOOL, 'de');
  await page.goto(`${base}/reviews?lang=de&state=all`);
  await expect(page.getByText('Keine Hinweise passen zu diesen Filtern.')).toBeVisible();
  const answer = await page.evaluate(async () => {
    const token = localStorage.getItem('admin_session_token');
    const res = await fetch('/api/admin/reviews?state=open', { headers: { authorization: `Bearer ${token}` } });
    return res.json();
  });
  expect(answer.total).toBe(0);
});

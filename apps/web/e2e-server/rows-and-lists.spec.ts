// Rows that open a page are links, and the lists on a phone, against the real server with the
// demo data: a teacher opens Lena's conversations in new tabs (Ctrl-click on the row and on its
// link) and by keyboard; a row's delete button stays the button's; another page of problems
// starts at the list's top; on a 390 px phone the students and classes lists show every
// row's controls, and the student delete confirmation names what goes with the student.
//
// The steps run in English (`?lang=en`); the screenshots are kept in German and Russian, on a
// desktop and a 390 px wide phone. Nothing here changes the demo data for good: a student
// added for the "new student" check is deleted again.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support.ts';

const LENA = 'k7m2q9xw4tfa';
const PHONE = { width: 390, height: 844 };

async function open(page: Page, path: string, lang: 'de' | 'en' | 'ru' = 'en') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
}

/** The window only (the lists are long), once the animations have settled. */
async function keepScreenshot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.screenshot({ path: `test-results/screenshots/server/${name}.png` });
}

test('a teacher opens conversations in new tabs, by keyboard, and the row delete stays a button', async ({ page, context }) => {
  await signIn(page, 'teacher');
  await open(page, `/students/${LENA}`);
  const table = page.getByRole('table', { name: 'Conversations of the student Lena Fischer' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const studentUrl = page.url();

  // Ctrl-click anywhere on the row: the viewer in a second tab, this tab stays.
  const firstRow = rows.filter({ hasText: 'Flächeninhalt vom Rechteck' });
  const [viewer] = await Promise.all([
    context.waitForEvent('page'),
    firstRow.getByText('Flächeninhalt vom Rechteck').click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await viewer.waitForLoadState();
  await expect(viewer).toHaveURL(new RegExp(`/students/${LENA}/conversations/\\d+`));
  await expect(viewer.getByRole('heading', { level: 1, name: /Lena Fischer/ })).toBeVisible();
  expect(page.url()).toBe(studentUrl);
  await expect(table).toBeVisible();

  // The row's link itself: a real link to the viewer, Ctrl-click opens another tab.
  const secondLink = rows.filter({ hasText: 'Brüche mit verschiedenen Nennern' }).getByRole('link');
  await expect(secondLink).toHaveAttribute('href', new RegExp(`/students/${LENA}/conversations/501$`));
  const [second] = await Promise.all([context.waitForEvent('page'), secondLink.click({ modifiers: ['ControlOrMeta'] })]);
  await expect(second).toHaveURL(new RegExp(`/students/${LENA}/conversations/501`));
  expect(page.url()).toBe(studentUrl);
  // A middle click on the row: another tab as well.
  const [third] = await Promise.all([
    context.waitForEvent('page'),
    firstRow.getByText('Emmy Noether').click({ button: 'middle' }),
  ]);
  await expect(third).toHaveURL(new RegExp(`/students/${LENA}/conversations/\\d+`));
  expect(page.url()).toBe(studentUrl);
  await viewer.close();
  await second.close();
  await third.close();

  // The delete button of a row asks, and does not navigate.
  await firstRow.getByRole('button', { name: /Delete conversation/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete conversation' });
  await expect(confirm).toBeVisible();
  expect(page.url()).toBe(studentUrl);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(page.url()).toBe(studentUrl);

  // By keyboard: the row's link is one tab stop (the rows have no other), Enter opens it.
  await table.getByRole('button', { name: 'Duration (min)' }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('data-row-link', '');
  const href = await focused.getAttribute('href');
  await expect(page.locator('tbody tr:focus')).toHaveCount(0);
  await keepScreenshot(page, 'rows-conversation-link-focused-en');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Lena Fischer/ })).toBeVisible();
});

test('another page of problems starts at the list top; long lists offer the pages above them too', async ({ page }) => {
  await signIn(page, 'teacher');
  await open(page, '/problems');
  const above = page.getByRole('navigation', { name: 'Pages (above the list)' });
  const below = page.getByRole('navigation', { name: 'Pages', exact: true });
  await expect(above).toBeVisible();
  await expect(page.locator('article.problem-card')).toHaveCount(20);

  // At the bottom of the page, the next page: the window goes to the list's top.
  await below.getByRole('button', { name: 'Next page' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await below.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  const list = page.getByRole('region', { name: 'Problem list' });
  await expect(list).toBeFocused();
  await expect(above).toBeInViewport();
  const top = await list.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(300);
  await keepScreenshot(page, 'rows-problems-page-2-en');

  // A #p{id} target comes to rest below the sticky header.
  const id = await page.locator('article.problem-card').nth(10).getAttribute('id');
  await page.goto(`/problems?page=2&lang=en#${id}`);
  const card = page.locator(`#${id}`);
  await expect(card).toHaveAttribute('data-marked', 'true');
  await expect
    .poll(async () => {
      const header = await page.locator('header').evaluate((element) => element.getBoundingClientRect().bottom);
      const cardTop = await card.evaluate((element) => element.getBoundingClientRect().top);
      return cardTop - header;
    })
    .toBeGreaterThanOrEqual(0);
  await expect(card).toBeInViewport();
  await keepScreenshot(page, 'rows-problems-marked-en');
});

test('on a phone the students list shows each row’s switch and delete, and the delete says what goes', async ({ page }) => {
  // Signed in on a desktop (the header's name button is in the menu on a phone), then narrowed.
  await signIn(page, 'teacher');
  await page.setViewportSize(PHONE);
  await open(page, '/students');
  const table = page.getByRole('table', { name: 'Students' });
  const row = table.locator('tbody tr').first();
  await expect(row.getByRole('switch')).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: /^Delete / })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('link')).toBeInViewport();
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The confirmation says that conversations and history go with the student; Cancel keeps them.
  await row.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('conversations');
  await expect(confirm).toContainText('history');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // Classes: the print and delete buttons of a row are in view.
  await open(page, '/classes');
  const classRow = page.getByRole('table', { name: 'Classes' }).locator('tbody tr').first();
  await expect(classRow.getByRole('button', { name: /^Print access sheets of / })).toBeInViewport({ ratio: 1 });
  await expect(classRow.getByRole('button', { name: /^Delete / })).toBeInViewport({ ratio: 1 });

  for (const lang of ['de', 'ru'] as const) {
    await open(page, '/students', lang);
    await expect(page.locator('tbody tr').first().getByRole('switch')).toBeVisible();
    await keepScreenshot(page, `rows-students-phone-${lang}`);
    await open(page, '/classes', lang);
    // The row's first link is the class itself; its progress link comes after it.
    await expect(page.locator('tbody tr').first().getByRole('link').first()).toBeVisible();
    await keepScreenshot(page, `rows-classes-phone-${lang}`);
    await open(page, `/students/${LENA}`, lang);
    const conversation = page.locator('tbody tr').filter({ hasText: 'Flächeninhalt vom Rechteck' });
    await conversation.scrollIntoViewIfNeeded();
    await expect(conversation.getByRole('button')).toBeInViewport({ ratio: 1 });
    await keepScreenshot(page, `rows-conversations-phone-${lang}`);
  }
});

test('on a phone an admin sees schools, a class page and users as cards, every control in view', async ({ page }) => {
  await signIn(page, 'admin');
  await page.setViewportSize(PHONE);
  for (const lang of ['ru', 'de'] as const) {
    await open(page, '/schools', lang);
    const school = page.locator('tbody tr').first();
    await expect(school.getByRole('link')).toBeVisible();
    await expect(school.getByRole('button')).toBeInViewport({ ratio: 1 });
    await keepScreenshot(page, `rows-schools-phone-${lang}`);

    await open(page, '/classes', lang);
    await page.locator('tbody tr').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/classes\/\d+/);
    const classStudent = page.locator('tbody tr').first();
    await expect(classStudent.getByRole('button')).toBeVisible();
    await classStudent.getByRole('button').scrollIntoViewIfNeeded();
    await expect(classStudent.getByRole('button')).toBeInViewport({ ratio: 1 });
    await keepScreenshot(page, `rows-class-page-phone-${lang}`);

    // Users open a dialog, not a page: their rows stay rows to click, as cards here too.
    await open(page, '/users', lang);
    const user = page.locator('tbody tr').first();
    await expect(user.getByRole('switch')).toBeInViewport({ ratio: 1 });
    await expect(user.getByRole('button')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('table-scroll-hint')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await keepScreenshot(page, `rows-users-phone-${lang}`);
  }
});

test('a student just added shows first and marked in the list sorted by last sign-in', async ({ page }) => {
  await signIn(page, 'teacher');
  await open(page, '/students');
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add student' });
  await dialog.getByLabel('First name').fill('Zora');
  await dialog.getByLabel('Last name').fill('Neumann-Listentest');
  await dialog.getByRole('button', { name: /^(Add|Save|Create)/ }).click();
  await expect(dialog).toBeHidden();

  const first = table.locator('tbody tr').first();
  await expect(first).toContainText('Zora Neumann-Listentest');
  await expect(first).toContainText('New');
  await expect(first).toHaveAttribute('data-new', '');
  await keepScreenshot(page, 'rows-students-new-en');

  // Deleted again: the demo data stays as it was.
  await first.getByRole('button', { name: 'Delete Zora Neumann-Listentest' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByText('Zora Neumann-Listentest')).toHaveCount(0);
});

test('desktop lists in German and Russian, as a teacher and as an admin', async ({ page }) => {
  for (const [role, paths] of [
    ['teacher', ['/students', `/students/${LENA}`, '/classes', '/problemsets']],
    ['admin', ['/students', '/classes', '/schools', '/users']],
  ] as const) {
    await signIn(page, role);
    for (const lang of ['de', 'ru'] as const) {
      for (const path of paths) {
        await open(page, path, lang);
        await expect(page.locator('tbody tr').first()).toBeVisible();
        await keepScreenshot(page, `rows-${role}-${path.replaceAll('/', '_')}-${lang}`);
      }
    }
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});

// The class progress against the real server with the demo data (docs/product/screens.md#class-progress):
// the teacher marks one of Lena's problems solved on her student page, opens 5a's progress from
// the class page and sees that cell solved and Lena's totals one higher; the page in German and
// in Ukrainian (German dates in the tooltips), on a 390 px phone with the student column fixed
// while the matrix scrolls sideways, axe clean, the keyboard, and the CSV export read with a CSV
// library. Lena's flag and the teacher's language are put back afterwards.
import { readFileSync } from 'node:fs';
import type { User } from '@backoffice/api-client';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { apiGet, expectNoSeriousViolations, keepScreenshot, restoreOwnAccount, signIn } from './support.ts';

const LENA = 'k7m2q9xw4tfa';
const CLASS_5A = 11;
const PHONE = { width: 390, height: 844 };

async function open(page: Page, path: string, lang: 'de' | 'en' | 'uk' = 'en') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
}

/** Lena's row of the matrix. */
const lenaRow = (grid: Locator) => grid.locator('tbody tr').filter({ has: grid.page().getByRole('link', { name: 'Fischer, Lena' }) });

/** Lena's totals cell, "solved / assigned", as numbers. */
async function totals(grid: Locator): Promise<[number, number]> {
  const text = (await lenaRow(grid).locator('td').last().textContent()) ?? '';
  const match = /(\d+)\s*\/\s*(\d+)/.exec(text);
  expect(match, `totals cell "${text}"`).not.toBeNull();
  return [Number(match![1]), Number(match![2])];
}

/** Lena's cell in the column of problem `problemId` (its first column, if it is in two topics). */
async function cellOf(grid: Locator, problemId: number): Promise<Locator> {
  const column = await grid
    .locator('thead tr[data-nav] > th')
    .evaluateAll((headers, id) => headers.findIndex((th) => th.querySelector(`a[href="/problems/${id}"]`)), problemId);
  expect(column, `a column for problem ${problemId}`).toBeGreaterThan(0);
  return lenaRow(grid).locator(':scope > th, :scope > td').nth(column);
}

/** Sets Lena's solved flag of a problem through the API (the journey's clean-up). */
async function setSolved(page: Page, problemId: number, solved: boolean) {
  const status = await page.evaluate(
    async ({ path, value }) => {
      const body = new FormData();
      body.append('solved', String(value));
      const token = localStorage.getItem('admin_session_token');
      const res = await fetch(path, { method: 'PUT', body, headers: { authorization: `Bearer ${token}` } });
      return res.status;
    },
    { path: `/api/admin/students/${LENA}/problems/${problemId}`, value: solved },
  );
  expect(status).toBe(200);
}

test('a teacher marks a problem solved and sees it in the class progress, in German and Ukrainian, on a phone, and exports it', async ({ page }) => {
  await signIn(page, 'teacher');
  const me = await apiGet<User>(page, '/admin/auth/me');
  let changed: number | null = null;
  try {
    // Before: which of Lena's problems is assigned and not solved, and her totals.
    await open(page, `/classes/${CLASS_5A}/progress`);
    const grid = page.getByRole('grid', { name: 'Progress of class 5a' });
    await expect(grid).toBeVisible();
    const pending = lenaRow(grid).locator('td[data-s="assigned"], td[data-s="quiz"]').first();
    await expect(pending).toBeVisible();
    const column = await pending.evaluate((td) => (td as HTMLTableCellElement).cellIndex);
    const href = await grid.locator('thead tr[data-nav] > th').nth(column).locator('a').getAttribute('href');
    const problemId = Number(/\/problems\/(\d+)$/.exec(href ?? '')?.[1]);
    expect(problemId).toBeGreaterThan(0);
    const [solvedBefore, assignedBefore] = await totals(grid);

    // On Lena's page: the solved switch.
    await open(page, `/students/${LENA}`);
    const list = page.getByRole('list', { name: 'Problems of Lena Fischer' });
    const solved = list.getByRole('switch', { name: `Solved: problem ${problemId}` });
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/admin/students/${LENA}/problems/${problemId}`),
    );
    await solved.click();
    expect((await saved).ok()).toBeTruthy();
    changed = problemId;
    await expect(solved).toBeChecked();

    // The class page links to the progress; the cell is solved now and the totals one higher.
    await open(page, `/classes/${CLASS_5A}`);
    await page.getByRole('link', { name: 'Progress', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/${CLASS_5A}/progress`));
    await expect(grid).toBeVisible();
    const cell = await cellOf(grid, problemId);
    await expect(cell).toHaveAttribute('aria-label', 'Solved');
    // The tooltip is written when the pointer reaches the cell.
    await cell.hover();
    await expect(cell).toHaveAttribute('title', /^Solved · \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(await totals(grid)).toEqual([solvedBefore + 1, assignedBefore]);
    await expect(grid.getByRole('rowheader', { name: 'Solve rate' })).toBeVisible();

    // The keyboard: one tab stop, the arrows move from cell to cell.
    await grid.locator('[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator(':focus')).toHaveAttribute('data-s', /solved|quiz|assigned|none/);
    await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);

    // The sort and the topic filter are in the address.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Solved share (lowest first)' });
    await expect(page).toHaveURL(/sort=solved/);
    await expectNoSeriousViolations(page, 'the class progress');
    await keepScreenshot(page, 'class-progress-en');

    // The CSV export: named after the class, UTF-8 with BOM, one line per student.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/5a.*\.csv$/);
    const text = readFileSync((await download.path()) as string, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows: string[][] = parse(text.slice(1), { delimiter: ';', record_delimiter: '\r\n' });
    const students = await grid.locator('tbody tr').count();
    expect(rows).toHaveLength(students + 1);
    const header = rows[0]!;
    expect(header.length).toBeGreaterThan(5);
    const lena = rows.find((row) => row[0] === 'Fischer' && row[1] === 'Lena');
    expect(lena, 'a line for Lena').toBeDefined();
    expect(lena).toHaveLength(header.length);
    const csvColumn = header.findIndex((name) => name.endsWith(`: ${problemId}`));
    expect(csvColumn).toBeGreaterThan(1);
    expect(lena![csvColumn]).toBe('x');
    // The English export's words (the interface language goes with the request).
    expect(header.slice(-3)).toEqual([expect.stringMatching(/solved/i), expect.stringMatching(/assigned/i), expect.stringMatching(/activity/i)]);

    // German: the words and the date format.
    await open(page, `/classes/${CLASS_5A}/progress`, 'de');
    const gridDe = page.getByRole('grid', { name: 'Fortschritt der Klasse 5a' });
    await expect(gridDe).toBeVisible();
    const cellDe = await cellOf(gridDe, problemId);
    await expect(cellDe).toHaveAttribute('aria-label', 'Gelöst');
    await cellDe.hover();
    await expect(cellDe).toHaveAttribute('title', /^Gelöst · \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await expect(page.getByRole('button', { name: 'CSV exportieren' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the class progress in German');
    await keepScreenshot(page, 'class-progress-de');

    // Ukrainian.
    await open(page, `/classes/${CLASS_5A}/progress`, 'uk');
    const gridUk = page.getByRole('grid', { name: 'Поступ класу 5a' });
    await expect(gridUk).toBeVisible();
    await expect(await cellOf(gridUk, problemId)).toHaveAttribute('aria-label', 'Розв’язано');
    await expect(page.getByRole('combobox', { name: 'Тема' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the class progress in Ukrainian');
    await keepScreenshot(page, 'class-progress-uk');

    // A 390 px phone: the matrix scrolls sideways inside its box, the student column stays.
    await page.setViewportSize(PHONE);
    await open(page, `/classes/${CLASS_5A}/progress`);
    await expect(grid).toBeVisible();
    const name = grid.getByRole('link', { name: 'Fischer, Lena' });
    const before = (await name.boundingBox())!;
    const box = page.locator('.pm-box');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const after = (await name.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousViolations(page, 'the class progress on a phone');
    await keepScreenshot(page, 'class-progress-phone');
  } finally {
    if (changed !== null) await setSolved(page, changed, false);
    const now = await apiGet<User>(page, '/admin/auth/me');
    if (now.language !== me.language) await restoreOwnAccount(page, me);
  }
});

test('the classes list links each class to its progress', async ({ page }) => {
  await signIn(page, 'teacher');
  await open(page, '/classes');
  await page.getByRole('link', { name: 'Progress of 5a' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${CLASS_5A}/progress`));
  await expect(page.getByRole('grid', { name: 'Progress of class 5a' })).toBeVisible();
});

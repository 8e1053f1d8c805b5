// The problem picker and problems one may not edit, against the real server with the demo data:
// unticking a topic's problem in the picker and saving takes it out of the topic (after a
// confirmation, with a toast that counts both ways); a teacher opening another teacher's problem
// sees it read-only and copies it into her own editable problem; adding a topic's problems to a
// student twice says that all of them were already assigned, and the picker marks them.
//
// Every journey works on a topic, student or copy of its own and removes it at the end, so the
// demo data other specs use stays as it was. The steps run in English (`?lang=en`); screenshots
// are kept in German and Russian, on a desktop and a 390 px wide phone.
import { expect, test, type Page } from '@playwright/test';
import { keepScreenshot, signIn } from './support.ts';

async function open(page: Page, path: string, lang: 'de' | 'en' | 'ru' = 'en') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
}

/** A call to /api/… with the signed-in page's session; answers the parsed body. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = localStorage.getItem('admin_session_token');
      const res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, url: `/api${path}`, body },
  );
}

interface FoundProblem {
  problem_id: number;
  text: string;
  owner_school_id: number | null;
  created_by_user_id: number | null;
}

/** The first page of the picker as it opens: grades 1-13, difficulties 1-5, 20 a page. */
async function pickerFirstPage(page: Page): Promise<FoundProblem[]> {
  const found = await api<{ items: FoundProblem[] }>(
    page,
    'GET',
    '/admin/problems/search?grade_min=1&grade_max=13&difficulty_min=1&difficulty_max=5&page=1&per_page=20',
  );
  return found.items;
}

async function newTopic(page: Page, name: string, problemIds: number[]): Promise<number> {
  const topic = await api<{ problemset_id: number }>(page, 'POST', '/admin/problemsets', { name });
  await api(page, 'POST', `/admin/problemsets/${topic.problemset_id}/problems`, { problem_ids: problemIds });
  return topic.problemset_id;
}

const topicProblemIds = async (page: Page, id: number) =>
  (await api<{ problem_id: number }[]>(page, 'GET', `/admin/problemsets/${id}/problems`)).map((entry) => entry.problem_id);

/** A screenshot once the dialogs and toasts have finished moving in. */
async function screenshot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await keepScreenshot(page, name);
}

test('unticking a problem in the topic picker and saving takes it out of the topic', async ({ page }) => {
  await signIn(page, 'teacher', 'en');
  const [first, second, third, fourth] = (await pickerFirstPage(page)).map((p) => p.problem_id);
  const name = `Picker abwählen ${String(Date.now()).slice(-5)}`;
  const id = await newTopic(page, name, [first!, second!, third!]);

  await open(page, `/problemsets/${id}`);
  const list = page.getByRole('list', { name: `Problems of ${name}` });
  await expect(list.locator('li')).toHaveCount(3);

  await page.getByRole('button', { name: 'Add problems' }).click();
  const picker = page.getByRole('dialog', { name: 'Add problems' });
  const checkbox = (problemId: number) => picker.getByRole('checkbox', { name: `Problem ${problemId}`, exact: true });
  await expect(checkbox(first!)).toBeChecked();
  await expect(picker.getByText('3 selected')).toBeVisible();
  // Nothing changed yet: nothing to save.
  await expect(picker.getByRole('button', { name: 'Save' })).toBeDisabled();
  const row = (problemId: number) => picker.getByText(`Problem ${problemId}`, { exact: true });
  await row(second!).click();
  await row(fourth!).click();
  await expect(checkbox(second!)).not.toBeChecked();
  await expect(picker.getByText('3 selected')).toBeVisible();
  await picker.getByRole('button', { name: 'Save' }).click();

  // The removal asks first and names the problem.
  const confirm = page.getByRole('alertdialog', { name: 'Remove unticked problems' });
  await expect(confirm).toContainText(`Remove Problem ${second} from the topic “${name}”?`);
  await screenshot(page, 'picker-remove-confirm-en');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('1 problem added, 1 removed')).toBeVisible();
  await expect(picker).toBeHidden();

  // The list and the server: the ones that stayed keep their order, the new one is last.
  await expect(list.locator('li')).toHaveCount(3);
  await expect(list.getByText(`Problem ${second}`, { exact: true })).toHaveCount(0);
  expect(await topicProblemIds(page, id)).toEqual([first, third, fourth]);

  // German and Russian, desktop and phone: the picker with its selection.
  for (const lang of ['de', 'ru'] as const) {
    await open(page, `/problemsets/${id}`, lang);
    await page.getByRole('button', { name: lang === 'de' ? 'Aufgaben hinzufügen' : 'Добавить задачи' }).click();
    await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible();
    await screenshot(page, `picker-topic-${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `picker-topic-${lang}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
  }

  await api(page, 'DELETE', `/admin/problemsets/${id}`);
});

test("a teacher opens another teacher's problem read-only and copies it into her own editable problem", async ({ page }) => {
  await signIn(page, 'teacher', 'en');
  const me = await api<{ user_id: number; school_id: number }>(page, 'GET', '/admin/auth/me');
  const found = await api<{ items: FoundProblem[] }>(page, 'GET', '/admin/problems/search?page=1&per_page=100');
  const foreign = found.items.find((p) => p.owner_school_id === me.school_id && p.created_by_user_id !== me.user_id);
  expect(foreign, 'a problem of the school by another teacher').toBeTruthy();

  await open(page, `/problems/${foreign!.problem_id}?page=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'View problem' })).toBeVisible();
  await expect(page.getByText('You may not change this problem.', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Generate/ })).toHaveCount(0);
  // The text is rendered (math as KaTeX), not shown as its source.
  await expect(page.getByRole('region', { name: 'Text' }).locator('.katex, p').first()).toBeVisible();
  await screenshot(page, 'problem-read-only-en');
  for (const lang of ['de', 'ru'] as const) {
    await open(page, `/problems/${foreign!.problem_id}`, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'de' ? 'Aufgabe ansehen' : 'Просмотр задачи');
    await screenshot(page, `problem-read-only-${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `problem-read-only-${lang}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // Copy, by keyboard: her own copy opens in the editor.
  await open(page, `/problems/${foreign!.problem_id}`);
  await page.getByRole('button', { name: 'Copy', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => /^\/problems\/\d+$/.test(url.pathname) && url.pathname !== `/problems/${foreign!.problem_id}`);
  const copyId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: 'Edit problem' })).toBeVisible();
  await expect(page.getByLabel(/^Text/)).toHaveValue(foreign!.text);
  await expect(page.getByLabel(/^Text/)).toBeEditable();
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  const copy = await api<FoundProblem>(page, 'GET', `/admin/problems/${copyId}`);
  expect(copy).toMatchObject({ created_by_user_id: me.user_id, owner_school_id: me.school_id });

  await api(page, 'DELETE', `/admin/problems/${copyId}`);
});

test("adding a topic's problems to a student twice says they were already assigned, and the picker marks them", async ({ page }) => {
  await signIn(page, 'teacher', 'en');
  const stamp = String(Date.now()).slice(-5);
  const [first, second, third] = (await pickerFirstPage(page)).map((p) => p.problem_id);
  const topicName = `Schon zugewiesen ${stamp}`;
  const topicId = await newTopic(page, topicName, [first!, second!]);
  const student = await api<{ student_id: string }>(page, 'POST', '/admin/students', { firstname: 'Mara', lastname: `Picker${stamp}` });

  await open(page, `/students/${student.student_id}`);
  const addTopic = async () => {
    const topic = page.getByRole('combobox', { name: 'Topic' });
    await topic.click();
    await topic.pressSequentially(topicName);
    await page.getByRole('listbox').getByRole('option', { name: topicName }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  };
  await addTopic();
  await expect(page.getByText('2 problems added, 0 already assigned')).toBeVisible();
  await addTopic();
  await expect(page.getByText('0 problems added, 2 already assigned')).toBeVisible();

  // The picker shows the assigned problems ticked, locked and labelled; only a new one is sent.
  await page.getByRole('button', { name: 'Add problems' }).click();
  const picker = page.getByRole('dialog', { name: 'Add problems' });
  const checkbox = (problemId: number) => picker.getByRole('checkbox', { name: `Problem ${problemId}`, exact: true });
  await expect(checkbox(first!)).toBeChecked();
  await expect(checkbox(first!)).toBeDisabled();
  await expect(picker.getByText('Already assigned')).toHaveCount(2);
  await expect(picker.getByText('0 selected')).toBeVisible();
  // A click on an assigned row changes nothing; one on a new row picks it.
  await picker.getByText(`Problem ${first}`, { exact: true }).click();
  await expect(checkbox(first!)).toBeChecked();
  await picker.getByText(`Problem ${third}`, { exact: true }).click();
  await expect(picker.getByText('1 selected')).toBeVisible();
  await screenshot(page, 'picker-student-en');
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('1 problem added, 0 already assigned')).toBeVisible();
  const assigned = await api<{ problem: { problem_id: number } }[]>(page, 'GET', `/admin/students/${student.student_id}/problems`);
  expect(assigned.map((entry) => entry.problem.problem_id)).toEqual([first, second, third]);

  for (const lang of ['de', 'ru'] as const) {
    await open(page, `/students/${student.student_id}`, lang);
    await page.getByRole('button', { name: lang === 'de' ? 'Aufgaben hinzufügen' : 'Добавить задачи' }).click();
    await expect(page.getByRole('dialog').getByText(lang === 'de' ? 'Bereits zugewiesen' : 'Уже назначена').first()).toBeVisible();
    await screenshot(page, `picker-student-${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `picker-student-${lang}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
  }

  await api(page, 'DELETE', `/admin/students/${student.student_id}`);
  await api(page, 'DELETE', `/admin/problemsets/${topicId}`);
});

test("the delete confirmation shows a problem's start as plain text, and the editor's difficulty has room under its label", async ({ page }) => {
  await signIn(page, 'teacher', 'en');
  const me = await api<{ user_id: number }>(page, 'GET', '/admin/auth/me');
  const found = await api<{ items: FoundProblem[] }>(page, 'GET', '/admin/problems/search?page=1&per_page=100');
  const lead = (p: FoundProblem) => p.text.split('$')[0]!.trim();
  const own = found.items.find((p) => p.created_by_user_id === me.user_id && p.text.includes('$') && lead(p).length >= 12);
  expect(own, 'a problem of her own with a formula').toBeTruthy();

  // The list narrowed to it by its words before the first formula.
  await open(page, `/problems?q=${encodeURIComponent(lead(own!))}&grade=1-13`);
  await page.getByRole('button', { name: `Delete problem ${own!.problem_id}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Problem ${own!.problem_id}`);
  const excerpt = (await confirm.locator('p, span').filter({ hasText: /\S/ }).allTextContents()).join(' ');
  expect(excerpt).not.toMatch(/\$|\\[a-z]+/);
  await screenshot(page, 'problem-delete-plain-en');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  for (const lang of ['de', 'ru'] as const) {
    await open(page, `/problems/${own!.problem_id}`, lang);
    const stars = page.getByRole('radiogroup').first();
    await expect(stars).toBeVisible();
    await screenshot(page, `problem-editor-${lang}`);
  }
  // Label and stars do not touch.
  await open(page, `/problems/${own!.problem_id}`);
  const label = page.getByText('Difficulty', { exact: true });
  const labelBox = (await label.boundingBox())!;
  const starBox = (await page.getByRole('radio', { name: 'Difficulty 1 of 5' }).boundingBox())!;
  expect(starBox.y - (labelBox.y + labelBox.height)).toBeGreaterThanOrEqual(4);
});

// Topics and students against the real server with the demo data (docs/product/screens.md, states.md): a teacher
// builds a topic with the picker and orders it by mouse and by keyboard; a teacher works on a
// student (inline rename, class, a topic's problems, solved, order, reset); a parent sees "My
// children", adds a child without a class and cannot open another parent's child; a toggle the
// server refuses goes back with the message.
//
// The steps run in English (`?lang=en`, the catalogs' source language); screenshots are kept in
// German and Ukrainian, on a desktop and a 390 px wide phone.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO, keepScreenshot, signIn } from './support.ts';

async function open(page: Page, path: string, lang: 'de' | 'en' | 'uk' = 'en') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
}

/** The problem numbers of a sortable list, top to bottom ("Problem 101" → 101). */
async function order(list: Locator): Promise<number[]> {
  const texts = await list.locator('li').getByText(/^Problem \d+$/).allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

/** Flips a switch the way a person does: a click on it (the switch is the checkbox itself). */
async function flip(control: Locator) {
  await control.click();
}

const isReorder = (method: string, url: string) => method === 'PUT' && url.endsWith('/problems/reorder');

/** Drags a row by its handle with the mouse, in small steps as a hand would, until its centre is on another row's. */
async function dragWithMouse(page: Page, row: Locator, handle: Locator, target: Locator) {
  // The handles work once the drag-and-drop code has arrived (until then they show disabled).
  await expect(handle).toBeEnabled();
  const grip = (await handle.boundingBox())!;
  const from = (await row.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = grip.x + grip.width / 2;
  const y = grip.y + grip.height / 2;
  const distance = to.y + to.height / 2 - (from.y + from.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  const steps = 15;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(x, y + (distance * i) / steps);
    // A hand takes its time; on a busy machine the list needs it to follow the pointer.
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(300);
  await page.mouse.up();
}

/**
 * Moves a row with the keyboard as a screen-reader user would: Space on its handle picks it up,
 * the arrow keys move it (each step announced), Space drops it.
 */
async function moveByKeyboard(page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowDown', steps: number, endPosition: number) {
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(handle).toBeEnabled();
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText(/Picked up Problem \d+|moved to position/);
  // dnd-kit listens for the arrow keys from the next task on; a person is never that quick.
  await page.waitForTimeout(150);
  for (let i = 0; i < steps; i++) await page.keyboard.press(key);
  await expect(live).toContainText(`moved to position ${endPosition} of`);
  await page.keyboard.press('Space');
  await expect(live).toContainText(`dropped at position ${endPosition} of`);
}

async function apiSession(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/admin/auth/login', { data: { email, password } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { session: { session_id: string } }).session.session_id;
}

test('a teacher builds a topic with five problems and orders it by mouse and by keyboard', async ({ page }) => {
  const name = `Brüche üben ${String(Date.now()).slice(-5)}`;
  // Tall enough for the whole list: the drag below should not have to scroll the page.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await signIn(page, 'teacher');
  await open(page, '/problemsets');
  await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();

  await page.getByRole('button', { name: 'New topic' }).click();
  const dialog = page.getByRole('dialog', { name: 'New topic' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a name for the topic');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Topic: ${name}` })).toBeVisible();
  await expect(page.getByText('This topic has no problems yet.')).toBeVisible();

  // Five problems from the picker.
  await page.getByRole('button', { name: 'Add problems' }).click();
  const picker = page.getByRole('dialog', { name: 'Add problems' });
  const rows = picker.getByText(/^Problem \d+$/);
  await expect(rows.first()).toBeVisible();
  for (let i = 0; i < 5; i++) await rows.nth(i).click();
  await expect(picker.getByText('5 selected')).toBeVisible();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toBeHidden();
  const list = page.getByRole('list', { name: `Problems of ${name}` });
  await expect(list.locator('li')).toHaveCount(5);
  const start = await order(list);

  // By mouse: the first problem dropped onto the third place.
  const saved = page.waitForResponse((r) => isReorder(r.request().method(), r.url()) && r.ok());
  await dragWithMouse(
    page,
    list.locator('li').first(),
    list.getByRole('button', { name: `Move Problem ${start[0]}`, exact: true }),
    list.locator('li').nth(2),
  );
  await saved;
  const afterMouse = [start[1], start[2], start[0], start[3], start[4]];
  await expect.poll(() => order(list)).toEqual(afterMouse);

  // By keyboard: the last problem picked up with Space, moved up twice, dropped with Space.
  const handle = list.getByRole('button', { name: `Move Problem ${afterMouse[4]}`, exact: true });
  const savedAgain = page.waitForResponse((r) => isReorder(r.request().method(), r.url()) && r.ok());
  await moveByKeyboard(page, handle, 'ArrowUp', 2, 3);
  await savedAgain;
  const afterKeys = [afterMouse[0], afterMouse[1], afterMouse[4], afterMouse[2], afterMouse[3]];
  await expect.poll(() => order(list)).toEqual(afterKeys);

  // The quiz switch, and a reload shows the same order and flag.
  const quiz = list.getByRole('switch', { name: `Quiz: problem ${afterKeys[0]}` });
  // The switch turns at once (optimistic); the reload waits for the server to have it.
  const quizSaved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new RegExp(`/problemsets/\\d+/problems/${afterKeys[0]}$`).test(r.url()) && r.ok(),
  );
  await flip(quiz);
  await expect(quiz).toBeChecked();
  await quizSaved;
  await page.reload();
  await expect(list.locator('li')).toHaveCount(5);
  expect(await order(list)).toEqual(afterKeys);
  await expect(list.getByRole('switch', { name: `Quiz: problem ${afterKeys[0]}` })).toBeChecked();

  await open(page, page.url().replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, ''), 'de');
  // The handles say what they are in the interface language (not dnd-kit's English "sortable").
  await expect(page.locator('[aria-roledescription="verschiebbarer Eintrag"]').first()).toBeEnabled();
  await keepScreenshot(page, 'topic-teacher-de');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'topic-teacher-de-390');
});

test('a teacher renames a student inline, moves the class, adds a topic, marks solved, reorders, resets', async ({ page }) => {
  await signIn(page, 'teacher');
  await open(page, '/students');
  await page.getByRole('searchbox', { name: 'Search students' }).fill('Weber');
  await page.waitForURL(/q=Weber/);
  const rows = page.getByRole('table', { name: 'Students' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.filter({ hasText: 'Jonas Weber' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jonas Weber' })).toBeVisible();

  // Inline: Escape cancels, Enter saves.
  await page.getByRole('button', { name: /First name: Jonas/ }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Jo');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /First name: Jonas/ })).toBeVisible();
  await page.getByRole('button', { name: /First name: Jonas/ }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Jonas Paul');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Jonas Paul Weber' })).toBeVisible();

  // "Send access": an e-mail address, then the server mails the student-app link.
  await page.getByRole('button', { name: 'Send access' }).click();
  const access = page.getByRole('dialog', { name: /Send access for Jonas Paul Weber/ });
  await access.getByLabel('E-mail address').fill('not an address');
  await access.getByRole('button', { name: 'Send' }).click();
  await expect(access).toBeVisible();
  await access.getByLabel('E-mail address').fill('familie.weber@example.org');
  const mailed = page.waitForResponse((r) => r.url().endsWith('/access-link'));
  await access.getByRole('button', { name: 'Send' }).click();
  expect((await mailed).ok()).toBeTruthy();
  await expect(page.getByText('Access link sent to familie.weber@example.org')).toBeVisible();
  await expect(access).toBeHidden();
  await expect(page.getByRole('link', { name: /open the student app/ })).toHaveAttribute('href', /\?id=[a-z2-9]{12}$/);

  // Another class, saved on change.
  const classSelect = page.getByRole('combobox', { name: 'Class' });
  const moved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/admin\/students\/[a-z2-9]{12}$/.test(r.url()));
  await classSelect.selectOption({ label: '6b' });
  expect((await moved).ok()).toBeTruthy();

  // A topic's problems appended.
  const list = page.getByRole('list', { name: 'Problems of Jonas Paul Weber' });
  const before = await list.locator('li').count();
  const topic = page.getByRole('combobox', { name: 'Topic' });
  await topic.click();
  await topic.pressSequentially('Brüche');
  await page.getByRole('listbox').getByRole('option', { name: 'Brüche addieren und subtrahieren' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => list.locator('li').count()).toBeGreaterThan(before);
  const ids = await order(list);

  // Solved, then a reorder by keyboard.
  const solved = list.getByRole('switch', { name: `Solved: problem ${ids[0]}` });
  await flip(solved);
  await expect(solved).toBeChecked();
  const saved = page.waitForResponse((r) => isReorder(r.request().method(), r.url()) && r.ok());
  await moveByKeyboard(page, list.getByRole('button', { name: `Move Problem ${ids[0]}`, exact: true }), 'ArrowDown', 1, 2);
  await saved;
  await expect.poll(() => order(list)).toEqual([ids[1], ids[0], ...ids.slice(2)]);

  // Reset asks first, then every problem is unsolved; the class stayed after a reload.
  await page.getByRole('button', { name: 'Reset problem status' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset problem status' });
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('switch', { name: `Solved: problem ${ids[0]}` })).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue(/\d+/);
  await expect(page.getByRole('combobox', { name: 'Class' }).locator('option:checked')).toHaveText('6b');
  // The class select comes with the student; the problem list loads on its own after it.
  await expect.poll(() => order(list)).toEqual([ids[1], ids[0], ...ids.slice(2)]);

  await open(page, page.url().replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, ''), 'uk');
  await expect(page.locator('[aria-roledescription="переміщуваний елемент"]').first()).toBeEnabled();
  await keepScreenshot(page, 'student-teacher-uk');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'student-teacher-uk-390');
});

test('a parent sees "My children", adds a child without a class and cannot open another parent\'s child', async ({
  page,
  request,
}) => {
  // Another parent with a child of their own, made through the API.
  const suffix = String(Date.now()).slice(-6);
  const admin = await apiSession(request, DEMO.admin.email, DEMO.admin.password);
  const email = `petra.lange.${suffix}@example.org`;
  const created = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { firstname: 'Petra', lastname: 'Lange', email, password: 'Demo-Eltern2-2026', usertype: 'parent' },
  });
  expect(created.ok()).toBeTruthy();
  const other = await apiSession(request, email, 'Demo-Eltern2-2026');
  const child = await request.post('/api/admin/students', {
    headers: { Authorization: `Bearer ${other}` },
    data: { firstname: 'Tim', lastname: 'Lange' },
  });
  const otherChildId = ((await child.json()) as { student_id: string }).student_id;

  await signIn(page, 'parent');
  await open(page, '/students');
  await expect(page.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Children' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Class' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add child' });
  await expect(dialog.getByRole('combobox', { name: 'Class' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert').first()).toContainText('Please enter a first and a last name');
  await dialog.getByLabel('First name').fill('Ida');
  await dialog.getByLabel('Last name').fill('Schneider');
  await dialog.getByText('Girl').click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'My children' }).locator('tbody tr').filter({ hasText: 'Ida Schneider' });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ida Schneider' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveCount(0);

  await open(page, `/students/${otherChildId}`);
  await expect(page.getByText('Child not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to my children' })).toBeVisible();

  await open(page, '/students', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Kinder' })).toBeVisible();
  await keepScreenshot(page, 'children-parent-de');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'children-parent-de-390');
});

test('a quiz switch the server refuses goes back, with the message', async ({ page }) => {
  await signIn(page, 'teacher');
  await open(page, '/problemsets');
  await page.getByRole('table', { name: 'Topics' }).locator('tbody tr').filter({ hasText: 'Brüche addieren und subtrahieren' }).click();
  const list = page.getByRole('list', { name: 'Problems of Brüche addieren und subtrahieren' });
  await expect(list.locator('li').first()).toBeVisible();
  const [first] = await order(list);
  const quiz = list.getByRole('switch', { name: `Quiz: problem ${first}` });
  const was = await quiz.isChecked();

  await page.route(/\/api\/admin\/problemsets\/\d+\/problems\/\d+$/, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await flip(quiz);
  await expect(page.getByText('An error occurred')).toBeVisible();
  await expect(quiz).toBeChecked({ checked: was });
});

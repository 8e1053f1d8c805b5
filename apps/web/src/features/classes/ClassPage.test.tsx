import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type FakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CLASS_STUDENTS, CLASS_TOPICS, CLASSES, classesApi, OTHER_TOPICS, UNASSIGNED, type StaffRole } from './test-fixtures.ts';

async function openClass(role: StaffRole = 'admin', api: FakeApi = classesApi(role), id = '11') {
  const rendered = renderApp({ path: `/classes/${id}`, token: 's', api });
  const user = userEvent.setup();
  if (id === '11') await screen.findByRole('cell', { name: 'Weber' });
  return { ...rendered, user };
}

const studentsTable = () => screen.getByRole('table', { name: 'Students of class 5a' });
const topicsTable = () => screen.getByRole('table', { name: 'Topics of class 5a' });
const column = (table: HTMLElement, index = 0) =>
  within(within(table).getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[index]!.textContent);
const count = (api: FakeApi, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path).length;

/**
 * Enters text into a searchable dropdown and picks an option. The text is pasted: in jsdom the
 * combobox loses keys typed in quick succession (real browsers do not; the journeys type).
 */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, typed: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  await user.paste(typed);
  const listbox = await screen.findByRole('listbox', { name: label });
  await user.click(await within(listbox).findByRole('option', { name: option }));
}

describe('ClassPage: the form (docs/product/screens.md class page)', () => {
  it("shows the class's name and, for admins, its school", async () => {
    await openClass('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Class 5a' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue('5a');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'School' })).toHaveValue('1'));
  });

  it('offers teachers no school', async () => {
    await openClass('teacher');
    expect(screen.getByLabelText(/Name/)).toHaveValue('5a');
    expect(screen.queryByRole('combobox', { name: 'School' })).not.toBeInTheDocument();
  });

  it('saves a new name and returns to /classes', async () => {
    const api = classesApi('teacher');
    api.on('PUT /admin/classes/11', async (request) => json({ ...CLASSES[0], ...(await request.json()) }));
    const { user, path } = await openClass('teacher', api);
    const name = screen.getByLabelText(/Name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a name for the class');
    expect(count(api, 'PUT', '/admin/classes/11')).toBe(0);

    await user.type(name, '5a (Bili)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path()).toBe('/classes'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: '5a (Bili)', school_id: 1 });
    expect(await screen.findByText('Class saved')).toBeInTheDocument();
  });

  it('lets an admin move the class to another school', async () => {
    const api = classesApi('admin');
    api.on('PUT /admin/classes/11', async (request) => json({ ...CLASSES[0], ...(await request.json()) }));
    const { user, path } = await openClass('admin', api);
    const school = screen.getByRole('combobox', { name: 'School' });
    await waitFor(() => expect(school).toHaveValue('1'));
    await user.selectOptions(school, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path()).toBe('/classes'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: '5a', school_id: 2 });
  });

  it('creates a class from /classes/new in the own school', async () => {
    const api = classesApi('teacher');
    api.on('POST /admin/classes', () => json({ ...CLASSES[1], class_id: 15, name: '9c' }));
    const { user, path } = await openClass('teacher', api, 'new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New class' })).toBeInTheDocument();
    // A new class has no students or topics yet.
    expect(screen.queryByRole('combobox', { name: 'Add student' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name/), '9c{Enter}');
    await waitFor(() => expect(path()).toBe('/classes'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: '9c', school_id: 1 });
  });

  it('says "Please create a school first." to an admin on /classes/new without schools', async () => {
    await openClass('admin', classesApi('admin', []), 'new');
    expect(await screen.findByText('Please create a school first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says the class was not found, with the way back', async () => {
    const { user, path } = await openClass('teacher', classesApi('teacher'), '99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Class not found');
    await user.click(screen.getByRole('link', { name: 'Back to classes' }));
    await waitFor(() => expect(path()).toBe('/classes'));
  });
});

describe('ClassPage: students', () => {
  it('lists the students sorted by last name, inactive ones dimmed', async () => {
    await openClass('teacher');
    const table = studentsTable();
    expect(column(table)).toEqual(['Albrecht', 'Fischer', 'Weber']);
    expect(within(table).getByRole('columnheader', { name: 'Last name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('cell', { name: 'Albrecht' }).closest('tr')).toHaveAttribute('data-inactive', 'true');
    // German dates; "Never" for no login.
    expect(within(screen.getByRole('cell', { name: 'Weber' }).closest('tr')!).getByRole('cell', { name: 'Never' })).toBeInTheDocument();
  });

  it('offers only students without a class and adds the chosen one', async () => {
    const api = classesApi('admin');
    let asked = '';
    api.on('GET /admin/students', (request) => {
      asked = new URL(request.url).search;
      return json(UNASSIGNED);
    });
    api.on('POST /admin/classes/11/students/x2c6r8jf5nhu', () => json({ ok: true }));
    const { user } = await openClass('admin', api);
    const before = count(api, 'GET', '/admin/classes/11/students-extended');

    await user.click(screen.getByRole('combobox', { name: 'Add student' }));
    // Admins see the school of each candidate (and that a child has none).
    expect(await screen.findByRole('option', { name: 'Schneider, Emma (no school)' })).toBeInTheDocument();
    await choose(user, 'Add student', 'wag', 'Wagner, Paul (Gymnasium am Stadtpark)');
    expect(new URLSearchParams(asked).get('unassigned')).toBe('true');
    expect(new URLSearchParams(asked).get('not_in_class')).toBe('11');
    await waitFor(() => expect(count(api, 'POST', '/admin/classes/11/students/x2c6r8jf5nhu')).toBe(1));
    // The lists are asked again.
    await waitFor(() => expect(count(api, 'GET', '/admin/classes/11/students-extended')).toBeGreaterThan(before));
    expect(screen.getByRole('combobox', { name: 'Add student' })).toHaveValue('');
  });

  it('narrows the choice while typing', async () => {
    const { user } = await openClass('teacher');
    await user.click(screen.getByRole('combobox', { name: 'Add student' }));
    await user.paste('zzz');
    expect(await screen.findByText('No student without a class found')).toBeInTheDocument();
    const listbox = screen.getByRole('listbox', { name: 'Add student' });
    expect(within(listbox).queryByRole('option')).not.toBeInTheDocument();
  });

  it('says "Error adding student" when adding fails', async () => {
    const api = classesApi('teacher');
    api.on('POST /admin/classes/11/students/x2c6r8jf5nhu', () => new Response(null, { status: 500 }));
    const { user } = await openClass('teacher', api);
    await choose(user, 'Add student', 'Paul', 'Wagner, Paul');
    expect(await screen.findByText('Error adding student')).toBeInTheDocument();
  });

  it('asks before removing a student, then removes them', async () => {
    const api = classesApi('teacher');
    api.on('DELETE /admin/classes/11/students/p3h8n2vd6rce', () => json({ ok: true }));
    const { user } = await openClass('teacher', api);
    await user.click(screen.getByRole('button', { name: 'Remove Jonas Weber from the class' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove student' });
    expect(confirm).toHaveTextContent('Do you really want to remove “Jonas Weber” from class “5a”?');
    api.on('GET /admin/classes/11/students-extended', () => json(CLASS_STUDENTS.slice(1)));
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Weber' })).not.toBeInTheDocument());
    expect(count(api, 'DELETE', '/admin/classes/11/students/p3h8n2vd6rce')).toBe(1);
  });

  it('says "Error removing student" when removing fails', async () => {
    const api = classesApi('teacher');
    api.on('DELETE /admin/classes/11/students/k7m2q9xw4tfa', () => new Response(null, { status: 500 }));
    const { user } = await openClass('teacher', api);
    await user.click(screen.getByRole('button', { name: 'Remove Lena Fischer from the class' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error removing student')).toBeInTheDocument();
  });
});

describe('ClassPage: topics', () => {
  it('lists the topics with their problem counts; a row opens the topic', async () => {
    const { user, path } = await openClass('teacher');
    const table = topicsTable();
    expect(column(table)).toEqual(['Brüche addieren und subtrahieren', 'Flächen und Umfang']);
    expect(column(table, 1)).toEqual(['2', '1']);
    await user.click(screen.getByRole('cell', { name: 'Flächen und Umfang' }));
    await waitFor(() => expect(path()).toBe('/problemsets/32'));
  });

  it('offers the topics not yet in the class and adds the chosen one', async () => {
    const api = classesApi('teacher');
    let asked = '';
    api.on('GET /admin/problemsets', (request) => {
      asked = new URL(request.url).search;
      return json(OTHER_TOPICS);
    });
    let added = false;
    api.on('POST /admin/classes/11/problemsets/33', () => {
      added = true;
      return json({ ok: true });
    });
    api.on('GET /admin/classes/11/problemsets-extended', () => json(added ? [...CLASS_TOPICS, ...OTHER_TOPICS] : CLASS_TOPICS));
    const { user } = await openClass('teacher', api);
    await choose(user, 'Add topic', 'gesch', 'Geschwindigkeit');
    expect(new URLSearchParams(asked).get('not_in_class')).toBe('11');
    expect(await within(topicsTable()).findByRole('cell', { name: 'Geschwindigkeit' })).toBeInTheDocument();
    expect(count(api, 'POST', '/admin/classes/11/problemsets/33')).toBe(1);
  });

  it('says "Error adding topic" when adding fails', async () => {
    const api = classesApi('teacher');
    api.on('POST /admin/classes/11/problemsets/33', () => new Response(null, { status: 500 }));
    const { user } = await openClass('teacher', api);
    await choose(user, 'Add topic', 'Gesch', 'Geschwindigkeit');
    expect(await screen.findByText('Error adding topic')).toBeInTheDocument();
  });

  it('asks before removing a topic; says "Error removing topic" when that fails', async () => {
    const api = classesApi('teacher');
    api.on('DELETE /admin/classes/11/problemsets/31', () => new Response(null, { status: 500 }));
    const { user } = await openClass('teacher', api);
    await user.click(screen.getByRole('button', { name: 'Remove Brüche addieren und subtrahieren from the class' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove topic' });
    expect(confirm).toHaveTextContent(
      'Do you really want to remove the topic “Brüche addieren und subtrahieren” from class “5a”?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error removing topic')).toBeInTheDocument();
    expect(count(api, 'DELETE', '/admin/classes/11/problemsets/31')).toBe(1);
  });
});

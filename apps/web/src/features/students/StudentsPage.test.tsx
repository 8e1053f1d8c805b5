import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, USERS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { LENA } from '../../../test/student-fixtures.ts';

const EMMA = { ...LENA, student_id: 'e5w3y9ga7kpd', firstname: 'Emma', lastname: 'Schneider', class_id: null, class_name: null, school_name: null, lastlogin: null };
const JONAS = { ...LENA, student_id: 'p3h8n2vd6rce', firstname: 'Jonas', lastname: 'Weber', lastlogin: '2026-11-21T10:00:00Z', active: false };

function listApi(role: 'parent' | 'admin' | 'teacher') {
  return fakeApi({
    'GET /admin/auth/me': () => json(USERS[role]),
    'GET /admin/students-extended': () => json(role === 'parent' ? [EMMA] : [LENA, EMMA, JONAS]),
    'GET /admin/classes': () => json([{ class_id: 11, name: '5a', school_id: 1, school_name: 'Gymnasium am Stadtpark', student_count: 1, problemset_count: 0 }]),
  });
}

describe('StudentsPage (docs/product/screens.md students list)', () => {
  it('shows staff the class, newest sign-in first, and admins the school', async () => {
    renderApp({ path: '/students', token: 's', api: listApi('admin') });
    const table = await screen.findByRole('table', { name: 'Students' });
    await within(table).findByText('Jonas Weber');
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['Jonas Weber', 'Lena Fischer', 'Emma Schneider']);
    expect(within(table).getByRole('columnheader', { name: /Class/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /School/ })).toBeInTheDocument();
    expect(within(table).getByRole('switch', { name: 'Jonas Weber active' })).not.toBeChecked();
  });

  it('is "My children" for parents, without class or school, and adds a child without a class', async () => {
    const api = listApi('parent');
    api.on('POST /admin/students', async (request) => json({ ...EMMA, ...(await request.json()), student_id: 'n4n4n4n4n4n4' }));
    renderApp({ path: '/students', token: 's', api });
    const table = await screen.findByRole('table', { name: 'My children' });
    expect(within(table).queryByRole('columnheader', { name: /Class/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /School/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add child' });
    expect(within(dialog).queryByRole('combobox', { name: 'Class' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please enter a first and a last name')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ida');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Schneider');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstname: 'Ida',
      lastname: 'Schneider',
      gender: 'm',
      language: 'en',
    }));
  });

  it('links each row to the student and asks before a delete, naming what goes with the student', async () => {
    renderApp({ path: '/students', token: 's', api: listApi('teacher') });
    const table = await screen.findByRole('table', { name: 'Students' });
    const lena = await within(table).findByRole('link', { name: 'Lena Fischer' });
    expect(lena).toHaveAttribute('href', `/students/${LENA.student_id}`);

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Delete Lena Fischer' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Class: 5a');
    expect(confirm).toHaveTextContent(/conversations \(with messages and recordings\), history and assigned problems are deleted too/);
  });

  it('shows a student just added first and marked, though they never signed in', async () => {
    const api = listApi('teacher');
    const added = { ...EMMA, student_id: 'n4n4n4n4n4n4', firstname: 'Ida', lastname: 'Neu', lastlogin: null };
    let created = false;
    api.on('POST /admin/students', () => {
      created = true;
      return json(added);
    });
    api.on('GET /admin/students-extended', () => json(created ? [LENA, EMMA, JONAS, added] : [LENA, EMMA, JONAS]));
    renderApp({ path: '/students', token: 's', api });
    const table = await screen.findByRole('table', { name: 'Students' });
    await within(table).findByText('Jonas Weber');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add student' });
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ida');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Neu');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const idaRow = (await within(table).findByRole('link', { name: 'Ida Neu' })).closest('tr')!;
    expect(within(table).getAllByRole('row')[1]).toBe(idaRow);
    expect(idaRow).toHaveAttribute('data-new');
    expect(idaRow).toHaveTextContent('New');
  });

  it('saves two rows\' switches side by side, each showing its own save, and refreshes the list', async () => {
    const api = listApi('teacher');
    const answers: Record<string, (response: Response) => void> = {};
    for (const student of [LENA, JONAS]) {
      api.on(`PUT /admin/students/${student.student_id}`, async (request) => {
        const body = await request.json();
        return new Promise<Response>((resolve) => (answers[student.student_id] = () => resolve(json({ ...student, ...body }))));
      });
    }
    renderApp({ path: '/students', token: 's', api });
    const table = await screen.findByRole('table', { name: 'Students' });
    const lena = await within(table).findByRole('switch', { name: 'Lena Fischer active' });
    const jonas = within(table).getByRole('switch', { name: 'Jonas Weber active' });
    const user = userEvent.setup();
    await user.click(lena);
    await user.click(jonas);
    // Both saves run: each switch shows its new state and takes no second change meanwhile.
    // (A busy switch refuses changes but stays enabled, so that it keeps the keyboard focus.)
    await waitFor(() => expect(Object.keys(answers)).toHaveLength(2));
    const busy = (toggle: HTMLElement) => toggle.getAttribute('aria-disabled') === 'true';
    expect(lena).not.toBeChecked();
    expect(busy(lena)).toBe(true);
    expect(jonas).toBeChecked();
    expect(busy(jonas)).toBe(true);
    await user.click(lena);
    expect(lena).not.toBeChecked();
    const lists = api.calls.filter((call) => call.path === '/admin/students-extended').length;
    answers[JONAS.student_id]!(json({}));
    await waitFor(() => expect(busy(jonas)).toBe(false));
    expect(busy(lena)).toBe(true);
    answers[LENA.student_id]!(json({}));
    await waitFor(() => expect(busy(lena)).toBe(false));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ active: false }, { active: true }]);
    expect(api.calls.filter((call) => call.path === '/admin/students-extended').length).toBeGreaterThan(lists);
  });

  it('says "Error updating status" when the server refuses a switch and shows the old state again', async () => {
    const api = listApi('teacher');
    api.on(`PUT /admin/students/${JONAS.student_id}`, () => new Response(null, { status: 500 }));
    renderApp({ path: '/students', token: 's', api });
    const toggle = await screen.findByRole('switch', { name: 'Jonas Weber active' });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    expect(await screen.findByText('Error updating status')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeEnabled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, USERS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { LENA } from './test-fixtures.ts';

const EMMA = { ...LENA, student_id: 'e5w3y9ga7kpd', firstname: 'Emma', lastname: 'Schneider', class_id: null, class_name: null, school_name: null, lastlogin: null };
const JONAS = { ...LENA, student_id: 'p3h8n2vd6rce', firstname: 'Jonas', lastname: 'Weber', lastlogin: '2026-11-21T10:00:00Z', active: false };

function listApi(role: 'parent' | 'admin' | 'teacher') {
  return fakeApi({
    'GET /admin/auth/me': () => json(USERS[role]),
    'GET /admin/students-extended': () => json(role === 'parent' ? [EMMA] : [LENA, EMMA, JONAS]),
    'GET /admin/classes': () => json([{ class_id: 11, name: '5a', school_id: 1, school_name: 'Gymnasium am Stadtpark', student_count: 1, problemset_count: 0 }]),
  });
}

describe('StudentsPage (spec §2 students list)', () => {
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
});

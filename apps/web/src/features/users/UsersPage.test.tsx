import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, unreachable, USERS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { STEFAN, usersApi, type ManagerRole } from './test-fixtures.ts';

function rowOf(name: string) {
  return screen.getByRole('cell', { name }).closest('tr')!;
}

async function openUsers(role: ManagerRole, api = usersApi(role)) {
  const rendered = renderApp({ path: '/users', token: 's', api });
  await screen.findByRole('cell', { name: 'Julia' });
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('UsersPage (docs/product/screens.md users list)', () => {
  it('opens a user from a link (?user=) with their change history, and closing ends the link', async () => {
    const api = usersApi('schooladmin');
    api.on('GET /admin/audit', () => json({ items: [], total: 0 }));
    const { path } = renderApp({ path: '/users?user=3', token: 's', api });
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).getByLabelText(/First name/)).toHaveValue('Julia');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change history' }));
    expect(await within(dialog).findByText('Nothing has been recorded about this yet.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(path()).toBe('/users'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the admin every column, role names, German dates and "Never" for no login', async () => {
    await openUsers('admin');
    const table = screen.getByRole('table', { name: 'Users' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['First name', 'Last name', 'E-mail', 'Role', 'School', 'Registered', 'Last login', 'Active', 'Actions']);
    const olena = within(rowOf('Olena'));
    expect(olena.getByRole('cell', { name: 'Teacher' })).toBeInTheDocument();
    expect(olena.getByRole('cell', { name: 'Lessing-Realschule' })).toBeInTheDocument();
    expect(olena.getByRole('cell', { name: '16.02.2026' })).toBeInTheDocument();
    expect(olena.getByRole('cell', { name: 'Never' })).toBeInTheDocument();
    expect(within(rowOf('Katrin')).getByRole('cell', { name: 'Administrator' })).toBeInTheDocument();
    expect(within(rowOf('Thomas')).getByRole('cell', { name: 'School administrator' })).toBeInTheDocument();
    expect(within(rowOf('Markus')).getByRole('cell', { name: 'Parent' })).toBeInTheDocument();
  });

  it('keeps search and sort in the URL, so a reload or a shared link shows the same list', async () => {
    const api = usersApi('admin');
    const seen: string[] = [];
    const original = api.fetch;
    api.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(new URL(request.url).search);
      return original(request);
    }) as typeof fetch;
    const app = renderApp({ path: '/users?q=a&sort=-lastname', token: 's', api });
    await screen.findByRole('cell', { name: 'Julia' });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('a');
    expect(seen).toContain('?query=a');
    expect(screen.getByRole('columnheader', { name: /Last name/ })).toHaveAttribute('aria-sort', 'descending');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^First name/ }));
    expect(app.path()).toBe('/users?q=a&sort=firstname');
  });

  it('dims inactive users', async () => {
    await openUsers('admin');
    expect(rowOf('Olena')).toHaveAttribute('data-inactive', 'true');
    expect(rowOf('Julia')).not.toHaveAttribute('data-inactive');
  });

  it('sorts by role name and reverses on a second click', async () => {
    const { user } = await openUsers('admin');
    await user.click(screen.getByRole('button', { name: 'Role' }));
    const firstNames = () =>
      within(screen.getAllByRole('rowgroup')[1]!)
        .getAllByRole('row')
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(firstNames()[0]).toBe('Katrin'); // Administrator
    await user.click(screen.getByRole('button', { name: 'Role' }));
    expect(firstNames().slice(0, 3).sort()).toEqual(['Julia', 'Olena', 'Stefan']); // Teacher
  });

  it('hides the school column from a schooladmin', async () => {
    await openUsers('schooladmin');
    expect(screen.queryByRole('columnheader', { name: 'School' })).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Katrin' })).not.toBeInTheDocument();
  });

  it('searches 300 ms after typing stopped, sent as ?query=', async () => {
    const api = usersApi('admin');
    const searches: string[] = [];
    api.on('GET /admin/users', (request) => {
      searches.push(new URL(request.url).searchParams.get('query') ?? '');
      return json([]);
    });
    renderApp({ path: '/users', token: 's', api });
    const box = await screen.findByRole('searchbox', { name: 'Search users' });
    await waitFor(() => expect(searches).toEqual(['']));
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'ber' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: 'berg' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(searches).toEqual(['']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(searches).toContain('berg'));
    expect(searches.filter((query) => query !== '')).toEqual(['berg']);
  });

  it("offers neither the toggle nor the delete on the signed-in user's own row", async () => {
    await openUsers('admin');
    const own = within(rowOf('Katrin'));
    expect(own.getByRole('switch', { name: 'Active: Katrin Vogel' })).toBeDisabled();
    expect(own.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(rowOf('Julia')).getByRole('switch', { name: 'Active: Julia Hoffmann' })).toBeEnabled();
  });

  it('toggles a user with PUT {active} and refreshes the list', async () => {
    const api = usersApi('admin');
    const { user } = await openUsers('admin', api);
    const before = api.calls.filter((call) => call.path === '/admin/users').length;
    api.on('PUT /admin/users/3', async (request) => json({ ...USERS.teacher, ...(await request.json()) }));
    await user.click(within(rowOf('Julia')).getByRole('switch', { name: 'Active: Julia Hoffmann' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/admin/users/3', body: { active: false } });
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/admin/users').length).toBe(before + 1));
  });

  it('says "Error updating status" when the toggle fails and shows the old state again', async () => {
    const api = usersApi('admin');
    api.on('PUT /admin/users/5', () => new Response(null, { status: 500 }));
    const { user } = await openUsers('admin', api);
    const toggle = within(rowOf('Olena')).getByRole('switch', { name: 'Active: Olena Kovalenko' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Error updating status')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('asks before deleting, naming the user, then deletes', async () => {
    const api = usersApi('admin');
    api.on('DELETE /admin/users/7', () => json({ ok: true }));
    const { user } = await openUsers('admin', api);
    await user.click(screen.getByRole('button', { name: 'Delete Stefan Krause' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm deletion' });
    expect(dialog).toHaveTextContent('Do you really want to delete “Stefan Krause”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/admin/users/7')).toBe(true);
  });

  it('says "Error deleting user" when the deletion fails without a detail', async () => {
    const api = usersApi('admin');
    api.on('DELETE /admin/users/7', () => new Response(null, { status: 500 }));
    const { user } = await openUsers('admin', api);
    await user.click(screen.getByRole('button', { name: 'Delete Stefan Krause' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting user')).toBeInTheDocument();
  });

  it('removes the row and says so when the user had already been deleted elsewhere (404)', async () => {
    const api = usersApi('admin');
    let gone = false;
    api.on('DELETE /admin/users/7', () => {
      gone = true;
      return json({ detail: 'user.not_found', code: 'user.not_found' }, 404);
    });
    const list = api.calls;
    const { user } = await openUsers('admin', api);
    api.on('GET /admin/users', () => json(gone ? [USERS.admin, USERS.teacher] : [USERS.admin, USERS.teacher, STEFAN]));
    await user.click(screen.getByRole('button', { name: 'Delete Stefan Krause' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This had already been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Krause' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(list.filter((call) => call.method === 'GET' && call.path === '/admin/users').length).toBeGreaterThan(1);
  });

  it('shows a failed load as an error with a retry, never as an empty list', async () => {
    const api = usersApi('admin');
    api.on('GET /admin/users', () => new Response(null, { status: 500 }));
    renderApp({ path: '/users', token: 's', api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading users');
    expect(screen.queryByText('No users found.')).not.toBeInTheDocument();
    api.on('GET /admin/users', () => json([USERS.admin, USERS.teacher]));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Julia' })).toBeInTheDocument();
  });

  it('says the server cannot be reached when a change gets no answer', async () => {
    const api = usersApi('admin');
    api.on('PUT /admin/users/3', unreachable);
    const { user } = await openUsers('admin', api);
    await user.click(within(rowOf('Julia')).getByRole('switch'));
    expect(await screen.findByText(/server cannot be reached/)).toBeInTheDocument();
  });

  it('opens the edit dialog on a row click, not on a click on its toggle', async () => {
    const api = usersApi('admin');
    api.on('PUT /admin/users/3', async (request) => json({ ...USERS.teacher, ...(await request.json()) }));
    const { user } = await openUsers('admin', api);
    await user.click(within(rowOf('Julia')).getByRole('switch'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('cell', { name: 'Hoffmann' }));
    expect(await screen.findByRole('dialog', { name: 'Edit user' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type FakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CLASSES, classesApi, type StaffRole } from './test-fixtures.ts';

async function openClasses(role: StaffRole = 'admin', api: FakeApi = classesApi(role)) {
  const rendered = renderApp({ path: '/classes', token: 's', api });
  await screen.findByRole('cell', { name: '5a' });
  return { ...rendered, user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const headers = () =>
  within(screen.getByRole('table', { name: 'Classes' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

// jsdom has no object URLs; the print test lends one.
const createObjectURL = URL.createObjectURL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
});

describe('ClassesPage (docs/product/screens.md classes list)', () => {
  it('shows an admin name, school, student and topic counts of every class', async () => {
    await openClasses('admin');
    expect(headers()).toEqual(['Name', 'School', 'Students', 'Topics', 'Actions']);
    const c7 = within(rowOf('7c'));
    expect(c7.getByRole('cell', { name: 'Lessing-Realschule' })).toBeInTheDocument();
    expect(c7.getByRole('cell', { name: '8' })).toBeInTheDocument();
  });

  it('shows schooladmins and teachers no school column', async () => {
    await openClasses('schooladmin');
    expect(headers()).toEqual(['Name', 'Students', 'Topics', 'Actions']);
    expect(screen.queryByRole('cell', { name: '7c' })).not.toBeInTheDocument();
  });

  it('searches on the server and opens a class on a row click', async () => {
    const api = classesApi('teacher');
    const queries: (string | null)[] = [];
    api.on('GET /admin/classes-extended', (request) => {
      const query = new URL(request.url).searchParams.get('query');
      queries.push(query);
      return json(CLASSES.filter((klass) => klass.school_id === 1 && (!query || klass.name.includes(query))));
    });
    const { user, path } = await openClasses('teacher', api);
    await user.type(screen.getByRole('searchbox', { name: 'Search classes' }), '6b');
    await waitFor(() => expect(screen.queryByRole('cell', { name: '5a' })).not.toBeInTheDocument());
    expect(queries.at(-1)).toBe('6b');
    await user.click(rowOf('6b'));
    await waitFor(() => expect(path()).toBe('/classes/12'));
  });

  it('sorts by student count and reverses on a second click', async () => {
    const { user } = await openClasses('admin');
    const names = () =>
      within(screen.getAllByRole('rowgroup')[1]!)
        .getAllByRole('row')
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    await user.click(screen.getByRole('button', { name: 'Students' }));
    expect(names()).toEqual(['6b', '5a', '7c']);
    await user.click(screen.getByRole('button', { name: 'Students' }));
    expect(names()).toEqual(['7c', '5a', '6b']);
  });

  it('asks before deleting, naming the class and its school', async () => {
    const api = classesApi('admin');
    api.on('DELETE /admin/classes/21', () => json({ ok: true }));
    const { user } = await openClasses('admin', api);
    await user.click(screen.getByRole('button', { name: 'Delete 7c' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent('Do you really want to delete “7c”?');
    expect(confirm).toHaveTextContent('School: Lessing-Realschule');
    api.on('GET /admin/classes-extended', () => json(CLASSES.slice(0, 2)));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: '7c' })).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/admin/classes/21')).toBe(true);
  });

  it('says so when deleting fails', async () => {
    const api = classesApi('teacher');
    api.on('DELETE /admin/classes/12', () => new Response(null, { status: 500 }));
    const { user } = await openClasses('teacher', api);
    await user.click(screen.getByRole('button', { name: 'Delete 6b' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting class')).toBeInTheDocument();
  });
});

describe('Print (access sheets)', () => {
  function fakeTab() {
    return {
      opener: {} as unknown,
      closed: false,
      close: vi.fn(),
      location: { href: '' },
      document: { title: '', body: { textContent: '' } },
    };
  }

  it('opens the tab within the click and shows the PDF in it when it arrives', async () => {
    const api = classesApi('teacher');
    let answer: (response: Response) => void = () => {};
    api.on('GET /admin/classes/11/print', () => new Promise<Response>((resolve) => (answer = resolve)));
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/sheets');
    const { user } = await openClasses('teacher', api);

    await user.click(screen.getByRole('button', { name: 'Print access sheets of 5a' }));
    // The tab is there before the PDF is: popup blockers allow it only during the click.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('');

    answer(new Response('%PDF-1.7 …', { headers: { 'Content-Type': 'application/pdf' } }));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/sheets'));
    expect(tab.close).not.toHaveBeenCalled();
    const call = api.calls.find((c) => c.path === '/admin/classes/11/print');
    expect(call?.headers.get('Authorization')).toBe('Bearer s');
  });

  it('closes the tab and says "Error generating student access sheet" on failure', async () => {
    const api = classesApi('admin');
    api.on('GET /admin/classes/21/print', () => new Response(null, { status: 500 }));
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = await openClasses('admin', api);
    await user.click(screen.getByRole('button', { name: 'Print access sheets of 7c' }));
    expect(await screen.findByText('Error generating student access sheet')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('closes the tab and says the server is busy when too many prints run', async () => {
    const api = classesApi('teacher');
    api.on(
      'GET /admin/classes/11/print',
      () =>
        new Response(JSON.stringify({ detail: 'The server is busy. Please try again in a moment.', code: 'server.busy' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '3' },
        }),
    );
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = await openClasses('teacher', api);
    await user.click(screen.getByRole('button', { name: 'Print access sheets of 5a' }));
    expect(await screen.findByText('The server is busy right now. Please try again in a moment.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('Add class dialog (docs/product/screens.md, validation.md)', () => {
  async function openAdd(role: StaffRole, api: FakeApi = classesApi(role)) {
    const rendered = await openClasses(role, api);
    await rendered.user.click(screen.getByRole('button', { name: 'Add class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    return { ...rendered, dialog, d: within(dialog) };
  }

  it('wants a name', async () => {
    const api = classesApi('admin');
    const { user, d } = await openAdd('admin', api);
    await waitFor(() => expect(d.getByRole('combobox', { name: 'School' })).toHaveValue('1'));
    await user.click(d.getByRole('button', { name: 'Create' }));
    expect(d.getByRole('alert')).toHaveTextContent('Please enter a name for the class');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('lets an admin choose the school, the first one by default', async () => {
    const api = classesApi('admin');
    api.on('POST /admin/classes', async (request) => json({ ...CLASSES[2], class_id: 22, ...(await request.json()) }));
    const { user, d } = await openAdd('admin', api);
    const school = d.getByRole('combobox', { name: 'School' });
    await waitFor(() => expect(school).toHaveValue('1'));
    expect(within(school).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Gymnasium am Stadtpark',
      'Lessing-Realschule',
    ]);
    await user.selectOptions(school, '2');
    await user.type(d.getByLabelText(/Name/), '9a{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: '9a', school_id: 2 });
    expect(await screen.findByText('Class created')).toBeInTheDocument();
    // The list is asked again.
    expect(api.calls.filter((call) => call.path === '/admin/classes-extended').length).toBeGreaterThan(1);
  });

  it('says "Please create a school first." and cannot save when there is no school', async () => {
    const api = classesApi('admin', []);
    const { user, d } = await openAdd('admin', api);
    expect(await d.findByText('Please create a school first.')).toBeInTheDocument();
    await user.type(d.getByLabelText(/Name/), '9a');
    expect(d.getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("creates a schooladmin's class in his own school, without a school choice", async () => {
    const api = classesApi('schooladmin');
    api.on('POST /admin/classes', () => json({ ...CLASSES[1], class_id: 15, name: '9c' }));
    const { user, d } = await openAdd('schooladmin', api);
    expect(d.queryByRole('combobox', { name: 'School' })).not.toBeInTheDocument();
    await user.type(d.getByLabelText(/Name/), '9c');
    await user.click(d.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: '9c', school_id: 1 });
    // Only admins choose a school, so nobody else asks for the list.
    expect(api.calls.some((call) => call.path === '/admin/schools')).toBe(false);
  });

  it('says so when creating fails', async () => {
    const api = classesApi('teacher');
    api.on('POST /admin/classes', () => new Response(null, { status: 500 }));
    const { user, d } = await openAdd('teacher', api);
    await user.type(d.getByLabelText(/Name/), '9c');
    await user.click(d.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Error creating class')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New class' })).toBeInTheDocument();
  });
});

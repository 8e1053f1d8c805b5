import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type FakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SCHOOLS, schoolsApi } from './test-fixtures.ts';

async function openSchools(api: FakeApi = schoolsApi()) {
  const rendered = renderApp({ path: '/schools', token: 's', api });
  await screen.findByRole('cell', { name: 'Gymnasium am Stadtpark' });
  return { ...rendered, user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

async function openCreateDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add school' }));
  return screen.findByRole('dialog', { name: 'New school' });
}

describe('SchoolsPage (docs/product/screens.md schools)', () => {
  it('lists the schools with name, address, e-mail, phone and language', async () => {
    await openSchools();
    const table = screen.getByRole('table', { name: 'Schools' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Address', 'E-mail', 'Phone', 'Language', 'Actions']);
    const lessing = within(rowOf('Lessing-Realschule'));
    expect(lessing.getByRole('cell', { name: 'info@lessing-realschule.example.org' })).toBeInTheDocument();
    expect(lessing.getByRole('cell', { name: 'English' })).toBeInTheDocument();
  });

  it('searches on the server, sorts by a column and opens a school on a row click', async () => {
    const api = schoolsApi();
    const queries: (string | null)[] = [];
    api.on('GET /admin/schools', (request) => {
      const query = new URL(request.url).searchParams.get('query');
      queries.push(query);
      return json(query ? SCHOOLS.filter((school) => school.name.includes(query)) : SCHOOLS);
    });
    const { user, path } = await openSchools(api);
    await user.type(screen.getByRole('searchbox', { name: 'Search schools' }), 'Lessing');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Gymnasium am Stadtpark' })).not.toBeInTheDocument());
    expect(queries.at(-1)).toBe('Lessing');

    await user.clear(screen.getByRole('searchbox', { name: 'Search schools' }));
    await screen.findByRole('cell', { name: 'Gymnasium am Stadtpark' });
    await user.click(screen.getByRole('button', { name: 'Phone' }));
    const firstCells = () =>
      within(screen.getAllByRole('rowgroup')[1]!)
        .getAllByRole('row')
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(firstCells()).toEqual(['Lessing-Realschule', 'Gymnasium am Stadtpark']);

    await user.click(rowOf('Gymnasium am Stadtpark'));
    await waitFor(() => expect(path()).toBe('/schools/1'));
  });

  it('wants a name before creating a school', async () => {
    const api = schoolsApi();
    const { user } = await openSchools(api);
    const dialog = await openCreateDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a name for the school');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates a school with the fields filled in, null for the rest, and refreshes the list', async () => {
    const api = schoolsApi();
    const created = { ...SCHOOLS[0]!, school_id: 3, name: 'Humboldt-Gesamtschule' };
    api.on('POST /admin/schools', () => json(created));
    const { user } = await openSchools(api);
    const dialog = await openCreateDialog(user);
    const d = within(dialog);
    expect(d.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(d.getByRole('combobox', { name: 'Language' })).toHaveValue('de');
    await user.type(d.getByLabelText(/Name/), 'Humboldt-Gesamtschule');
    await user.type(d.getByLabelText('Address'), 'Humboldtstraße 40, 50667 Köln');
    await user.type(d.getByLabelText('E-mail'), 'verwaltung@humboldt.example.org');
    await user.selectOptions(d.getByRole('combobox', { name: 'Language' }), 'en');
    api.on('GET /admin/schools', () => json([...SCHOOLS, created]));
    await user.type(d.getByLabelText('E-mail'), '{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Humboldt-Gesamtschule',
      description: null,
      address: 'Humboldtstraße 40, 50667 Köln',
      phone: null,
      email: 'verwaltung@humboldt.example.org',
      language: 'en',
    });
    expect(await screen.findByRole('cell', { name: 'Humboldt-Gesamtschule' })).toBeInTheDocument();
    expect(await screen.findByText('School created')).toBeInTheDocument();
  });

  it('says schools.error_create when the creation fails', async () => {
    const api = schoolsApi();
    api.on('POST /admin/schools', () => new Response(null, { status: 500 }));
    const { user } = await openSchools(api);
    const dialog = await openCreateDialog(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'Humboldt-Gesamtschule');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Error creating school')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New school' })).toBeInTheDocument();
  });

  it('asks before deleting, naming the school, then deletes it', async () => {
    const api = schoolsApi();
    api.on('DELETE /admin/schools/2', () => json({ ok: true }));
    const { user } = await openSchools(api);
    await user.click(screen.getByRole('button', { name: 'Delete Lessing-Realschule' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent('Do you really want to delete “Lessing-Realschule”?');
    api.on('GET /admin/schools', () => json([SCHOOLS[0]]));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Lessing-Realschule' })).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/admin/schools/2')).toBe(true);
  });

  it('keeps the school and says why when it still has classes or users', async () => {
    const api = schoolsApi();
    api.on('DELETE /admin/schools/1', () =>
      json({ detail: 'The school still has classes or users. Move or delete them first.', code: 'school.has_dependents' }, 409),
    );
    const { user } = await openSchools(api);
    await user.click(screen.getByRole('button', { name: 'Delete Gymnasium am Stadtpark' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The school still has classes, students or users and cannot be deleted.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Gymnasium am Stadtpark' })).toBeInTheDocument();
  });

  it('says schools.error_delete when deleting fails otherwise', async () => {
    const api = schoolsApi();
    api.on('DELETE /admin/schools/2', () => new Response(null, { status: 500 }));
    const { user } = await openSchools(api);
    await user.click(screen.getByRole('button', { name: 'Delete Lessing-Realschule' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting school')).toBeInTheDocument();
  });
});

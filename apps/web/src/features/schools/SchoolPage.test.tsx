import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type FakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SCHOOLS, schoolsApi } from './test-fixtures.ts';

function openSchool(id: string, api: FakeApi = schoolsApi()) {
  return { ...renderApp({ path: `/schools/${id}`, token: 's', api }), user: userEvent.setup() };
}

describe('SchoolPage (docs/product/screens.md school form)', () => {
  it("shows the school's fields: name, description, address, phone, e-mail input and language", async () => {
    openSchool('1');
    expect(await screen.findByLabelText(/Name/)).toHaveValue('Gymnasium am Stadtpark');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit school' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue(
      'Mathematisch-naturwissenschaftliches Gymnasium, Klassen 5 bis 13.',
    );
    expect(screen.getByLabelText('Address')).toHaveValue('Parkstraße 12, 80331 München');
    expect(screen.getByLabelText('Phone')).toHaveValue('+49 89 1234560');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    // Within the page: the shell's language switcher is called "Language" too.
    expect(within(screen.getByRole('main')).getByRole('combobox', { name: 'Language' })).toHaveValue('de');
  });

  it('saves and returns to /schools with a confirmation', async () => {
    const api = schoolsApi();
    api.on('PUT /admin/schools/1', async (request) => json({ ...SCHOOLS[0], ...(await request.json()) }));
    const { user, path } = openSchool('1', api);
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+49 89 1234599');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path()).toBe('/schools'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Gymnasium am Stadtpark',
      phone: '+49 89 1234599',
      language: 'de',
    });
    expect(await screen.findByText('School saved')).toBeInTheDocument();
  });

  it('wants a name, and stays when saving fails', async () => {
    const api = schoolsApi();
    api.on('PUT /admin/schools/1', () => new Response(null, { status: 500 }));
    const { user, path } = openSchool('1', api);
    const name = await screen.findByLabelText(/Name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a name for the school');
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(name, 'Gymnasium am Stadtpark');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(path()).toBe('/schools/1');
  });

  it('creates a school from /schools/new', async () => {
    const api = schoolsApi();
    api.on('POST /admin/schools', () => json({ ...SCHOOLS[0], school_id: 3, name: 'Humboldt-Gesamtschule' }));
    const { user, path } = openSchool('new', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'New school' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name/), 'Humboldt-Gesamtschule');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path()).toBe('/schools'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ name: 'Humboldt-Gesamtschule' });
  });

  it('says school.not_found for an unknown id, with the way back', async () => {
    const { user, path } = openSchool('99');
    expect(await screen.findByRole('alert')).toHaveTextContent('School not found');
    await user.click(screen.getByRole('link', { name: 'Back to schools' }));
    await waitFor(() => expect(path()).toBe('/schools'));
  });

  it('treats an id that is not a number as unknown without asking the server', async () => {
    const api = schoolsApi();
    openSchool('abc', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('School not found');
    expect(api.calls.some((call) => call.path.startsWith('/admin/schools/'))).toBe(false);
  });
});

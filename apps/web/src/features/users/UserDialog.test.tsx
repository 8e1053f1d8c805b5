import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, USERS, type FakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { OLENA, STEFAN, usersApi, type ManagerRole } from './test-fixtures.ts';

async function openCreate(role: ManagerRole, api: FakeApi = usersApi(role)) {
  const user = userEvent.setup();
  renderApp({ path: '/users', token: 's', api });
  await screen.findByRole('cell', { name: 'Julia' });
  await user.click(screen.getByRole('button', { name: 'Add user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add user' });
  return { user, dialog, d: within(dialog), api };
}

async function openEdit(role: ManagerRole, lastname: string, api: FakeApi = usersApi(role)) {
  const user = userEvent.setup();
  renderApp({ path: '/users', token: 's', api });
  await user.click(await screen.findByRole('cell', { name: lastname }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
  return { user, dialog, d: within(dialog), api };
}

const posts = (api: FakeApi) => api.calls.filter((call) => call.method === 'POST');
const puts = (api: FakeApi) => api.calls.filter((call) => call.method === 'PUT');
const options = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

async function fillRequired(user: ReturnType<typeof userEvent.setup>, d: ReturnType<typeof within>, password = 'Geometrie-fuer-alle-26') {
  await user.type(d.getByLabelText(/First name/), 'Sabine');
  await user.type(d.getByLabelText(/Last name/), 'Krüger');
  await user.type(d.getByLabelText(/E-mail/), 'sabine.krueger@lessing-realschule.example.org');
  await user.type(d.getByLabelText(/^Password/), password);
}

describe('UserDialog: create (docs/product/validation.md)', () => {
  it('starts with the defaults: teacher, m, the interface language, the first school', async () => {
    const { d } = await openCreate('admin');
    expect(d.getByRole('combobox', { name: 'Role' })).toHaveValue('teacher');
    expect(d.getByRole('radio', { name: 'Male', hidden: true })).toBeChecked();
    expect(d.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await waitFor(() => expect(d.getByRole('combobox', { name: 'School' })).toHaveValue('1'));
    expect(d.getByText('At least 12 characters.')).toBeInTheDocument();
  });

  it('wants first name, last name, e-mail and password', async () => {
    const { user, d, api } = await openCreate('admin');
    await user.type(d.getByLabelText(/First name/), 'Sabine');
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(d.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(posts(api)).toHaveLength(0);
  });

  it('wants a password of at least 12 characters', async () => {
    const { user, d, api } = await openCreate('admin');
    await fillRequired(user, d, 'kurz');
    await user.click(d.getByRole('button', { name: 'Save' }));
    // The field says what is wrong; the summary points to it without repeating it.
    expect(d.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(d.getByText('Password must be at least 12 characters long.')).toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
  });

  it('lets an admin choose every role and a school, and sends them', async () => {
    const api = usersApi('admin');
    api.on('POST /admin/users', async (request) => json({ ...STEFAN, ...(await request.json()), user_id: 8 }));
    const { user, d } = await openCreate('admin', api);
    expect(options(d.getByRole('combobox', { name: 'Role' }))).toEqual([
      'Teacher',
      'School administrator',
      'Administrator',
      'Parent',
    ]);
    await waitFor(() =>
      expect(options(d.getByRole('combobox', { name: 'School' }))).toEqual([
        'No school',
        'Gymnasium am Stadtpark',
        'Lessing-Realschule',
      ]),
    );
    await fillRequired(user, d);
    await user.click(d.getByRole('radio', { name: 'Female', hidden: true }));
    await user.selectOptions(d.getByRole('combobox', { name: 'School' }), '2');
    await user.selectOptions(d.getByRole('combobox', { name: 'Language' }), 'de');
    await user.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(api)[0]?.body).toEqual({
      firstname: 'Sabine',
      lastname: 'Krüger',
      email: 'sabine.krueger@lessing-realschule.example.org',
      password: 'Geometrie-fuer-alle-26',
      gender: 'w',
      language: 'de',
      usertype: 'teacher',
      school_id: 2,
      active: true,
    });
    // The list is asked again after the save.
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/admin/users' && call.method === 'GET')).toHaveLength(2));
  });

  it('gives a parent no school', async () => {
    const api = usersApi('admin');
    api.on('POST /admin/users', async (request) => json({ ...STEFAN, ...(await request.json()) }));
    const { user, d } = await openCreate('admin', api);
    await fillRequired(user, d);
    await user.selectOptions(d.getByRole('combobox', { name: 'Role' }), 'parent');
    expect(d.queryByRole('combobox', { name: 'School' })).not.toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toMatchObject({ usertype: 'parent', school_id: null });
  });

  it('lets a schooladmin choose only schooladmin or teacher, in their own school', async () => {
    const api = usersApi('schooladmin');
    api.on('POST /admin/users', async (request) => json({ ...STEFAN, ...(await request.json()) }));
    const { user, d } = await openCreate('schooladmin', api);
    expect(options(d.getByRole('combobox', { name: 'Role' }))).toEqual(['Teacher', 'School administrator']);
    expect(d.queryByRole('combobox', { name: 'School' })).not.toBeInTheDocument();
    expect(d.getByRole('textbox', { name: 'School' })).toHaveValue('Gymnasium am Stadtpark');
    expect(d.getByRole('textbox', { name: 'School' })).toHaveAttribute('readonly');
    await fillRequired(user, d);
    await user.selectOptions(d.getByRole('combobox', { name: 'Role' }), 'schooladmin');
    await user.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toMatchObject({ usertype: 'schooladmin' });
    expect(posts(api)[0]?.body).not.toHaveProperty('school_id');
    // A schooladmin never asks for the list of schools.
    expect(api.calls.some((call) => call.path === '/admin/schools')).toBe(false);
  });

  it('says the e-mail is taken, in the interface language, and stays open', async () => {
    const api = usersApi('admin');
    api.on('POST /admin/users', () => json({ detail: 'E-mail address taken.', code: 'user.email_taken' }, 409));
    const { user, d } = await openCreate('admin', api);
    await fillRequired(user, d);
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A user with this e-mail address already exists.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBeInTheDocument();
  });

  it('says "Error creating user" when the server gives no detail', async () => {
    const api = usersApi('admin');
    api.on('POST /admin/users', () => new Response(null, { status: 500 }));
    const { user, d } = await openCreate('admin', api);
    await fillRequired(user, d);
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error creating user')).toBeInTheDocument();
  });
});

describe('UserDialog: edit (docs/product/validation.md)', () => {
  it("shows the user's data and leaves a blank password out of the payload", async () => {
    const api = usersApi('admin');
    api.on('PUT /admin/users/7', async (request) => json({ ...STEFAN, ...(await request.json()) }));
    const { user, d } = await openEdit('admin', 'Krause', api);
    expect(d.getByLabelText(/First name/)).toHaveValue('Stefan');
    expect(d.getByLabelText(/E-mail/)).toHaveValue('stefan.krause@stadtpark-gymnasium.example.org');
    expect(d.getByText('At least 12 characters. Leave blank to keep the current password.')).toBeInTheDocument();
    await user.clear(d.getByLabelText(/First name/));
    await user.type(d.getByLabelText(/First name/), 'Steffen');
    await user.selectOptions(d.getByRole('combobox', { name: 'Role' }), 'schooladmin');
    await user.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(api)[0]).toMatchObject({ path: '/admin/users/7' });
    expect(puts(api)[0]?.body).toEqual({
      firstname: 'Steffen',
      lastname: 'Krause',
      email: 'stefan.krause@stadtpark-gymnasium.example.org',
      gender: 'm',
      language: 'de',
      usertype: 'schooladmin',
      school_id: 1,
    });
  });

  it('wants first name, last name and e-mail, but no password', async () => {
    const { user, d, api } = await openEdit('admin', 'Krause');
    await user.clear(d.getByLabelText(/E-mail/));
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(d.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(puts(api)).toHaveLength(0);
  });

  it('sends a new password of at least 12 characters', async () => {
    const api = usersApi('admin');
    api.on('PUT /admin/users/5', async (request) => json({ ...OLENA, ...(await request.json()) }));
    const { user, d } = await openEdit('admin', 'Kovalenko', api);
    await user.type(d.getByLabelText(/^Password/), 'zu kurz');
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(d.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    await user.type(d.getByLabelText(/^Password/), ' aber jetzt lang genug');
    await user.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toMatchObject({ password: 'zu kurz aber jetzt lang genug' });
  });

  it("does not let an admin change their own role", async () => {
    const api = usersApi('admin');
    api.on('PUT /admin/users/1', async (request) => json({ ...USERS.admin, ...(await request.json()) }));
    const { user, d } = await openEdit('admin', 'Vogel', api);
    expect(d.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    await user.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).not.toHaveProperty('usertype');
  });

  it('does not let a schooladmin change a role or school', async () => {
    const api = usersApi('schooladmin');
    api.on('PUT /admin/users/7', async (request) => json({ ...STEFAN, ...(await request.json()) }));
    const { user, d } = await openEdit('schooladmin', 'Krause', api);
    expect(d.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(d.getByRole('textbox', { name: 'School' })).toHaveValue('Gymnasium am Stadtpark');
    await user.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).not.toHaveProperty('usertype');
    expect(puts(api)[0]?.body).not.toHaveProperty('school_id');
  });

  it('says "Error updating user" when saving fails', async () => {
    const api = usersApi('admin');
    const { user, d } = await openEdit('admin', 'Krause', api);
    api.on('PUT /admin/users/7', () => new Response(null, { status: 500 }));
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating user')).toBeInTheDocument();
  });
});

import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, USERS, type FakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { userAtom } from '../../lib/session.ts';

async function openProfile(api: FakeApi) {
  const user = userEvent.setup();
  const rendered = renderApp({ path: '/classes', token: 's', api });
  await user.click(await screen.findByRole('button', { name: 'Julia Hoffmann' }));
  const dialog = await screen.findByRole('dialog', { name: 'My profile' });
  return { user, dialog, ...rendered };
}

function teacherApi() {
  return fakeApi({ 'GET /admin/auth/me': () => json(USERS.teacher) });
}

describe('the language of a signed-in user', () => {
  it('saves a choice in the header to the profile, and the profile dialog shows the stored language', async () => {
    const api = teacherApi();
    api.on('PUT /admin/auth/me', async (request) => json({ ...USERS.teacher, ...(await request.json()) }));
    const user = userEvent.setup();
    const { store } = renderApp({ path: '/classes', token: 's', api });
    await screen.findByRole('heading', { level: 1, name: 'Classes' });
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Language' })[0]!, 'uk');
    await screen.findByRole('heading', { level: 1, name: 'Класи' });
    await waitFor(() => expect(store.get(userAtom)?.language).toBe('uk'));
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === '/admin/auth/me');
    expect(put?.body).toMatchObject({ firstname: 'Julia', email: 'julia.hoffmann@stadtpark-gymnasium.example.org', language: 'uk' });
    await user.click(screen.getByRole('button', { name: 'Julia Hoffmann' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Мова' })).toHaveValue('uk');
  });

  it('shows the stored language in the profile dialog, not only the interface language', async () => {
    const api = fakeApi({ 'GET /admin/auth/me': () => json({ ...USERS.teacher, language: 'es' }) });
    const { dialog } = await openProfile(api);
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toHaveValue('es');
  });

  it('says so when the header choice could not be saved', async () => {
    const api = teacherApi();
    api.on('PUT /admin/auth/me', () => json({ detail: 'Boom' }, 500));
    const user = userEvent.setup();
    renderApp({ path: '/classes', token: 's', api });
    await screen.findByRole('heading', { level: 1, name: 'Classes' });
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Language' })[0]!, 'de');
    expect(await screen.findByText('Die Sprache konnte nicht in Ihrem Profil gespeichert werden.')).toBeInTheDocument();
  });
});

describe('ProfileDialog (docs/product/screens.md)', () => {
  it("shows the user's data, a gender choice m/w, a language and the password hint", async () => {
    const { dialog } = await openProfile(teacherApi());
    const d = within(dialog);
    expect(d.getByLabelText(/First name/)).toHaveValue('Julia');
    expect(d.getByLabelText(/Last name/)).toHaveValue('Hoffmann');
    expect(d.getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
    expect(d.getByRole('radio', { name: 'Female', hidden: true })).toBeChecked();
    expect(d.getByRole('radio', { name: 'Male', hidden: true })).not.toBeChecked();
    expect(d.getByLabelText(/E-mail/)).toHaveValue('julia.hoffmann@stadtpark-gymnasium.example.org');
    expect(d.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(d.getByLabelText(/New password/)).toHaveValue('');
    expect(d.getByText(/At least 12 characters. Leave blank to keep the current password./)).toBeInTheDocument();
    // One's own user type cannot be changed, so it is not offered.
    expect(d.queryByText(/user type/i)).not.toBeInTheDocument();
  });

  it('wants first name, last name and e-mail', async () => {
    const api = teacherApi();
    const { user, dialog } = await openProfile(api);
    await user.clear(within(dialog).getByLabelText(/Last name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please complete all required fields');
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('wants a new password of at least 12 characters', async () => {
    const api = teacherApi();
    const { user, dialog } = await openProfile(api);
    await user.type(within(dialog).getByLabelText(/New password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Password must be at least 12 characters long.');
    expect(within(dialog).getByText('Password must be at least 12 characters long.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('leaves a blank password out of the payload, saves and refreshes the user', async () => {
    const api = teacherApi();
    api.on('PUT /admin/auth/me', async (request) => json({ ...USERS.teacher, ...(await request.json()) }));
    const { user, dialog, store } = await openProfile(api);
    const first = within(dialog).getByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, 'Jule');
    await user.click(within(dialog).getByRole('radio', { name: 'Male', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      firstname: 'Jule',
      lastname: 'Hoffmann',
      email: 'julia.hoffmann@stadtpark-gymnasium.example.org',
      gender: 'm',
      language: 'en',
      active: true,
    });
    expect(put?.body).not.toHaveProperty('password');
    // Then the user data is refreshed (GET /admin/auth/me after the PUT).
    const putIndex = api.calls.indexOf(put!);
    expect(api.calls.slice(putIndex + 1).some((call) => call.path === '/admin/auth/me')).toBe(true);
    expect(store.get(userAtom)?.user_id).toBe(3);
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('sends a new password and applies the chosen language', async () => {
    const api = teacherApi();
    let saved: Record<string, unknown> = {};
    api.on('PUT /admin/auth/me', async (request) => {
      saved = await request.json();
      return json({ ...USERS.teacher, ...saved });
    });
    const { user, dialog } = await openProfile(api);
    expect(within(dialog).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/New password/), 'a much better password');
    await user.type(within(dialog).getByLabelText(/Current password/), 'the old password');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'ru');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Классы' })).toBeInTheDocument();
    expect(saved).toMatchObject({ password: 'a much better password', current_password: 'the old password', language: 'ru' });
    expect(i18n.locale).toBe('ru');
  }, 40_000);

  it('asks for the current password once a new e-mail address is typed, and sends nothing without it', async () => {
    const api = teacherApi();
    api.on('PUT /admin/auth/me', async (request) => json({ ...USERS.teacher, ...(await request.json()) }));
    const { user, dialog } = await openProfile(api);
    const email = within(dialog).getByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, 'julia.neu@example.org');
    const current = within(dialog).getByLabelText(/Current password/);
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter your current password to change your password or e-mail address.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the text of a wrong current password', async () => {
    const api = teacherApi();
    api.on('PUT /admin/auth/me', () => json({ detail: 'The current password is not correct.', code: 'auth.current_password_wrong' }, 403));
    const { user, dialog } = await openProfile(api);
    await user.type(within(dialog).getByLabelText(/New password/), 'a much better password');
    await user.type(within(dialog).getByLabelText(/Current password/), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
  });

  it("shows the code's text, not the English detail, when saving fails", async () => {
    const api = teacherApi();
    api.on('PUT /admin/auth/me', () => json({ detail: 'E-mail address taken.', code: 'user.email_taken' }, 409));
    const { user, dialog } = await openProfile(api);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A user with this e-mail address already exists.')).toBeInTheDocument();
    expect(screen.queryByText('E-mail address taken.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'My profile' })).toBeInTheDocument();
  });

  it('says "Error updating user" when the server gives no detail', async () => {
    const api = teacherApi();
    api.on('PUT /admin/auth/me', () => new Response(null, { status: 500 }));
    const { user, dialog } = await openProfile(api);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating user')).toBeInTheDocument();
  });

  it('closes with Cancel without saving', async () => {
    const api = teacherApi();
    const { user, dialog } = await openProfile(api);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, unreachable, USERS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SESSION_STORAGE_KEY } from '../../lib/config.ts';
import { userAtom } from '../../lib/session.ts';

// Failed calls that the app deliberately only logs (docs/product/errors.md) would clutter the output.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function signedInAs(role: keyof typeof USERS) {
  return fakeApi({ 'GET /admin/auth/me': () => json(USERS[role]) });
}

async function navLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('top navigation per role (docs/product/screens.md)', () => {
  it('shows an admin every link', async () => {
    renderApp({ path: '/users', token: 's', api: signedInAs('admin') });
    expect(await navLinks()).toEqual([
      ['Users', '/users'],
      ['Settings', '/settings'],
      ['Schools', '/schools'],
      ['Classes', '/classes'],
      ['Students', '/students'],
      ['Topics', '/problemsets'],
      ['Problems', '/problems'],
      ['Reviews', '/reviews'],
      ['Audit log', '/audit'],
    ]);
  });

  it('shows a schooladmin users, classes, students, topics, problems, reviews and the audit log', async () => {
    renderApp({ path: '/users', token: 's', api: signedInAs('schooladmin') });
    expect((await navLinks()).map(([label]) => label)).toEqual(['Users', 'Classes', 'Students', 'Topics', 'Problems', 'Reviews', 'Audit log']);
  });

  it('shows a teacher classes, students, topics, problems and reviews', async () => {
    renderApp({ path: '/classes', token: 's', api: signedInAs('teacher') });
    expect((await navLinks()).map(([label]) => label)).toEqual(['Classes', 'Students', 'Topics', 'Problems', 'Reviews']);
  });

  it('shows a parent "Children" instead of "Students"', async () => {
    renderApp({ path: '/students', token: 's', api: signedInAs('parent') });
    expect(await navLinks()).toEqual([
      ['Children', '/students'],
      ['Topics', '/problemsets'],
      ['Problems', '/problems'],
      ['Reviews', '/reviews'],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My children' })).toBeInTheDocument();
  });

  it('marks the current section and navigates with the links', async () => {
    const user = userEvent.setup();
    const { path } = renderApp({ path: '/classes/11', token: 's', api: signedInAs('teacher') });
    await screen.findByRole('heading', { level: 1, name: 'Edit class' });
    expect(screen.getByRole('link', { name: 'Classes' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Topics' }));
    await screen.findByRole('heading', { level: 1, name: 'Topics' });
    expect(path()).toBe('/problemsets');
    expect(screen.getByRole('link', { name: 'Topics' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the user's full name and a logout button", async () => {
    renderApp({ path: '/classes', token: 's', api: signedInAs('teacher') });
    expect(await screen.findByRole('button', { name: 'Julia Hoffmann' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });
});

describe('logout (docs/product/states.md)', () => {
  it('tells the server, clears the session and goes to /login', async () => {
    const user = userEvent.setup();
    const api = signedInAs('teacher');
    api.on('POST /admin/auth/logout', () => json({ ok: true }));
    const { path, store } = renderApp({ path: '/classes', token: 'session-9', api });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path()).toBe('/login');
    const logout = api.calls.find((call) => call.path === '/admin/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer session-9');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
  });

  it.each([
    ['a server error', () => json({ detail: 'boom' }, 500)],
    ['no answer', unreachable],
  ])('clears the session and goes to /login even after %s', async (_, handler) => {
    const user = userEvent.setup();
    const api = signedInAs('admin');
    api.on('POST /admin/auth/logout', handler);
    const { path, store } = renderApp({ path: '/users', token: 'session-9', api });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path()).toBe('/login');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
  });
});

describe('language in the shell', () => {
  it('switches the language and the logo', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/students', token: 's', api: signedInAs('parent') });
    await screen.findByRole('heading', { level: 1, name: 'My children' });
    expect(screen.getByRole('img', { name: 'Maths back office' })).toHaveAttribute('src', '/logos/logo-en.svg');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'uk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Мої діти' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Діти' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Математика: панель керування' })).toHaveAttribute(
      'src',
      '/logos/logo-uk.svg',
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { auditApi, page, RENAMED } from './test-fixtures.ts';

/** The query of the last GET /admin/audit. */
function lastAuditQuery(api: ReturnType<typeof auditApi>): URLSearchParams {
  const search = lastSearch.get(api);
  if (search === undefined) throw new Error('no GET /admin/audit');
  return new URLSearchParams(search);
}
const lastSearch = new WeakMap<object, string>();

/** Records each audit request's query string (the fake API keeps only the path). */
function recording(api: ReturnType<typeof auditApi>) {
  const fetch = api.fetch;
  api.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/admin/audit')) lastSearch.set(api, url.search.slice(1));
    return fetch(request);
  }) as typeof fetch;
  return api;
}

const rows = () => screen.getAllByRole('row').slice(1);

/** The table row that shows `text` (the operation filter's options hold the same words). */
async function row(text: string): Promise<HTMLElement> {
  const cell = await within(await screen.findByRole('table')).findByText(text);
  return cell.closest('tr')!;
}

describe('/audit (docs/product/screens.md#audit-log)', () => {
  it('shows the entries with operations and records in words, actor and record as links', async () => {
    renderApp({ path: '/audit', token: 's', api: auditApi('admin') });
    await screen.findByRole('heading', { name: 'Audit log' });
    const renamed = await row('Student changed');
    expect(within(renamed).getByRole('link', { name: 'Thomas Berger' })).toHaveAttribute('href', '/users?user=2');
    expect(within(renamed).getByRole('link', { name: 'Student: Lena Fischer-Wolf' })).toHaveAttribute('href', '/students/k7m2q9xw4tfa');
    expect(within(renamed).getByText(/School administrator · 203\.0\.113\.24/)).toBeInTheDocument();
    // German date and time whatever the language (the tests run in UTC).
    expect(within(renamed).getByText('27.11.2026 09:41')).toBeInTheDocument();
    expect(rows()).toHaveLength(4);
    expect(screen.getByTestId('audit-count')).toHaveTextContent('4 entries');
    // The failed sign-in says so; nobody is named.
    const signIn = await row('Sign-in');
    expect(within(signIn).getByText('Failed')).toBeInTheDocument();
    expect(within(signIn).getByText('Unknown')).toBeInTheDocument();
    // The nightly purge: the server's own work, about the log itself, in words.
    const purge = await row('Old audit entries purged');
    expect(within(purge).getByText('System')).toBeInTheDocument();
    expect(within(purge).getByText('Audit log')).toBeInTheDocument();
  });

  it('shows changes as "field: before → after", values as text, long ones cut with the whole in the title', async () => {
    renderApp({ path: '/audit', token: 's', api: auditApi('admin') });
    const renamed = await row('Student changed');
    const changes = within(renamed).getByTestId('audit-changes');
    expect(changes.querySelectorAll('li')[0]).toHaveTextContent('Last name: Fischer → to Fischer-Wolf');
    expect(changes.querySelectorAll('li')[1]).toHaveTextContent('Class (id): 11 → to 12');
    // Fixed values in words, not as stored.
    expect(changes.querySelectorAll('li')[2]).toHaveTextContent('Gender: Male → to Female');
    expect(changes.querySelectorAll('li')[3]).toHaveTextContent('Active: yes → to no');

    const edit = await row('Problem changed');
    const text = within(edit).getByTestId('audit-changes').querySelectorAll('li')[0]!;
    // Markup stays text: no element is made from it.
    expect(text.querySelector('b, img')).toBeNull();
    expect(text).toHaveTextContent('<img src=x onerror=alert(1)>');
    const cut = within(text).getByTitle(/^<b>Berechne<\/b> die Fläche/);
    expect(cut.textContent).toHaveLength(60);
    expect(cut.textContent?.endsWith('…')).toBe(true);
    // A file by its size, never its content.
    expect(within(edit).getByTestId('audit-changes').querySelectorAll('li')[1]).toHaveTextContent('Image: file, 47,1 kB → to file, 512 bytes');

    // A created value has nothing before it.
    const signIn = await row('Sign-in');
    expect(within(signIn).getByTestId('audit-changes')).toHaveTextContent('E-mail: — → to j.hoffmann@example.org');
  });

  it('sends the filters of the URL and writes a changed filter back to it, starting at page 1', async () => {
    const api = recording(auditApi('admin', page([RENAMED], 120)));
    const { path } = renderApp({
      path: '/audit?entity_type=student&entity_id=k7m2q9xw4tfa&operation=updateStudent&actor=2&from=2026-11-01&to=2026-11-27&page=2',
      token: 's',
      api,
    });
    await row('Student changed');
    const query = lastAuditQuery(api);
    expect(Object.fromEntries(query)).toEqual({
      entity_type: 'student',
      entity_id: 'k7m2q9xw4tfa',
      operation_id: 'updateStudent',
      actor_user_id: '2',
      // Whole days in the browser's time zone (UTC here): "to" includes the 27th.
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-28T00:00:00.000Z',
      page: '2',
      per_page: '50',
    });
    expect(screen.getByLabelText('Operation')).toHaveValue('updateStudent');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('01.11.2026');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('27.11.2026');
    expect(screen.getByLabelText('Who')).toHaveValue('2');
    expect(screen.getByTestId('audit-record-filter')).toHaveTextContent('Only: Student: Lena Fischer-Wolf');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Operation'), { target: { value: 'deleteStudent' } });
    await waitFor(() => expect(path()).toContain('operation=deleteStudent'));
    expect(path()).not.toContain('page=');
    await waitFor(() => expect(lastAuditQuery(api).get('operation_id')).toBe('deleteStudent'));

    // Another kind of record drops the record of the link.
    fireEvent.change(screen.getByLabelText('Kind of record'), { target: { value: 'class' } });
    await waitFor(() => expect(path()).toContain('entity_type=class'));
    expect(path()).not.toContain('entity_id');

    // A day typed in the German format applies when the field is left; an unreadable one is said so.
    const from = screen.getByRole('textbox', { name: 'From' });
    fireEvent.change(from, { target: { value: '3.11.2026' } });
    fireEvent.blur(from);
    await waitFor(() => expect(path()).toContain('from=2026-11-03'));
    fireEvent.change(from, { target: { value: '31.02.2026' } });
    fireEvent.keyDown(from, { key: 'Enter' });
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Please enter a day as DD.MM.YYYY.');
    expect(path()).toContain('from=2026-11-03');

    fireEvent.click(screen.getByRole('button', { name: 'Show all entries' }));
    await waitFor(() => expect(path()).toBe('/audit'));
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('');
  });

  it('ignores what the URL may not hold', async () => {
    const api = recording(auditApi('admin'));
    renderApp({ path: '/audit?entity_type=spaceship&operation=DROP%20TABLE&actor=-1&from=2026-02-31', token: 's', api });
    await row('Student changed');
    expect(Object.fromEntries(lastAuditQuery(api))).toEqual({ page: '1', per_page: '50' });
  });

  it('offers every operation in words, sorted, in the operation filter', async () => {
    renderApp({ path: '/audit', token: 's', api: auditApi('admin') });
    await row('Student changed');
    const options = within(screen.getByLabelText('Operation')).getAllByRole('option').map((option) => option.textContent ?? '');
    expect(options[0]).toBe('All operations');
    expect(options).toContain('Student changed');
    expect(options.every((label) => !/^[a-z]+[A-Z]/.test(label))).toBe(true);
    const words = options.slice(1);
    expect(words).toEqual([...words].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('says when the log could not be loaded', async () => {
    const api = auditApi('admin');
    api.on('GET /admin/audit', () => new Response(JSON.stringify({ detail: 'busy', code: 'server.busy' }), { status: 503, headers: { 'Content-Type': 'application/json' } }));
    renderApp({ path: '/audit', token: 's', api });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is in the navigation of admins and schooladmins only; others are sent to /unauthorized', async () => {
    for (const role of ['admin', 'schooladmin'] as const) {
      const { unmount } = renderApp({ path: '/audit', token: 's', api: auditApi(role) });
      expect(await screen.findByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/audit');
      unmount();
    }
    for (const role of ['teacher', 'parent'] as const) {
      const { path, unmount } = renderApp({ path: '/audit', token: 's', api: auditApi(role) });
      await waitFor(() => expect(path()).toBe('/unauthorized'));
      expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
      unmount();
    }
  });
});

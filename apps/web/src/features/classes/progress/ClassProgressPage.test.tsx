import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, type FakeApi } from '../../../../test/fake-api.ts';
import { renderApp } from '../../../../test/render.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { PROGRESS, progressApi } from '../test-fixtures.ts';

async function openProgress(path = '/classes/11/progress', api: FakeApi = progressApi()) {
  const rendered = renderApp({ path, token: 's', api });
  await screen.findByRole('grid', { name: 'Progress of class 5a' });
  return { ...rendered, user: userEvent.setup() };
}

const grid = () => screen.getByRole('grid', { name: 'Progress of class 5a' });
/** The row of a student, by the name link in its first cell. */
const rowOf = (name: string) => within(grid()).getByRole('link', { name }).closest('tr')!;
const studentOrder = () =>
  within(grid())
    .getAllByRole('rowheader')
    .map((header) => within(header).queryByRole('link')?.textContent)
    .filter(Boolean);
/** The state names of a row's problem cells, in column order. */
const statesOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('gridcell')
    .filter((cell) => cell.hasAttribute('data-s'))
    .map((cell) => cell.getAttribute('aria-label'));

describe('ClassProgressPage (docs/product/screens.md#class-progress)', () => {
  it('shows each cell by mark and name, the change date in its tooltip, and the totals', async () => {
    await openProgress();
    expect(statesOf('Fischer, Lena')).toEqual(['Solved', 'Quiz, not solved', 'Assigned, not solved', 'Assigned, not solved', 'Solved']);
    expect(statesOf('Weber, Jonas')).toEqual(Array(5).fill('Not assigned'));
    const solved = within(rowOf('Fischer, Lena')).getAllByRole('gridcell', { name: 'Solved' })[0]!;
    expect(solved).toHaveAttribute('data-s', 'solved');
    // The tooltip is written when the pointer reaches the cell; focus also gives the date as its description.
    expect(solved).not.toHaveAttribute('title');
    fireEvent.mouseOver(solved);
    expect(solved).toHaveAttribute('title', `Solved · ${formatDateTime('2026-11-24T15:40:00Z')}`);
    expect(solved.title).toMatch(/· \d{2}\.\d{2}\.2026 \d{2}:\d{2}$/);
    expect(solved).toHaveAttribute('aria-description', formatDateTime('2026-11-24T15:40:00Z'));
    const notAssigned = within(rowOf('Weber, Jonas')).getAllByRole('gridcell', { name: 'Not assigned' })[0]!;
    fireEvent.focusIn(notAssigned);
    expect(notAssigned).toHaveAttribute('title', 'Not assigned');
    expect(notAssigned).not.toHaveAttribute('aria-description');
    expect(within(rowOf('Fischer, Lena')).getAllByRole('gridcell').at(-1)).toHaveTextContent('1 / 4');
    expect(within(rowOf('Albrecht, Nele')).getAllByRole('gridcell').at(-1)).toHaveTextContent('2 / 2');
  });

  it('groups the problems under their topics, links them and the students', async () => {
    await openProgress();
    const topics = within(grid()).getAllByRole('columnheader').filter((header) => header.getAttribute('scope') === 'colgroup');
    expect(topics.map((header) => [header.textContent, header.getAttribute('colspan')])).toEqual([
      ['Brüche addieren und subtrahieren', '3'],
      ['Flächen und Umfang', '2'],
    ]);
    expect(within(grid()).getByRole('link', { name: 'Flächen und Umfang 1: Umfang eines Quadrats' })).toHaveAttribute('href', '/problems/201');
    expect(within(grid()).getByRole('link', { name: 'Fischer, Lena' })).toHaveAttribute('href', '/students/k7m2q9xw4tfa');
  });

  it('shows each problem’s solve rate and marks students without activity for 14 days', async () => {
    await openProgress();
    const footer = within(grid()).getByRole('rowheader', { name: 'Solve rate' }).closest('tr')!;
    expect(within(footer).getAllByRole('gridcell').map((cell) => cell.textContent)).toEqual(['100%', '50%', '0%', '0%', '100%', '']);
    expect(within(rowOf('Weber, Jonas')).getByText('No activity for 14 days')).toBeInTheDocument();
    expect(within(rowOf('Albrecht, Nele')).getByText('No activity for 14 days')).toBeInTheDocument();
    expect(within(rowOf('Fischer, Lena')).queryByText('No activity for 14 days')).not.toBeInTheDocument();
  });

  it('filters to one topic in the address and counts the totals over it', async () => {
    const { user, path } = await openProgress();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Flächen und Umfang');
    await waitFor(() => expect(path()).toBe('/classes/11/progress?topic=32'));
    expect(statesOf('Fischer, Lena')).toEqual(['Assigned, not solved', 'Solved']);
    expect(within(rowOf('Fischer, Lena')).getAllByRole('gridcell').at(-1)).toHaveTextContent('1 / 2');
    expect(within(rowOf('Albrecht, Nele')).getAllByRole('gridcell').at(-1)).toHaveTextContent('1 / 1');
  });

  it('sorts by name, solved share or last activity, kept in the address', async () => {
    const { user, path } = await openProgress();
    expect(studentOrder()).toEqual(['Albrecht, Nele', 'Fischer, Lena', 'Weber, Jonas']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Solved share (lowest first)');
    await waitFor(() => expect(path()).toBe('/classes/11/progress?sort=solved'));
    expect(studentOrder()).toEqual(['Fischer, Lena', 'Albrecht, Nele', 'Weber, Jonas']);
    await user.selectOptions(sort, 'Last activity (newest first)');
    await waitFor(() => expect(path()).toBe('/classes/11/progress?sort=-activity'));
    expect(studentOrder()).toEqual(['Fischer, Lena', 'Albrecht, Nele', 'Weber, Jonas']);
    await user.selectOptions(sort, 'Last activity (oldest first)');
    expect(studentOrder()).toEqual(['Weber, Jonas', 'Albrecht, Nele', 'Fischer, Lena']);
  });

  it('opens with the order and topic of the address', async () => {
    await openProgress('/classes/11/progress?sort=-name&topic=31');
    expect(studentOrder()).toEqual(['Weber, Jonas', 'Fischer, Lena', 'Albrecht, Nele']);
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('31');
    expect(statesOf('Fischer, Lena')).toHaveLength(3);
  });

  it('exports the CSV in the interface language under the server’s file name', async () => {
    const api = progressApi();
    const urls: string[] = [];
    api.on('GET /admin/classes/11/progress/export', (request) => {
      urls.push(new URL(request.url).pathname + new URL(request.url).search);
      return new Response('\uFEFFNachname;Vorname\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': "attachment; filename=\"Fortschritt_5a.csv\"; filename*=UTF-8''Fortschritt_5a.csv" },
      });
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:progress';
    try {
      const { user } = await openProgress('/classes/11/progress', api);
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual(['Fortschritt_5a.csv']));
      expect(urls).toEqual(['/api/admin/classes/11/progress/export?language=en']);
    } finally {
      URL.createObjectURL = createObjectURL;
      vi.restoreAllMocks();
    }
  });

  it('is one tab stop, and the arrow keys move between the cells', async () => {
    await openProgress();
    const focusable = [...grid().querySelectorAll('[tabindex="0"]')];
    expect(focusable).toEqual([within(grid()).getByRole('link', { name: 'Albrecht, Nele' })]);
    const start = focusable[0] as HTMLElement;
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(document.activeElement).toHaveAccessibleName('Solved');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toHaveAccessibleName('Solved');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toHaveAccessibleName('Quiz, not solved');
    expect(rowOf('Fischer, Lena')).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toHaveAccessibleName('Brüche addieren und subtrahieren 2: Taschengeld vergleichen');
    fireEvent.keyDown(document.activeElement!, { key: 'End', ctrlKey: true });
    expect(document.activeElement?.closest('tfoot')).not.toBeNull();
    expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('says so when the class is unknown', async () => {
    renderApp({ path: '/classes/99/progress', token: 's', api: progressApi() });
    expect(await screen.findByText('Class not found')).toBeInTheDocument();
  });

  it('offers "Try again" when the matrix could not be loaded', async () => {
    const api = progressApi();
    api.on('GET /admin/classes/11/progress', () => json({ detail: 'boom' }, 500));
    renderApp({ path: '/classes/11/progress', token: 's', api });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is linked from the class page and from each row of the classes list', async () => {
    const first = renderApp({ path: '/classes/11', token: 's', api: progressApi() });
    expect(await screen.findByRole('link', { name: 'Progress' })).toHaveAttribute('href', '/classes/11/progress');
    first.unmount();
    renderApp({ path: '/classes', token: 's', api: progressApi() });
    expect(await screen.findByRole('link', { name: 'Progress of 5a' })).toHaveAttribute('href', '/classes/11/progress');
  });

  it('keeps the names as text', async () => {
    const api = progressApi('teacher', {
      ...PROGRESS,
      students: [{ ...PROGRESS.students[2]!, firstname: '<b>Jonas</b>' }],
    });
    await openProgress('/classes/11/progress', api);
    expect(within(grid()).getByRole('link', { name: 'Weber, <b>Jonas</b>' })).toBeInTheDocument();
  });
});

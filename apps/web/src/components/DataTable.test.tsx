import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { DataTable, type Column, type DataTableProps } from './DataTable.tsx';

interface Row {
  id: number;
  name: string;
  students: number;
  active: boolean;
}
const rows: Row[] = [
  { id: 1, name: '6b', students: 27, active: true },
  { id: 2, name: '5a', students: 31, active: false },
  { id: 3, name: '10c', students: 19, active: true },
];
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name' },
  { key: 'students', header: 'Students' },
  {
    key: 'actions',
    header: 'Actions',
    sortable: false,
    render: (row) => <button type="button">Delete {row.name}</button>,
  },
];

/** The classes table of these tests, with `props` added. */
function renderClasses(props: Partial<DataTableProps<Row>> = {}) {
  return renderApp({ ui: <DataTable caption="Classes" columns={columns} rows={rows} rowKey={(r) => r.id} {...props} /> });
}

function firstColumn() {
  const body = screen.getAllByRole('rowgroup')[1]!;
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DataTable', () => {
  it('is a real table named by its caption', () => {
    renderApp({ ui: <DataTable caption="Classes" columns={columns} rows={rows} rowKey={(r) => r.id} /> });
    const table = screen.getByRole('table', { name: 'Classes' });
    expect(table.tagName).toBe('TABLE');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  });

  it('sorts by a header and reverses on a second click', async () => {
    const user = userEvent.setup();
    renderApp({ ui: <DataTable caption="Classes" columns={columns} rows={rows} rowKey={(r) => r.id} /> });
    expect(firstColumn()).toEqual(['6b', '5a', '10c']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    // Natural order: 5a, 6b, 10c (numbers inside names compare as numbers).
    expect(firstColumn()).toEqual(['5a', '6b', '10c']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstColumn()).toEqual(['10c', '6b', '5a']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Students' }));
    expect(firstColumn()).toEqual(['10c', '6b', '5a']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Students' }));
    expect(firstColumn()).toEqual(['5a', '6b', '10c']);
  });

  it('starts with the default sort and offers no sort button on unsortable columns', () => {
    renderClasses({ defaultSort: { key: 'students', direction: 'desc' } });
    expect(firstColumn()).toEqual(['5a', '6b', '10c']);
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('opens a row on click and on Enter, but not through a control inside it', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderApp({
      ui: (
        <DataTable caption="Classes" columns={columns} rows={rows} rowKey={(r) => r.id} onRowClick={onRowClick} />
      ),
    });
    await user.click(screen.getByText('5a'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);

    await user.click(screen.getByRole('button', { name: 'Delete 6b' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);

    const row = screen.getByText('10c').closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[2]);
  });

  it('makes a row that opens a page a link: one tab stop, the row follows it, its controls do not', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { path } = renderClasses({ rowHref: (r) => `/classes/${r.id}` });
    const link = screen.getByRole('link', { name: '5a' });
    expect(link).toHaveAttribute('href', '/classes/2');
    const row = link.closest('tr')!;
    expect(row).not.toHaveAttribute('tabindex');

    // The delete button is the row's own: no navigation.
    await user.click(within(row).getByRole('button', { name: 'Delete 5a' }));
    expect(path()).toBe('/');

    // A click elsewhere in the row opens the page in this tab.
    await user.click(within(row).getByText('31'));
    expect(path()).toBe('/classes/2');

    // Ctrl-click and a middle click on the row open a new tab; this one stays.
    fireEvent.click(within(screen.getByRole('link', { name: '10c' }).closest('tr')!).getByText('19'), { ctrlKey: true });
    expect(open).toHaveBeenLastCalledWith(expect.stringMatching(/\/classes\/3$/), '_blank', 'noopener');
    fireEvent(within(row).getByText('31'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(open).toHaveBeenLastCalledWith(expect.stringMatching(/\/classes\/2$/), '_blank', 'noopener');
    expect(path()).toBe('/classes/2');
    open.mockRestore();
  });

  it('shows new rows first and marked, whatever the sort', () => {
    renderClasses({ defaultSort: { key: 'name', direction: 'asc' }, isRowNew: (r) => r.id === 3 });
    expect(firstColumn()).toEqual(['10cNew', '5a', '6b']);
    expect(screen.getByText('10c').closest('tr')).toHaveAttribute('data-new');
  });

  it('sorts names in the interface language, ignoring case', async () => {
    const user = userEvent.setup();
    const names: Row[] = ['zoe', 'Anna', 'Özil', 'anton', 'Otto'].map((name, id) => ({ id, name, students: 0, active: true }));
    renderApp({ ui: <DataTable caption="Names" columns={columns} rows={names} rowKey={(r) => r.id} /> });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstColumn()).toEqual(['Anna', 'anton', 'Otto', 'Özil', 'zoe']);
  });

  it('cuts long names with an ellipsis and keeps the full name on hover', () => {
    const long = 'Klasse 10c mit dem sehr langen Namen der Arbeitsgemeinschaft';
    renderClasses({
      columns: [{ key: 'name', header: 'Name', truncate: true }],
      rows: [{ id: 1, name: long, students: 1, active: true }],
      rowHref: () => '/classes/1',
    });
    const link = screen.getByRole('link', { name: long });
    expect(link).toHaveClass('data-table-truncate');
    expect(link).toHaveAttribute('title', long);
  });

  it('dims inactive rows', () => {
    renderApp({
      ui: (
        <DataTable
          caption="Classes"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          isRowInactive={(r) => !r.active}
        />
      ),
    });
    expect(screen.getByText('5a').closest('tr')).toHaveAttribute('data-inactive', 'true');
    expect(screen.getByText('6b').closest('tr')).not.toHaveAttribute('data-inactive');
  });

  it('shows the empty state', () => {
    renderApp({
      ui: <DataTable caption="Classes" columns={columns} rows={[]} rowKey={(r) => r.id} emptyText="No classes yet." />,
    });
    expect(screen.getByText('No classes yet.')).toBeInTheDocument();
    renderApp({ ui: <DataTable caption="Other" columns={columns} rows={[]} rowKey={(r) => r.id} /> });
    expect(screen.getByText('No entries found.')).toBeInTheDocument();
  });

  it('searches 300 ms after the typing stopped, once', async () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderApp({
      ui: <DataTable caption="Classes" columns={columns} rows={rows} rowKey={(r) => r.id} onSearch={onSearch} />,
    });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'b' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: 'be' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('be');

    // Escape clears the box, and the empty search goes out too.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});

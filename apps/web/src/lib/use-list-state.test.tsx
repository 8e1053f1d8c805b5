import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'wouter';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { choiceFilter, integerFilter, parseSort, useListState, type FilterParams, type SortState } from './use-list-state.ts';

interface Filters {
  grade: number;
  language: 'all' | 'de' | 'ru';
}
const FILTERS: FilterParams<Filters> = { grade: integerFilter(5), language: choiceFilter(['all', 'de', 'ru'], 'all') };
const DEFAULT_SORT: SortState = { key: 'lastlogin', direction: 'desc' };

function Probe() {
  const [, navigate] = useLocation();
  const list = useListState({ defaultSort: DEFAULT_SORT, filters: FILTERS });
  return (
    <div>
      <input aria-label="Search" value={list.searchText} onChange={(event) => list.setSearchText(event.target.value)} />
      <output aria-label="state">
        {JSON.stringify({ search: list.search, sort: list.sort, page: list.page, filters: list.filters })}
      </output>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>next</button>
      <button type="button" onClick={() => list.setSort({ key: 'name', direction: 'asc' })}>by name</button>
      <button type="button" onClick={() => list.setSort(DEFAULT_SORT)}>default sort</button>
      <button type="button" onClick={() => list.setFilter('language', 'ru')}>russian</button>
      <button type="button" onClick={() => list.setFilter('grade', 5)}>grade 5</button>
      <button type="button" onClick={() => navigate('/list?q=neu&page=4')}>link</button>
    </div>
  );
}

const state = () => JSON.parse(screen.getByLabelText('state').textContent ?? '{}');

describe('useListState: a list in the query string', () => {
  it('reads search, sort, page and typed filters from the URL, with defaults for what is missing or broken', () => {
    renderApp({ path: '/list?q=Berg&sort=-name&page=3&grade=7&language=xx', ui: <Probe /> });
    expect(state()).toEqual({
      search: 'Berg',
      sort: { key: 'name', direction: 'desc' },
      page: 3,
      filters: { grade: 7, language: 'all' },
    });
    expect(screen.getByLabelText('Search')).toHaveValue('Berg');
  });

  it('leaves defaults out of the URL', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/list?sort=name&grade=8', ui: <Probe /> });
    await user.click(screen.getByRole('button', { name: 'default sort' }));
    expect(app.path()).toBe('/list?grade=8');
    await user.click(screen.getByRole('button', { name: 'grade 5' }));
    expect(app.path()).toBe('/list');
    expect(state().sort).toEqual(DEFAULT_SORT);
  });

  it('replaces the history entry 300 ms after typing stops, and pushes page, sort and filter changes', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/list?page=2', ui: <Probe /> });
    await user.type(screen.getByLabelText('Search'), 'Kra');
    // Not yet in the URL while typing.
    expect(app.path()).toBe('/list?page=2');
    await waitFor(() => expect(app.path()).toBe('/list?q=Kra'));
    expect(app.history).toEqual(['/list?q=Kra']);
    expect(state().search).toBe('Kra');

    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(app.path()).toBe('/list?q=Kra&page=2');
    await user.click(screen.getByRole('button', { name: 'by name' }));
    expect(app.path()).toBe('/list?q=Kra&sort=name');
    await user.click(screen.getByRole('button', { name: 'russian' }));
    expect(app.path()).toBe('/list?q=Kra&sort=name&language=ru');
    expect(app.history).toHaveLength(4);
    expect(state()).toMatchObject({ page: 1, sort: { key: 'name', direction: 'asc' }, filters: { language: 'ru', grade: 5 } });
  });

  it('follows the URL when it changes from outside (back, a link)', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/list?q=alt', ui: <Probe /> });
    expect(screen.getByLabelText('Search')).toHaveValue('alt');
    await user.clear(screen.getByLabelText('Search'));
    await waitFor(() => expect(state().search).toBe(''));
    await user.click(screen.getByRole('button', { name: 'link' }));
    expect(screen.getByLabelText('Search')).toHaveValue('neu');
    expect(state()).toMatchObject({ search: 'neu', page: 4 });
  });

  it('writes the sort as key or -key', () => {
    expect(parseSort('-x')).toEqual({ key: 'x', direction: 'desc' });
    expect(parseSort('')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { searchHandler } from '../../test/problem-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { ProblemPickerDialog, selectionChanged } from './ProblemPickerDialog.tsx';

function setup(preselected: number[] = [], assigned: number[] = []) {
  const search = searchHandler(45);
  const urls: URL[] = [];
  const api = fakeApi({
    'GET /admin/problems/search': (request) => {
      urls.push(new URL(request.url));
      return search(request);
    },
  });
  const onSave = vi.fn();
  renderApp({ api, ui: <ProblemPickerDialog open preselected={preselected} assigned={assigned} onSave={onSave} onClose={() => {}} /> });
  return { urls, onSave };
}

const checkbox = (id: number) => screen.getByRole('checkbox', { name: `Problem ${id}` });

describe('selectionChanged', () => {
  it('compares as sets', () => {
    expect(selectionChanged([], [])).toBe(false);
    expect(selectionChanged([1, 2], [2, 1])).toBe(false);
    expect(selectionChanged([1, 2], [1])).toBe(true);
    expect(selectionChanged([1], [1, 3])).toBe(true);
    expect(selectionChanged([], [3])).toBe(true);
  });
});

describe('ProblemPickerDialog', () => {
  it('pages by 20 and keeps the selection across pages and searches', async () => {
    const user = userEvent.setup();
    const { urls, onSave } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Add problems' });
    await within(dialog).findByText('45 problems found');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(20);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('0 selected')).toBeInTheDocument();

    await user.click(checkbox(45));
    expect(within(dialog).getByText('1 selected')).toBeInTheDocument();
    expect(save).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(checkbox(5)).toBeInTheDocument());
    await user.click(checkbox(5));

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search problems' }), 'Aufgabe 45');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1));
    expect(checkbox(45)).toBeChecked();
    expect(urls.at(-1)?.searchParams.get('query')).toBe('Aufgabe 45');
    expect(urls.at(-1)?.searchParams.get('page')).toBe('1');
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument();

    await user.click(save);
    expect(onSave).toHaveBeenCalledWith([45, 5]);
  });

  it('starts with the caller\'s preselection, which can be unselected', async () => {
    const user = userEvent.setup();
    const { onSave } = setup([44, 43]);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('2 selected');
    await waitFor(() => expect(checkbox(44)).toBeChecked());
    await user.click(checkbox(44));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([43]);
  });

  it('enables Save only for a change of the preselection; unticking all of it saves an empty selection', async () => {
    const user = userEvent.setup();
    const { onSave } = setup([45]);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(checkbox(45)).toBeChecked());
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(checkbox(44));
    expect(save).toBeEnabled();
    await user.click(checkbox(44));
    expect(save).toBeDisabled();
    await user.click(checkbox(45));
    expect(within(dialog).getByText('0 selected')).toBeInTheDocument();
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith([]);
  });

  it('shows problems the caller already has ticked, locked and labelled, and leaves them out of the selection', async () => {
    const user = userEvent.setup();
    const { onSave } = setup([], [45]);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(checkbox(45)).toBeChecked());
    expect(checkbox(45)).toBeDisabled();
    expect(checkbox(45)).toHaveAccessibleDescription('Already assigned');
    expect(within(dialog).getByText('0 selected')).toBeInTheDocument();
    await user.click(checkbox(44));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([44]);
  });

  it('searches grades 1-13 and difficulties 1-5, 20 a page, and moves a grade thumb by keyboard', async () => {
    const user = userEvent.setup();
    const { urls } = setup();
    await screen.findByText('45 problems found');
    const first = urls[0]!.searchParams;
    expect(Object.fromEntries(first)).toMatchObject({ grade_min: '1', grade_max: '13', difficulty_min: '1', difficulty_max: '5', per_page: '20', page: '1' });
    const from = screen.getByRole('slider', { name: 'Grade: from' });
    from.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('grade_min')).toBe('3'));
  });
});

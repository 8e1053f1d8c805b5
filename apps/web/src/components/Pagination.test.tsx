import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { Pagination } from './Pagination.tsx';

function pageButtons() {
  const nav = screen.getByRole('navigation', { name: 'Pages' });
  return within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));
}

describe('Pagination', () => {
  it('shows 5 pages either side of the current one with first, previous, next and last', () => {
    renderApp({ ui: <Pagination page={10} totalPages={30} onPageChange={() => {}} /> });
    expect(pageButtons()).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('disables first and previous on the first page', () => {
    renderApp({ ui: <Pagination page={1} totalPages={3} onPageChange={() => {}} /> });
    expect(pageButtons()).toEqual([1, 2, 3]);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('disables next and last on the last page', () => {
    renderApp({ ui: <Pagination page={3} totalPages={3} onPageChange={() => {}} /> });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeEnabled();
  });

  it('asks for the chosen page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderApp({ ui: <Pagination page={4} totalPages={20} onPageChange={onPageChange} /> });
    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([7, 1, 3, 5, 20]);
  });
});

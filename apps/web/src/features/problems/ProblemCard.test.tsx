import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { problem } from '../../../test/problem-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { ProblemCard } from './ProblemCard.tsx';

const PROBLEM = problem(252, { text: 'Berechne den Umfang.', answer: null });

function renderCard(editable: boolean, shown = PROBLEM) {
  const onCopy = vi.fn();
  const rendered = renderApp({
    ui: (
      <ProblemCard
        problem={shown}
        editable={editable}
        editHref="/problems/252?page=2"
        marked={false}
        onCopy={onCopy}
        onDelete={vi.fn()}
        copying={false}
      />
    ),
  });
  return { ...rendered, onCopy };
}

describe('ProblemCard', () => {
  it('links to the editor where editing is allowed: Edit is a link, a click on the card follows it', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { path, onCopy } = renderCard(true);
    expect(screen.getByRole('link', { name: 'Edit problem 252' })).toHaveAttribute('href', '/problems/252?page=2');

    await user.click(screen.getByRole('button', { name: 'Copy problem 252' }));
    expect(onCopy).toHaveBeenCalled();
    expect(path()).toBe('/');

    fireEvent.click(screen.getByText('Berechne den Umfang.'), { ctrlKey: true });
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/problems\/252\?page=2$/), '_blank', 'noopener');
    expect(path()).toBe('/');

    await user.click(screen.getByText('Berechne den Umfang.'));
    expect(path()).toBe('/problems/252?page=2');
    open.mockRestore();
  });

  it('offers no link and does not open on a click where editing is not allowed', async () => {
    const user = userEvent.setup();
    const { path } = renderCard(false);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByText('Berechne den Umfang.'));
    expect(path()).toBe('/');
  });

  it('shows the thumbnail on the card and the image itself in the preview', async () => {
    const user = userEvent.setup();
    const url = `/api/files/${'a'.repeat(64)}.jpg`;
    const thumbnail = `/api/files/${'b'.repeat(64)}.jpg`;
    renderCard(false, problem(253, { file_url: url, thumbnail_url: thumbnail, file_type: 'image/jpeg' }));
    expect(screen.getByRole('img', { name: 'Image of problem 253' })).toHaveAttribute('src', thumbnail);
    await user.click(screen.getByRole('button', { name: /Image of problem 253/ }));
    const shown = await screen.findAllByRole('img', { name: 'Image of problem 253' });
    expect(shown.map((img) => img.getAttribute('src'))).toContain(url);
  });

  it('shows the image itself where there is no thumbnail', () => {
    const url = `/api/files/${'c'.repeat(64)}.png`;
    renderCard(false, problem(254, { file_url: url, file_type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Image of problem 254' })).toHaveAttribute('src', url);
  });
});

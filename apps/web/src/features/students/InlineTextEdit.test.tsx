import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { InlineTextEdit } from './InlineTextEdit.tsx';

function setup(value = 'Lena') {
  const onSave = vi.fn();
  renderApp({
    ui: (
      <>
        <InlineTextEdit label="First name" value={value} onSave={onSave} requiredMessage="Please enter a first and a last name" />
        <button type="button">Elsewhere</button>
      </>
    ),
  });
  return { onSave, user: userEvent.setup() };
}

const valueButton = () => screen.getByRole('button', { name: /First name: Lena/ });

describe('InlineTextEdit (docs/product/screens.md: click to edit, Enter saves, Escape or a click outside cancels)', () => {
  it('opens an input on click and saves the trimmed text with Enter', async () => {
    const { onSave, user } = setup();
    await user.click(valueButton());
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveValue('Lena');
    await user.clear(input);
    await user.type(input, '  Lena Marie {Enter}');
    expect(onSave).toHaveBeenCalledWith('Lena Marie');
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
  });

  it('cancels with Escape: nothing is saved and the value shows again', async () => {
    const { onSave, user } = setup();
    await user.click(valueButton());
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'xyz{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(valueButton()).toHaveTextContent('Lena');
  });

  it('cancels on a click outside', async () => {
    const { onSave, user } = setup();
    await user.click(valueButton());
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('does not save an empty name and says why', async () => {
    const { onSave, user } = setup();
    await user.click(valueButton());
    const input = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a first and a last name');
    expect(input).toBeInTheDocument();
  });

  it('saves nothing when Enter leaves the text unchanged', async () => {
    const { onSave, user } = setup();
    await user.click(valueButton());
    await user.type(screen.getByRole('textbox', { name: 'First name' }), '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });
});

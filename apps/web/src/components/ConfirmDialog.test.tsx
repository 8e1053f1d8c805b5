import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function setup(overrides: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderApp({
    ui: (
      <ConfirmDialog
        open
        itemName="5a"
        details={<span>School: Gymnasium am Stadtpark</span>}
        onConfirm={onConfirm}
        onClose={onClose}
        {...overrides}
      />
    ),
  });
  return { onConfirm, onClose };
}

// A click beside the dialog, on the layer around it (jsdom has no layout: every box is at 0,0,
// so the point is given explicitly).
async function clickOutside() {
  // Zag starts listening for outside clicks a moment after the dialog opened.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const positioner = document.querySelector<HTMLElement>('[data-scope="dialog"][data-part="positioner"]')!;
  await userEvent.pointer({ keys: '[MouseLeft]', target: positioner, coords: { clientX: 600, clientY: 500 } });
}

describe('ConfirmDialog', () => {
  it('names what will be deleted', async () => {
    setup();
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm deletion' });
    expect(dialog).toHaveTextContent('Do you really want to delete “5a”?');
    expect(dialog).toHaveTextContent('School: Gymnasium am Stadtpark');
  });

  // Focus (the start on Cancel, the trap) needs real layout: the Playwright tests check it.
  it('confirms only on the delete button', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = setup();
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close on a click outside', async () => {
    const { onClose } = setup();
    await screen.findByRole('alertdialog');
    await clickOutside();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Cancel, Escape and the close control labelled "Close"', async () => {
    const user = userEvent.setup();
    const { onClose } = setup();
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('asks its own question for a removal that can be undone', async () => {
    setup({
      itemName: 'Jonas Weber',
      title: 'Remove student',
      question: 'Do you really want to remove “Jonas Weber” from class “5a”?',
      confirmLabel: 'Remove',
      undoable: true,
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove student' });
    expect(dialog).toHaveTextContent('Do you really want to remove “Jonas Weber” from class “5a”?');
    expect(dialog).not.toHaveTextContent('delete');
    expect(dialog).not.toHaveTextContent('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});

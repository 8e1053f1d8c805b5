import { Button, Input } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { FormDialog } from './FormDialog.tsx';

function setup(props: { closeOnOutsideClick?: boolean; error?: string } = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  renderApp({
    ui: (
      <FormDialog open title="Add class" onSubmit={onSubmit} onClose={onClose} {...props}>
        <Input aria-label="Name" />
      </FormDialog>
    ),
  });
  return { onSubmit, onClose };
}

// A click beside the dialog, on the layer around it (jsdom has no layout: every box is at 0,0,
// so the point is given explicitly).
async function clickOutside() {
  // Zag starts listening for outside clicks a moment after the dialog opened.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const positioner = document.querySelector<HTMLElement>('[data-scope="dialog"][data-part="positioner"]')!;
  await userEvent.pointer({ keys: '[MouseLeft]', target: positioner, coords: { clientX: 600, clientY: 500 } });
}

describe('FormDialog', () => {
  it('submits with Enter in a field and with the save button', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup();
    await screen.findByRole('dialog', { name: 'Add class' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '7c{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows the form error as an alert', async () => {
    setup({ error: 'Please enter a name for the class' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a name for the class');
  });

  it('does not close on a click outside unless asked to', async () => {
    const { onClose } = setup();
    await screen.findByRole('dialog');
    await clickOutside();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a click outside when asked to (so the test above can fail)', async () => {
    const { onClose } = setup({ closeOnOutsideClick: true });
    await screen.findByRole('dialog');
    await clickOutside();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('cancels with Cancel and with the "Close" control', async () => {
    const user = userEvent.setup();
    const { onClose, onSubmit } = setup();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add class</Button>
      {open ? (
        <FormDialog open title="New class" onSubmit={() => {}} onClose={() => setOpen(false)}>
          <Input aria-label="Name" autoFocus />
        </FormDialog>
      ) : null}
    </>
  );
}

describe('FormDialog focus', () => {
  it('gives the focus back to the opening button when closed, also when a field took it on open', async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Opener /> });
    await user.click(screen.getByRole('button', { name: 'Add class' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // The focus comes back once the dialog's close has run, which on a busy machine (two test
    // files at a time on two cores) can take longer than waitFor's default second.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add class' })).toHaveFocus());
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { ToggleSwitch } from './ToggleSwitch.tsx';

describe('ToggleSwitch', () => {
  it('is a switch named by its label and reports a change', async () => {
    const onChange = vi.fn();
    renderApp({ ui: <ToggleSwitch checked={false} label="Active: Julia Hoffmann" onChange={onChange} /> });
    const toggle = screen.getByRole('switch', { name: 'Active: Julia Hoffmann' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('works with the keyboard (Space)', async () => {
    const onChange = vi.fn();
    renderApp({ ui: <ToggleSwitch checked label="Digests" onChange={onChange} /> });
    await userEvent.tab();
    expect(screen.getByRole('switch', { name: 'Digests' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('cannot be changed when disabled or busy', async () => {
    const onChange = vi.fn();
    renderApp({
      ui: (
        <>
          <ToggleSwitch checked label="Own row" disabled onChange={onChange} />
          <ToggleSwitch checked label="Saving" busy onChange={onChange} />
        </>
      ),
    });
    expect(screen.getByRole('switch', { name: 'Own row' })).toBeDisabled();
    const saving = screen.getByRole('switch', { name: 'Saving' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('switch', { name: 'Own row' }), { pointerEventsCheck: 0 });
    await userEvent.click(saving);
    await userEvent.keyboard(' ');
    expect(onChange).not.toHaveBeenCalled();
    expect(saving).toBeChecked();
  });

  it('keeps the keyboard focus when it becomes busy, so that the next key acts where the person is', async () => {
    function Saving() {
      const [busy, setBusy] = useState(false);
      return <ToggleSwitch checked label="Digests" busy={busy} onChange={() => setBusy(true)} />;
    }
    renderApp({ ui: <Saving /> });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const toggle = screen.getByRole('switch', { name: 'Digests' });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveFocus();
  });

  it('stays as `checked` says when the parent refuses the change', async () => {
    renderApp({ ui: <ToggleSwitch checked={false} label="Refused" onChange={() => {}} /> });
    const toggle = screen.getByRole('switch', { name: 'Refused' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});

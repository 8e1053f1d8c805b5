import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { notifySuccess } from '../lib/errors.ts';
import { activateLocale } from '../lib/i18n.ts';
import { currentToaster, dialogToaster, toaster } from '../lib/toaster.ts';

describe('AppToaster', () => {
  it('names its regions in the interface language', async () => {
    await activateLocale('de');
    renderApp({ ui: <p>screen</p> });
    void notifySuccess('Gespeichert');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Benachrichtigungen (Alt+T)' })).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Benachrichtigungen bei geöffnetem Dialog (Alt+T)' })).toBeInTheDocument();
  });

  it('puts toasts at the top while a dialog is open, so they do not cover its buttons', () => {
    expect(currentToaster()).toBe(toaster);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('data-state', 'open');
    document.body.append(dialog);
    expect(currentToaster()).toBe(dialogToaster);
    dialog.setAttribute('data-state', 'closed');
    expect(currentToaster()).toBe(toaster);
    dialog.remove();
  });
});

import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from './config.ts';

/** The app's toast queue (docs/product/errors.md: bottom right, 5000 ms); rendered by <AppToaster />. */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

/**
 * The queue used while a dialog is open: a dialog's buttons are at its bottom, where the usual
 * toasts would cover them, so these show at the top right.
 */
export const dialogToaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** The queue a new toast goes to: the top one while a dialog is open, else the usual one. */
export function currentToaster(): typeof toaster {
  return typeof document !== 'undefined' && document.querySelector(OPEN_DIALOG) ? dialogToaster : toaster;
}

import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from './config.ts';

/** The app's one toast queue (spec §8: bottom right, 5000 ms); rendered by <AppToaster />. */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

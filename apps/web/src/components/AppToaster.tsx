import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { toaster } from '../lib/toaster.ts';

/** Renders the app's toasts (spec §8): errors red, bottom right. */
export default function AppToaster() {
  const { t } = useLingui();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={t({ id: 'common.close', message: 'Close' })} /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

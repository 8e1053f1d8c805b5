import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { dialogToaster, toaster } from '../lib/toaster.ts';

type AppToasts = typeof toaster;

/**
 * Renders the app's toasts (docs/product/errors.md): errors red, bottom right; while a dialog is open, top
 * right (lib/toaster.ts). The regions are named in the interface language for screen readers.
 */
export default function AppToaster() {
  const { t } = useLingui();
  // Chakra's own region name is English ("Notifications, bottom-end (altKey+T)").
  return (
    <Portal>
      <ToastRegion toaster={toaster} label={t({ id: 'toast.region', message: 'Notifications (Alt+T)' })} />
      <ToastRegion
        toaster={dialogToaster}
        label={t({ id: 'toast.region_dialog', message: 'Notifications while a dialog is open (Alt+T)' })}
      />
    </Portal>
  );
}

function ToastRegion({ toaster: queue, label }: { toaster: AppToasts; label: string }) {
  const { t } = useLingui();
  return (
    <Toaster toaster={queue} insetInline={{ mdDown: '4' }} aria-label={label}>
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
  );
}

import { Alert, Button, chakra, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  /** Shown above the fields (e.g. "Please complete all required fields"). */
  error?: string | null;
  busy?: boolean;
  submitDisabled?: boolean;
  /** Dialogs do not close on a click outside unless asked to (spec §9). */
  closeOnOutsideClick?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * A dialog around a form: Enter in a field submits, Escape or the close control cancels, focus
 * stays inside while it is open.
 */
export function FormDialog({
  open,
  title,
  children,
  onSubmit,
  onClose,
  submitLabel,
  cancelLabel,
  error,
  busy = false,
  submitDisabled = false,
  closeOnOutsideClick = false,
  size = 'md',
}: FormDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnInteractOutside={closeOnOutsideClick}
      size={size}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              display="contents"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!busy && !submitDisabled) onSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                {error ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {children}
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
                  {cancelLabel ?? t({ id: 'common.cancel', message: 'Cancel' })}
                </Button>
                <Button type="submit" colorPalette="teal" loading={busy} disabled={submitDisabled}>
                  {submitLabel ?? t({ id: 'common.save', message: 'Save' })}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'common.close', message: 'Close' })} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Alert, Button, chakra, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

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
  /** Dialogs do not close on a click outside unless asked to (docs/product/limits.md). */
  closeOnOutsideClick?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/** The element that has the focus now (the button that opens a dialog), if any. */
function focusedElement(): HTMLElement | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * A dialog around a form: Enter in a field submits, Escape or the close control cancels, focus
 * stays inside while it is open and goes back to the button that opened it when it closes.
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
  // The opener is taken when the dialog opens, before a field's autoFocus moves the focus: the
  // dialog would otherwise give the focus back to that field, which is gone once it closes.
  const [opener, setOpener] = useState<HTMLElement | null>(() => (open ? focusedElement() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(focusedElement());
  }
  return (
    <Dialog.Root
      open={open}
      finalFocusEl={() => (opener?.isConnected ? opener : null)}
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

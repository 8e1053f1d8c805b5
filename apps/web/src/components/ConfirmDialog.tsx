import { Box, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** What will be deleted, named in the question (e.g. a class name). */
  itemName: string;
  /** More about the item (e.g. its school), shown under the question. */
  details?: ReactNode;
  /** Replaces the "Do you really want to delete …?" question (e.g. for a removal). */
  question?: string;
  /** A removal that can be undone (e.g. taking a student out of a class) leaves out "This cannot be undone.". */
  undoable?: boolean;
  title?: string;
  confirmLabel?: string;
  /** Runs on confirm; the dialog shows a busy button while `busy` is set. */
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}

/**
 * Asks before something is deleted or removed (docs/product/states.md). It names the item, closes only through
 * its buttons, the close control or Escape (never on a click outside), and starts with the focus
 * on Cancel so that Enter does not delete by accident.
 */
export function ConfirmDialog({
  open,
  itemName,
  details,
  question,
  undoable = false,
  title,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      role="alertdialog"
      closeOnInteractOutside={false}
      initialFocusEl={() => cancelRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title ?? t({ id: 'confirm.delete_title', message: 'Confirm deletion' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>
                  {question ??
                    t({
                      id: 'confirm.delete_question',
                      message: `Do you really want to delete “${itemName}”?`,
                    })}
                </Text>
              </Dialog.Description>
              {details ? (
                <Box mt="2" color="fg.muted">
                  {details}
                </Box>
              ) : null}
              {undoable ? null : (
                <Text mt="3" fontSize="sm" color="fg.muted">
                  {t({ id: 'confirm.cannot_undo', message: 'This cannot be undone.' })}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={busy}>
                {t({ id: 'common.cancel', message: 'Cancel' })}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                {confirmLabel ?? t({ id: 'common.delete', message: 'Delete' })}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'common.close', message: 'Close' })} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

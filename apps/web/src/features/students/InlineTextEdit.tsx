import { Box, chakra, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { EditIcon } from '../../components/icons.tsx';
import { isBlank } from '../../lib/text.ts';

export interface InlineTextEditProps {
  /** What the value is (e.g. "First name"): the input's name and part of the button's. */
  label: string;
  value: string;
  /** Called with the trimmed new text when it differs; the editor closes either way. */
  onSave: (value: string) => void;
  /** Shown under the input when it is emptied (the value is required). */
  requiredMessage: string;
  disabled?: boolean;
}

/**
 * A value edited in place (docs/product/screens.md#student-page): a click on it opens an input; Enter saves,
 * Escape or a click outside cancels. An empty text is not saved: the input stays open and says
 * why.
 */
export function InlineTextEdit({ label, value, onSave, requiredMessage, disabled = false }: InlineTextEditProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const editing = draft !== null;
  const empty = editing && isBlank(draft);

  const close = (refocus: boolean) => {
    setDraft(null);
    // Back on the value, so that the keyboard user stays where they were.
    if (refocus) requestAnimationFrame(() => buttonRef.current?.focus());
  };

  const save = () => {
    if (draft === null || isBlank(draft)) return;
    const text = draft.trim();
    close(true);
    if (text !== value) onSave(text);
  };

  if (editing) {
    return (
      <Box>
        <Input
          size="sm"
          value={draft}
          aria-label={label}
          aria-invalid={empty || undefined}
          autoFocus
          maxLength={100}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              close(true);
            }
          }}
          // A click anywhere else (or leaving with Tab) cancels, as Escape does.
          onBlur={() => close(false)}
        />
        {empty ? (
          <Text role="alert" fontSize="sm" color="fg.error" mt="1">
            {requiredMessage}
          </Text>
        ) : null}
      </Box>
    );
  }

  return (
    <chakra.button
      ref={buttonRef}
      type="button"
      disabled={disabled}
      aria-label={t({ id: 'students.edit_field', message: `${label}: ${value}. Edit` })}
      title={t({ id: 'students.edit_hint', message: 'Click to edit' })}
      display="inline-flex"
      alignItems="center"
      gap="2"
      px="2"
      py="1"
      mx="-2"
      rounded="md"
      fontSize="lg"
      fontWeight="semibold"
      textAlign="start"
      cursor="text"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.500' }}
      onClick={() => setDraft(value)}
    >
      {value}
      <Box as="span" color="fg.muted" fontSize="sm">
        <EditIcon />
      </Box>
    </chakra.button>
  );
}

import type { Language, Setting, SettingUpdate } from '@backoffice/api-client';
import { Checkbox, chakra, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { notifyError } from '../../lib/errors.ts';
import { useUpdateSettingMutation } from './api.ts';

const updateFailed = msg({ id: 'settings.error_update', message: 'Error updating setting' });

type Value = SettingUpdate['value'];

/** The choices of an array setting, from its comma-separated possible_values. */
export function possibleValues(setting: Pick<Setting, 'possible_values'>): string[] {
  return (setting.possible_values ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * Parses what was typed for a number setting ("250", "0,5" or "0.5"); null when it is not a
 * number, so nothing is sent.
 */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

/**
 * A setting's value, changeable in place (spec §2): a text or number turns into an input on a
 * click (Enter saves, Escape or leaving the field cancels); a boolean is a switch and an array a
 * set of checkboxes, both saved at once.
 */
export function SettingValue({ setting, language }: { setting: Setting; language: Language }) {
  const { t } = useLingui();
  const update = useUpdateSettingMutation(language);
  const save = (value: Value) =>
    update.mutate(
      { key: setting.key, type: setting.type, value },
      // The server says why a value is refused (e.g. not a possible value), else ours.
      { onError: (failure) => void notifyError(failure, updateFailed) },
    );
  const label = setting.description || setting.key;

  switch (setting.type) {
    case 'boolean':
      return (
        <ToggleSwitch checked={setting.value === true} label={label} busy={update.isPending} onChange={save} />
      );
    case 'array': {
      const chosen = Array.isArray(setting.value) ? setting.value : [];
      const choices = possibleValues(setting);
      return (
        <HStack gap="3" align="center">
          <Checkbox.Group
            aria-label={label}
            value={chosen}
            disabled={update.isPending}
            // Kept in the order of possible_values, whatever order they were ticked in.
            onValueChange={(next) => save(choices.filter((choice) => next.includes(choice)))}
          >
            <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '4' }} wrap="wrap">
              {choices.map((choice) => (
                <Checkbox.Root key={choice} value={choice} colorPalette="teal">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{choice}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Checkbox.Group>
          {update.isPending ? (
            <Spinner size="xs" color="fg.muted" role="status" aria-label={t({ id: 'settings.saving', message: 'Saving…' })} />
          ) : null}
        </HStack>
      );
    }
    default:
      return <InlineValue setting={setting} label={label} saving={update.isPending} onSave={save} />;
  }
}

interface InlineValueProps {
  setting: Setting;
  label: string;
  saving: boolean;
  onSave: (value: Value) => void;
}

/** A text or number shown as a button; a click turns it into an input. */
function InlineValue({ setting, label, saving, onSave }: InlineValueProps) {
  const { t } = useLingui();
  const isNumber = setting.type === 'number';
  const shown = setting.value == null ? '' : String(setting.value);
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // After Enter or Escape the focus goes back to the value, so the keyboard user stays put.
  const refocus = useRef(false);

  useEffect(() => {
    if (draft === null && refocus.current) {
      refocus.current = false;
      buttonRef.current?.focus();
    }
  }, [draft]);

  const close = (viaKeyboard: boolean) => {
    refocus.current = viaKeyboard;
    setInvalid(false);
    setDraft(null);
  };

  const commit = () => {
    if (draft === null) return;
    let value: string | number = draft;
    if (isNumber) {
      const number = parseNumber(draft);
      if (number === null) {
        setInvalid(true);
        return;
      }
      value = number;
    }
    close(true);
    if (value !== setting.value) onSave(value);
  };

  if (draft !== null) {
    return (
      <Stack gap="1">
        <Input
          size="sm"
          autoFocus
          type={isNumber ? 'number' : 'text'}
          step={isNumber ? 'any' : undefined}
          value={draft}
          aria-label={label}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setInvalid(false);
            setDraft(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              close(true);
            }
          }}
          onBlur={() => close(false)}
        />
        {invalid ? (
          <Text fontSize="xs" color="fg.error" role="alert">
            {t({ id: 'settings.error_number', message: 'Please enter a number.' })}
          </Text>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {t({ id: 'settings.edit_hint', message: 'Enter saves, Escape cancels.' })}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <HStack gap="2">
      <chakra.button
        ref={buttonRef}
        type="button"
        textAlign="start"
        px="2"
        py="1"
        mx="-2"
        rounded="sm"
        cursor="text"
        wordBreak="break-all"
        // A dashed underline says "this can be changed", like an editable field at rest.
        textDecoration="underline dashed"
        textDecorationColor="border.emphasized"
        textUnderlineOffset="4px"
        _hover={{ bg: 'bg.muted', textDecorationColor: 'fg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'teal.500' }}
        disabled={saving}
        title={t({ id: 'settings.click_to_edit', message: 'Click to edit' })}
        aria-label={t({ id: 'settings.edit_named', message: `Edit ${label}: ${shown}` })}
        onClick={() => setDraft(shown)}
      >
        {shown === '' ? <Text as="span" color="fg.muted">—</Text> : shown}
      </chakra.button>
      {saving ? <Spinner size="xs" color="fg.muted" role="status" aria-label={t({ id: 'settings.saving', message: 'Saving…' })} /> : null}
    </HStack>
  );
}

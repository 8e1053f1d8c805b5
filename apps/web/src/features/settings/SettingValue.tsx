import type { Characters, Language, Setting, SettingUpdate } from '@backoffice/api-client';
import { Checkbox, chakra, HStack, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useCharactersQuery } from '../../lib/shared-queries.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { notifyError } from '../../lib/errors.ts';
import { isLocale, LOCALE_NAMES } from '../../lib/i18n.ts';
import { useUpdateSettingMutation } from './api.ts';
import { settingHelp } from './setting-help.ts';

const updateFailed = msg({ id: 'settings.error_update', message: 'Error updating setting' });

type Value = SettingUpdate['value'];

/** The choices of an array setting, from its comma-separated possible_values. */
export function possibleValues(setting: Pick<Setting, 'possible_values'>): string[] {
  return (setting.possible_values ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Settings whose possible values are character ids (GET /characters names them). */
const CHARACTER_SETTINGS = new Set(['enabled_characters']);

/**
 * How a possible value is shown: a language by its name (in itself, as in every language select),
 * a character by its name once the names are there, anything else as it is stored.
 */
export function choiceLabel(setting: Pick<Setting, 'key' | 'possible_values'>, value: string, characters?: Characters): string {
  if (CHARACTER_SETTINGS.has(setting.key)) return characters?.[value]?.name ?? value;
  if (isLocale(value) && possibleValues(setting).every(isLocale)) return LOCALE_NAMES[value];
  return value;
}

/** A typed value as the "not saved" note quotes it: at most 60 characters. */
const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

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
 * A setting's value, changeable in place (docs/product/screens.md): a text or number turns into an input on a
 * click (Enter saves, Escape or leaving the field cancels, and a change left that way is said
 * not to be saved); a text with possible values is a select, a boolean a switch and an array a
 * set of checkboxes, all saved at once. Switching maintenance mode on asks first.
 */
export function SettingValue({ setting, language }: { setting: Setting; language: Language }) {
  const { i18n } = useLingui();
  const help = settingHelp(setting.key);
  const helpId = useId();
  const value = <SettingControl setting={setting} language={language} helpId={help ? helpId : undefined} />;
  if (!help) return value;
  return (
    <Stack gap="1">
      {value}
      <Text id={helpId} fontSize="xs" color="fg.muted">
        {i18n._(help)}
      </Text>
    </Stack>
  );
}

/** The control of a setting's value by its type; `helpId` names the help line that describes it. */
function SettingControl({ setting, language, helpId }: { setting: Setting; language: Language; helpId: string | undefined }) {
  const update = useUpdateSettingMutation(language);
  const save = (value: Value) =>
    update.mutate(
      { key: setting.key, type: setting.type, value },
      // The server says why a value is refused (e.g. not a possible value), else ours.
      { onError: (failure) => void notifyError(failure, updateFailed) },
    );
  const label = setting.description || setting.key;

  const props: ValueProps = { setting, label, saving: update.isPending, onSave: save, helpId };
  switch (setting.type) {
    case 'boolean':
      return <BooleanValue {...props} />;
    case 'array':
      return <ChoicesValue {...props} />;
    default:
      return setting.type === 'text' && possibleValues(setting).length > 0 ? <SelectValue {...props} /> : <InlineValue {...props} />;
  }
}

interface ValueProps {
  setting: Setting;
  label: string;
  saving: boolean;
  onSave: (value: Value) => void;
  helpId?: string | undefined;
}

function SavingSpinner() {
  const { t } = useLingui();
  return <Spinner size="xs" color="fg.muted" role="status" aria-label={t({ id: 'settings.saving', message: 'Saving…' })} />;
}

/** Settings that are switched on only after a question (switching them off needs none). */
const ASK_BEFORE_ON = new Set(['maintenance_mode']);

/** A switch, saved at once; maintenance mode (which locks the students out) asks before it goes on. */
function BooleanValue({ setting, label, saving, onSave }: ValueProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const asksFirst = ASK_BEFORE_ON.has(setting.key);
  return (
    <>
      <ToggleSwitch
        checked={setting.value === true}
        label={label}
        busy={saving}
        onChange={(on) => (on && asksFirst ? setAsking(true) : onSave(on))}
      />
      {asking ? (
        <ConfirmDialog
          open
          itemName={label}
          undoable
          title={t({ id: 'settings.maintenance_title', message: 'Switch on maintenance mode?' })}
          question={t({
            id: 'settings.maintenance_question',
            message: 'While maintenance mode is on, students cannot use the student app. Switch it on now?',
          })}
          confirmLabel={t({ id: 'settings.maintenance_confirm', message: 'Switch on' })}
          onConfirm={() => {
            setAsking(false);
            onSave(true);
          }}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}

/** The possible values of an array as checkboxes, named (characters by their names), saved at once. */
function ChoicesValue({ setting, label, saving, onSave }: ValueProps) {
  const characters = useCharactersQuery();
  const chosen = Array.isArray(setting.value) ? setting.value : [];
  const choices = possibleValues(setting);
  return (
    <HStack gap="3" align="center">
      <Checkbox.Group
        aria-label={label}
        value={chosen}
        // Read-only, not disabled, while it saves: the focused box keeps the keyboard focus.
        readOnly={saving}
        aria-busy={saving || undefined}
        // Kept in the order of possible_values, whatever order they were ticked in.
        onValueChange={(next) => onSave(choices.filter((choice) => next.includes(choice)))}
      >
        {/* One per line: the names arrive after the ids they replace, and a row of them would
            break into lines anew and move the rows below. */}
        <Stack direction="column" gap="1">
          {choices.map((choice) => (
            <Checkbox.Root key={choice} value={choice} colorPalette="teal">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{choiceLabel(setting, choice, characters.data)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Checkbox.Group>
      {saving ? <SavingSpinner /> : null}
    </HStack>
  );
}

/** A text with a fixed set of possible values (the default student language): a select, saved at once. */
function SelectValue({ setting, label, saving, onSave }: ValueProps) {
  const current = typeof setting.value === 'string' ? setting.value : '';
  const choices = possibleValues(setting);
  // A stored value that is no longer possible still shows, so that nothing changes unasked.
  const options = choices.includes(current) || current === '' ? choices : [current, ...choices];
  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" width="auto" minW="12rem">
        <NativeSelect.Field
          aria-label={label}
          value={current}
          // While it saves it refuses a change but keeps the focus (a disabled select drops it).
          aria-disabled={saving || undefined}
          aria-busy={saving || undefined}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (!saving && next !== current) onSave(next);
          }}
        >
          {current === '' ? <option value="">—</option> : null}
          {options.map((choice) => (
            <option key={choice} value={choice} lang={isLocale(choice) ? choice : undefined}>
              {choiceLabel(setting, choice)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {saving ? <SavingSpinner /> : null}
    </HStack>
  );
}

/**
 * A text or number shown as a button; a click turns it into an input. Enter saves, Escape
 * cancels; leaving the field cancels too, and when that drops a change, a note under the value
 * says so (with what was typed), until the value is edited again.
 */
function InlineValue({ setting, label, saving, onSave, helpId }: ValueProps) {
  const { t } = useLingui();
  const isNumber = setting.type === 'number';
  const shown = setting.value == null ? '' : String(setting.value);
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [discarded, setDiscarded] = useState<string | null>(null);
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
          min={isNumber ? (setting.min_value ?? undefined) : undefined}
          max={isNumber ? (setting.max_value ?? undefined) : undefined}
          value={draft}
          aria-label={label}
          aria-describedby={helpId}
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
          onBlur={() => {
            if (draft.trim() !== shown.trim()) setDiscarded(draft);
            close(false);
          }}
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
    <Stack gap="0" align="flex-start">
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
          // While it saves it stays focusable and does nothing (a disabled button drops the focus).
          aria-disabled={saving || undefined}
          aria-busy={saving || undefined}
          title={t({ id: 'settings.click_to_edit', message: 'Click to edit' })}
          aria-label={t({ id: 'settings.edit_named', message: `Edit ${label}: ${shown}` })}
          aria-describedby={helpId}
          onClick={() => {
            if (saving) return;
            setDiscarded(null);
            setDraft(shown);
          }}
        >
          {shown === '' ? <Text as="span" color="fg.muted">—</Text> : shown}
        </chakra.button>
        {saving ? <SavingSpinner /> : null}
      </HStack>
      {/* Always in the page, so that screen readers announce the note when it appears. */}
      <Text fontSize="xs" color="orange.fg" role="status" wordBreak="break-word" mt={discarded === null ? '0' : '1'}>
        {discarded === null
          ? null
          : t({ id: 'settings.not_saved', message: `Not saved: “${shorten(discarded)}”. Only Enter saves a change.` })}
      </Text>
    </Stack>
  );
}

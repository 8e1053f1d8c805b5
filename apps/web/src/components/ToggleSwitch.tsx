import { Spinner, Switch } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';

export interface ToggleSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name (the switch shows no text of its own). */
  label: string;
  disabled?: boolean;
  /** While a save runs: a spinner beside it, and no second change. */
  busy?: boolean;
}

/**
 * An on/off switch for a table cell (a user's or student's status, a boolean setting). It is a
 * checkbox with the switch role, named by a visually hidden label, and works with the keyboard.
 */
export function ToggleSwitch({ checked, onChange, label, disabled = false, busy = false }: ToggleSwitchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const checkedRef = useRef(checked);
  checkedRef.current = checked;
  // A click ticks the hidden checkbox natively. The switch is controlled: when the parent does
  // not take the change (or takes it back, as after a failed save), the drawn switch follows
  // `checked` but the checkbox would stay ticked. Keep it what screen readers hear: `checked`.
  const sync = () => {
    if (inputRef.current && inputRef.current.checked !== checkedRef.current) inputRef.current.checked = checkedRef.current;
  };
  useLayoutEffect(sync);
  return (
    <Switch.Root
      colorPalette="teal"
      checked={checked}
      disabled={disabled || busy}
      onCheckedChange={(details) => {
        onChange(details.checked);
        setTimeout(sync, 0);
      }}
      display="inline-flex"
      alignItems="center"
      gap="2"
    >
      <Switch.HiddenInput ref={inputRef} role="switch" />
      <Switch.Control />
      <Switch.Label srOnly>{label}</Switch.Label>
      {busy ? <Spinner size="xs" color="fg.muted" /> : null}
    </Switch.Root>
  );
}

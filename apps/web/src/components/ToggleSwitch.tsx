import { Spinner } from '@chakra-ui/react';
import { CHAKRA_LAYER_ORDER, Stylesheet } from './Stylesheet.tsx';

// The switch is the browser's own checkbox with the switch role, drawn by this stylesheet in
// Chakra's look (its "solid" switch, size md, in the theme's tokens): one element, where Chakra's
// Switch is five with a style computation each. Tables show one per row, and a list of five
// hundred students must render and echo typing at once. The thumb is the box's ::before.
// Windows' high-contrast mode draws the switch in its system colours.
const STYLES = `
${CHAKRA_LAYER_ORDER}
@layer recipes {
  .toggle-switch {
    appearance: none;
    position: relative;
    display: inline-block;
    vertical-align: middle;
    flex-shrink: 0;
    width: 2.5rem;
    height: 1.25rem;
    margin: 0;
    border-radius: 9999px;
    background: var(--chakra-colors-bg-emphasized);
    cursor: pointer;
    transition: background-color var(--chakra-durations-fast);
  }
  .toggle-switch::before {
    content: '';
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: inherit;
    background: white;
    box-shadow: var(--chakra-shadows-sm);
    scale: 0.8;
    transition: translate var(--chakra-durations-fast);
  }
  .toggle-switch:checked { background: var(--chakra-colors-teal-solid); }
  .toggle-switch:checked::before { translate: 1.25rem 0; }
  .toggle-switch:checked:dir(rtl)::before { translate: -1.25rem 0; }
  .toggle-switch:focus-visible { outline: 2px solid var(--chakra-colors-teal-focus-ring); outline-offset: 2px; }
  .toggle-switch:disabled, .toggle-switch[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
  .toggle-switch-busy { margin-inline-start: var(--chakra-spacing-2); vertical-align: middle; }
  @media (forced-colors: active) {
    .toggle-switch { border: 1px solid CanvasText; }
    .toggle-switch::before { background: CanvasText; }
    .toggle-switch:checked { background: Highlight; }
  }
}
`;

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
 * checkbox with the switch role, named by `label`, and works with the keyboard (Space). It is
 * controlled: when the parent does not take a change (or takes it back, as after a failed save),
 * it shows `checked` again, and so do screen readers.
 */
export function ToggleSwitch({ checked, onChange, label, disabled = false, busy = false }: ToggleSwitchProps) {
  return (
    <>
      <Stylesheet name="toggle-switch" css={STYLES} />
      <input
        type="checkbox"
        role="switch"
        className="toggle-switch"
        checked={checked}
        // Busy, it refuses changes but stays enabled: a disabled input drops the keyboard focus,
        // and someone who pressed Space would lose their place on the page while it saves.
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        aria-label={label}
        onChange={(event) => {
          if (!busy) onChange(event.target.checked);
        }}
      />
      {busy ? <Spinner className="toggle-switch-busy" size="xs" color="fg.muted" /> : null}
    </>
  );
}

import type { MouseEvent, ReactNode } from 'react';
import { CHAKRA_LAYER_ORDER, Stylesheet } from './Stylesheet.tsx';

// A row's icon button (delete, remove) is the browser's own button drawn by this stylesheet in
// the look of Chakra's ghost IconButton, size sm, in the theme's tokens: Chakra's Button resolves
// its recipe and style props on every render, and lists render one per row, up to hundreds at a
// time. Red is the tone of destructive actions.
const STYLES = `
${CHAKRA_LAYER_ORDER}
@layer recipes {
  .row-icon-button {
    --row-icon-button-fg: var(--chakra-colors-fg);
    --row-icon-button-hover: var(--chakra-colors-bg-muted);
    --row-icon-button-ring: var(--chakra-colors-gray-focus-ring);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    position: relative;
    vertical-align: middle;
    width: var(--chakra-sizes-9);
    height: var(--chakra-sizes-9);
    border: 1px solid transparent;
    border-radius: var(--chakra-radii-l2);
    background: transparent;
    color: var(--row-icon-button-fg);
    cursor: pointer;
    transition-property: background-color, border-color, color, fill, stroke, opacity, box-shadow, translate, transform;
    transition-duration: var(--chakra-durations-moderate);
  }
  .row-icon-button[data-tone='red'] {
    --row-icon-button-fg: var(--chakra-colors-red-fg);
    --row-icon-button-hover: var(--chakra-colors-red-subtle);
    --row-icon-button-ring: var(--chakra-colors-red-focus-ring);
  }
  .row-icon-button:hover { background: var(--row-icon-button-hover); }
  .row-icon-button:focus-visible { outline: 2px solid var(--row-icon-button-ring); outline-offset: 2px; }
  .row-icon-button:disabled { opacity: 0.5; cursor: not-allowed; }
  .row-icon-button > svg { width: var(--chakra-sizes-4); height: var(--chakra-sizes-4); flex-shrink: 0; }
}
`;

export interface RowIconButtonProps {
  /** The accessible name, naming the row ("Delete Lea Peters"). */
  label: string;
  /** The tooltip ("Delete"). */
  title: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Red for destructive actions. */
  tone?: 'red' | 'gray';
  disabled?: boolean;
  /** The icon. */
  children: ReactNode;
}

/** An icon button inside a list row: a delete, a remove. */
export function RowIconButton({ label, title, onClick, tone = 'gray', disabled, children }: RowIconButtonProps) {
  return (
    <>
      <Stylesheet name="row-icon-button" css={STYLES} />
      <button
        type="button"
        className="row-icon-button"
        data-tone={tone === 'gray' ? undefined : tone}
        aria-label={label}
        title={title}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </button>
    </>
  );
}

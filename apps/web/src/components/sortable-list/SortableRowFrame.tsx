import { forwardRef, memo, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { DRAG_ANIMATION_MS } from '../../lib/config.ts';
import { GripIcon } from '../icons.tsx';
import { Stylesheet } from '../Stylesheet.tsx';

// While a row is dragged the rows in sight change their offset up to 60 times a second (written
// straight onto their elements, see SortableListDnd). The rows are therefore plain elements
// styled by one stylesheet (in the theme's colours), not styled components with styles of
// their own to work out.
// Rows out of sight skip layout and paint (content-visibility), so that a long list of problems
// with math stays light while it scrolls along with a drag; only once the list has been laid
// out in full (data-settled, see use-settled.ts), so that each row keeps its real size while it
// is out of sight, and only the rows out of sight at that moment (data-far), so that no row on
// screen flickers. The rows' slide (the transition of their offset) is the stylesheet's too, so
// that a drag starting does not have to write it into every row; a row that must move at once
// says so itself (see SortableListDnd).
const STYLES = `
.sortable-list { list-style: none; display: flex; flex-direction: column; gap: 0.5rem; margin: 0; padding: 0; }
.sortable-row {
  display: flex; align-items: flex-start; gap: 0.5rem; padding: 0.5rem; position: relative;
  background: var(--chakra-colors-bg); border: 1px solid var(--chakra-colors-border);
  border-radius: var(--chakra-radii-md);
  contain-intrinsic-size: auto 7rem;
  transition: transform ${DRAG_ANIMATION_MS}ms ease;
}
.sortable-list[data-settled] > .sortable-row[data-far] { content-visibility: auto; }
@media (min-width: 48rem) { .sortable-row { gap: 0.75rem; padding: 0.75rem; } }
.sortable-row[data-dragging] { z-index: 1; box-shadow: var(--chakra-shadows-lg); }
.sortable-row > .sortable-content { flex: 1; min-width: 0; }
.sortable-handle {
  display: inline-flex; align-items: center; justify-content: center; flex-shrink: 0;
  width: 2rem; height: 2rem; margin-top: 0.125rem; border-radius: var(--chakra-radii-sm);
  color: var(--chakra-colors-fg-muted); cursor: grab; touch-action: none; font-size: 1.125rem;
  background: none; border: 0; padding: 0;
}
.sortable-handle:hover { background: var(--chakra-colors-bg-muted); color: var(--chakra-colors-fg); }
.sortable-handle:focus-visible { outline: 2px solid var(--chakra-colors-teal-500); }
.sortable-handle:disabled, .sortable-handle[aria-disabled='true'] { cursor: default; opacity: 0.5; }
`;

/** The list's stylesheet: React puts it into the document head once, however many lists there are. */
export function SortableListStyles() {
  return <Stylesheet name="sortable-list" css={STYLES} />;
}

/**
 * One row of a sortable list: the drag handle, then what the screen shows of the item: either
 * `children`, or (`contentRef`) an empty element that the item's content is rendered into.
 */
export const SortableRowFrame = forwardRef<
  HTMLLIElement,
  { handle: ReactNode; children?: ReactNode; contentRef?: Ref<HTMLDivElement> }
>(function SortableRowFrame({ handle, children, contentRef }, ref) {
  return (
    <li ref={ref} className="sortable-row">
      {handle}
      <div ref={contentRef} className="sortable-content">
        {children}
      </div>
    </li>
  );
});

/**
 * The grip button. `touch-action: none` lets a finger drag it instead of scrolling the page.
 * Memoised: the rows render again on every step of a drag, their handles only when their own
 * state (the drag's attributes, the name) changes.
 */
export const DragHandle = memo(
  forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { label: string }>(function DragHandle({ label, ...props }, ref) {
    return (
      <button ref={ref} type="button" aria-label={label} title={label} className="sortable-handle" {...props}>
        <GripIcon />
      </button>
    );
  }),
);

/**
 * What the screen renders for an item. Memoised: while something is dragged every row takes
 * the new positions, but an item's content (math, images, switches) renders only when the item
 * itself changes, not when it only changes places. `render` must therefore keep its identity
 * between renders.
 */
export const RowContent = memo(function RowContent<T>({ item, render }: { item: T; render: (item: T) => ReactNode }) {
  return <>{render(item)}</>;
}) as <T>(props: { item: T; render: (item: T) => ReactNode }) => ReactNode;

import { memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { followRowLink } from '../../lib/row-link.ts';
import { CHAKRA_LAYER_ORDER, Stylesheet } from '../Stylesheet.tsx';

// The body rows of a DataTable are plain <tr>/<td> elements styled by this one stylesheet (the
// table recipe's "sm" cells and "line" rows, in the theme's tokens), not Chakra's Table.Row and
// Table.Cell: those are three components and a style computation per cell, and a list of five
// hundred students has four thousand cells. The header and the table itself stay Chakra's.
// What the recipe gave sits in Chakra's "recipes" cascade layer, so that the table body's hover
// still wins over it; what were style props (dimmed rows, the pointer, the focus ring) is not
// layered, as Chakra's style props are not, and wins over the hover as before. Inactive rows are
// dimmed by colour, not opacity: the text must still read at 4.5:1 (WCAG AA). The layer order
// is Chakra's (CHAKRA_LAYER_ORDER).
//
// A table with `data-stack` becomes a list of cards below the md breakpoint (48rem): each row a
// card whose title is its first cell (the link) or its 'title' cells, on a line of their own (the
// row's ::before is the line break), the other cells labelled by their column's header, the
// actions at the end, so that a phone shows every control without scrolling
// sideways. The header row keeps only its sort buttons, side by side.
const STYLES = `
${CHAKRA_LAYER_ORDER}
@layer recipes {
  .data-table-row { background: var(--chakra-colors-bg); }
  .data-table-cell { padding: var(--chakra-spacing-2); text-align: start; border-bottom-width: 1px; }
}
.data-table-row[data-inactive] { color: var(--chakra-colors-fg-muted); background: var(--chakra-colors-bg-muted); }
.data-table-row[data-clickable] { cursor: pointer; }
.data-table-row[data-new] { background: var(--chakra-colors-teal-subtle); }
.data-table-new {
  display: inline-block; margin-inline-start: var(--chakra-spacing-2); padding-inline: var(--chakra-spacing-1\\.5);
  border-radius: var(--chakra-radii-l2); font-size: var(--chakra-font-sizes-xs); font-weight: var(--chakra-font-weights-medium);
  background: var(--chakra-colors-teal-solid); color: var(--chakra-colors-teal-contrast); vertical-align: middle;
}
.data-table-row:focus-visible { outline: 2px solid var(--chakra-colors-teal-500); outline-offset: -2px; }
.data-table-cell[data-align='end'] { text-align: end; }
.data-table-cell[data-align='center'] { text-align: center; }
.data-table-link { color: inherit; font-weight: var(--chakra-font-weights-medium); text-decoration: none; border-radius: var(--chakra-radii-xs); }
.data-table-row:hover .data-table-link, .data-table-link:hover { text-decoration: underline; text-underline-offset: 2px; }
.data-table-link:focus-visible { outline: 2px solid var(--chakra-colors-teal-500); outline-offset: 2px; }
.data-table-truncate { display: inline-block; vertical-align: bottom; max-width: 18rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.data-table[data-fixed] .data-table-truncate { max-width: 100%; }
.data-table-cell[data-wrap] { white-space: normal; overflow-wrap: anywhere; }
@media (max-width: 47.999rem) {
  .data-table[data-stack] { display: block; min-width: 0; table-layout: auto; }
  .data-table[data-stack] > thead, .data-table[data-stack] > tbody { display: block; }
  .data-table[data-stack] > thead > tr { display: flex; flex-wrap: wrap; align-items: center; gap: var(--chakra-spacing-1) var(--chakra-spacing-3); padding: var(--chakra-spacing-2); }
  .data-table[data-stack] > thead th { display: block; width: auto !important; padding: 0; border: 0; }
  .data-table[data-stack] > thead th:not([data-sortable]) { display: none; }
  .data-table[data-stack] .data-table-row {
    display: flex; flex-wrap: wrap; align-items: center; gap: var(--chakra-spacing-1) var(--chakra-spacing-4);
    padding: var(--chakra-spacing-3); border-bottom-width: 1px;
  }
  .data-table[data-stack] .data-table-row > .data-table-cell { display: block; padding: 0; border: 0; max-width: 100%; text-align: start; white-space: normal; overflow-wrap: anywhere; }
  .data-table[data-stack] .data-table-row > .data-table-cell { order: 2; }
  .data-table[data-stack] .data-table-row > .data-table-cell[data-title] { order: 0; font-size: var(--chakra-font-sizes-md); }
  .data-table[data-stack] .data-table-row::before { content: ''; order: 1; flex-basis: 100%; height: 0; }
  .data-table[data-stack] .data-table-row > .data-table-cell[data-label]::before {
    content: attr(data-label) ": "; color: var(--chakra-colors-fg-muted);
  }
  .data-table[data-stack] .data-table-row > .data-table-cell[data-actions] { margin-inline-start: auto; }
  .data-table[data-stack] .data-table-row > .data-table-cell[data-control] { display: flex; align-items: center; gap: var(--chakra-spacing-2); }
  .data-table[data-stack] .data-table-row > td[colspan] { flex-basis: 100%; }
  .data-table[data-stack] .data-table-row > .data-table-cell:empty { display: none; }
  .data-table[data-stack] .data-table-truncate { display: inline; white-space: normal; overflow-wrap: anywhere; }
}
`;

/** The rows' stylesheet: React puts it into the document head once. */
export function DataTableStyles() {
  return <Stylesheet name="data-table" css={STYLES} />;
}

/** What a row needs of a column (DataTable's Column). */
export interface RowColumn<T> {
  key: string;
  /** The column's name: its header, and the label of its cells on a phone's cards. */
  header: string;
  /** What the cell shows; default the row's property named `key`. */
  render?: (row: T) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** One line, cut with an ellipsis (long names); the full text shows on hover and is read in full. */
  truncate?: boolean;
  /** Lines break inside the cell (a table with fixed columns whose texts are long: the audit log). */
  wrap?: boolean;
  /**
   * On a phone, where the list shows as cards: 'actions' are the row's buttons (at the card's
   * end, unlabelled), 'control' a switch or field beside its column's name, 'title' the cells
   * that make the card's title (default: the first cell).
   */
  kind?: 'actions' | 'control' | 'title';
}

export interface DataTableRowProps<T> {
  row: T;
  columns: readonly RowColumn<T>[];
  inactive: boolean;
  /** A row just added: highlighted, with this word after its first cell's content. */
  newLabel?: string;
  /** The page the row opens: the cell of `linkColumn` is a link to it, and the row follows it. */
  href?: string;
  linkColumn?: string;
  /** Rows that open no page (a dialog): focusable, open with a click or Enter (a stable function). */
  onActivate?: (row: T, event: MouseEvent | KeyboardEvent) => void;
}

function cellText(content: ReactNode): string | undefined {
  return typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
}

/**
 * One body row. Memoised: it renders again only when its row, the columns or its state change,
 * not when the table does (a keystroke in the search box, another row's change).
 *
 * A row that opens a page holds a real link to it in its first (or `linkColumn`) cell: the one
 * tab stop of the row, and what Ctrl-click, a middle click, "open in new tab" and screen readers
 * use. A click elsewhere in the row follows that link (followRowLink), not the row's controls.
 */
export const DataTableRow = memo(function DataTableRow<T>({ row, columns, inactive, newLabel, href, linkColumn, onActivate }: DataTableRowProps<T>) {
  const linkKey = href === undefined ? undefined : (linkColumn ?? columns[0]?.key);
  const hasTitles = columns.some((column) => column.kind === 'title');
  return (
    <tr
      className="data-table-row"
      data-inactive={inactive ? 'true' : undefined}
      data-new={newLabel ? '' : undefined}
      data-clickable={onActivate || href !== undefined ? '' : undefined}
      tabIndex={onActivate ? 0 : undefined}
      onClick={href !== undefined ? followRowLink : onActivate ? (event) => onActivate(row, event) : undefined}
      onAuxClick={href !== undefined ? followRowLink : undefined}
      onKeyDown={
        onActivate
          ? (event) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onActivate(row, event);
            }
          : undefined
      }
    >
      {columns.map((column, index) => {
        const isTitle = hasTitles ? column.kind === 'title' : index === 0;
        const content = column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '');
        const empty = content === '' || content === null || content === undefined;
        const title = column.truncate ? cellText(content) : undefined;
        const className = column.truncate && !empty ? 'data-table-truncate' : undefined;
        return (
          <td
            key={column.key}
            className="data-table-cell"
            data-align={column.align === 'start' ? undefined : column.align}
            data-label={column.kind === 'actions' || isTitle || !column.header ? undefined : column.header}
            data-title={isTitle ? '' : undefined}
            data-actions={column.kind === 'actions' ? '' : undefined}
            data-control={column.kind === 'control' ? '' : undefined}
            data-wrap={column.wrap ? '' : undefined}
          >
            {column.key === linkKey && href !== undefined ? (
              <Link href={href} data-row-link="" className={className ? `data-table-link ${className}` : 'data-table-link'} title={title}>
                {content}
              </Link>
            ) : className ? (
              <span className={className} title={title}>
                {content}
              </span>
            ) : (
              content
            )}
            {newLabel && index === 0 ? <span className="data-table-new">{newLabel}</span> : null}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: DataTableRowProps<T>) => ReactNode;

import { memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
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
const STYLES = `
${CHAKRA_LAYER_ORDER}
@layer recipes {
  .data-table-row { background: var(--chakra-colors-bg); }
  .data-table-cell { padding: var(--chakra-spacing-2); text-align: start; border-bottom-width: 1px; }
}
.data-table-row[data-inactive] { color: var(--chakra-colors-fg-muted); background: var(--chakra-colors-bg-muted); }
.data-table-row[data-clickable] { cursor: pointer; }
.data-table-row:focus-visible { outline: 2px solid var(--chakra-colors-teal-500); outline-offset: -2px; }
.data-table-cell[data-align='end'] { text-align: end; }
.data-table-cell[data-align='center'] { text-align: center; }
`;

/** The rows' stylesheet: React puts it into the document head once. */
export function DataTableStyles() {
  return <Stylesheet name="data-table" css={STYLES} />;
}

/** What a row needs of a column (DataTable's Column). */
export interface RowColumn<T> {
  key: string;
  /** What the cell shows; default the row's property named `key`. */
  render?: (row: T) => ReactNode;
  align?: 'start' | 'end' | 'center';
}

export interface DataTableRowProps<T> {
  row: T;
  columns: readonly RowColumn<T>[];
  inactive: boolean;
  /** With it the row is focusable and opens with a click or Enter (a stable function). */
  onActivate?: (row: T, event: MouseEvent | KeyboardEvent) => void;
}

/**
 * One body row. Memoised: it renders again only when its row, the columns or its state change,
 * not when the table does (a keystroke in the search box, another row's change).
 */
export const DataTableRow = memo(function DataTableRow<T>({ row, columns, inactive, onActivate }: DataTableRowProps<T>) {
  return (
    <tr
      className="data-table-row"
      data-inactive={inactive ? 'true' : undefined}
      data-clickable={onActivate ? '' : undefined}
      tabIndex={onActivate ? 0 : undefined}
      onClick={onActivate ? (event) => onActivate(row, event) : undefined}
      onKeyDown={
        onActivate
          ? (event) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onActivate(row, event);
            }
          : undefined
      }
    >
      {columns.map((column) => (
        <td key={column.key} className="data-table-cell" data-align={column.align === 'start' ? undefined : column.align}>
          {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: DataTableRowProps<T>) => ReactNode;

// The keyboard of the progress matrix (docs/product/screens.md#class-progress): the grid is one
// tab stop, and the arrow keys (Home/End, Ctrl+Home/End, Page Up/Down) move between its cells,
// a roving tabindex. The rows that take part carry `data-nav` and have the same columns (the
// problems' header row, the students' rows, the solve-rate row); a cell's focus target is the
// link in it, or the cell itself. The links are rendered with tabindex -1 and the problem cells
// without one (12,000 attributes fewer); only the DOM attributes of the two targets concerned
// change on a move, so a move re-renders nothing.
import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

const ROWS = 'tr[data-nav]';
/** How many rows Page Up and Page Down move. */
const PAGE_ROWS = 10;

function targetOf(cell: HTMLTableCellElement | undefined): HTMLElement | null {
  if (!cell) return null;
  return cell.querySelector<HTMLElement>('a') ?? cell;
}

/** The row and cell of a focus target, when it is one of the grid's. */
function positionOf(table: HTMLTableElement, element: Element): { rows: HTMLTableRowElement[]; row: number; column: number } | null {
  const cell = element.closest('td, th');
  const tr = cell?.closest<HTMLTableRowElement>(ROWS);
  if (!cell || !tr || !table.contains(tr)) return null;
  const rows = [...table.querySelectorAll<HTMLTableRowElement>(ROWS)];
  return { rows, row: rows.indexOf(tr), column: (cell as HTMLTableCellElement).cellIndex };
}

function makeActive(table: HTMLTableElement, target: HTMLElement) {
  for (const other of table.querySelectorAll<HTMLElement>('[tabindex="0"]')) if (other !== target) other.tabIndex = -1;
  target.tabIndex = 0;
}

/**
 * The grid's handlers for `tableRef`'s table. After every render one target has tabindex 0: the
 * last one focused if it is still there, else the first student's name (or the first cell).
 */
export function useRovingGrid(tableRef: RefObject<HTMLTableElement | null>) {
  const active = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    let target = active.current;
    if (!target || !table.contains(target)) {
      const rows = table.querySelectorAll<HTMLTableRowElement>(ROWS);
      target = targetOf(rows[1]?.cells[0] ?? rows[0]?.cells[0]);
      active.current = target;
    }
    if (target) makeActive(table, target);
  });

  const onFocus = useCallback(
    (event: FocusEvent<HTMLTableElement>) => {
      const table = tableRef.current;
      const element = event.target;
      if (!table || !(element instanceof HTMLElement)) return;
      const place = positionOf(table, element);
      if (!place) return;
      const target = targetOf(place.rows[place.row]?.cells[place.column]);
      if (target !== element) return;
      active.current = target;
      makeActive(table, target);
    },
    [tableRef],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableElement>) => {
      const table = tableRef.current;
      if (!table || event.altKey || event.metaKey) return;
      const place = positionOf(table, event.target as Element);
      if (!place) return;
      const { rows } = place;
      let { row, column } = place;
      const last = rows.length - 1;
      switch (event.key) {
        case 'ArrowRight':
          column += 1;
          break;
        case 'ArrowLeft':
          column -= 1;
          break;
        case 'ArrowDown':
          row += 1;
          break;
        case 'ArrowUp':
          row -= 1;
          break;
        case 'PageDown':
          row += PAGE_ROWS;
          break;
        case 'PageUp':
          row -= PAGE_ROWS;
          break;
        case 'Home':
          column = 0;
          if (event.ctrlKey) row = 0;
          break;
        case 'End':
          column = Number.MAX_SAFE_INTEGER;
          if (event.ctrlKey) row = last;
          break;
        default:
          return;
      }
      event.preventDefault();
      const tr = rows[Math.max(0, Math.min(last, row))];
      if (!tr) return;
      const target = targetOf(tr.cells[Math.max(0, Math.min(tr.cells.length - 1, column))]);
      if (!target) return;
      active.current = target;
      makeActive(table, target);
      target.focus();
    },
    [tableRef],
  );

  return { onFocus, onKeyDown };
}

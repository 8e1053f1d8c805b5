import { Box, Button, chakra, HStack, Input, InputGroup, Spinner, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { textCollator } from '../lib/collator.ts';
import { OWN_CLICK } from '../lib/row-link.ts';
import { SEARCH_DEBOUNCE_MS } from '../lib/config.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import type { ListState, SortState } from '../lib/use-list-state.ts';
import { DataTableRow, DataTableStyles, type RowColumn } from './data-table/DataTableRow.tsx';
import { useRevealedRows } from './data-table/use-revealed-rows.ts';
import { ScrollSidewaysIcon, SearchIcon, SortIcon } from './icons.tsx';

export type { SortState } from '../lib/use-list-state.ts';

type SortValue = string | number | boolean | Date | null | undefined;

/** A column: what its cells show (RowColumn) and how it sorts. */
export interface Column<T> extends RowColumn<T> {
  /** Default true. */
  sortable?: boolean;
  /** What the column sorts by; default the row's property named `key`. */
  sortValue?: (row: T) => SortValue;
  width?: string;
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /**
   * The page a row opens: the row's `linkColumn` cell (default the first) is a link to it, and a
   * click anywhere else in the row follows that link (with Ctrl or a middle click in a new tab).
   */
  rowHref?: (row: T) => string;
  linkColumn?: string;
  /** For rows that open no page but a dialog: the row is focusable and opens with a click or Enter. */
  onRowClick?: (row: T) => void;
  /** Inactive rows are dimmed. */
  isRowInactive?: (row: T) => boolean;
  /** Rows just added: shown first whatever the sort, marked "New". */
  isRowNew?: (row: T) => boolean;
  defaultSort?: SortState;
  /**
   * The list's state in the URL (useListState): with it the search box and the sorting are kept
   * in the query string, and the screen reads `listState.search` for its query.
   */
  listState?: Pick<ListState<never>, 'searchText' | 'setSearchText' | 'sort' | 'setSort'>;
  /** With it, a search box is shown; called 300 ms after the typing stopped. */
  onSearch?: (query: string) => void;
  searchLabel?: string;
  emptyText?: string;
  loading?: boolean;
  /**
   * Why the rows could not be loaded (errorMessage()); shown in place of the rows with a retry,
   * so a failed load never reads as an empty list.
   */
  loadError?: string | null;
  onRetry?: () => void;
  /** Buttons shown beside the search box (e.g. "Add"). */
  toolbar?: ReactNode;
  /**
   * The columns keep the widths their `width` gives (the others share the rest) whatever the rows
   * hold, and the table is at least `minWidth` wide (a narrower window scrolls it). For long
   * lists: their columns do not jump as a search narrows them, and rows that come in later do
   * not make the browser measure every row again (table-layout: fixed).
   */
  fixedColumns?: { minWidth: string };
  /** Below the md breakpoint the rows show as cards, so that every control of a row is in view. */
  stackOnPhone?: boolean;
}

function compare(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  // Empty values go last whatever the direction, so that the filled ones stay together.
  const emptyA = a == null || a === '';
  const emptyB = b == null || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return collator.compare(String(a), String(b));
}

function defaultValue<T>(row: T, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

const NO_ROW_HREF = () => undefined;

/**
 * The lists' table (docs/product/screens.md): a debounced search, headers that sort and reverse on a second
 * click, rows that link to their page (or, opening a dialog, are clicked or entered), dimmed
 * inactive rows and an empty state; on a phone the rows can show as cards (`stackOnPhone`), and
 * a table wider than the window says that it scrolls sideways. It is a real
 * <table>; sorting happens here, searching is the screen's (usually a query to the server).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  linkColumn,
  onRowClick,
  isRowInactive,
  isRowNew,
  defaultSort,
  listState,
  onSearch,
  searchLabel,
  emptyText,
  loading = false,
  loadError,
  onRetry,
  toolbar,
  fixedColumns,
  stackOnPhone = false,
}: DataTableProps<T>) {
  const { t, i18n } = useLingui();
  const collator = textCollator(i18n.locale);
  const [localSort, setLocalSort] = useState<SortState | null>(defaultSort ?? null);
  const [localQuery, setLocalQuery] = useState('');
  const sort = listState ? listState.sort : localSort;
  const query = listState ? listState.searchText : localQuery;
  const setQuery = listState ? listState.setSearchText : setLocalQuery;
  const searchable = !!onSearch || !!listState;
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const lastSent = useRef('');
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (debouncedQuery === lastSent.current) return;
    lastSent.current = debouncedQuery;
    onSearchRef.current?.(debouncedQuery);
  }, [debouncedQuery]);

  // A new list (a search's answer) is rendered in the background: typing in the search box stays
  // immediate even when hundreds of rows come back.
  const shownRows = useDeferredValue(rows);
  const sorted = useMemo(() => {
    const rows = isRowNew ? [...shownRows.filter(isRowNew), ...shownRows.filter((row) => !isRowNew(row))] : shownRows;
    if (!sort) return rows;
    const column = columns.find((c) => c.key === sort.key);
    if (!column) return rows;
    const value = (row: T) =>
      (column.sortValue ? column.sortValue(row) : defaultValue(row, column.key)) as SortValue;
    const factor = sort.direction === 'asc' ? 1 : -1;
    // Each row's value is worked out once, not in every comparison: a date column parses its
    // text, and five hundred rows take some nine thousand comparisons.
    return rows
      .map((row) => ({ row, value: value(row) }))
      .sort((a, b) => {
        if (isRowNew && isRowNew(a.row) !== isRowNew(b.row)) return isRowNew(a.row) ? -1 : 1;
        const emptyA = a.value == null || a.value === '';
        const emptyB = b.value == null || b.value === '';
        if (emptyA || emptyB) return compare(a.value, b.value, collator);
        return compare(a.value, b.value, collator) * factor;
      })
      .map(({ row }) => row);
  }, [shownRows, columns, sort, collator, isRowNew]);
  const visibleRows = useRevealedRows(sorted, rowKey);
  const scrollArea = useRef<HTMLDivElement>(null);
  const scrollsSideways = useScrollsSideways(scrollArea);

  const toggleSort = (key: string) => {
    const next: SortState =
      sort?.key === key ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };
    if (listState) listState.setSort(next);
    else setLocalSort(next);
  };

  // The handlers are read when they run, so that a screen passing new functions on every render
  // (an inline arrow) does not re-render every row.
  const onRowClickRef = useRef(onRowClick);
  onRowClickRef.current = onRowClick;
  const canRetry = !!onRetry;
  const onRetryRef = useRef(onRetry);
  onRetryRef.current = onRetry;

  const activate = useCallback((row: T, event: MouseEvent | KeyboardEvent) => {
    const open = onRowClickRef.current;
    if (!open) return;
    const target = event.target as HTMLElement;
    // A click on a control inside the row (a toggle, a delete button) is that control's.
    if (target.closest(OWN_CLICK) && target.closest(OWN_CLICK) !== event.currentTarget) return;
    open(row);
  }, []);
  const clickable = !!onRowClick;
  const hrefOf = rowHref ?? NO_ROW_HREF;
  const newLabel = t({ id: 'table.new_row', message: 'New' });

  // The rows are rendered only when they change, not on every keystroke in the search box: a
  // list of hundreds of students must echo typing at once.
  const tableBody = useMemo(
    () => (
      <Table.Body>
        <DataTableStyles />
        {loadError ? (
          <Table.Row>
            <Table.Cell colSpan={columns.length} textAlign="center" py="8">
              <HStack justify="center" gap="3" wrap="wrap" role="alert">
                <Text color="fg.error">{loadError}</Text>
                {canRetry ? (
                  <Button size="sm" variant="outline" onClick={() => onRetryRef.current?.()} loading={loading}>
                    {t({ id: 'common.retry', message: 'Try again' })}
                  </Button>
                ) : null}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ) : loading && shownRows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={columns.length} textAlign="center" py="8">
              <Spinner size="sm" role="status" aria-label={t({ id: 'common.loading', message: 'Loading…' })} />
            </Table.Cell>
          </Table.Row>
        ) : sorted.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={columns.length} textAlign="center" py="8">
              <Text color="fg.muted">{emptyText ?? t({ id: 'table.empty', message: 'No entries found.' })}</Text>
            </Table.Cell>
          </Table.Row>
        ) : (
          visibleRows.map((row) => (
            <DataTableRow
              key={rowKey(row)}
              row={row}
              columns={columns}
              inactive={isRowInactive?.(row) ?? false}
              newLabel={isRowNew?.(row) ? newLabel : undefined}
              href={hrefOf(row)}
              linkColumn={linkColumn}
              onActivate={clickable ? activate : undefined}
            />
          ))
        )}
      </Table.Body>
    ),
    [visibleRows, sorted.length, columns, loading, loadError, canRetry, shownRows.length, clickable, activate, isRowInactive, isRowNew, newLabel, rowKey, hrefOf, linkColumn, emptyText, t],
  );

  return (
    <Box>
      {searchable || toolbar ? (
        <HStack mb="4" gap="3" justify="space-between" wrap="wrap">
          {searchable ? (
            <InputGroup startElement={<SearchIcon />} maxW="sm" flex="1">
              <Input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && query) {
                    event.stopPropagation();
                    setQuery('');
                  }
                }}
                aria-label={searchLabel ?? t({ id: 'table.search', message: 'Search' })}
                placeholder={searchLabel ?? t({ id: 'table.search', message: 'Search' })}
              />
            </InputGroup>
          ) : (
            <span />
          )}
          {toolbar}
        </HStack>
      ) : null}
      {scrollsSideways ? (
        <HStack gap="1" mb="1" fontSize="sm" color="fg.muted" data-testid="table-scroll-hint">
          <ScrollSidewaysIcon />
          <Text>{t({ id: 'table.scroll_hint', message: 'The table is wider than the window: scroll sideways to see every column.' })}</Text>
        </HStack>
      ) : null}
      <Table.ScrollArea ref={scrollArea} borderWidth="1px" rounded="md">
        <Table.Root
          size="sm"
          className="data-table"
          data-stack={stackOnPhone ? '' : undefined}
          data-fixed={fixedColumns ? '' : undefined}
          interactive={!!onRowClick || !!rowHref}
          aria-busy={loading || undefined}
          tableLayout={fixedColumns ? 'fixed' : undefined}
          minW={fixedColumns?.minWidth}
        >
          <VisuallyHidden asChild>
            <caption>{caption}</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {columns.map((column) => {
                const sortable = column.sortable !== false;
                const direction = sort?.key === column.key ? sort.direction : null;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    width={column.width}
                    textAlign={column.align}
                    data-sortable={sortable ? '' : undefined}
                    aria-sort={
                      direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                    }
                  >
                    {sortable ? (
                      <chakra.button
                        type="button"
                        display="inline-flex"
                        alignItems="center"
                        gap="1"
                        fontWeight="semibold"
                        // In fixed columns a long header wraps rather than run into the next one.
                        whiteSpace={fixedColumns ? 'normal' : undefined}
                        textAlign={fixedColumns ? 'inherit' : undefined}
                        cursor="pointer"
                        rounded="sm"
                        _focusVisible={{ outline: '2px solid', outlineColor: 'teal.500' }}
                        onClick={() => toggleSort(column.key)}
                      >
                        {column.header}
                        <SortIcon sort={direction} />
                      </chakra.button>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          {tableBody}
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

/** Whether the element's content is wider than the element (it scrolls sideways), kept up to date. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    // No first check here: the observer reports every observed element once after the next
    // layout, while measuring now would force a layout of the whole page during its first render.
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

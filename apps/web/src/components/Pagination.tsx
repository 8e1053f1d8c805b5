import { Button, HStack, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { pageWindow } from '../lib/pagination.ts';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from './icons.tsx';

/**
 * After a page change: when the list's top (`element`) is above the window, scroll it into view
 * and move the focus there (the next page is read from its start); a change made at the top of
 * the list leaves the window and the focus where they are.
 */
export function scrollToListTop(element: HTMLElement | null): void {
  if (!element || element.getBoundingClientRect().top >= 0) return;
  element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The navigation's name; a second one on the same page needs its own. */
  label?: string;
}

/** First, previous, up to 5 pages either side of the current one, next, last (docs/product/screens.md). */
export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  const { t } = useLingui();
  const pages = pageWindow(page, totalPages);
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <HStack as="nav" aria-label={label ?? t({ id: 'pagination.label', message: 'Pages' })} gap="1" wrap="wrap">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t({ id: 'pagination.first', message: 'First page' })}
        disabled={atStart}
        onClick={() => onPageChange(1)}
      >
        <ChevronsLeftIcon />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t({ id: 'pagination.previous', message: 'Previous page' })}
        disabled={atStart}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      {pages.map((number) => (
        <Button
          key={number}
          size="sm"
          minW="9"
          variant={number === page ? 'solid' : 'ghost'}
          colorPalette={number === page ? 'teal' : 'gray'}
          aria-label={t({ id: 'pagination.page', message: `Page ${number}` })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => number !== page && onPageChange(number)}
        >
          {number}
        </Button>
      ))}
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t({ id: 'pagination.next', message: 'Next page' })}
        disabled={atEnd}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t({ id: 'pagination.last', message: 'Last page' })}
        disabled={atEnd}
        onClick={() => onPageChange(totalPages)}
      >
        <ChevronsRightIcon />
      </IconButton>
    </HStack>
  );
}

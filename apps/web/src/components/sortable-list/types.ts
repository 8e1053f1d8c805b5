import type { ReactNode } from 'react';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => number | string;
  /** The list's accessible name. */
  label: string;
  /** How the handle and the screen-reader announcements name an item (e.g. "Problem 101"). */
  itemLabel: (item: T) => string;
  /**
   * An item's content; keep the function's identity stable (useCallback), see RowContent. It is
   * called again only when the item changes (not when it moves), so it should not depend on the
   * item's place.
   */
  renderItem: (item: T) => ReactNode;
  /** Called on drop when the item's place changed, with its new 0-based index. */
  onMove: (item: T, newIndex: number) => void;
  /** No dragging (e.g. while the list is refreshed after a failure). */
  disabled?: boolean;
}

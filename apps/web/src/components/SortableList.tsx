import { useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
import { importLater } from '../lib/import-later.ts';
import { DragHandle, RowContent, SortableListStyles, SortableRowFrame } from './sortable-list/SortableRowFrame.tsx';
import type { SortableListProps } from './sortable-list/types.ts';

export type { SortableListProps } from './sortable-list/types.ts';

// dnd-kit comes in its own chunk; until it is there the list shows the same rows, not movable.
const loadDnd = () => import('./sortable-list/SortableListDnd.tsx');
const SortableListDnd = lazy(loadDnd) as unknown as ComponentType<SortableListProps<unknown>>;

/** Starts loading the drag-and-drop code (e.g. while a list's data is on its way). */
export function preloadSortableList(): void {
  importLater(loadDnd).catch(() => {
    // The list's own render asks again, and shows its failure there.
  });
}

function StaticList<T>({ items, getId, label, itemLabel, renderItem }: SortableListProps<T>) {
  const { t } = useLingui();
  return (
    <ul aria-label={label} className="sortable-list">
      <SortableListStyles />
      {items.map((item) => (
        <SortableRowFrame
          key={getId(item)}
          handle={<DragHandle label={t({ id: 'sortable.handle', message: `Move ${itemLabel(item)}` })} disabled />}
        >
          <RowContent item={item} render={renderItem} />
        </SortableRowFrame>
      ))}
    </ul>
  );
}

/**
 * The one reorderable list of the app (topics' and students' problems, docs/product/screens.md, states.md): each row
 * has a handle that moves it by mouse, touch or keyboard, with screen-reader announcements in
 * the interface language and a 150 ms animation; on drop `onMove(item, newIndex)` is called.
 * The list shows `items` as given: the screen applies the move (optimistically) itself.
 *
 * Memoised: a screen that renders again for something else (a save's progress) does not render
 * its long list again, as long as it passes the same items and functions.
 */
export const SortableList = memo(function SortableList<T>(props: SortableListProps<T>) {
  const dnd = props as unknown as SortableListProps<unknown>;
  return (
    <Suspense fallback={<StaticList {...props} />}>
      <SortableListDnd {...dnd} />
    </Suspense>
  );
}) as <T>(props: SortableListProps<T>) => ReactNode;

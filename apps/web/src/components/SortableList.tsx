import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ComponentType } from 'react';
import { DragHandle, RowContent, SortableRowFrame } from './sortable-list/SortableRowFrame.tsx';
import type { SortableListProps } from './sortable-list/types.ts';

export type { SortableListProps } from './sortable-list/types.ts';

// dnd-kit comes in its own chunk; until it is there the list shows the same rows, not movable.
const SortableListDnd = lazy(() => import('./sortable-list/SortableListDnd.tsx')) as unknown as ComponentType<
  SortableListProps<unknown>
>;

function StaticList<T>({ items, getId, label, itemLabel, renderItem }: SortableListProps<T>) {
  const { t } = useLingui();
  return (
    <chakra.ul aria-label={label} listStyleType="none" display="flex" flexDirection="column" gap="2" m="0" p="0">
      {items.map((item, index) => (
        <SortableRowFrame
          key={getId(item)}
          handle={<DragHandle label={t({ id: 'sortable.handle', message: `Move ${itemLabel(item)}` })} disabled />}
        >
          <RowContent item={item} index={index} render={renderItem} />
        </SortableRowFrame>
      ))}
    </chakra.ul>
  );
}

/**
 * The one reorderable list of the app (topics' and students' problems, spec §2, §4): each row
 * has a handle that moves it by mouse, touch or keyboard, with screen-reader announcements in
 * the interface language and a 150 ms animation; on drop `onMove(item, newIndex)` is called.
 * The list shows `items` as given: the screen applies the move (optimistically) itself.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const dnd = props as unknown as SortableListProps<unknown>;
  return (
    <Suspense fallback={<StaticList {...props} />}>
      <SortableListDnd {...dnd} />
    </Suspense>
  );
}

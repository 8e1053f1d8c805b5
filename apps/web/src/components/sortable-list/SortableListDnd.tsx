// The drag-and-drop half of SortableList, in its own chunk: dnd-kit loads with the first list
// that can be reordered, not with the app.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, type ReactNode } from 'react';
import { DRAG_ANIMATION_MS } from '../../lib/config.ts';
import { DragHandle, RowContent, SortableRowFrame } from './SortableRowFrame.tsx';
import type { SortableListProps } from './types.ts';

/** Items move only up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [verticalOnly];
const TRANSITION = { duration: DRAG_ANIMATION_MS, easing: 'ease' };

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: UniqueIdentifier;
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    transition: TRANSITION,
  });
  return (
    <SortableRowFrame
      ref={setNodeRef}
      dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      handle={<DragHandle ref={setActivatorNodeRef} label={label} disabled={disabled} {...attributes} {...listeners} />}
    >
      {children}
    </SortableRowFrame>
  );
}

/**
 * A list reordered by dragging a row's handle: with a mouse or a finger (the handle does not
 * scroll the page), or with the keyboard (Space or Enter picks up, arrows move, Space or Enter
 * drops, Escape cancels), each step announced to screen readers in the interface language.
 */
export default function SortableListDnd<T>({
  items,
  getId,
  label,
  itemLabel,
  renderItem,
  onMove,
  disabled = false,
}: SortableListProps<T>) {
  const { t } = useLingui();
  const ids = useMemo(() => items.map(getId), [items, getId]);
  // The announcements read the list as it is when they are made, not as it was at the start.
  const latest = useRef({ items, ids, itemLabel });
  latest.current = { items, ids, itemLabel };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier) => {
      const { items: list, ids: keys, itemLabel: nameOf } = latest.current;
      const item = list[keys.indexOf(id)];
      return item === undefined ? String(id) : nameOf(item);
    };
    const position = (id: UniqueIdentifier | undefined) => latest.current.ids.indexOf(id ?? '') + 1;
    const total = () => latest.current.ids.length;
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        const item = name(active.id);
        const at = position(active.id);
        const count = total();
        return t({ id: 'sortable.picked_up', message: `Picked up ${item}. Position ${at} of ${count}.` });
      },
      onDragOver: ({ active, over }) => {
        if (!over) return t({ id: 'sortable.outside', message: `${name(active.id)} is no longer over the list.` });
        const item = name(active.id);
        const at = position(over.id);
        const count = total();
        return t({ id: 'sortable.moved', message: `${item} moved to position ${at} of ${count}.` });
      },
      onDragEnd: ({ active, over }) => {
        const item = name(active.id);
        if (!over) return t({ id: 'sortable.dropped_outside', message: `${item} dropped. Its place has not changed.` });
        const at = position(over.id);
        const count = total();
        return t({ id: 'sortable.dropped', message: `${item} dropped at position ${at} of ${count}.` });
      },
      onDragCancel: ({ active }) => {
        const item = name(active.id);
        const at = position(active.id);
        return t({ id: 'sortable.cancelled', message: `Moving cancelled. ${item} is back at position ${at}.` });
      },
    };
    return {
      announcements,
      screenReaderInstructions: {
        draggable: t({
          id: 'sortable.instructions',
          message:
            'To move an item, press Space or Enter on its handle, move it with the arrow keys, then press Space or Enter to drop it or Escape to cancel.',
        }),
      },
    };
  }, [t]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    const item = items[from];
    if (item === undefined || to < 0) return;
    onMove(item, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={MODIFIERS}
      accessibility={accessibility}
      onDragEnd={handleDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <chakra.ul aria-label={label} listStyleType="none" display="flex" flexDirection="column" gap="2" m="0" p="0">
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index] as UniqueIdentifier}
              label={t({ id: 'sortable.handle', message: `Move ${itemLabel(item)}` })}
              disabled={disabled}
            >
              <RowContent item={item} index={index} render={renderItem} />
            </SortableRow>
          ))}
        </chakra.ul>
      </SortableContext>
    </DndContext>
  );
}

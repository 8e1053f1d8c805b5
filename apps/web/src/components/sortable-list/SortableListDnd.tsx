// The drag-and-drop half of SortableList, in its own chunk: dnd-kit loads with the first list
// that can be reordered, not with the app.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import {
  memo,
  useCallback,
  useId,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { DRAG_ANIMATION_MS } from '../../lib/config.ts';
import { moveItem } from '../../lib/optimistic.ts';
import { LiveRows, useLiveRow } from './live-rows.ts';
import { createRowSlots, type RowSlots } from './row-slots.ts';
import { createClosestCenter, getNewIndex, verticalStrategy } from './sorting.ts';
import { DragHandle, RowContent, SortableListStyles, SortableRowFrame } from './SortableRowFrame.tsx';
import type { SortableListProps } from './types.ts';
import { useSettled } from './use-settled.ts';

/** Items move only up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [verticalOnly];
const TRANSITION = { duration: DRAG_ANIMATION_MS, easing: 'ease' };
/** The slide useSortable asks for; the rows' stylesheet has it (SortableRowFrame.tsx). */
const SLIDE = CSS.Transition.toString({ property: 'transform', ...TRANSITION });
// The sensors' options keep their identity: new ones would give every row new listeners, and
// every row would render again whenever the list does.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/** The events the sensors above start a drag with (PointerSensor, KeyboardSensor). */
type Listeners = { onPointerDown?: (event: PointerEvent<HTMLElement>) => void; onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void };

/**
 * A row's part in dnd-kit while it takes part (live-rows.ts). It renders nothing: it registers
 * the row and its handle with dnd-kit, passes the handle's events on, and writes what the drag
 * changes (the row's offset and slide, the dragged row's look, the handle's pressed state)
 * straight onto the row's elements. So the row itself renders only when it joins or leaves,
 * and its elements (the handle with the focus, the content) stay the same throughout.
 */
function RowDnd({
  id,
  disabled,
  row,
  handle,
  listeners: listenersRef,
}: {
  id: UniqueIdentifier;
  disabled: boolean;
  row: RefObject<HTMLLIElement | null>;
  handle: RefObject<HTMLButtonElement | null>;
  listeners: RefObject<Listeners | undefined>;
}) {
  const { listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    transition: TRANSITION,
    getNewIndex,
  });
  useLayoutEffect(() => {
    setNodeRef(row.current);
    setActivatorNodeRef(handle.current);
    return () => {
      setNodeRef(null);
      setActivatorNodeRef(null);
    };
  }, [setNodeRef, setActivatorNodeRef, row, handle]);
  useLayoutEffect(() => {
    listenersRef.current = listeners as Listeners | undefined;
    return () => {
      listenersRef.current = undefined;
    };
  }, [listeners, listenersRef]);

  // The row's offset is written only when it changes what is seen. A row that stays in place
  // gets no transform rather than a zero one (which would also give each row a layer of its
  // own). The slide is the stylesheet's; where dnd-kit asks for no transition (the dragged row
  // following the pointer, a row taking its new place at once after the drop) the row says
  // "none", but only while its offset is or was just set: for a row that does not move, the
  // transition makes no difference.
  const moved = !!transform && (transform.x !== 0 || transform.y !== 0);
  const wasMoved = useRef(false);
  const instant = transition !== SLIDE && (moved || wasMoved.current || isDragging);
  const offset = moved ? (CSS.Translate.toString(transform) ?? '') : '';
  // Written while React changes the page (an insertion effect), before any layout effect: after
  // a drop dnd-kit measures the rows that moved in its layout effects, and a write between two
  // of those measurements would make the browser lay the list out again for each.
  useInsertionEffect(() => {
    wasMoved.current = moved;
    const element = row.current;
    if (!element) return;
    element.style.transform = offset;
    element.style.transition = instant ? 'none' : '';
    element.toggleAttribute('data-dragging', isDragging);
    if (isDragging) handle.current?.setAttribute('aria-pressed', 'true');
    else handle.current?.removeAttribute('aria-pressed');
  }, [moved, offset, instant, isDragging, row, handle]);
  // A row that leaves (scrolled away, or the list unmounted) is left at rest.
  useLayoutEffect(
    () => () => {
      const element = row.current;
      if (element) {
        element.style.transform = '';
        element.style.transition = '';
        element.removeAttribute('data-dragging');
      }
      handle.current?.removeAttribute('aria-pressed');
    },
    [row, handle],
  );
  return null;
}

/**
 * One row: its frame, handle and content element stay in the page whether or not it takes part
 * in dnd-kit (RowDnd). Memoised: it renders only when it joins or leaves, or its name changes;
 * the drag itself never renders it.
 */
const SortableRow = memo(function SortableRow({
  id,
  label,
  disabled,
  slots,
  rows,
  describedBy,
  roleDescription,
}: {
  id: UniqueIdentifier;
  label: string;
  disabled: boolean;
  slots: RowSlots;
  rows: LiveRows;
  describedBy: string;
  roleDescription: string;
}) {
  const live = useLiveRow(rows, id);
  const row = useRef<HTMLLIElement | null>(null);
  const handle = useRef<HTMLButtonElement | null>(null);
  const listeners = useRef<Listeners | undefined>(undefined);
  const frameRef = useCallback(
    (element: HTMLLIElement | null) => {
      rows.watch(id, element, row.current);
      row.current = element;
    },
    [rows, id],
  );
  // The handle's events go to dnd-kit's listeners of the moment (none while the row is out of
  // sight); its attributes are the ones useSortable gives a handle.
  const events = useMemo(
    () => ({
      onPointerDown: (event: PointerEvent<HTMLButtonElement>) => listeners.current?.onPointerDown?.(event),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => listeners.current?.onKeyDown?.(event),
      onFocus: () => rows.setFocused(id),
      onBlur: () => rows.setFocused(null),
    }),
    [rows, id],
  );
  return (
    <>
      <SortableRowFrame
        ref={frameRef}
        handle={
          <DragHandle
            ref={handle}
            label={label}
            disabled={disabled}
            aria-disabled={disabled}
            aria-roledescription={roleDescription}
            aria-describedby={describedBy}
            {...events}
          />
        }
        contentRef={slots.ref(id)}
      />
      {live ? <RowDnd id={id} disabled={disabled} row={row} handle={handle} listeners={listeners} /> : null}
    </>
  );
});

/** The items' ids; the same array as long as they are the same ids in the same order. */
function useIds<T>(items: readonly T[], getId: (item: T) => UniqueIdentifier): UniqueIdentifier[] {
  const previous = useRef<UniqueIdentifier[]>([]);
  return useMemo(() => {
    const ids = items.map(getId);
    const same = ids.length === previous.current.length && ids.every((id, index) => id === previous.current[index]);
    // A refresh that brings the same order must not read as a change of order to dnd-kit: every
    // row would render again, and dnd-kit would switch off their slides for the new order.
    if (!same) previous.current = ids;
    return previous.current;
  }, [items, getId]);
}

/**
 * The items' contents, each rendered into its row's content element (see row-slots.ts). The rows
 * attach those elements while React commits them; the contents follow in a second render that
 * React does before the browser paints (a layout effect), so a row never shows empty.
 */
function RowContents<T>({ items, ids, render, slots }: { items: readonly T[]; ids: readonly UniqueIdentifier[]; render: (item: T) => ReactNode; slots: RowSlots }) {
  const [, setVersion] = useState(0);
  const renderedVersion = slots.version();
  const rendered = useRef(renderedVersion);
  rendered.current = renderedVersion;
  useLayoutEffect(() => {
    const update = () => setVersion(slots.version());
    const unsubscribe = slots.subscribe(update);
    if (slots.version() !== rendered.current) update();
    return unsubscribe;
  }, [slots]);
  return items.map((item, index) => {
    const id = ids[index] as UniqueIdentifier;
    const slot = slots.get(id);
    return slot ? createPortal(<RowContent item={item} render={render} />, slot, String(id)) : null;
  });
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
  // From a drop until the next items arrive, the list shows the items in the dropped order:
  // the drop and the new order are then one render, as dnd-kit expects, instead of a render
  // of the old order (its rows already sliding back) and another one when the screen's
  // optimistic change comes through.
  const [dropped, setDropped] = useState<{ base: readonly T[]; order: readonly T[] } | null>(null);
  const shown = dropped && dropped.base === items ? dropped.order : items;
  const ids = useIds(shown, getId);
  const [slots] = useState(createRowSlots);
  // The rows stop being watched as their elements leave the page, the list's with it.
  const [rows] = useState(() => new LiveRows());
  // The id of the instructions that every handle names (dnd-kit's, given here so that the rows
  // out of sight can name them too).
  const describedBy = `sortable-instructions-${useId()}`;
  // What screen readers call a handle instead of "button" (dnd-kit's own word is English).
  const roleDescription = t({ id: 'sortable.role', message: 'movable item' });
  const listRef = useRef<HTMLUListElement>(null);
  const settled = useSettled(listRef);
  // The announcements and the drop read the list as it is when they happen, not as it was at
  // the start (and the drop handler keeps its identity, so the drag tree need not render).
  const latest = useRef({ items, shown, ids, itemLabel, onMove });
  latest.current = { items, shown, ids, itemLabel, onMove };

  const [collisionDetection] = useState(createClosestCenter);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));

  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier) => {
      const { shown: list, ids: keys, itemLabel: nameOf } = latest.current;
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

  const handleDragStart = useCallback(({ active }: DragStartEvent) => rows.setDragged(active.id), [rows]);
  const handleDragCancel = useCallback(() => rows.setDragged(null), [rows]);
  const handleDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    rows.setDragged(null);
    if (!over || active.id === over.id) return;
    const { items: base, shown: list, ids: keys, onMove: move } = latest.current;
    const from = keys.indexOf(active.id);
    const to = keys.indexOf(over.id);
    const item = list[from];
    if (item === undefined || to < 0) return;
    setDropped({ base, order: moveItem(list, (entry) => entry === item, to) });
    move(item, to);
  }, [rows]);

  return (
    <>
      <DndContext
        id={describedBy}
        sensors={sensors}
        collisionDetection={collisionDetection}
        modifiers={MODIFIERS}
        accessibility={accessibility}
        onDragStart={handleDragStart}
        onDragEnd={handleDragEnd}
        onDragCancel={handleDragCancel}
      >
        <SortableContext items={ids} strategy={verticalStrategy} disabled={disabled}>
          <ul ref={listRef} aria-label={label} className="sortable-list" data-settled={settled || undefined}>
            <SortableListStyles />
            {shown.map((item, index) => (
              <SortableRow
                key={ids[index]}
                id={ids[index] as UniqueIdentifier}
                label={t({ id: 'sortable.handle', message: `Move ${itemLabel(item)}` })}
                disabled={disabled}
                slots={slots}
                rows={rows}
                describedBy={describedBy}
                roleDescription={roleDescription}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <RowContents items={shown} ids={ids} render={renderItem} slots={slots} />
    </>
  );
}

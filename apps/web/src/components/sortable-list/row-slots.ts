// Where each row's content goes: the element a sortable row leaves for it, by the item's id.
//
// Why the content is not simply a child of its row: while something is dragged, dnd-kit
// changes its contexts on every pointer move, and every sortable row renders again. React then
// walks everything below each row to make sure nothing there reads those contexts; with two
// hundred problems (math, switches, buttons: some 160 components a row) that walk alone took
// longer than a frame. So the rows render an empty content element, and the contents are
// rendered beside the drag-and-drop tree, into those elements, through portals: in the page
// they are inside their rows as before, and the drag never reaches them.

type Listener = () => void;

export interface RowSlots {
  /** A stable ref callback for the content element of the row `id`. */
  ref: (id: string | number) => (element: HTMLElement | null) => void;
  get: (id: string | number) => HTMLElement | undefined;
  subscribe: (listener: Listener) => () => void;
  /** Changes whenever a row's element comes or goes. */
  version: () => number;
}

export function createRowSlots(): RowSlots {
  const elements = new Map<string | number, HTMLElement>();
  const refs = new Map<string | number, (element: HTMLElement | null) => void>();
  const listeners = new Set<Listener>();
  let version = 0;
  const changed = () => {
    version++;
    for (const listener of listeners) listener();
  };
  return {
    ref: (id) => {
      let ref = refs.get(id);
      if (!ref) {
        let current: HTMLElement | null = null;
        ref = (element) => {
          // A row that is replaced attaches its new element after the old one has gone.
          if (element) elements.set(id, element);
          else if (elements.get(id) === current) elements.delete(id);
          current = element;
          changed();
        };
        refs.set(id, ref);
      }
      return ref;
    },
    get: (id) => elements.get(id),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

import { Combobox, createListCollection, Portal, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { textCollator } from '../lib/collator.ts';

export interface SearchableSelectProps<T> {
  /** The visible label, also the input's accessible name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** What an option reads, what typing is matched against and what the options are sorted by. */
  itemLabel: (item: T) => string;
  /** Called with the chosen item; the input is emptied for the next choice (unless `selectedKey`). */
  onSelect: (item: T) => void;
  /**
   * For a choice confirmed by a separate button ("Add"): the key of the item chosen so far,
   * shown in the input until the screen sets it back to null.
   */
  selectedKey?: string | null;
  placeholder?: string;
  /** Shown in the open list when nothing matches (or nothing is offered). */
  emptyText?: string;
  loading?: boolean;
  disabled?: boolean;
  maxW?: string;
}

/** Case- and accent-insensitive, so that "muller" finds "Müller". */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();
}

/**
 * A dropdown searchable by typing that picks one item and then empties itself, for "add a
 * student", "add a topic" and the like: the options open on click, on a key or while typing, and
 * narrow to those containing what was typed; arrows and Enter choose, Escape closes.
 */
export function SearchableSelect<T>({
  label,
  items,
  itemKey,
  itemLabel,
  onSelect,
  placeholder,
  emptyText,
  loading = false,
  disabled = false,
  maxW = 'md',
  selectedKey,
}: SearchableSelectProps<T>) {
  const keeps = selectedKey !== undefined;
  const { t, i18n } = useLingui();
  const collator = textCollator(i18n.locale);
  // What was typed, for the filter. The input itself stays the combobox's own; it empties it
  // after a choice (selectionBehavior "clear").
  const [typed, setTyped] = useState('');

  const collection = useMemo(() => {
    const needle = normalize(typed.trim());
    const matching = needle ? items.filter((item) => normalize(itemLabel(item)).includes(needle)) : [...items];
    // In the order people look things up in ("Öztürk" with the O's, "10a" after "9a").
    matching.sort((a, b) => collator.compare(itemLabel(a), itemLabel(b)));
    return createListCollection({ items: matching, itemToString: itemLabel, itemToValue: itemKey });
  }, [items, itemKey, itemLabel, typed, collator]);

  return (
    <Combobox.Root
      collection={collection}
      value={keeps && selectedKey ? [selectedKey] : []}
      onInputValueChange={(details) => setTyped(details.reason === 'input-change' ? details.inputValue : '')}
      onValueChange={(details) => {
        const chosen = details.items[0];
        if (chosen !== undefined) onSelect(chosen);
      }}
      selectionBehavior={keeps ? 'replace' : 'clear'}
      openOnClick
      // The options enter the page when the list first opens and leave when it closes: a closed
      // select with a few hundred topics costs the page's first render nothing.
      lazyMount
      unmountOnExit
      disabled={disabled}
      maxW={maxW}
      width="full"
      translations={{
        triggerLabel: t({ id: 'select.show_options', message: 'Show options' }),
        clearTriggerLabel: t({ id: 'select.clear', message: 'Clear' }),
      }}
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={placeholder ?? t({ id: 'select.type_to_search', message: 'Type to search…' })} />
        <Combobox.IndicatorGroup>
          {loading ? <Spinner size="xs" role="status" aria-label={t({ id: 'common.loading', message: 'Loading…' })} /> : null}
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{emptyText ?? t({ id: 'select.empty', message: 'Nothing found' })}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={itemKey(item)} item={item}>
                {itemLabel(item)}
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

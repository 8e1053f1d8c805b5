const collators = new Map<string, Intl.Collator>();

/**
 * How names sort in the interface language: by the language's alphabet (umlauts, Cyrillic),
 * ignoring case, and numbers inside names by their value ("5a" before "10c").
 */
export function textCollator(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'accent' });
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * Makes the interface language's collator once the page is idle, typically while a screen
 * waits for its data: the first collator of a page costs a slow phone some 40 ms (the browser
 * loads the language's collation data), which would otherwise fall into the screen's first
 * render with its data (a class select, a sorted table).
 */
export function prepareCollatorWhenIdle(locale: string): () => void {
  if (collators.has(locale) || typeof requestIdleCallback !== 'function') return () => {};
  const handle = requestIdleCallback(() => textCollator(locale));
  return () => cancelIdleCallback(handle);
}

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

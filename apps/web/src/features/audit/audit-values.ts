// How an entry's recorded values read in the table (docs/product/screens.md#audit-log): as plain
// text (React escapes it, nothing is ever rendered as HTML), a long value cut with its full text
// kept for the title, a file by its size. The server records any JSON value.

/** Longer values are cut to this many characters plus an ellipsis; the title holds the whole. */
export const VALUE_MAX_LENGTH = 60;

/** What a recorded value is, as text: null/absent as "—", a file `{bytes}` by its size. */
export function valueText(value: unknown, formatBytes: (bytes: number) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => valueText(item, formatBytes)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && typeof record.bytes === 'number') return formatBytes(record.bytes);
    return JSON.stringify(value);
  }
  return String(value);
}

/** The text shown and, when it had to be cut, the whole text (for the title). */
export function shortValue(text: string, max = VALUE_MAX_LENGTH): { shown: string; full: string | undefined } {
  // Line breaks would stretch a row; they read as spaces in one line.
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return { shown: flat, full: flat === text ? undefined : text };
  return { shown: `${chars.slice(0, max - 1).join('')}…`, full: text };
}

/** The fields of `changes` in a stable order (the server's), without those equal before and after. */
export function changedFields(changes: Record<string, { before?: unknown; after?: unknown }>): string[] {
  return Object.keys(changes).filter((field) => JSON.stringify(changes[field]?.before) !== JSON.stringify(changes[field]?.after));
}

// CSV for spreadsheets (Excel in German-speaking schools first): UTF-8 with a byte order mark,
// `;` between fields, CRLF line ends. A field with `;`, `"` or a line break is quoted (a `"`
// doubled); a text a spreadsheet would read as a formula (=, +, -, @ first, also after a tab
// or carriage return) gets a leading `'`, so that names typed by users never run as formulas.

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** One field: numbers as they are, texts guarded against formulas and quoted where needed. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A whole file: the byte order mark, then each row as one line ending in CRLF. */
export function csvDocument(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvField).join(SEPARATOR) + LINE_END).join('');
}

/**
 * A file name of ASCII letters, digits, `.`, `_` and `-` only, for Content-Disposition's plain
 * `filename`: accents dropped (Brüche → Bruche), other characters one `_`, none leading.
 */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_/, '');
  return ascii.startsWith('.') || ascii === '' ? `download${ascii}` : ascii;
}

/**
 * Content-Disposition for a download: an ASCII `filename` for old clients and `filename*` in
 * UTF-8 (RFC 6266 / 5987) with the real name; path separators, quotes and controls removed.
 */
export function attachmentHeader(fileName: string): string {
  const safe = Array.from(fileName, (c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' || '/\\"'.includes(c) ? '_' : c)).join('');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFileName(safe)}"; filename*=UTF-8''${encoded}`;
}

const berlin = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as YYYY-MM-DD HH:MM in Europe/Berlin (empty for none). */
export function berlinMinute(date: Date | string | null | undefined): string {
  if (date == null) return '';
  const parts = Object.fromEntries(berlin.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

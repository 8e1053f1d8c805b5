// Reading a roster file as schools have it (docs/product/validation.md#student-import): an
// Excel workbook (.xlsx, its first sheet) or a CSV/text table in whatever encoding and with
// whichever separator the program that wrote it chose. The result is a plain table of text
// cells with each row's line (or sheet row) in the file, so that errors can name it.
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { readSheet } from 'read-excel-file/node';
import { unprocessable } from '../../lib/http-error.ts';

export interface TableRow {
  /** The row's first line in the file (1 based), or its row in the sheet. */
  line: number;
  cells: string[];
}

export const fileUnreadable = () =>
  unprocessable('import.file_unreadable', 'The file is neither a CSV or text table nor an Excel workbook (.xlsx).');
export const fileEmpty = () => unprocessable('import.file_empty', 'The file holds no rows.');

/** An .xlsx is a zip archive: it starts with a local file header. */
const isZip = (data: Buffer) => data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/**
 * The text of a CSV or text file. A byte order mark names the encoding (UTF-8; UTF-16 little or
 * big endian, which Excel writes as "Unicode text"); without one, valid UTF-8 is UTF-8 and
 * anything else is Windows-1252, what Excel writes for "CSV (Trennzeichen-getrennt)" in Western
 * Europe. Windows-1252 accepts any byte, so a binary file is recognised by its control bytes.
 */
export function decodeText(data: Buffer): string {
  let text: string;
  if (data[0] === 0xff && data[1] === 0xfe) text = iconv.decode(data.subarray(2), 'utf-16le');
  else if (data[0] === 0xfe && data[1] === 0xff) text = iconv.decode(data.subarray(2), 'utf-16be');
  else if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) text = iconv.decode(data.subarray(3), 'utf-8');
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    } catch {
      text = iconv.decode(data, 'windows-1252');
    }
  }
  if (looksBinary(text)) throw fileUnreadable();
  return text;
}

/** Control characters other than tab and line breaks, in more than a trace: not a text file. */
function looksBinary(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) controls++;
  }
  return controls > Math.max(2, text.length / 1000);
}

const SEPARATORS = [';', ',', '\t'] as const;

/**
 * The separator: the one of `;` `,` tab that occurs most often, outside quotes, in the first
 * line that has any (the header, normally). A tie goes to the first of the list: a German
 * export with decimal commas still splits on its semicolons.
 */
export function detectSeparator(text: string): string {
  for (const line of text.split('\n', 20)) {
    const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
    let quoted = false;
    for (const char of line) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
    }
    const [best, count] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a));
    if (count > 0) return best;
  }
  return ',';
}

/** The rows of a CSV or text table; a quoted field may hold separators, quotes and line breaks. */
export function readCsv(text: string): TableRow[] {
  const normal = text.replace(/\r\n?/g, '\n');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(normal, {
      delimiter: detectSeparator(normal),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as typeof records;
  } catch {
    // An unclosed quote and the like: not a table this import can trust.
    throw fileUnreadable();
  }
  const rows: TableRow[] = [];
  let nextLine = 1;
  for (const { record, info } of records) {
    rows.push({ line: nextLine, cells: record });
    nextLine = info.lines + 1;
  }
  return rows;
}

/** The first sheet of a workbook, every cell as text (a formula's last value, never the formula run). */
export async function readXlsx(data: Buffer): Promise<TableRow[]> {
  let sheet: unknown[][];
  try {
    sheet = (await readSheet(data)) as unknown[][];
  } catch {
    throw fileUnreadable();
  }
  return sheet.map((cells, index) => ({ line: index + 1, cells: cells.map(cellText) }));
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The table of a roster file, .xlsx or text; rows with no text at all are left out. */
export async function readTable(data: Buffer): Promise<TableRow[]> {
  if (data.length === 0) throw fileEmpty();
  const rows = isZip(data) ? await readXlsx(data) : readCsv(decodeText(data));
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) throw fileEmpty();
  return filled;
}

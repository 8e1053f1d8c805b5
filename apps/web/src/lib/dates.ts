// German date formatting (docs/product/limits.md), whatever the interface language: dd.mm.yyyy,
// dd.mm.yyyy HH:MM and HH:MM. Server date-times without an offset are UTC. The words for an
// empty and an unreadable date are German in German ("Nie", "Ungültiges Datum") and translated
// in the other languages.
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n.ts';

const never = msg({ id: 'date.never', message: 'Never' });
const invalidDate = msg({ id: 'date.invalid', message: 'Invalid date' });

/** What an empty date shows, in the interface language ("Nie" in German). */
const neverText = (): string => i18n._(never);
/** What an unreadable date shows, in the interface language ("Ungültiges Datum" in German). */
const invalidDateText = (): string => i18n._(invalidDate);

type DateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

function isEmpty(value: DateInput): value is null | undefined | '' {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Parses what the server sends. A date-time without an offset is read as UTC; a date alone
 * ("2026-11-18") is a calendar day and is returned as midnight UTC of that day.
 */
export function parseServerDate(value: DateInput): Date | null {
  if (isEmpty(value)) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    // Reject impossible days such as 2026-02-31, which Date would roll over.
    return date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(m) - 1 ? date : null;
  }
  if (!DATE_TIME.test(text)) return null;
  const iso = text.replace(' ', 'T');
  const date = new Date(HAS_OFFSET.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The formatters by time zone and kind: building one costs more than formatting many dates (a progress matrix has thousands). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
      timeZone,
    });
    formatters.set(key, format);
  }
  return format;
}

interface DateParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The date's parts in `timeZone`. The browser's own zone and UTC are read off the date itself:
 * the first Intl date formatter of a page costs a slow phone some 50 ms (the browser loads its
 * locale data), which the student page's conversations paid while it was loading. Another zone
 * takes Intl.
 */
function parts(date: Date, timeZone: string | undefined, withTime: boolean): DateParts {
  if (timeZone === undefined || timeZone === 'UTC') {
    const utc = timeZone === 'UTC';
    return {
      day: twoDigits(utc ? date.getUTCDate() : date.getDate()),
      month: twoDigits((utc ? date.getUTCMonth() : date.getMonth()) + 1),
      year: String(utc ? date.getUTCFullYear() : date.getFullYear()),
      hour: twoDigits(utc ? date.getUTCHours() : date.getHours()),
      minute: twoDigits(utc ? date.getUTCMinutes() : date.getMinutes()),
    };
  }
  const map: Record<string, string> = {};
  for (const part of formatterOf(timeZone, withTime).formatToParts(date)) map[part.type] = part.value;
  return map as unknown as DateParts;
}

/**
 * dd.mm.yyyy; "Nie" when empty, "Ungültiges Datum" when unparseable (in German). A date alone is shown as
 * that calendar day; a date-time in `timeZone` (default: the browser's).
 */
export function formatDate(value: DateInput, timeZone?: string): string {
  if (isEmpty(value)) return neverText();
  const date = parseServerDate(value);
  if (!date) return invalidDateText();
  const dayOnly = typeof value === 'string' && DATE_ONLY.test(value.trim());
  const p = parts(date, dayOnly ? 'UTC' : timeZone, false);
  return `${p.day}.${p.month}.${p.year}`;
}

/** dd.mm.yyyy HH:MM; "Nie" when empty, "Ungültiges Datum" when unparseable. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  if (isEmpty(value)) return neverText();
  const date = parseServerDate(value);
  if (!date) return invalidDateText();
  const p = parts(date, timeZone, true);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** HH:MM; an empty string when empty or unparseable. */
export function formatTime(value: DateInput, timeZone?: string): string {
  const date = parseServerDate(value);
  if (!date) return '';
  const p = parts(date, timeZone, true);
  return `${p.hour}:${p.minute}`;
}

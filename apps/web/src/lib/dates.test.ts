import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, parseServerDate } from './dates.ts';
import { activateLocale } from './i18n.ts';

describe('formatDate (dd.mm.yyyy)', () => {
  it('formats a date-time in German order with two-digit day and month', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'UTC')).toBe('05.03.2026');
  });

  it('shows a calendar date as that day in every time zone', () => {
    expect(formatDate('2026-11-18', 'America/Los_Angeles')).toBe('18.11.2026');
    expect(formatDate('2026-11-18', 'Pacific/Kiritimati')).toBe('18.11.2026');
  });

  it('reads a date-time without an offset as UTC', () => {
    // 23:30 UTC is already the next day in Berlin.
    expect(formatDate('2026-11-18T23:30:00', 'Europe/Berlin')).toBe('19.11.2026');
    expect(formatDate('2026-11-18 23:30:00', 'UTC')).toBe('18.11.2026');
  });

  it('shows "Never" for an empty value', () => {
    expect(formatDate(null)).toBe('Never');
    expect(formatDate(undefined)).toBe('Never');
    expect(formatDate('')).toBe('Never');
    expect(formatDate('   ')).toBe('Never');
  });

  it('shows "Invalid date" for what cannot be read', () => {
    expect(formatDate('yesterday')).toBe('Invalid date');
    expect(formatDate('2026-02-31')).toBe('Invalid date');
    expect(formatDate('18.11.2026')).toBe('Invalid date');
  });

  it('says "Nie" and "Ungültiges Datum" in German and uses each language\'s own words', async () => {
    await activateLocale('de');
    expect(formatDate(null)).toBe('Nie');
    expect(formatDateTime('later')).toBe('Ungültiges Datum');
    await activateLocale('ru');
    expect(formatDate(null)).toBe('Никогда');
    await activateLocale('uk');
    expect(formatDateTime(null)).toBe('Ніколи');
    await activateLocale('es');
    expect(formatDate('later')).toBe('Fecha no válida');
  });
});

describe('formatDateTime (dd.mm.yyyy HH:MM)', () => {
  it('adds 24-hour hours and minutes', () => {
    expect(formatDateTime('2026-11-18T14:30:00Z', 'UTC')).toBe('18.11.2026 14:30');
    expect(formatDateTime('2026-01-02T03:04:59Z', 'UTC')).toBe('02.01.2026 03:04');
  });

  it('treats a date-time without an offset as UTC and shows it in the given zone', () => {
    expect(formatDateTime('2026-11-18T14:30:00', 'Europe/Berlin')).toBe('18.11.2026 15:30');
    expect(formatDateTime('2026-07-18T14:30:00', 'Europe/Berlin')).toBe('18.07.2026 16:30');
  });

  it('honours an explicit offset', () => {
    expect(formatDateTime('2026-11-18T14:30:00+02:00', 'UTC')).toBe('18.11.2026 12:30');
  });

  it('has the same fallbacks as formatDate', () => {
    expect(formatDateTime(null)).toBe('Never');
    expect(formatDateTime('not a date')).toBe('Invalid date');
  });
});

describe('formatTime (HH:MM)', () => {
  it('shows hours and minutes only', () => {
    expect(formatTime('2026-11-18T08:05:00Z', 'UTC')).toBe('08:05');
    expect(formatTime('2026-11-18T08:05:00', 'Europe/Berlin')).toBe('09:05');
  });

  it('is empty for an unparseable or empty time', () => {
    expect(formatTime('garbage')).toBe('');
    expect(formatTime(null)).toBe('');
    expect(formatTime('')).toBe('');
  });
});

describe("the browser's own time zone", () => {
  it('shows a date-time as an Intl formatter of that zone would', () => {
    const intl = new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const at of ['2026-01-01T00:00:00Z', '2026-03-29T01:30:00Z', '2026-10-25T00:59:00Z', '2026-12-31T23:59:00Z', '1999-07-04T12:05:00Z']) {
      const expected = intl.format(new Date(at)).replace(',', '');
      expect(formatDateTime(at)).toBe(expected);
      expect(formatDate(at)).toBe(expected.slice(0, 10));
      expect(formatTime(at)).toBe(expected.slice(11));
    }
  });
});

describe('parseServerDate', () => {
  it('accepts Date objects and epoch milliseconds', () => {
    const date = new Date(Date.UTC(2026, 10, 18, 14, 30));
    expect(parseServerDate(date)?.toISOString()).toBe('2026-11-18T14:30:00.000Z');
    expect(parseServerDate(date.getTime())?.toISOString()).toBe('2026-11-18T14:30:00.000Z');
    expect(parseServerDate(new Date(Number.NaN))).toBeNull();
  });

  it('keeps fractional seconds', () => {
    expect(parseServerDate('2026-11-18T14:30:00.250')?.toISOString()).toBe('2026-11-18T14:30:00.250Z');
  });
});

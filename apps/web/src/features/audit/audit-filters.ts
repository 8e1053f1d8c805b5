// The audit log's filters as they live in the URL (docs/product/screens.md#audit-log), read and
// written by the shared useListState, and turned into GET /admin/audit's query. The dates are
// calendar days in the browser's time zone: "from" is the start of its day, "to" includes its
// whole day (the server's `to` is exclusive).
import { auditEntityTypeValues, type AuditEntityType } from '@backoffice/api-client';
import type { FilterParam, FilterParams } from '../../lib/use-list-state.ts';
import type { AuditQuery } from './api.ts';

export interface AuditFilters {
  entity_type: AuditEntityType | '';
  entity_id: string;
  operation: string;
  /** A user id, or 0 for everybody. */
  actor: number;
  /** yyyy-mm-dd or ''. */
  from: string;
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local midnight that starts the calendar day `text` (yyyy-mm-dd); null when it is no real day. */
export function startOfDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const textFilter = (pattern: RegExp): FilterParam<string> => ({
  defaultValue: '',
  parse: (raw) => (raw && pattern.test(raw) ? raw : ''),
  format: (value) => value,
});

const dayFilter: FilterParam<string> = {
  defaultValue: '',
  parse: (raw) => (raw && startOfDay(raw) ? raw : ''),
  format: (value) => value,
};

/** What the URL may hold; anything else is left out as if absent (the contract's patterns). */
export const AUDIT_FILTERS: FilterParams<AuditFilters> = {
  entity_type: {
    defaultValue: '',
    parse: (raw) => (auditEntityTypeValues.includes(raw as AuditEntityType) ? (raw as AuditEntityType) : ''),
    format: (value) => value,
  },
  entity_id: textFilter(/^[A-Za-z0-9_.:-]{1,100}$/),
  operation: textFilter(/^[a-z][A-Za-z0-9]{0,99}$/),
  actor: {
    defaultValue: 0,
    parse: (raw) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0),
    format: (value) => String(value),
  },
  from: dayFilter,
  to: dayFilter,
};

/** The query of GET /admin/audit for these filters and page (1-based). */
export function toAuditQuery(filters: AuditFilters, page: number, perPage: number): AuditQuery {
  const from = startOfDay(filters.from);
  const toDay = startOfDay(filters.to);
  // The day after "to" at midnight: the entries of the whole "to" day are in.
  const to = toDay ? new Date(toDay.getFullYear(), toDay.getMonth(), toDay.getDate() + 1) : null;
  return {
    ...(filters.entity_type ? { entity_type: filters.entity_type } : {}),
    ...(filters.entity_type && filters.entity_id ? { entity_id: filters.entity_id } : {}),
    ...(filters.operation ? { operation_id: filters.operation } : {}),
    ...(filters.actor ? { actor_user_id: filters.actor } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(to ? { to: to.toISOString() } : {}),
    page,
    per_page: perPage,
  };
}

/** The link to /audit's query string for one record's entries (the History sections' "show all"). */
export function recordQuery(entityType: AuditEntityType, entityId: string | number): Record<string, string> {
  return { entity_type: entityType, entity_id: String(entityId) };
}

/** A day of the URL (yyyy-mm-dd) as the German format shows it (dd.mm.yyyy); '' for none. */
export function germanDay(isoDay: string): string {
  const match = DAY.exec(isoDay);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/**
 * What was typed into a date field, as the URL's yyyy-mm-dd: "27.11.2026", "1.2.2026" or
 * "27.11.26" (this century); '' for an empty field, null for anything that is no real day.
 */
export function parseGermanDay(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(trimmed);
  if (!match) return null;
  const year = match[3]!.length === 2 ? `20${match[3]}` : match[3]!;
  const iso = `${year}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return startOfDay(iso) ? iso : null;
}

import { describe, expect, it } from 'vitest';
import { AUDIT_FILTERS, germanDay, parseGermanDay, toAuditQuery, type AuditFilters } from './audit-filters.ts';

const NONE: AuditFilters = { entity_type: '', entity_id: '', operation: '', actor: 0, from: '', to: '' };

describe('audit filters (docs/product/screens.md#audit-log)', () => {
  it('reads days typed in the German format, and nothing else', () => {
    expect(parseGermanDay('27.11.2026')).toBe('2026-11-27');
    expect(parseGermanDay(' 1.2.2026 ')).toBe('2026-02-01');
    expect(parseGermanDay('27.11.26')).toBe('2026-11-27');
    expect(parseGermanDay('')).toBe('');
    expect(parseGermanDay('31.02.2026')).toBeNull();
    expect(parseGermanDay('2026-11-27')).toBeNull();
    expect(parseGermanDay('11/27/2026')).toBeNull();
    expect(germanDay('2026-02-01')).toBe('01.02.2026');
    expect(germanDay('')).toBe('');
  });

  it('sends whole days, an entity id only with its kind, and the page', () => {
    expect(toAuditQuery({ ...NONE, from: '2026-11-01', to: '2026-11-01' }, 3, 50)).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 2).toISOString(),
      page: 3,
      per_page: 50,
    });
    expect(toAuditQuery({ ...NONE, entity_id: 'k7m2q9xw4tfa' }, 1, 10)).toEqual({ page: 1, per_page: 10 });
  });

  it('keeps out of the query what the contract would refuse', () => {
    expect(AUDIT_FILTERS.operation.parse('updateStudent')).toBe('updateStudent');
    expect(AUDIT_FILTERS.operation.parse('update student')).toBe('');
    expect(AUDIT_FILTERS.entity_id.parse('k7m2q9xw4tfa')).toBe('k7m2q9xw4tfa');
    expect(AUDIT_FILTERS.entity_id.parse('a/b')).toBe('');
    expect(AUDIT_FILTERS.actor.parse('12')).toBe(12);
    expect(AUDIT_FILTERS.actor.parse('0')).toBe(0);
    expect(AUDIT_FILTERS.entity_type.parse('student')).toBe('student');
    expect(AUDIT_FILTERS.entity_type.parse('spaceship')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_SCHOOL_FORM, schoolFormError, schoolFormFrom, schoolMessages, schoolPayload } from './school-form.ts';
import { SCHOOLS } from './test-fixtures.ts';

describe('school form (spec §5)', () => {
  it('wants a name', () => {
    expect(schoolFormError(EMPTY_SCHOOL_FORM)).toBe(schoolMessages.nameRequired);
    expect(schoolFormError({ ...EMPTY_SCHOOL_FORM, name: '   ' })).toBe(schoolMessages.nameRequired);
    expect(schoolFormError({ ...EMPTY_SCHOOL_FORM, name: 'Humboldt-Gesamtschule' })).toBeNull();
  });

  it('wants a valid e-mail address when one is given', () => {
    const form = { ...EMPTY_SCHOOL_FORM, name: 'Humboldt-Gesamtschule' };
    expect(schoolFormError({ ...form, email: 'verwaltung@' })).toBe(schoolMessages.invalidEmail);
    expect(schoolFormError({ ...form, email: 'verwaltung@humboldt.example.org' })).toBeNull();
  });

  it('sends trimmed values and null for blank optional fields', () => {
    expect(schoolPayload({ ...EMPTY_SCHOOL_FORM, name: '  Humboldt-Gesamtschule ', phone: ' ', language: 'en' })).toEqual({
      name: 'Humboldt-Gesamtschule',
      description: null,
      address: null,
      phone: null,
      email: null,
      language: 'en',
    });
  });

  it('starts an edit from the school, with empty text for missing fields', () => {
    const form = schoolFormFrom(SCHOOLS[1]!);
    expect(form.description).toBe('');
    expect(schoolPayload(form)).toEqual({
      name: 'Lessing-Realschule',
      description: null,
      address: 'Lessingstraße 5, 20095 Hamburg',
      phone: '+49 40 7654320',
      email: 'info@lessing-realschule.example.org',
      language: 'en',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { formProblem } from '../../components/form/index.ts';
import { EMPTY_SCHOOL_FORM, schoolFormFrom, schoolFormMessage, schoolFormSchema, schoolMessages, schoolPayload, type SchoolForm } from './school-form.ts';

/** The summary message for a form, as the dialog and the page show it. */
function schoolFormError(form: SchoolForm) {
  const result = schoolFormSchema.safeParse(form);
  if (result.success) return null;
  const errors = Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), { type: 'validate', message: issue.message }]));
  return schoolFormMessage(formProblem(errors));
}
import { SCHOOLS } from './test-fixtures.ts';
import { FORM_CORRECT_MARKED } from '../../components/form/form-messages.ts';

describe('school form (docs/product/validation.md)', () => {
  it('wants a name', () => {
    expect(schoolFormError(EMPTY_SCHOOL_FORM)).toBe(schoolMessages.nameRequired);
    expect(schoolFormError({ ...EMPTY_SCHOOL_FORM, name: '   ' })).toBe(schoolMessages.nameRequired);
    expect(schoolFormError({ ...EMPTY_SCHOOL_FORM, name: 'Humboldt-Gesamtschule' })).toBeNull();
  });

  it('wants a valid e-mail address when one is given, and points to the marked field without repeating it', () => {
    const form = { ...EMPTY_SCHOOL_FORM, name: 'Humboldt-Gesamtschule' };
    expect(schoolFormError({ ...form, email: 'verwaltung@' })).toBe(FORM_CORRECT_MARKED);
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

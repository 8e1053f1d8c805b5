// The school form's state, its rules (spec §5: the name is required) and what the server gets.
import type { Language, School, SchoolInput } from '@backoffice/api-client';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isBlank, isValidEmail } from '../../lib/validation.ts';

export interface SchoolForm {
  name: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  language: Language;
}

/** A new school: empty, in German (the contract's default language for schools). */
export const EMPTY_SCHOOL_FORM: SchoolForm = {
  name: '',
  description: '',
  address: '',
  phone: '',
  email: '',
  language: 'de',
};

export function schoolFormFrom(school: School): SchoolForm {
  return {
    name: school.name,
    description: school.description ?? '',
    address: school.address ?? '',
    phone: school.phone ?? '',
    email: school.email ?? '',
    language: school.language,
  };
}

export const schoolMessages = {
  nameRequired: msg({ id: 'schools.error_name_required', message: 'Please enter a name for the school' }),
  invalidEmail: msg({ id: 'schools.error_email', message: 'Please enter a valid e-mail address.' }),
  createFailed: msg({ id: 'schools.error_create', message: 'Error creating school' }),
};

/** The first rule the form breaks, or null when it may be sent. */
export function schoolFormError(form: SchoolForm): MessageDescriptor | null {
  if (isBlank(form.name)) return schoolMessages.nameRequired;
  if (!isBlank(form.email) && !isValidEmail(form.email)) return schoolMessages.invalidEmail;
  return null;
}

/** Trimmed; an optional field left blank is sent as null ("none"), never as an empty string. */
export function schoolPayload(form: SchoolForm): SchoolInput {
  const optional = (value: string) => (isBlank(value) ? null : value.trim());
  return {
    name: form.name.trim(),
    description: optional(form.description),
    address: optional(form.address),
    phone: optional(form.phone),
    email: optional(form.email),
    language: form.language,
  };
}

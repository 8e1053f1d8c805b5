// The school form's state, its rules (docs/product/validation.md: the name is required) and what the server gets.
import { DEFAULT_LANGUAGE, type Language, type School, type SchoolInput } from '@backoffice/api-client';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as z from 'zod/mini';
import { emailText, formSummary, languageValue, optionalText, requiredText, type FormErrorKey } from '../../components/form/index.ts';
import { isBlank } from '../../lib/text.ts';

export interface SchoolForm {
  name: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  language: Language;
}

/** A new school: empty, in the contract's default language. */
export const EMPTY_SCHOOL_FORM: SchoolForm = {
  name: '',
  description: '',
  address: '',
  phone: '',
  email: '',
  language: DEFAULT_LANGUAGE,
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
  createFailed: msg({ id: 'schools.error_create', message: 'Error creating school' }),
};

/** The rules of a school (docs/product/validation.md): a name; an e-mail address, when given, must be one. */
export const schoolFormSchema = z.object({
  name: requiredText(),
  description: optionalText(),
  address: optionalText(),
  phone: optionalText(),
  email: emailText({ required: false }),
  language: languageValue(),
});

/** The summary above the form (docs/product/errors.md: schools.error_name_required for a missing name). */
export function schoolFormMessage(problem: FormErrorKey | null): MessageDescriptor | null {
  return formSummary(problem, schoolMessages.nameRequired);
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

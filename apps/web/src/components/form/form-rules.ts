// The shared field rules of docs/product/validation.md as zod/mini schemas for the form kit. A failed rule reports
// a FormErrorKey as its message; <FormField> shows that key's text from the catalog, so a
// schema needs no translation and the text follows the interface language.
import { genderValues, type Gender, type Language } from '@backoffice/api-client';
import * as z from 'zod/mini';
import { isLocale } from '../../lib/i18n.ts';
import { MIN_PASSWORD_LENGTH } from '../../lib/config.ts';
import { isBlank } from '../../lib/text.ts';

export type FormErrorKey = 'required' | 'email' | 'password';

let emailSchema: z.ZodMiniEmail | undefined;
/** A syntactically valid e-mail address (surrounding spaces ignored). */
export function isEmailAddress(value: string): boolean {
  emailSchema ??= z.email();
  return emailSchema.safeParse(value.trim()).success;
}

/** A text that must not be blank. */
export function requiredText() {
  return z.string().check(z.refine((value) => !isBlank(value), { error: 'required' satisfies FormErrorKey }));
}

/** Optional free text. */
export function optionalText() {
  return z.string();
}

/** An e-mail address; `required: false` also accepts a blank field. */
export function emailText({ required = true }: { required?: boolean } = {}) {
  return z.string().check(
    z.refine((value) => !required || !isBlank(value), { error: 'required' satisfies FormErrorKey, abort: true }),
    z.refine((value) => isBlank(value) || isEmailAddress(value), { error: 'email' satisfies FormErrorKey }),
  );
}

/**
 * A password of at least MIN_PASSWORD_LENGTH characters (docs/product/validation.md, limits.md). Where it is optional (editing, the own
 * profile) a blank field keeps the current password.
 */
export function passwordText({ required }: { required: boolean }) {
  return z.string().check(
    z.refine((value) => !required || value !== '', { error: 'required' satisfies FormErrorKey, abort: true }),
    z.refine((value) => value === '' || value.length >= MIN_PASSWORD_LENGTH, {
      error: 'password' satisfies FormErrorKey,
    }),
  );
}

/** One of the contract's genders. */
export function isGender(value: unknown): value is Gender {
  return (genderValues as readonly unknown[]).includes(value);
}

/** A gender of the contract (the radios offer only those). */
export const genderValue = () => z.custom<Gender>(isGender);
/** One of the five interface languages. */
export const languageValue = () => z.custom<Language>(isLocale);

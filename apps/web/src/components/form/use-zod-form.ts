import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { FORM_CORRECT_MARKED, isFormErrorKey } from './form-messages.ts';
import type { FormErrorKey } from './form-rules.ts';
import { useKeepOnSessionEnd } from '../../lib/session-resume.ts';

/**
 * A react-hook-form form validated by a zod (mini) schema: checked on submit, then again on
 * every change of a field that was wrong, so its error goes away as soon as it is fixed. With
 * `keep`, what was typed survives the end of the session (lib/session-resume.ts; passwords
 * never): it comes back when the form shows again after the sign-in.
 */
export function useZodForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  { keep = null }: { keep?: string | null } = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useKeepOnSessionEnd(keep, form);
  return form;
}

/**
 * The one problem a form's summary names: "required" when any required field is empty (spec
 * docs/product/validation.md names one message per screen for that), else the first broken rule.
 */
export function formProblem(errors: FieldErrors): FormErrorKey | null {
  const keys = Object.values(errors)
    .map((error) => error?.message)
    .filter(isFormErrorKey);
  if (keys.includes('required')) return 'required';
  return keys[0] ?? null;
}

/**
 * The one wording of a form's summary (the banner above the fields): the screen's own message
 * when a required field is empty (each screen has its own), else "Please correct the marked
 * fields." The fields name their own problems; the summary never repeats them.
 */
export function formSummary(problem: FormErrorKey | null, requiredMessage: MessageDescriptor): MessageDescriptor | null {
  if (problem === null) return null;
  return problem === 'required' ? requiredMessage : FORM_CORRECT_MARKED;
}

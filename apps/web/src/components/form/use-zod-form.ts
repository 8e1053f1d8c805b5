import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { FORM_CORRECT_MARKED, isFormErrorKey } from './form-messages.ts';
import type { FormErrorKey } from './form-rules.ts';

/**
 * A react-hook-form form validated by a zod (mini) schema: checked on submit, then again on
 * every change of a field that was wrong, so its error goes away as soon as it is fixed.
 */
export function useZodForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * The one problem a form's summary names: "required" when any required field is empty (spec
 * §5 names one message per screen for that), else the first broken rule.
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
 * when a required field is empty (spec §5 names one per screen), else "Please correct the marked
 * fields." The fields name their own problems; the summary never repeats them.
 */
export function formSummary(problem: FormErrorKey | null, requiredMessage: MessageDescriptor): MessageDescriptor | null {
  if (problem === null) return null;
  return problem === 'required' ? requiredMessage : FORM_CORRECT_MARKED;
}

import { Field } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { FORM_ERROR_MESSAGES, isFormErrorKey } from './form-messages.ts';

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  /** A broken rule of form-rules.ts (shown in the interface language) or a text to show as is. */
  error?: string | null;
  /** Marks the control wrong without a text under it, where a summary above the form says why. */
  invalid?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * One form field: its label with the required marker, the control, the hint and, when a rule is
 * broken, the error text (tied to the control for screen readers by Chakra's Field).
 */
export function FormField({ label, required, error, invalid = false, helperText, disabled, readOnly, children }: FormFieldProps) {
  const { i18n } = useLingui();
  const errorText = error ? (isFormErrorKey(error) ? i18n._(FORM_ERROR_MESSAGES[error]) : error) : null;
  return (
    <Field.Root required={required} invalid={invalid || !!errorText} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}

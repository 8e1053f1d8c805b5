// Form-kit fields bound to a react-hook-form `control`: the field name is checked against the
// form's values, the error comes from the form's zod schema (form-rules.ts).
import { genderValues, type Gender } from '@backoffice/api-client';
import { HStack, Input, NativeSelect, RadioGroup, type InputProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH } from '../../lib/config.ts';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../lib/i18n.ts';
import { FormField } from './FormField.tsx';
import { isGender } from './form-rules.ts';

interface BoundProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
}

export interface TextFieldProps<T extends FieldValues> extends BoundProps<T> {
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  inputProps?: Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'type'>;
}

/** A text input with label, required marker and error text. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  type = 'text',
  autoComplete = 'off',
  helperText,
  disabled,
  autoFocus,
  inputProps,
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField label={label} required={required} error={fieldState.error?.message} helperText={helperText} disabled={disabled}>
      <Input
        {...inputProps}
        ref={field.ref}
        name={field.name}
        type={type}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
      />
    </FormField>
  );
}

/** An e-mail input (the rule is form-rules.ts' emailText). */
export function EmailField<T extends FieldValues>(props: Omit<TextFieldProps<T>, 'type'>) {
  return <TextField {...props} type="email" autoComplete={props.autoComplete ?? 'email'} />;
}

export interface PasswordFieldProps<T extends FieldValues> extends BoundProps<T> {
  /** Required on create; elsewhere a blank field keeps the current password. */
  required: boolean;
  autoComplete?: 'new-password' | 'current-password';
}

/** A new password: at least MIN_PASSWORD_LENGTH characters (docs/product/validation.md), with the hint that says so. */
export function PasswordField<T extends FieldValues>({ required, autoComplete = 'new-password', ...props }: PasswordFieldProps<T>) {
  const { t } = useLingui();
  const hint = required
    ? t({ id: 'password.hint_min_length', message: `At least ${MIN_PASSWORD_LENGTH} characters.` })
    : t({
        id: 'password.hint_keep',
        message: `At least ${MIN_PASSWORD_LENGTH} characters. Leave blank to keep the current password.`,
      });
  return <TextField {...props} type="password" required={required} autoComplete={autoComplete} helperText={hint} />;
}

/**
 * The radios of the contract's genders in people's forms (users, students, the own profile).
 * Students' forms name the choices boy and girl (docs/product/screens.md) through `names`.
 */
export function GenderField<T extends FieldValues>({
  control,
  name,
  label,
  names,
}: BoundProps<T> & { names?: Record<Gender, string> }) {
  const { t } = useLingui();
  const { field } = useController({ control, name });
  const labels = names ?? { m: t({ id: 'gender.m', message: 'Male' }), w: t({ id: 'gender.w', message: 'Female' }) };
  return (
    <RadioGroup.Root
      name={field.name}
      value={field.value as string}
      onValueChange={(details) => {
        if (isGender(details.value)) field.onChange(details.value);
      }}
      colorPalette="teal"
      display="flex"
      flexDirection="column"
      gap="1.5"
    >
      <RadioGroup.Label fontWeight="medium" fontSize="sm">
        {label}
      </RadioGroup.Label>
      <HStack gap="6" py="1">
        {genderValues.map((gender) => (
          <RadioGroup.Item key={gender} value={gender}>
            <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{labels[gender]}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

/** A select of the five languages, each named in itself (users, schools, students, profile). */
export function LanguageField<T extends FieldValues>({ control, name, label }: BoundProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField label={label} error={fieldState.error?.message}>
      <NativeSelect.Root>
        <NativeSelect.Field
          ref={field.ref}
          name={field.name}
          value={field.value as string}
          onBlur={field.onBlur}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            if (isLocale(chosen)) field.onChange(chosen);
          }}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

import { Field, Input, SimpleGrid, Textarea, useChakraContext } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isBlank, isValidEmail } from '../../lib/validation.ts';
import type { SchoolForm } from './school-form.ts';
import { LanguageField } from '../../components/LanguageField.tsx';

export interface SchoolFieldsProps {
  form: SchoolForm;
  onChange: (form: SchoolForm) => void;
  /** After a first attempt to save, the broken fields are marked. */
  showErrors: boolean;
  autoFocusName?: boolean;
}

/**
 * The fields of a school (spec §2): name (required), description, address, phone, e-mail (an
 * e-mail input) and language. Shared by the create dialog and the edit form.
 */
export function SchoolFields({ form, onChange, showErrors, autoFocusName = false }: SchoolFieldsProps) {
  const { t } = useLingui();
  const inputLook = useChakraContext().getRecipe('input');
  const set = <K extends keyof SchoolForm>(key: K, value: SchoolForm[K]) => onChange({ ...form, [key]: value });
  const emailInvalid = !isBlank(form.email) && !isValidEmail(form.email);

  return (
    <>
      <Field.Root required invalid={showErrors && isBlank(form.name)}>
        <Field.Label>
          {t({ id: 'schools.field.name', message: 'Name' })}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={form.name}
          autoFocus={autoFocusName}
          autoComplete="organization"
          onChange={(event) => set('name', event.target.value)}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t({ id: 'schools.field.description', message: 'Description' })}</Field.Label>
        {/* In the inputs' look: the theme has no textarea recipe (the sign-in page's budget). */}
        <Textarea
          recipe={inputLook}
          h="auto"
          py="2"
          rows={3}
          value={form.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t({ id: 'schools.field.address', message: 'Address' })}</Field.Label>
        <Input
          value={form.address}
          autoComplete="street-address"
          onChange={(event) => set('address', event.target.value)}
        />
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root>
          <Field.Label>{t({ id: 'schools.field.phone', message: 'Phone' })}</Field.Label>
          <Input type="tel" value={form.phone} autoComplete="tel" onChange={(event) => set('phone', event.target.value)} />
        </Field.Root>
        <Field.Root invalid={showErrors && emailInvalid}>
          <Field.Label>{t({ id: 'schools.field.email', message: 'E-mail' })}</Field.Label>
          <Input
            type="email"
            value={form.email}
            autoComplete="email"
            onChange={(event) => set('email', event.target.value)}
          />
        </Field.Root>
      </SimpleGrid>
      <LanguageField label={t({ id: 'schools.field.language', message: 'Language' })} value={form.language} onChange={(value) => set('language', value)} />
    </>
  );
}

import { SimpleGrid, Textarea, useChakraContext } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useController, type Control } from 'react-hook-form';
import { EmailField, FormField, LanguageField, TextField } from '../../components/form/index.ts';
import type { SchoolForm } from './school-form.ts';

export interface SchoolFieldsProps {
  control: Control<SchoolForm>;
  autoFocusName?: boolean;
}

/**
 * The fields of a school (docs/product/screens.md): name (required), description, address, phone, e-mail (an
 * e-mail input) and language. Shared by the create dialog and the edit form.
 */
export function SchoolFields({ control, autoFocusName = false }: SchoolFieldsProps) {
  const { t } = useLingui();
  const inputLook = useChakraContext().getRecipe('input');
  const description = useController({ control, name: 'description' });

  return (
    <>
      <TextField control={control} name="name" required autoFocus={autoFocusName} autoComplete="organization" label={t({ id: 'schools.field.name', message: 'Name' })} />
      <FormField label={t({ id: 'schools.field.description', message: 'Description' })}>
        {/* In the inputs' look: the theme has no textarea recipe. */}
        <Textarea
          recipe={inputLook}
          h="auto"
          py="2"
          rows={3}
          name={description.field.name}
          value={description.field.value}
          onChange={(event) => description.field.onChange(event.target.value)}
          onBlur={description.field.onBlur}
        />
      </FormField>
      <TextField control={control} name="address" autoComplete="street-address" label={t({ id: 'schools.field.address', message: 'Address' })} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField control={control} name="phone" type="tel" autoComplete="tel" label={t({ id: 'schools.field.phone', message: 'Phone' })} />
        <EmailField control={control} name="email" label={t({ id: 'schools.field.email', message: 'E-mail' })} />
      </SimpleGrid>
      <LanguageField control={control} name="language" label={t({ id: 'schools.field.language', message: 'Language' })} />
    </>
  );
}

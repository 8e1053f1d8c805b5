import type { School } from '@backoffice/api-client';
import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useController, type Control } from 'react-hook-form';
import { FormField, TextField } from '../../components/form/index.ts';
import type { ClassForm } from './class-form.ts';

export interface ClassFieldsProps {
  control: Control<ClassForm>;
  /** The school select is shown only to admins (docs/product/screens.md). */
  chooseSchool: boolean;
  schools: readonly School[] | undefined;
  /** The school shown as selected (the choice, or the first school by default). */
  schoolId: number | null;
  autoFocusName?: boolean;
}

/** Name and, for admins, the school: shared by the Add dialog and the class page. */
export function ClassFields({ control, chooseSchool, schools, schoolId, autoFocusName }: ClassFieldsProps) {
  const { t } = useLingui();
  const school = useController({ control, name: 'schoolId' });
  return (
    <>
      <TextField control={control} name="name" required autoFocus={autoFocusName} label={t({ id: 'classes.field.name', message: 'Name' })} />
      {chooseSchool ? (
        <FormField label={t({ id: 'classes.field.school', message: 'School' })} disabled={!schools || schools.length === 0}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name={school.field.name}
              value={schoolId === null ? '' : String(schoolId)}
              onChange={(event) => school.field.onChange(Number(event.currentTarget.value))}
            >
              {schools === undefined ? <option value="">{t({ id: 'common.loading', message: 'Loading…' })}</option> : null}
              {schools?.map((item) => (
                <option key={item.school_id} value={item.school_id}>
                  {item.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : null}
    </>
  );
}

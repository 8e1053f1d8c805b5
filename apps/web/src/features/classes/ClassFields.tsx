import type { School } from '@backoffice/api-client';
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isBlank } from '../../lib/text.ts';
import type { ClassForm } from './class-form.ts';

export interface ClassFieldsProps {
  form: ClassForm;
  onChange: (form: ClassForm) => void;
  /** The school select is shown only to admins (spec §2). */
  chooseSchool: boolean;
  schools: readonly School[] | undefined;
  /** The school shown as selected (the choice, or the first school by default). */
  schoolId: number | null;
  showErrors: boolean;
  autoFocusName?: boolean;
}

/** Name and, for admins, the school: shared by the Add dialog and the class page. */
export function ClassFields({ form, onChange, chooseSchool, schools, schoolId, showErrors, autoFocusName }: ClassFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <Field.Root required invalid={showErrors && isBlank(form.name)}>
        <Field.Label>
          {t({ id: 'classes.field.name', message: 'Name' })}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={form.name}
          autoFocus={autoFocusName}
          autoComplete="off"
          onChange={(event) => onChange({ ...form, name: event.target.value })}
        />
      </Field.Root>
      {chooseSchool ? (
        <Field.Root disabled={!schools || schools.length === 0}>
          <Field.Label>{t({ id: 'classes.field.school', message: 'School' })}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={schoolId === null ? '' : String(schoolId)}
              onChange={(event) => onChange({ ...form, schoolId: Number(event.currentTarget.value) })}
            >
              {schools === undefined ? <option value="">{t({ id: 'common.loading', message: 'Loading…' })}</option> : null}
              {schools?.map((school) => (
                <option key={school.school_id} value={school.school_id}>
                  {school.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
    </>
  );
}

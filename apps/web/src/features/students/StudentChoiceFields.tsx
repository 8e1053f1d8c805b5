import type { Gender, Language } from '@backoffice/api-client';
import { useLingui } from '@lingui/react/macro';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { GenderField, LanguageField } from '../../components/form/index.ts';
import { genderNames } from './student-words.ts';

/** The form fields named `gender` and `language` of a student form. */
type WithChoices = FieldValues & { gender: Gender; language: Language };

/** A student's gender and language, as the student forms (the add dialog, the page's header) ask for them. */
export function StudentChoiceFields<T extends WithChoices>({ control }: { control: Control<T> }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <GenderField
        control={control}
        name={'gender' as Path<T>}
        label={t({ id: 'students.field.gender', message: 'Gender' })}
        names={{ m: i18n._(genderNames.m), w: i18n._(genderNames.w) }}
      />
      <LanguageField control={control} name={'language' as Path<T>} label={t({ id: 'students.field.language', message: 'Language' })} />
    </>
  );
}

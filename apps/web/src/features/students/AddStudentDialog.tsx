import type { Gender, Language } from '@backoffice/api-client';
import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { GenderField } from '../../components/GenderField.tsx';
import { LanguageField } from '../../components/LanguageField.tsx';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { localeAtom, userAtom } from '../../lib/session.ts';
import { isBlank } from '../../lib/text.ts';
import { useClassChoicesQuery, useCreateStudentMutation } from './api.ts';
import { ClassSelect } from './ClassSelect.tsx';
import { studentMessages } from './student-messages.ts';
import { genderNames, isParent } from './student-words.ts';

interface StudentForm {
  firstname: string;
  lastname: string;
  gender: Gender;
  language: Language;
  classId: number | null;
}

/**
 * The students list's add dialog (spec §2, §5): first and last name required, gender, language
 * and, for staff, a class ("no class" allowed). Parents add a child, who never has a class.
 */
export default function AddStudentDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const locale = useAtomValue(localeAtom);
  const parent = isParent(user);
  const classes = useClassChoicesQuery(!parent);
  const create = useCreateStudentMutation();
  const [form, setForm] = useState<StudentForm>({ firstname: '', lastname: '', gender: 'm', language: locale, classId: null });
  const [showErrors, setShowErrors] = useState(false);
  const set = <K extends keyof StudentForm>(key: K, value: StudentForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const missingName = isBlank(form.firstname) || isBlank(form.lastname);

  const submit = async () => {
    setShowErrors(true);
    if (missingName) return;
    try {
      await create.mutateAsync({
        firstname: form.firstname.trim(),
        lastname: form.lastname.trim(),
        gender: form.gender,
        language: form.language,
        ...(parent ? {} : { class_id: form.classId }),
      });
      void notifySuccess(
        parent
          ? t({ id: 'students.created_child', message: 'Child added' })
          : t({ id: 'students.created', message: 'Student added' }),
      );
      onClose();
    } catch (error) {
      void notifyError(error, studentMessages.createFailed);
    }
  };

  return (
    <FormDialog
      open
      title={parent ? t({ id: 'students.add_child', message: 'Add child' }) : t({ id: 'students.add', message: 'Add student' })}
      submitLabel={t({ id: 'common.create', message: 'Create' })}
      onSubmit={submit}
      onClose={onClose}
      busy={create.isPending}
      error={showErrors && missingName ? i18n._(studentMessages.nameRequired) : null}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root required invalid={showErrors && isBlank(form.firstname)}>
          <Field.Label>
            {t({ id: 'students.field.firstname', message: 'First name' })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={form.firstname} autoFocus maxLength={100} onChange={(event) => set('firstname', event.target.value)} />
        </Field.Root>
        <Field.Root required invalid={showErrors && isBlank(form.lastname)}>
          <Field.Label>
            {t({ id: 'students.field.lastname', message: 'Last name' })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={form.lastname} maxLength={100} onChange={(event) => set('lastname', event.target.value)} />
        </Field.Root>
      </SimpleGrid>
      <GenderField
        label={t({ id: 'students.field.gender', message: 'Gender' })}
        value={form.gender}
        onChange={(gender) => set('gender', gender)}
        names={{ m: i18n._(genderNames.m), w: i18n._(genderNames.w) }}
      />
      <LanguageField
        label={t({ id: 'students.field.language', message: 'Language' })}
        value={form.language}
        onChange={(language) => set('language', language)}
      />
      {parent ? null : (
        <ClassSelect
          label={t({ id: 'students.field.class', message: 'Class' })}
          value={form.classId}
          onChange={(classId) => set('classId', classId)}
          classes={classes.data ?? []}
          showSchool={user?.usertype === 'admin'}
        />
      )}
    </FormDialog>
  );
}

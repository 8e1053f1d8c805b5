import { STUDENT_CREATE_DEFAULTS } from '@backoffice/api-client';
import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import * as z from 'zod/mini';
import { genderValue, languageValue, requiredText, TextField, useZodForm } from '../../components/form/index.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { KEPT_DIALOGS } from '../../lib/session-resume.ts';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { localeAtom, userAtom } from '../../lib/session.ts';
import { useClassChoicesQuery, useCreateStudentMutation } from './api.ts';
import { ClassSelect } from './ClassSelect.tsx';
import { studentMessages } from './student-messages.ts';
import { isParent } from './student-words.ts';
import { StudentChoiceFields } from './StudentChoiceFields.tsx';

const studentFormSchema = z.object({
  firstname: requiredText(),
  lastname: requiredText(),
  gender: genderValue(),
  language: languageValue(),
  classId: z.nullable(z.number()),
});
type StudentForm = z.input<typeof studentFormSchema>;

/**
 * The students list's add dialog (docs/product/screens.md, validation.md): first and last name required, gender, language
 * and, for staff, a class ("no class" allowed). Parents add a child, who never has a class.
 */
export default function AddStudentDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const locale = useAtomValue(localeAtom);
  const parent = isParent(user);
  const classes = useClassChoicesQuery(!parent);
  const create = useCreateStudentMutation();
  const form = useZodForm(
    studentFormSchema,
    { firstname: '', lastname: '', gender: STUDENT_CREATE_DEFAULTS.gender, language: locale, classId: null },
    { keep: KEPT_DIALOGS.newStudent },
  );
  const classField = useController({ control: form.control, name: 'classId' });
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (values: StudentForm) => {
    setProblem(null);
    try {
      await create.mutateAsync({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        gender: values.gender,
        language: values.language,
        ...(parent ? {} : { class_id: values.classId }),
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
  // The only rule that can fail is a missing name (docs/product/validation.md: students.error_name_required).
  const submit = form.handleSubmit(save, () => setProblem(i18n._(studentMessages.nameRequired)));

  return (
    <FormDialog
      open
      title={parent ? t({ id: 'students.add_child', message: 'Add child' }) : t({ id: 'students.add', message: 'Add student' })}
      submitLabel={t({ id: 'common.create', message: 'Create' })}
      onSubmit={submit}
      onClose={onClose}
      busy={create.isPending}
      error={problem}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          control={form.control}
          name="firstname"
          required
          autoFocus
          label={t({ id: 'students.field.firstname', message: 'First name' })}
        />
        <TextField
          control={form.control}
          name="lastname"
          required
          label={t({ id: 'students.field.lastname', message: 'Last name' })}
        />
      </SimpleGrid>
      <StudentChoiceFields control={form.control} />
      {parent ? null : (
        <ClassSelect
          label={t({ id: 'students.field.class', message: 'Class' })}
          value={classField.field.value}
          onChange={classField.field.onChange}
          classes={classes.data ?? []}
          showSchool={user?.usertype === 'admin'}
        />
      )}
    </FormDialog>
  );
}

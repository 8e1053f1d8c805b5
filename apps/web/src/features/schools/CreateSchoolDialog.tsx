import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formProblem, useZodForm } from '../../components/form/index.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { KEPT_DIALOGS } from '../../lib/session-resume.ts';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { useCreateSchoolMutation } from './api.ts';
import { EMPTY_SCHOOL_FORM, schoolFormMessage, schoolFormSchema, schoolMessages, schoolPayload, type SchoolForm } from './school-form.ts';
import { SchoolFields } from './SchoolFields.tsx';

/** The schools list's create dialog: the docs/product/validation.md rule (a name) is checked before anything is sent. */
export default function CreateSchoolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const form = useZodForm(schoolFormSchema, EMPTY_SCHOOL_FORM, { keep: KEPT_DIALOGS.newSchool });
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSchoolMutation();

  const save = async (values: SchoolForm) => {
    setProblem(null);
    try {
      await create.mutateAsync(schoolPayload(values));
      void notifySuccess(t({ id: 'schools.created', message: 'School created' }));
      onClose();
    } catch (error) {
      void notifyError(error, schoolMessages.createFailed);
    }
  };
  const submit = form.handleSubmit(save, (errors) => {
    const message = schoolFormMessage(formProblem(errors));
    setProblem(message ? i18n._(message) : null);
  });

  return (
    <FormDialog
      open={open}
      title={t({ id: 'schools.create_title', message: 'New school' })}
      submitLabel={t({ id: 'common.create', message: 'Create' })}
      onSubmit={submit}
      onClose={onClose}
      busy={create.isPending}
      error={problem}
      size="lg"
    >
      <SchoolFields control={form.control} autoFocusName />
    </FormDialog>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { notifySuccess } from '../../lib/errors.ts';
import { notifyFailure } from '../../lib/failure-toast.ts';
import { useCreateSchoolMutation } from './api.ts';
import { EMPTY_SCHOOL_FORM, schoolFormError, schoolMessages, schoolPayload, type SchoolForm } from './school-form.ts';
import { SchoolFields } from './SchoolFields.tsx';

/** The schools list's create dialog: the §5 rule (a name) is checked before anything is sent. */
export default function CreateSchoolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<SchoolForm>(EMPTY_SCHOOL_FORM);
  const [showErrors, setShowErrors] = useState(false);
  const create = useCreateSchoolMutation();
  const problem = schoolFormError(form);

  const submit = async () => {
    setShowErrors(true);
    if (problem) return;
    try {
      await create.mutateAsync(schoolPayload(form));
      void notifySuccess(t({ id: 'schools.created', message: 'School created' }));
      onClose();
    } catch (error) {
      void notifyFailure(error, schoolMessages.createFailed);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t({ id: 'schools.create_title', message: 'New school' })}
      submitLabel={t({ id: 'common.create', message: 'Create' })}
      onSubmit={submit}
      onClose={onClose}
      busy={create.isPending}
      error={showErrors && problem ? i18n._(problem) : null}
      size="lg"
    >
      <SchoolFields form={form} onChange={setForm} showErrors={showErrors} autoFocusName />
    </FormDialog>
  );
}

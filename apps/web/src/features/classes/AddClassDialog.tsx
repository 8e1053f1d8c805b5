import { Alert } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useZodForm } from '../../components/form/index.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { KEPT_DIALOGS } from '../../lib/session-resume.ts';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { userAtom } from '../../lib/session.ts';
import { useCreateClassMutation, useSchoolChoicesQuery } from './api.ts';
import { chosenSchoolId, classFormBlocker, classFormSchema, classPayload, type ClassForm } from './class-form.ts';
import { classMessages } from './class-messages.ts';
import { ClassFields } from './ClassFields.tsx';

/**
 * The classes list's Add dialog (docs/product/screens.md): a name and, for admins, a school (the first one by
 * default). With no school to choose it says "Please create a school first." and cannot save.
 */
export default function AddClassDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const isAdmin = user?.usertype === 'admin';
  const schools = useSchoolChoicesQuery(isAdmin);
  const create = useCreateClassMutation();
  const form = useZodForm(classFormSchema, { name: '', schoolId: null }, { keep: KEPT_DIALOGS.newClass });
  const schoolChoice = useWatch({ control: form.control, name: 'schoolId' });
  const [nameMissing, setNameMissing] = useState(false);
  if (!user) return null;

  const context = { user, schools: schools.data };
  const blocker = classFormBlocker(context);
  const waitingForSchools = isAdmin && schools.isPending;

  const save = async (values: ClassForm) => {
    setNameMissing(false);
    if (blocker || waitingForSchools) return;
    try {
      await create.mutateAsync(classPayload(values, context));
      void notifySuccess(t({ id: 'classes.created', message: 'Class created' }));
      onClose();
    } catch (error) {
      void notifyError(error, classMessages.createFailed);
    }
  };
  const submit = form.handleSubmit(save, () => setNameMissing(true));

  return (
    <FormDialog
      open={open}
      title={t({ id: 'classes.add_title', message: 'New class' })}
      submitLabel={t({ id: 'common.create', message: 'Create' })}
      onSubmit={submit}
      onClose={onClose}
      busy={create.isPending}
      submitDisabled={blocker !== null || waitingForSchools}
      error={nameMissing && !blocker ? i18n._(classMessages.nameRequired) : null}
    >
      {blocker ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{i18n._(blocker)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <ClassFields
        control={form.control}
        chooseSchool={isAdmin}
        schools={schools.data}
        schoolId={chosenSchoolId({ schoolId: schoolChoice }, context)}
        autoFocusName
      />
    </FormDialog>
  );
}

import type { User, Usertype } from '@backoffice/api-client';
import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { EmailField, GenderField, LanguageField, PasswordField, TextField, formProblem, formSummary, useZodForm } from '../../components/form/index.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { KEPT_DIALOGS } from '../../lib/session-resume.ts';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { localeAtom, userAtom } from '../../lib/session.ts';
import { useCreateUserMutation, useSchoolsQuery, useUpdateUserMutation } from './api.ts';
import { assignableRoles, hasSchool, ROLE_LABELS, ROLE_ORDER } from './roles.ts';
import { createPayload, effectiveSchool, formFromUser, newUserForm, updatePayload, userFormSchema, type UserForm } from './user-form.ts';

const createFailed = msg({ id: 'users.error_create', message: 'Error creating user' });
const updateFailed = msg({ id: 'users.error_update', message: 'Error updating user' });
const requiredMissing = msg({ id: 'users.error_required', message: 'Please fill in all required fields' });
const NO_SCHOOL = '';

export interface UserDialogProps {
  open: boolean;
  /** The user to edit; without one the dialog creates a user. */
  user?: User | null;
  onClose: () => void;
  /** Other features' parts below the fields of an existing user (their change history: app/pages/UsersPage.tsx). */
  extra?: ReactNode;
}

/**
 * Creates or edits a user (docs/product/screens.md, validation.md). Admins choose any role and a school; a schooladmin
 * gives only the schooladmin and teacher roles and their own school, which is shown, not
 * chosen. Nobody changes their own role. Parents have no school.
 */
export default function UserDialog({ open, user, onClose, extra }: UserDialogProps) {
  const { t, i18n } = useLingui();
  const actor = useAtomValue(userAtom);
  const locale = useAtomValue(localeAtom);
  const mode = user ? 'edit' : 'create';
  const schema = useMemo(() => userFormSchema(mode), [mode]);
  const form = useZodForm(schema, user ? formFromUser(user) : newUserForm(locale), { keep: user ? null : KEPT_DIALOGS.newUser });
  const { control, setValue } = form;
  const usertype = useWatch({ control, name: 'usertype' });
  const schoolId = useWatch({ control, name: 'school_id' });
  const [error, setError] = useState<string | null>(null);
  const isAdmin = actor?.usertype === 'admin';
  const schools = useSchoolsQuery(open && isAdmin);
  const create = useCreateUserMutation();
  const update = useUpdateUserMutation();
  if (!actor) return null;

  const firstSchoolId = schools.data?.[0]?.school_id ?? null;
  const isSelf = !!user && user.user_id === actor.user_id;
  // The role is chosen on create (within the actor's limits) and changed only by an admin on
  // someone else; otherwise it is shown but cannot be changed.
  const roleEditable = mode === 'create' || (isAdmin && !isSelf);
  const roles = roleEditable ? assignableRoles(actor) : [usertype];

  const save = async (values: UserForm) => {
    setError(null);
    try {
      if (user) {
        await update.mutateAsync({ id: user.user_id, body: updatePayload(values, actor, user, firstSchoolId) });
        void notifySuccess(t({ id: 'users.saved', message: 'User saved' }));
      } else {
        await create.mutateAsync(createPayload(values, actor, firstSchoolId));
        void notifySuccess(t({ id: 'users.created', message: 'User created' }));
      }
      onClose();
    } catch (failure) {
      // The server's detail when it sent one (e.g. 409: the e-mail is taken), else ours.
      void notifyError(failure, user ? updateFailed : createFailed);
    }
  };

  // The summary above the fields names the screen's message of docs/product/validation.md; each field says its own.
  const submit = form.handleSubmit(save, (errors) => {
    const summary = formSummary(formProblem(errors), requiredMissing);
    setError(summary ? i18n._(summary) : null);
  });

  const schoolField: ReactNode = !hasSchool(usertype) ? null : isAdmin ? (
    <Field.Root>
      <Field.Label>{t({ id: 'users.field.school', message: 'School' })}</Field.Label>
      <NativeSelect.Root disabled={schools.isPending}>
        <NativeSelect.Field
          value={String(effectiveSchool({ usertype, school_id: schoolId }, firstSchoolId) ?? NO_SCHOOL)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValue('school_id', value === NO_SCHOOL ? null : Number(value));
          }}
        >
          <option value={NO_SCHOOL}>{t({ id: 'users.no_school', message: 'No school' })}</option>
          {schools.data?.map((school) => (
            <option key={school.school_id} value={school.school_id}>
              {school.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  ) : (
    // A schooladmin's users are always in the schooladmin's own school: shown, not chosen.
    <Field.Root readOnly>
      <Field.Label>{t({ id: 'users.field.school', message: 'School' })}</Field.Label>
      <Input variant="subtle" value={(user ? user.school_name : actor.school_name) ?? ''} readOnly />
      {mode === 'create' ? (
        <Field.HelperText>{t({ id: 'users.school_fixed', message: 'New users join your school.' })}</Field.HelperText>
      ) : null}
    </Field.Root>
  );

  return (
    <FormDialog
      open={open}
      title={
        user
          ? t({ id: 'users.edit_title', message: 'Edit user' })
          : t({ id: 'users.create_title', message: 'Add user' })
      }
      onSubmit={submit}
      onClose={onClose}
      busy={create.isPending || update.isPending}
      error={error}
      size="lg"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField control={control} name="firstname" required label={t({ id: 'users.field.firstname', message: 'First name' })} />
        <TextField control={control} name="lastname" required label={t({ id: 'users.field.lastname', message: 'Last name' })} />
      </SimpleGrid>
      <EmailField control={control} name="email" required autoComplete="off" label={t({ id: 'users.field.email', message: 'E-mail' })} />
      <PasswordField control={control} name="password" required={mode === 'create'} label={t({ id: 'users.field.password', message: 'Password' })} />
      <GenderField control={control} name="gender" label={t({ id: 'users.field.gender', message: 'Gender' })} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <LanguageField control={control} name="language" label={t({ id: 'users.field.language', message: 'Language' })} />
        <Field.Root disabled={!roleEditable}>
          <Field.Label>{t({ id: 'users.field.role', message: 'Role' })}</Field.Label>
          <NativeSelect.Root disabled={!roleEditable}>
            <NativeSelect.Field
              value={usertype}
              onChange={(event) => {
                const value = event.currentTarget.value as Usertype;
                if (ROLE_ORDER.includes(value)) setValue('usertype', value);
              }}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {i18n._(ROLE_LABELS[role])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      {schoolField}
      {user ? extra : null}
    </FormDialog>
  );
}

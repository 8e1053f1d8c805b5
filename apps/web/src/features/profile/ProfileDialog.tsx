import type { Gender, Language, ProfileUpdate, User } from '@backoffice/api-client';
import { SimpleGrid } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  EmailField,
  emailText,
  GenderField,
  genderValue,
  LanguageField,
  languageValue,
  PasswordField,
  passwordText,
  requiredText,
  TextField,
  formProblem,
  formSummary,
  useZodForm,
} from '../../components/form/index.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { userAtom } from '../../lib/session.ts';
import { KEPT_DIALOGS } from '../../lib/session-resume.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useUpdateProfileMutation } from './api.ts';

interface ProfileForm {
  firstname: string;
  lastname: string;
  gender: Gender;
  email: string;
  language: Language;
  password: string;
  current_password: string;
}

const profileSchema = z.object({
  firstname: requiredText(),
  lastname: requiredText(),
  gender: genderValue(),
  email: emailText(),
  language: languageValue(),
  password: passwordText({ required: false }),
  current_password: z.string(),
});

/** A new password or another e-mail address needs the current password (the server checks it). */
const needsCurrentPassword = (form: Pick<ProfileForm, 'password' | 'email'>, user: Pick<User, 'email'>) =>
  form.password !== '' || form.email.trim().toLowerCase() !== user.email.toLowerCase();

/**
 * What PUT /admin/auth/me receives: a blank password is left out, so it stays unchanged; the
 * current password goes along only when it is needed.
 */
function profilePayload(form: ProfileForm, user: Pick<User, 'active' | 'email'>): ProfileUpdate {
  const payload: ProfileUpdate = {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    email: form.email.trim(),
    gender: form.gender,
    language: form.language,
    active: user.active,
  };
  if (form.password !== '') payload.password = form.password;
  if (needsCurrentPassword(form, user)) payload.current_password = form.current_password;
  return payload;
}

const updateFailed = msg({ id: 'profile.error_update', message: 'Error updating user' });
const requiredMissing = msg({ id: 'profile.error_required', message: 'Please complete all required fields' });

/**
 * The signed-in user's own profile (docs/product/screens.md): name, gender, e-mail, language and an optional new
 * password. The user type is not shown: it cannot be changed on one's own profile. The language
 * shown is the stored one (a choice in the header's switcher is stored at once); saving switches
 * the interface to the saved language.
 */
export default function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return <ProfileForm user={user} open={open} onClose={onClose} />;
}

function ProfileForm({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [, setLocale] = useLocale();
  const form = useZodForm(
    profileSchema,
    {
      firstname: user.firstname,
      lastname: user.lastname,
      gender: user.gender,
      email: user.email,
      language: user.language,
      password: '',
      current_password: '',
    },
    { keep: KEPT_DIALOGS.profile },
  );
  const { control } = form;
  const [password, email] = useWatch({ control, name: ['password', 'email'] });
  const askCurrent = needsCurrentPassword({ password, email }, user);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfileMutation();

  const save = async (values: ProfileForm) => {
    setError(null);
    if (needsCurrentPassword(values, user) && values.current_password === '') {
      setError(t({ id: 'profile.error_current_password', message: 'Please enter your current password to change your password or e-mail address.' }));
      return;
    }
    try {
      const saved = await update.mutateAsync(profilePayload(values, user));
      await setLocale(saved.language);
      void notifySuccess(t({ id: 'profile.saved', message: 'Profile saved' }));
      onClose();
    } catch (failure) {
      void notifyError(failure, updateFailed);
    }
  };

  const submit = form.handleSubmit(save, (errors) => {
    const summary = formSummary(formProblem(errors), requiredMissing);
    setError(summary ? i18n._(summary) : null);
  });

  return (
    <FormDialog
      open={open}
      title={t({ id: 'profile.title', message: 'My profile' })}
      onSubmit={submit}
      onClose={onClose}
      busy={update.isPending}
      error={error}
      size="lg"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField control={control} name="firstname" required autoComplete="given-name" label={t({ id: 'profile.firstname', message: 'First name' })} />
        <TextField control={control} name="lastname" required autoComplete="family-name" label={t({ id: 'profile.lastname', message: 'Last name' })} />
      </SimpleGrid>
      <GenderField control={control} name="gender" label={t({ id: 'profile.gender', message: 'Gender' })} />
      <EmailField control={control} name="email" required label={t({ id: 'profile.email', message: 'E-mail' })} />
      <LanguageField control={control} name="language" label={t({ id: 'profile.language', message: 'Language' })} />
      <PasswordField control={control} name="password" required={false} label={t({ id: 'profile.password', message: 'New password' })} />
      {askCurrent && (
        <TextField
          control={control}
          name="current_password"
          type="password"
          required
          autoComplete="current-password"
          label={t({ id: 'profile.current_password', message: 'Current password' })}
          helperText={t({ id: 'profile.current_password_hint', message: 'Needed to change your password or e-mail address.' })}
        />
      )}
    </FormDialog>
  );
}

import type { Gender, Language, ProfileUpdate, User } from '@backoffice/api-client';
import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { MIN_PASSWORD_LENGTH } from '../../lib/config.ts';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { userAtom } from '../../lib/session.ts';
import { useApplyUserLanguage } from '../../lib/use-locale.ts';
import { isBlank, isValidEmail, isValidPassword } from '../../lib/validation.ts';
import { useUpdateProfileMutation } from './api.ts';
import { GenderField } from '../../components/GenderField.tsx';
import { LanguageField } from '../../components/LanguageField.tsx';

interface ProfileForm {
  firstname: string;
  lastname: string;
  gender: Gender;
  email: string;
  language: Language;
  password: string;
}

function formFrom(user: User): ProfileForm {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    gender: user.gender,
    email: user.email,
    language: user.language,
    password: '',
  };
}

/** What PUT /admin/auth/me receives: a blank password is left out, so it stays unchanged. */
export function profilePayload(form: ProfileForm, user: Pick<User, 'active'>): ProfileUpdate {
  const payload: ProfileUpdate = {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    email: form.email.trim(),
    gender: form.gender,
    language: form.language,
    active: user.active,
  };
  if (form.password !== '') payload.password = form.password;
  return payload;
}

const updateFailed = msg({ id: 'profile.error_update', message: 'Error updating user' });

/**
 * The signed-in user's own profile (spec §2): name, gender, e-mail, language and an optional new
 * password. The user type is not shown: it cannot be changed on one's own profile.
 */
export default function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const [form, setForm] = useState<ProfileForm | null>(() => (user ? formFrom(user) : null));
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const update = useUpdateProfileMutation();
  const applyLanguage = useApplyUserLanguage();
  if (!user || !form) return null;

  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) =>
    setForm((current) => (current ? { ...current, [key]: value } : current));

  const missing = {
    firstname: isBlank(form.firstname),
    lastname: isBlank(form.lastname),
    email: isBlank(form.email),
  };

  const submit = async () => {
    setTouched(true);
    if (missing.firstname || missing.lastname || missing.email) {
      setError(t({ id: 'profile.error_required', message: 'Please complete all required fields' }));
      return;
    }
    if (!isValidEmail(form.email)) {
      setError(t({ id: 'profile.error_email', message: 'Please enter a valid e-mail address.' }));
      return;
    }
    if (form.password !== '' && !isValidPassword(form.password)) {
      setError(t({ id: 'password.error_too_short', message: 'Password must be at least 12 characters long.' }));
      return;
    }
    setError(null);
    try {
      const saved = await update.mutateAsync(profilePayload(form, user));
      await applyLanguage(saved);
      notifySuccess(t({ id: 'profile.saved', message: 'Profile saved' }));
      onClose();
    } catch (failure) {
      // Server failures are toasts (spec §8): its detail, else "Error updating user".
      notifyError(failure, updateFailed);
    }
  };

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
        <Field.Root required invalid={touched && missing.firstname}>
          <Field.Label>
            {t({ id: 'profile.firstname', message: 'First name' })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={form.firstname}
            autoComplete="given-name"
            onChange={(event) => set('firstname', event.target.value)}
          />
        </Field.Root>
        <Field.Root required invalid={touched && missing.lastname}>
          <Field.Label>
            {t({ id: 'profile.lastname', message: 'Last name' })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={form.lastname}
            autoComplete="family-name"
            onChange={(event) => set('lastname', event.target.value)}
          />
        </Field.Root>
      </SimpleGrid>
      <GenderField label={t({ id: 'profile.gender', message: 'Gender' })} value={form.gender} onChange={(value) => set('gender', value)} />
      <Field.Root required invalid={touched && missing.email}>
        <Field.Label>
          {t({ id: 'profile.email', message: 'E-mail' })}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="email"
          value={form.email}
          autoComplete="email"
          onChange={(event) => set('email', event.target.value)}
        />
      </Field.Root>
      <LanguageField label={t({ id: 'profile.language', message: 'Language' })} value={form.language} onChange={(value) => set('language', value)} />
      <Field.Root invalid={touched && form.password !== '' && !isValidPassword(form.password)}>
        <Field.Label>{t({ id: 'profile.password', message: 'New password' })}</Field.Label>
        <Input
          type="password"
          value={form.password}
          autoComplete="new-password"
          onChange={(event) => set('password', event.target.value)}
        />
        <Field.HelperText>
          {t({
            id: 'profile.password_hint',
            message: `At least ${MIN_PASSWORD_LENGTH} characters. Leave blank to keep the current password.`,
          })}
        </Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}

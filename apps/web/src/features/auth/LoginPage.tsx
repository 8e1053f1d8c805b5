import { Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
// The field alone, not the kit's index: that brings react-hook-form and zod, which /login does without.
import { FormField } from '../../components/form/FormField.tsx';
import { useApi } from '../../lib/api-context.tsx';
import { loginErrorMessage } from '../../lib/errors.ts';
import { startSessionAtom, userAtom } from '../../lib/session.ts';
import { hasKeptWork, takeReturnPath } from '../../lib/session-resume.ts';
import { takeSignInLanguage } from '../../lib/sign-in-language.ts';
import { isBlank } from '../../lib/text.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { saveOwnLanguage, useLogin } from './api.ts';
import { AuthAlert, AuthForm } from './AuthForm.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/** /login (docs/product/screens.md, states.md): e-mail and password, with the inline forgot-password form. */
export default function LoginPage() {
  const { t } = useLingui();
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const [email, setEmail] = useState('');

  useEffect(() => {
    document.title = `${t({ id: 'login.title', message: 'Sign in' })} · Mathe-Backoffice`;
  }, [t]);

  return (
    <AuthLayout>
      {mode === 'login' ? (
        <LoginForm email={email} onEmailChange={setEmail} onForgot={() => setMode('forgot')} />
      ) : (
        <ForgotPasswordForm initialEmail={email} onBack={() => setMode('login')} />
      )}
    </AuthLayout>
  );
}

function LoginForm({
  email,
  onEmailChange,
  onForgot,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onForgot: () => void;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [sessionEnded] = useState(hasKeptWork);
  const login = useLogin();
  const startSession = useSetAtom(startSessionAtom);
  const setUser = useSetAtom(userAtom);
  const api = useApi();
  const [, setLocale] = useLocale();
  const [, navigate] = useLocation();

  const submit = async () => {
    if (isBlank(email) || !password) {
      setMissing(true);
      setError(t({ id: 'login.error_missing', message: 'Please enter your e-mail address and your password.' }));
      return;
    }
    setMissing(false);
    setError(null);
    try {
      const result = await login.mutateAsync({ email: email.trim(), password });
      // The language applies before anything of the signed-in app shows: its catalog is loaded
      // first, so the shell comes up in it (with the switcher and the logo). One picked on this
      // page before signing in wins over the saved one, and becomes the saved one.
      const chosen = takeSignInLanguage();
      const { user } = result;
      await setLocale(chosen ?? user.language);
      startSession({ token: result.session.session_id, user });
      // After a session that ended: back to the page the person was on, with what they typed.
      navigate(takeReturnPath(user.user_id) ?? '/', { replace: true });
      if (chosen && chosen !== user.language) {
        saveOwnLanguage(api, user, chosen).then(setUser, (failure: unknown) =>
          console.warn('The language chosen before signing in could not be saved.', failure),
        );
      }
    } catch (failure) {
      setPassword('');
      setError(loginErrorMessage(failure));
    }
  };

  return (
    <AuthForm
      title={t({ id: 'login.title', message: 'Sign in' })}
      onSubmit={() => void submit()}
      submitLabel={t({ id: 'login.submit', message: 'Sign in' })}
      busy={login.isPending}
      secondaryLabel={t({ id: 'login.forgot_password', message: 'Forgot your password?' })}
      onSecondary={onForgot}
    >
      {error ? <AuthAlert status="error" title={error} /> : null}
      {sessionEnded && !error ? (
        <AuthAlert
          status="info"
          title={t({
            id: 'login.session_ended',
            message: 'Your session has ended. Sign in again to continue where you left off; what you typed is kept.',
          })}
        />
      ) : null}
      <FormField label={t({ id: 'login.email', message: 'E-mail' })} required invalid={missing && isBlank(email)}>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          autoFocus
        />
      </FormField>
      <FormField label={t({ id: 'login.password', message: 'Password' })} required invalid={missing && !password}>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
    </AuthForm>
  );
}

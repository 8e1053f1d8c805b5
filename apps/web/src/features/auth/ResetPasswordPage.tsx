import { Button, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Redirect, useLocation, useSearchParams } from 'wouter';
// The field alone, not the kit's index: that brings react-hook-form and zod, which /login does without.
import { FormField } from '../../components/form/FormField.tsx';
import { MIN_PASSWORD_LENGTH, RESET_REDIRECT_MS } from '../../lib/config.ts';
import { errorCode, errorMessage } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { isValidPassword } from '../../lib/validation.ts';
import { useResetPassword } from './api.ts';
import { AuthAlert, AuthForm, AuthHeading } from './AuthForm.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/**
 * /reset-password?token=… (docs/product/screens.md): a new password of at least 12 characters, typed twice.
 * Without a token the user goes to /login; after success, to /login after 3000 ms. A link that
 * has expired or was used already says so and offers the request form for a new one.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Redirect to={paths.login.href()} replace />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const reset = useResetPassword();

  useEffect(() => {
    document.title = `${t({ id: 'reset.title', message: 'Set a new password' })} · Mathe-Backoffice`;
  }, [t]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login.href(), { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async () => {
    if (!isValidPassword(password)) {
      setError(t({ id: 'password.error_too_short', message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.` }));
      return;
    }
    if (password !== confirmation) {
      setError(t({ id: 'password.error_mismatch', message: 'Passwords do not match.' }));
      return;
    }
    setError(null);
    setLinkInvalid(false);
    try {
      await reset.mutateAsync({ token, password });
      setDone(true);
    } catch (failure) {
      if (errorCode(failure) === 'auth.invalid_reset_token') {
        setLinkInvalid(true);
        setError(t({ id: 'reset.error_link_invalid', message: 'This link has expired or has already been used.' }));
      } else {
        setError(errorMessage(failure));
      }
    }
  };

  if (requesting) {
    return (
      <AuthLayout>
        <ForgotPasswordForm initialEmail="" onBack={() => navigate(paths.login.href())} />
      </AuthLayout>
    );
  }

  const title = t({ id: 'reset.title', message: 'Set a new password' });
  return (
    <AuthLayout>
      {done ? (
        <>
          <AuthHeading>{title}</AuthHeading>
          <AuthAlert
            status="success"
            title={t({ id: 'reset.success_title', message: 'Your password has been changed.' })}
            description={t({ id: 'reset.success_text', message: 'You will be taken to the sign-in page in a moment.' })}
          />
        </>
      ) : (
        <AuthForm
          title={title}
          onSubmit={() => void submit()}
          submitLabel={t({ id: 'reset.submit', message: 'Save password' })}
          busy={reset.isPending}
          secondaryLabel={t({ id: 'forgot.back', message: 'Back to sign-in' })}
          onSecondary={() => navigate(paths.login.href())}
        >
          {error ? (
            <AuthAlert status="error" title={error}>
              {linkInvalid ? (
                <Button type="button" size="sm" colorPalette="teal" alignSelf="flex-start" onClick={() => setRequesting(true)}>
                  {t({ id: 'reset.request_new_link', message: 'Request a new link' })}
                </Button>
              ) : null}
            </AuthAlert>
          ) : null}
          <FormField
            label={t({ id: 'reset.password', message: 'New password' })}
            required
            helperText={t({
              id: 'password.hint_min_length',
              message: `At least ${MIN_PASSWORD_LENGTH} characters.`,
            })}
          >
            <Input
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoFocus
            />
          </FormField>
          <FormField label={t({ id: 'reset.confirmation', message: 'Repeat the new password' })} required>
            <Input
              type="password"
              name="confirm-password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </FormField>
        </AuthForm>
      )}
    </AuthLayout>
  );
}

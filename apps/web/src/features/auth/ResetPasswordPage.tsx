import { Alert, Button, chakra, Field, Heading, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Redirect, useLocation, useSearchParams } from 'wouter';
import { MIN_PASSWORD_LENGTH, RESET_REDIRECT_MS } from '../../lib/config.ts';
import { errorCode, errorMessage } from '../../lib/errors.ts';
import { isValidPassword } from '../../lib/validation.ts';
import { useResetPassword } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/**
 * /reset-password?token=… (spec §2): a new password of at least 12 characters, typed twice.
 * Without a token the user goes to /login; after success, to /login after 3000 ms. A link that
 * has expired or was used already says so and offers the request form for a new one.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Redirect to="/login" replace />;
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
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
      await reset.run({ token, password });
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
        <ForgotPasswordForm initialEmail="" onBack={() => navigate('/login')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Heading as="h1" size="xl">
        {t({ id: 'reset.title', message: 'Set a new password' })}
      </Heading>
      {done ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t({ id: 'reset.success_title', message: 'Your password has been changed.' })}</Alert.Title>
            <Alert.Description>
              {t({ id: 'reset.success_text', message: 'You will be taken to the sign-in page in a moment.' })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={submit} noValidate>
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content gap="3">
                <Alert.Title>{error}</Alert.Title>
                {linkInvalid ? (
                  <Button type="button" size="sm" colorPalette="teal" alignSelf="flex-start" onClick={() => setRequesting(true)}>
                    {t({ id: 'reset.request_new_link', message: 'Request a new link' })}
                  </Button>
                ) : null}
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Field.Root required>
            <Field.Label>
              {t({ id: 'reset.password', message: 'New password' })}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoFocus
            />
            <Field.HelperText>
              {t({
                id: 'password.hint_min_length',
                message: `At least ${MIN_PASSWORD_LENGTH} characters.`,
              })}
            </Field.HelperText>
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              {t({ id: 'reset.confirmation', message: 'Repeat the new password' })}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="password"
              name="confirm-password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </Field.Root>
          <Button type="submit" colorPalette="teal" loading={reset.isPending} width="full">
            {t({ id: 'reset.submit', message: 'Save password' })}
          </Button>
          <Text textAlign="center" fontSize="sm">
            <Button variant="plain" colorPalette="teal" size="sm" onClick={() => navigate('/login')}>
              {t({ id: 'forgot.back', message: 'Back to sign-in' })}
            </Button>
          </Text>
        </chakra.form>
      )}
    </AuthLayout>
  );
}

import { Alert, Button, chakra, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isBlank } from '../../lib/text.ts';
import { useRequestPasswordReset } from './api.ts';

/**
 * The inline request form of the login page. Whatever the server answers, the "e-mail sent"
 * confirmation follows (spec §2, §8), so the form reveals nothing about which accounts exist.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useLingui();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const [missing, setMissing] = useState(false);
  const request = useRequestPasswordReset();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(email)) {
      setMissing(true);
      return;
    }
    try {
      await request.mutateAsync(email.trim());
    } catch (error) {
      console.warn('Password-reset request failed; the confirmation is shown anyway.', error);
    }
    setSent(true);
  };

  if (sent) {
    return (
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {t({ id: 'forgot.title', message: 'Reset your password' })}
        </Heading>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t({ id: 'forgot.sent_title', message: 'E-mail sent' })}</Alert.Title>
            <Alert.Description>
              {t({
                id: 'forgot.sent_text',
                message:
                  'If an account exists for this address, you will receive an e-mail with a link to set a new password.',
              })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button variant="outline" onClick={onBack}>
          {t({ id: 'forgot.back', message: 'Back to sign-in' })}
        </Button>
      </Stack>
    );
  }

  return (
    <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={submit} noValidate>
      <Heading as="h1" size="xl">
        {t({ id: 'forgot.title', message: 'Reset your password' })}
      </Heading>
      <Text color="fg.muted">
        {t({
          id: 'forgot.intro',
          message: 'Enter your e-mail address and we will send you a link to set a new password.',
        })}
      </Text>
      <Field.Root required invalid={missing && isBlank(email)}>
        <Field.Label>
          {t({ id: 'login.email', message: 'E-mail' })}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
        />
        <Field.ErrorText>
          {t({ id: 'forgot.error_email_required', message: 'Please enter your e-mail address.' })}
        </Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="teal" loading={request.isPending} width="full">
        {t({ id: 'forgot.submit', message: 'Send link' })}
      </Button>
      <Button type="button" variant="plain" colorPalette="teal" size="sm" alignSelf="center" onClick={onBack}>
        {t({ id: 'forgot.back', message: 'Back to sign-in' })}
      </Button>
    </chakra.form>
  );
}

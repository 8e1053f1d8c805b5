import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
// The field alone, not the kit's index: that brings react-hook-form and zod, which /login does without.
import { FormField } from '../../components/form/FormField.tsx';
import { isBlank } from '../../lib/text.ts';
import { useRequestPasswordReset } from './api.ts';
import { AuthAlert, AuthForm, AuthHeading } from './AuthForm.tsx';

/**
 * The inline request form of the login page. Whatever the server answers, the "e-mail sent"
 * confirmation follows (docs/product/screens.md, errors.md), so the form reveals nothing about which accounts exist.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useLingui();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const [missing, setMissing] = useState(false);
  const request = useRequestPasswordReset();

  const submit = async () => {
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

  const title = t({ id: 'forgot.title', message: 'Reset your password' });
  const back = t({ id: 'forgot.back', message: 'Back to sign-in' });
  if (sent) {
    return (
      <Stack gap="5">
        <AuthHeading>{title}</AuthHeading>
        <AuthAlert
          status="success"
          title={t({ id: 'forgot.sent_title', message: 'E-mail sent' })}
          description={t({
            id: 'forgot.sent_text',
            message: 'If an account exists for this address, you will receive an e-mail with a link to set a new password.',
          })}
        />
        <Button variant="outline" onClick={onBack}>
          {back}
        </Button>
      </Stack>
    );
  }

  return (
    <AuthForm
      title={title}
      onSubmit={() => void submit()}
      submitLabel={t({ id: 'forgot.submit', message: 'Send link' })}
      busy={request.isPending}
      secondaryLabel={back}
      onSecondary={onBack}
    >
      <Text color="fg.muted">
        {t({
          id: 'forgot.intro',
          message: 'Enter your e-mail address and we will send you a link to set a new password.',
        })}
      </Text>
      <FormField
        label={t({ id: 'login.email', message: 'E-mail' })}
        required
        error={missing && isBlank(email) ? t({ id: 'forgot.error_email_required', message: 'Please enter your e-mail address.' }) : null}
      >
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
        />
      </FormField>
    </AuthForm>
  );
}

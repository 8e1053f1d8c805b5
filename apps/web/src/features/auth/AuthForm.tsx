import { Alert, Button, chakra, Heading } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface AuthFormProps {
  title: string;
  /** Called on submit (the browser's own submission and validation are off). */
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  /** The small link-like button under the main one (to the other form, back to sign-in). */
  secondaryLabel: string;
  onSecondary: () => void;
  /** The alerts and the fields, between the heading and the buttons. */
  children: ReactNode;
}

/**
 * The frame of the public pages' forms (sign-in, forgot password, new password): the page's
 * heading, what the form asks, the main button across the card and a way to the other form.
 */
export function AuthForm({ title, onSubmit, submitLabel, busy, secondaryLabel, onSecondary, children }: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={submit} noValidate>
      <AuthHeading>{title}</AuthHeading>
      {children}
      <Button type="submit" colorPalette="teal" loading={busy} width="full">
        {submitLabel}
      </Button>
      <Button type="button" variant="plain" colorPalette="teal" size="sm" alignSelf="center" onClick={onSecondary}>
        {secondaryLabel}
      </Button>
    </chakra.form>
  );
}

/** The heading of a public page (also above a form's outcome, when the form is gone). */
export function AuthHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" size="xl">
      {children}
    </Heading>
  );
}

/**
 * A message of a public page: an error is announced at once (role alert), anything else
 * politely (role status). `description` and `children` (e.g. a button) go under the title.
 */
export function AuthAlert({
  status,
  title,
  description,
  children,
}: {
  status: 'error' | 'info' | 'success';
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const titled = <Alert.Title>{title}</Alert.Title>;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      {description || children ? (
        <Alert.Content gap={children ? '3' : undefined}>
          {titled}
          {description ? <Alert.Description>{description}</Alert.Description> : null}
          {children}
        </Alert.Content>
      ) : (
        titled
      )}
    </Alert.Root>
  );
}

// How some cells of the users table lay out their text.
import { Text } from '@chakra-ui/react';

/**
 * An e-mail address that may wrap after its "@" (and nowhere else), so that the nine columns
 * fit a laptop screen in every language.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export const NoWrap = ({ children }: { children: string }) => (
  <Text as="span" whiteSpace="nowrap">
    {children}
  </Text>
);

// Table cells do not wrap; a role or school name of several words may, so that the table fits.
export const Wrapping = ({ children }: { children: string }) => (
  <Text as="span" whiteSpace="normal">
    {children}
  </Text>
);

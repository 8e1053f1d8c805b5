import { Box, Card, Center, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { Logo } from '../../components/Logo.tsx';
import { rememberSignInLanguage } from '../../lib/sign-in-language.ts';

/**
 * The frame of the public pages: logo, a card, and the language switcher (a language picked
 * there is applied at sign-in and saved to the account).
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <Flex as="header" justify="flex-end" p="4">
        <LanguageSwitcher onChosen={rememberSignInLanguage} />
      </Flex>
      <Center as="main" flex="1" px="4" pb="16">
        <Box w="full" maxW="md">
          <Center mb="6">
            <Logo height="56px" />
          </Center>
          <Card.Root variant="elevated">
            <Card.Body gap="5">{children}</Card.Body>
          </Card.Root>
        </Box>
      </Center>
    </Flex>
  );
}

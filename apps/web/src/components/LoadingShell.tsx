import { Box, Center, Container, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Logo } from './Logo.tsx';

/**
 * A signed-in screen while its session is checked and its shell loads: the header's frame with
 * the logo (where the shell's header will have it) above a spinner that says what is happening,
 * so that the app shows at once instead of an empty page (app/router.tsx). Made of the first
 * page's parts only.
 */
export function LoadingShell() {
  const { t } = useLingui();
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" bg="bg" borderBottomWidth="1px" shadow="xs">
        <Container maxW="7xl" px={{ base: '3', md: '6' }}>
          <Flex align="center" py="2">
            <Logo height="40px" />
          </Flex>
        </Container>
      </Box>
      <Center minH="60vh">
        <Stack role="status" align="center" gap="3">
          <Spinner size="lg" color="teal.600" />
          <Text fontSize="sm" color="fg.muted">
            {t({ id: 'common.loading', message: 'Loading…' })}
          </Text>
        </Stack>
      </Center>
    </Flex>
  );
}

import { Button, Heading, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LockIcon } from '../../components/icons.tsx';
import { AuthLayout } from './AuthLayout.tsx';

/** /unauthorized (docs/product/screens.md): the user has no permission; Back and Home. */
export default function UnauthorizedPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  useEffect(() => {
    document.title = `${t({ id: 'unauthorized.title', message: 'Access denied' })} · Mathe-Backoffice`;
  }, [t]);

  const back = () => {
    // Opened directly there is nothing to go back to; Home is the sensible place then.
    if (window.history.length > 1) window.history.back();
    else navigate('/', { replace: true });
  };

  return (
    <AuthLayout>
      <HStack gap="3" color="red.600">
        <LockIcon width="28" height="28" />
        <Heading as="h1" size="xl" color="fg">
          {t({ id: 'unauthorized.title', message: 'Access denied' })}
        </Heading>
      </HStack>
      <Text>
        {t({
          id: 'unauthorized.text',
          message: 'You do not have permission to open this page.',
        })}
      </Text>
      <HStack gap="3">
        <Button variant="outline" onClick={back}>
          {t({ id: 'unauthorized.back', message: 'Back' })}
        </Button>
        <Button colorPalette="teal" onClick={() => navigate('/')}>
          {t({ id: 'unauthorized.home', message: 'Home' })}
        </Button>
      </HStack>
    </AuthLayout>
  );
}

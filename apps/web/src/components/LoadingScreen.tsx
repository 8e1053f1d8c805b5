import { Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function LoadingScreen({ minH = '60vh' }: { minH?: string }) {
  const { t } = useLingui();
  return (
    <Center minH={minH}>
      <Spinner size="lg" color="teal.600" role="status" aria-label={t({ id: 'common.loading', message: 'Loading…' })} />
    </Center>
  );
}

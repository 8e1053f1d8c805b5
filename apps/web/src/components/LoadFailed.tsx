import { Alert, Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** Data that could not be loaded: why (by the error policy) and "Try again". */
export function LoadFailed({ message, onRetry, busy = false }: { message: string; onRetry: () => void; busy?: boolean }) {
  const { t } = useLingui();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <HStack flex="1" justify="space-between" wrap="wrap" gap="3">
        <Alert.Title>{message}</Alert.Title>
        <Button size="sm" variant="outline" onClick={onRetry} loading={busy}>
          {t({ id: 'common.retry', message: 'Try again' })}
        </Button>
      </HStack>
    </Alert.Root>
  );
}

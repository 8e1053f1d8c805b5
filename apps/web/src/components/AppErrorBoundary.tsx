import { Alert, Button, Center, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isChunkLoadError, reloadIfNewBuild } from '../lib/chunk-reload.ts';
import { errorMessages } from '../lib/errors.ts';
import { resetFailedImports } from '../lib/lazy-with-retry.ts';

function Fallback({ error, resetErrorBoundary, minH }: FallbackProps & { minH?: string }) {
  const { i18n, t } = useLingui();
  // A chunk that did not arrive is a lost connection or a refused file (a new build reloads).
  const message = isChunkLoadError(error) ? errorMessages.serverUnreachable : errorMessages.error;
  return (
    <Center minH={minH} px="4">
      <Stack gap="4" align="center" maxW="lg">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{i18n._(message)}</Alert.Title>
        </Alert.Root>
        <Button colorPalette="teal" onClick={resetErrorBoundary}>
          {t({ id: 'common.retry', message: 'Try again' })}
        </Button>
      </Stack>
    </Center>
  );
}

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** The boundary starts afresh when one of these changes (e.g. the location). */
  resetKeys?: unknown[];
  minH?: string;
}

/**
 * Keeps a failure inside the part of the window it happened in (a screen, the shell): an error
 * message with "Try again" instead of a white window. A failed chunk reloads the page only when a
 * new build is there (lib/chunk-reload.ts); otherwise "Try again" fetches it again.
 */
export function AppErrorBoundary({ children, resetKeys, minH = '40vh' }: AppErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallbackRender={(props) => <Fallback {...props} minH={minH} />}
      onReset={resetFailedImports}
      onError={(error) => {
        console.error('A screen failed to render.', error);
        void reloadIfNewBuild(error);
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

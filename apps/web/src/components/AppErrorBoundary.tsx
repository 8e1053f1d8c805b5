import { Alert, Button, Center, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isChunkLoadError, reloadOnceForNewBuild } from '../lib/chunk-reload.ts';
import { errorMessages } from '../lib/errors.ts';
import { resetFailedImports } from '../lib/lazy-with-retry.ts';

function Fallback({ error, resetErrorBoundary, minH }: FallbackProps & { minH?: string }) {
  const { i18n, t } = useLingui();
  // A chunk that did not arrive is almost always a lost connection (a new build reloads first).
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
 * message with "Try again" instead of a white window. A failed chunk of a new build reloads the
 * page once (lib/chunk-reload.ts).
 */
export function AppErrorBoundary({ children, resetKeys, minH = '40vh' }: AppErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallbackRender={(props) => <Fallback {...props} minH={minH} />}
      onReset={resetFailedImports}
      onError={(error) => {
        console.error('A screen failed to render.', error);
        void reloadOnceForNewBuild(error);
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

import type { ApiClient } from '@backoffice/api-client';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider } from 'jotai';
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { isToasterWanted, preloadToasts, subscribeToasterDemand } from '../lib/toaster-demand.ts';
import { i18n } from '../lib/i18n.ts';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import type { AppStore } from '../lib/session.ts';
import { ApiProvider } from '../lib/api-context.tsx';
import { SessionLoader } from './session-loader.tsx';
import { createStyleCache } from './style-cache.ts';
import { system } from './theme.ts';

// Toasts are never needed on the first page; their machinery loads with the first toast or the
// signed-in shell (lib/toaster-demand.ts).
const AppToaster = lazyWithRetry(() => import('../components/AppToaster.tsx'));
/** Fetches the toaster's and the toasts' code before the first toast (the signed-in area does as it starts). */
export const preloadToaster = () => Promise.all([AppToaster.preload(), preloadToasts()]);

// Each batch of Chakra's style rules in a stylesheet of its own (app/style-cache.ts).
const styleCache = createStyleCache();

const warnToasterFailed = (error: unknown) => console.warn('The toaster could not be loaded.', error);

function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasterDemand, isToasterWanted, isToasterWanted);
  if (!wanted) return null;
  return (
    // A toaster whose code could not be fetched (the server went away before it was asked for)
    // shows no toasts, and the app goes on without them.
    <ErrorBoundary fallback={null} onError={warnToasterFailed}>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </ErrorBoundary>
  );
}

export interface AppProvidersProps {
  store: AppStore;
  api: ApiClient;
  children: ReactNode;
}

/**
 * Everything a screen needs around it: state, theme, language, the API. The query cache is the
 * signed-in shell's (server-state.tsx), so the first page does without the query library.
 */
export function AppProviders({ store, api, children }: AppProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <CacheProvider value={styleCache}>
          <ChakraProvider value={system}>
            <ApiProvider client={api}>
              <SessionLoader />
              {children}
              <LazyToaster />
            </ApiProvider>
          </ChakraProvider>
        </CacheProvider>
      </I18nProvider>
    </JotaiProvider>
  );
}

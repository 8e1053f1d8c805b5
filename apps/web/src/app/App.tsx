import { useState } from 'react';
import type { Locale } from '../lib/i18n.ts';
import { createAppStore } from '../lib/session.ts';
import { createAppApiClient } from './api-context.tsx';
import { AppErrorBoundary } from '../components/AppErrorBoundary.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { AppRouter } from './router.tsx';

/** The app: one store, one API client and one query cache per mounted instance. */
export function App({ locale }: { locale: Locale }) {
  const [store] = useState(() => createAppStore(locale));
  const [api] = useState(() => createAppApiClient(store));
  const [queryClient] = useState(() => createQueryClient());
  return (
    <AppProviders store={store} api={api} queryClient={queryClient}>
      <AppErrorBoundary minH="100vh">
        <AppRouter />
      </AppErrorBoundary>
    </AppProviders>
  );
}

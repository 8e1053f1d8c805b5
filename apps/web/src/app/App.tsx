import { useState } from 'react';
import type { Locale } from '../lib/i18n.ts';
import { createAppStore } from '../lib/session.ts';
import { createAppApiClient } from '../lib/api-context.tsx';
import { AppErrorBoundary } from '../components/AppErrorBoundary.tsx';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

/** The app: one store and one API client per mounted instance (the signed-in shell adds the query cache). */
export function App({ locale }: { locale: Locale }) {
  const [store] = useState(() => createAppStore(locale));
  const [api] = useState(() => createAppApiClient(store));
  return (
    <AppProviders store={store} api={api}>
      <AppErrorBoundary minH="100vh">
        <AppRouter />
      </AppErrorBoundary>
    </AppProviders>
  );
}

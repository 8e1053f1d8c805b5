import { createQueryHooks, type QueryHooks } from '@backoffice/api-client/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useApi } from './api-context.tsx';
import { createQueryClient } from './query-client.ts';

const QueryHooksContext = createContext<QueryHooks | null>(null);

/**
 * Server state for the signed-in screens: a query cache and the typed query hooks over the
 * injected API client. The shell mounts it, so the query library is not part of the public
 * pages (sign-in, reset, unauthorized), which call the client directly. The cache lives as long
 * as the signed-in area is shown; signing out ends it.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const [queryClient] = useState(createQueryClient);
  const hooks = useMemo(() => createQueryHooks(api.fetch), [api]);
  return (
    <QueryClientProvider client={queryClient}>
      <QueryHooksContext.Provider value={hooks}>{children}</QueryHooksContext.Provider>
    </QueryClientProvider>
  );
}

/** The typed TanStack Query hooks of the surrounding <ServerStateProvider>: `query.useQuery('get', '/characters')`. */
export function useQueryHooks(): QueryHooks {
  const hooks = useContext(QueryHooksContext);
  if (!hooks) throw new Error('useQueryHooks needs a <ServerStateProvider> above it');
  return hooks;
}

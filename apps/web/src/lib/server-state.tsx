import { createQueryHooks, type QueryHooks } from '@backoffice/api-client/query';
import { QueryClientProvider, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useApi, type ApiClient } from './api-context.tsx';
import { createQueryClient } from './query-client.ts';
import { tokenAtom } from './session.ts';

/** A session's query cache and the typed query hooks over its API client. */
export interface ServerState {
  queryClient: QueryClient;
  hooks: QueryHooks;
}

const serverStates = new WeakMap<ApiClient, { token: string | null; state: ServerState }>();

/**
 * The server state of an API client's session: one per client and session token, so that a
 * screen's prefetch (routes.ts), which runs while the shell is still loading, fills the same
 * cache the shell then shows. Another session (a new sign-in) starts an empty cache.
 */
export function serverStateFor(api: ApiClient, token: string | null): ServerState {
  const known = serverStates.get(api);
  if (known && known.token === token) return known.state;
  const state = { queryClient: createQueryClient(), hooks: createQueryHooks(api.fetch) };
  serverStates.set(api, { token, state });
  return state;
}

const QueryHooksContext = createContext<QueryHooks | null>(null);

/**
 * Server state for the signed-in screens: a query cache and the typed query hooks over the
 * injected API client. The shell mounts it, so the query library is not part of the public
 * pages (sign-in, reset, unauthorized), which call the client directly. The cache lives as long
 * as the signed-in area is shown; signing out ends it.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const token = useAtomValue(tokenAtom);
  // The session's state as the shell mounts; it stays while the shell is shown (signing out
  // unmounts the shell), so a token cleared on the way out does not swap the cache under it.
  const [{ queryClient, hooks }] = useState(() => serverStateFor(api, token));
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

/**
 * Starts a query a screen is about to show (a screen's prefetch, app/routes.ts). `options` are
 * the typed hooks' `queryOptions` with the same arguments as the screen's own `useQuery`, so the
 * screen finds the answer in the cache: `prefetchQuery(server, (q) => q.queryOptions('get', '/characters'))`.
 */
export function prefetchQuery<TData, TError, TKey extends QueryKey>(
  server: ServerState,
  options: (hooks: QueryHooks) => FetchQueryOptions<TData, TError, TData, TKey>,
): void {
  void server.queryClient.prefetchQuery(options(server.hooks));
}

import { createApiClient, type ApiClient } from '@backoffice/api-client';

export type { ApiClient };
import { createContext, useContext, type ReactNode } from 'react';
import { API_BASE_URL } from './config.ts';
import { withEarlySessionCheck } from './early-session.ts';
import { clearSessionAtom, tokenAtom, userAtom, type AppStore } from './session.ts';
import { keepWorkAtSessionEnd } from './session-resume.ts';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The app's one API client, bound to a session store: it sends the stored session id as the
 * bearer header, and any 401 clears the session (the guards then send the user to /login).
 * The first session check may be answered by the one started before the app loaded
 * (lib/early-session.ts). When the session of a signed-in user ended, the page and the typed values of the forms that
 * take part are kept first, for after the sign-in (lib/session-resume.ts).
 */
export function createAppApiClient(
  store: AppStore,
  options: { baseUrl?: string; fetch?: typeof fetch } = {},
): ApiClient {
  return createApiClient({
    baseUrl: options.baseUrl ?? API_BASE_URL,
    getToken: () => store.get(tokenAtom),
    onUnauthorized: () => {
      const user = store.get(userAtom);
      if (user) keepWorkAtSessionEnd(user.user_id);
      store.set(clearSessionAtom);
    },
    fetch: withEarlySessionCheck(options.fetch),
  });
}

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The API client of the surrounding <ApiProvider>. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs an <ApiProvider> above it');
  return client;
}

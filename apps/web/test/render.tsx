import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAppApiClient } from '../src/lib/api-context.tsx';
import { ChakraProvider } from '@chakra-ui/react';
import { AppProviders } from '../src/app/providers.tsx';
import { fullSystem } from '../src/app/theme-full.ts';
import { AppRouter } from '../src/app/router.tsx';
import { ServerStateProvider } from '../src/lib/server-state.tsx';
import { SESSION_STORAGE_KEY } from '../src/lib/config.ts';
import { createAppStore, type AppStore } from '../src/lib/session.ts';
import { fakeApi, TEST_BASE_URL, type FakeApi } from './fake-api.ts';

export interface RenderAppResult extends RenderResult {
  store: AppStore;
  api: FakeApi;
  /** The current path (with search). */
  path: () => string;
  history: string[];
}

/** Renders `ui` (default: the whole router) with every provider, at `path`, against a fake API. */
export function renderApp(
  options: { path?: string; api?: FakeApi; token?: string; ui?: ReactNode } = {},
): RenderAppResult {
  if (options.token) localStorage.setItem(SESSION_STORAGE_KEY, options.token);
  const api = options.api ?? fakeApi();
  const store = createAppStore('en');
  const client = createAppApiClient(store, { baseUrl: TEST_BASE_URL, fetch: api.fetch });
  const memory = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <AppProviders store={store} api={client}>
        {/* A piece tried on its own gets what the shell gives it: the full system and the query cache. */}
        {options.ui ? (
          <ChakraProvider value={fullSystem}>
            <ServerStateProvider>{options.ui}</ServerStateProvider>
          </ChakraProvider>
        ) : (
          <AppRouter />
        )}
      </AppProviders>
    </Router>,
  );
  const history = memory.history ?? [];
  return { ...result, store, api, history, path: () => history[history.length - 1] ?? '' };
}

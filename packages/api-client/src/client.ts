import createFetchClient, { type Middleware } from 'openapi-fetch';
import { ApiError, readErrorBody } from './api-error.ts';
import type { paths } from './schema';

export interface ApiClientOptions {
  /** Where /api is served; default '/api' (same origin as the app). */
  baseUrl?: string;
  /** The current session id, sent as `Authorization: Bearer …` when present. */
  getToken?: () => string | null | undefined;
  /** Called on every 401 answer, before the ApiError is thrown. */
  onUnauthorized?: (error: ApiError) => void;
  /** A fetch of one's own (tests). */
  fetch?: typeof globalThis.fetch;
}

export type FetchClient = ReturnType<typeof createFetchClient<paths>>;
/**
 * The typed fetch client. TanStack Query's bindings are not part of it: they come from
 * `createQueryHooks(api.fetch)` (`@backoffice/api-client/query`), so that code which only calls
 * the API (a sign-in page) does not carry the query library.
 */
export interface ApiClient {
  /** openapi-fetch client: `api.fetch.GET('/admin/users', { params: { query: { query: 'an' } } })`. */
  fetch: FetchClient;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl ?? '/api',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const middleware: Middleware = {
    onRequest({ request }) {
      const token = options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.ok) return response;
      const { detail, code } = await readErrorBody(response.clone());
      const error = new ApiError(response.status, detail, { code });
      if (response.status === 401) options.onUnauthorized?.(error);
      throw error;
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      return new ApiError(0, '', { cause: error });
    },
  };
  client.use(middleware);

  return { fetch: client };
}

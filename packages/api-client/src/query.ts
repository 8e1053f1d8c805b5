import createClient from 'openapi-react-query';
import type { FetchClient } from './client.ts';
import type { paths } from './schema';

export type QueryHooks = ReturnType<typeof createClient<paths>>;

/**
 * TanStack Query bindings over a client's fetch: `query.useQuery('get', '/admin/auth/me')`.
 * A separate entry point (`@backoffice/api-client/query`): only the code that uses the query
 * library imports it.
 */
export function createQueryHooks(fetchClient: FetchClient): QueryHooks {
  return createClient(fetchClient);
}

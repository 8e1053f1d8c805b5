// The audit log's calls (docs/product/api.md): GET /admin/audit with its filters and pages, and
// the users in scope for the actor filter (GET /admin/users).
import type { operations } from '@backoffice/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { prefetchQuery, useQueryHooks, type ServerState } from '../../lib/server-state.tsx';

export type AuditQuery = NonNullable<operations['listAuditEntries']['parameters']['query']>;

/** One page of entries, newest first; the page on screen stays while the next one loads. */
export function useAuditEntriesQuery(query: AuditQuery, enabled = true) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/audit', { params: { query } }, { placeholderData: keepPreviousData, enabled });
}

/** Starts a page of entries for the screen about to be shown (its prefetch). */
export function prefetchAuditEntries(server: ServerState, query: AuditQuery): void {
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/audit', { params: { query } }));
}

/** The users in scope: the choices of the actor filter. */
export function useActorChoicesQuery() {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/users', undefined, { staleTime: 60_000 });
}

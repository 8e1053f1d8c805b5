// The one way the signed-in screens change something on the server: a TanStack mutation over
// one operation of the contract, with the queries it makes stale declared next to it.
//
// Not openapi-react-query's own useMutation: that one takes the call's params and body as its
// variables (every screen would pass `{ params: { path: { id } }, body }`) and passes a body-less
// answer through as undefined. This hook keeps the screens' own variables (`request` builds the
// call from them) and shares the body check with every other call (lib/api-call.ts).
import type { ApiData, ApiInit, ApiMethod, ApiPath } from '@backoffice/api-client';
import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { apiCallFn, type ApiCallOptions } from './api-call.ts';

/** A path the queries read (`'/admin/schools/{id}'`): it stands for all its queries, whatever their params. */
export type QueryPath = ApiPath<'get'>;

/**
 * Marks every cached query of `paths` stale, whatever its params (the query hooks' keys are
 * `['get', path, init]`). Those on screen load again, unless `refetch` is false: then they load
 * when next shown.
 */
export function invalidatePaths(queryClient: QueryClient, paths: readonly QueryPath[], refetch = true): Promise<void> {
  if (paths.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'get' && paths.includes(queryKey[1] as QueryPath),
    refetchType: refetch ? 'active' : 'none',
  });
}

export interface ApiMutationOptions<M extends ApiMethod, P extends ApiPath<M>, TVariables, TResult, TContext>
  extends ApiCallOptions<M, P, TVariables, TResult>,
    Omit<UseMutationOptions<TResult, Error, TVariables, TContext>, 'mutationFn'> {
  /** The queries the change makes stale (lists, counts, choices elsewhere), by their paths. */
  invalidate?: readonly QueryPath[];
  /**
   * 'success' (default), or 'settled' for changes whose failure can also mean the data changed:
   * a deletion answered 404 was deleted elsewhere, and the row must leave the list.
   */
  invalidateAfter?: 'success' | 'settled';
  /** false: the stale queries load when next shown, not at once (default true). */
  refetchInvalidated?: boolean;
}

/**
 * `useApiMutation('put', '/admin/classes/{id}', { request: ({ id, body }) => ({ params: { path: { id } }, body }), invalidate: ['/admin/classes'] })`:
 * a mutation whose `mutateAsync(variables)` answers the body (or what `select` takes of it),
 * throws the client's ApiError for a failed answer and MissingBodyError for one without a body,
 * and afterwards refreshes the declared queries. The invalidation runs after the screen's own
 * `onSuccess`/`onSettled` (e.g. one that puts the answer in the cache first), and the mutation
 * ends only when the queries on screen have loaded again.
 */
export function useApiMutation<
  M extends ApiMethod,
  P extends ApiPath<M>,
  TVariables = ApiInit<M, P>,
  TResult = ApiData<M, P>,
  TContext = unknown,
>(method: M, path: P, options: ApiMutationOptions<M, P, TVariables, TResult, TContext> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { request, select, invalidate = [], invalidateAfter = 'success', refetchInvalidated = true, ...mutation } = options;
  const refresh = () => invalidatePaths(queryClient, invalidate, refetchInvalidated);
  return useMutation<TResult, Error, TVariables, TContext>({
    mutationKey: [method, path],
    ...mutation,
    mutationFn: apiCallFn(api, method, path, { request, select }),
    onSuccess: async (...args) => {
      await mutation.onSuccess?.(...args);
      if (invalidateAfter === 'success') await refresh();
    },
    onSettled: async (...args) => {
      await mutation.onSettled?.(...args);
      if (invalidateAfter === 'settled') await refresh();
    },
  });
}

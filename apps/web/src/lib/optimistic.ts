// Optimistic changes to a cached list (docs/product/states.md: the interface first, then the save, then a
// refresh), shared by the topic page and the student page: reorders and the quiz/solved toggles.
import type { ApiInit, ApiMethod, ApiPath } from '@backoffice/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { replaceEqualDeep, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { invalidatePaths, useApiMutation, type QueryPath } from './api-mutation.ts';
import { notifyError } from './errors.ts';

export interface OptimisticListOptions<M extends ApiMethod, P extends ApiPath<M>, TItem, TVariables> {
  /** The cached list the change shows in at once. */
  queryKey: QueryKey;
  /** The list as it looks after the change (pure; the cache's array is not touched). */
  apply: (list: readonly TItem[], variables: TVariables) => TItem[];
  /** The save's params and body. */
  request: (variables: TVariables) => ApiInit<M, P>;
  /** The docs/product/errors.md message shown when the server refuses. */
  failure: MessageDescriptor;
  /** Other queries that the change makes stale (e.g. the list's counts), refreshed afterwards. */
  invalidate?: readonly QueryPath[];
}

/**
 * A mutation (lib/api-mutation.ts) that changes the cached list before the request leaves, rolls
 * it back with the failure message when the server refuses, and refreshes it from the server
 * afterwards.
 *
 * Every change to one list runs in one queue (a TanStack mutation scope): the server receives
 * the changes in the order the person made them, so two quick reorders end in the order they
 * see. Running refreshes are cancelled when a change starts, and the list is refreshed only
 * after the last queued change has settled, so that an early refresh cannot bring back an
 * order that a later change has already replaced.
 */
export function useOptimisticListMutation<M extends ApiMethod, P extends ApiPath<M>, TItem, TVariables>(
  method: M,
  path: P,
  { queryKey, apply, request, failure, invalidate = [] }: OptimisticListOptions<M, P, TItem, TVariables>,
) {
  const queryClient = useQueryClient();
  const scope = JSON.stringify(queryKey);
  const mutationKey = ['optimistic-list', scope];
  return useApiMutation(method, path, {
    request,
    mutationKey,
    scope: { id: scope },
    onMutate: async (variables: TVariables) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TItem[]>(queryKey);
      if (previous) queryClient.setQueryData<TItem[]>(queryKey, apply(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      void notifyError(error, failure);
    },
    // Not the mutation's `invalidate`: the refresh waits for the queue (see above).
    onSettled: async () => {
      // This change still counts as running here: 1 means no other change is queued behind it.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey }), invalidatePaths(queryClient, invalidate)]);
    },
  });
}

/** The list with the item `id` moved to `newIndex` (0-based; past the end means last). */
export function moveItem<TItem>(list: readonly TItem[], isItem: (item: TItem) => boolean, newIndex: number): TItem[] {
  const from = list.findIndex(isItem);
  if (from < 0) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(Math.min(Math.max(newIndex, 0), next.length), 0, moved as TItem);
  return next;
}

/**
 * Structural sharing for a cached list of entries with ids (a query's `structuralSharing`): each
 * new entry is compared with the old entry of the same id, wherever it stood, so an entry that
 * only moved keeps its identity and its row does not render again. The default compares by
 * position, which after a reorder gives new objects to every entry between the old and the new
 * place (their problems' math typeset again), both for the optimistic move and for the refresh.
 */
export function shareEntriesById<TItem extends object>(idOf: (entry: TItem) => unknown) {
  // A query's `select` result goes through the same function: what is not a list of entries
  // (a count, a list of ids) is shared the default way.
  const isEntryList = (data: unknown): data is TItem[] =>
    Array.isArray(data) && data.every((entry) => typeof entry === 'object' && entry !== null);
  return (oldData: unknown, newData: unknown): unknown => {
    if (!isEntryList(oldData) || !isEntryList(newData)) return replaceEqualDeep(oldData, newData);
    const previous = oldData;
    const byId = new Map(previous.map((entry) => [idOf(entry), entry]));
    let unchanged = previous.length === newData.length;
    const next = newData.map((entry, index) => {
      const kept = replaceEqualDeep(byId.get(idOf(entry)), entry);
      if (kept !== previous[index]) unchanged = false;
      return kept;
    });
    return unchanged ? previous : next;
  };
}

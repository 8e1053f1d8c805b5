/**
 * What a list on screen needs of the query that loads it (a TanStack Query result): its rows
 * and its states, so that a shared list component takes any feature's query as it is.
 */
export interface ListQuery<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

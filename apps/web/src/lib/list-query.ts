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

/**
 * The request of a list the server searches by `?query=` (users, schools, classes, students,
 * topics): none without a search text. The list's `useQuery` and its screen's prefetch both use
 * it, so the prefetched answer lands under the key the list reads.
 */
export function searchInit(search: string): { params: { query: { query: string } } } | undefined {
  const text = search.trim();
  return text ? { params: { query: { query: text } } } : undefined;
}

import type { ApiData, ApiInit, ApiMethod, ApiPath } from '@backoffice/api-client';
import { useState } from 'react';
import { useApi } from './api-context.tsx';
import { apiCallFn, type ApiCallOptions } from './api-call.ts';

/**
 * The public pages' (sign-in, forgot, reset) variant of useApiMutation (lib/api-mutation.ts):
 * called the same way, with the same `request` and `select`, and answering the members those
 * pages use, `mutateAsync` and `isPending`. It exists because /login does not load the query
 * library (TanStack Query's mutation needs its QueryClient, about 8 kB gzip more on a page whose
 * budget is 150 kB), and a public page has no cached queries to refresh: so there is no
 * `invalidate` and no callbacks here; the page awaits `mutateAsync` and goes on.
 */
export function useApiCall<
  M extends ApiMethod,
  P extends ApiPath<M>,
  TVariables = ApiInit<M, P>,
  TResult = ApiData<M, P>,
>(method: M, path: P, options: ApiCallOptions<M, P, TVariables, TResult> = {}) {
  const api = useApi();
  const [running, setRunning] = useState(0);
  const call = apiCallFn(api, method, path, options);
  const mutateAsync = async (variables: TVariables): Promise<TResult> => {
    setRunning((count) => count + 1);
    try {
      return await call(variables);
    } finally {
      setRunning((count) => count - 1);
    }
  };
  return { mutateAsync, isPending: running > 0 };
}

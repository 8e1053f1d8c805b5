// One call of the contract by method and path, shared by every way the app changes or fetches
// something outside a query: the mutation hook (lib/api-mutation.ts), its light variant for the
// public pages (lib/use-api-call.ts) and the file downloads. It holds the one check that an
// answer has its body. No query library here: the public pages use it.
import type { ApiClient, ApiData, ApiInit, ApiMethod, ApiPath } from '@backoffice/api-client';

/**
 * A successful answer without a body. Every operation of the contract answers with one (a 200
 * with JSON, or the file asked for) unless its answer is 204 No Content, so this is a server out of step with the contract; the
 * screens show it like any other failure (lib/errors.ts: their own message).
 */
export class MissingBodyError extends Error {
  readonly method: ApiMethod;
  readonly path: string;

  constructor(method: ApiMethod, path: string) {
    super(`${method.toUpperCase()} ${path} answered without a body`);
    this.name = 'MissingBodyError';
    this.method = method;
    this.path = path;
  }
}

/** The init argument of `method path`: optional where the operation needs no params or body. */
type InitArg<M extends ApiMethod, P extends ApiPath<M>, I> = undefined extends ApiInit<M, P> ? [init?: I] : [init: I];

type UntypedCall = (path: string, init?: unknown) => Promise<{ data?: unknown; response: Response }>;

/**
 * Calls `method path` with the app's client (its session header and its ApiError for a failed
 * answer) and answers the body and the response (for its headers), or throws MissingBodyError.
 */
export async function callApi<M extends ApiMethod, P extends ApiPath<M>, I extends ApiInit<M, P>>(
  api: ApiClient,
  method: M,
  path: P,
  ...[init]: InitArg<M, P, I>
): Promise<{ data: ApiData<M, P, I>; response: Response }> {
  // The typed client's methods are generic per path; the types above already tie path and init.
  const call = api.fetch[method.toUpperCase() as Uppercase<M>] as UntypedCall;
  const { data, response } = await call(path, init);
  // 204 No Content is the answer itself (cancelJob): there is no body to miss.
  if (response.status === 204) return { data: undefined as ApiData<M, P, I>, response };
  // undefined: an empty answer (Content-Length 0); null: a JSON `null` in place of the object.
  if (data === undefined || data === null) throw new MissingBodyError(method, path);
  return { data: data as ApiData<M, P, I>, response };
}

/**
 * How a hook's variables become a call and its answer the result: `request` builds the call's
 * params and body from what the screen passes (default: the screen passes them as they are),
 * `select` takes what the screen needs from the answer (default: the whole body).
 */
export interface ApiCallOptions<M extends ApiMethod, P extends ApiPath<M>, TVariables, TResult> {
  request?: (variables: TVariables) => ApiInit<M, P>;
  select?: (data: ApiData<M, P>) => TResult;
}

/** The function a hook runs for each call: variables in, the selected result out. */
export function apiCallFn<M extends ApiMethod, P extends ApiPath<M>, TVariables, TResult>(
  api: ApiClient,
  method: M,
  path: P,
  { request, select }: ApiCallOptions<M, P, TVariables, TResult>,
): (variables: TVariables) => Promise<TResult> {
  return async (variables) => {
    const init = request ? request(variables) : variables;
    // Without `request` the variables are the init (the hooks' type defaults say so), which the
    // compiler cannot follow through the generic; callApi's own types hold for its callers.
    const { data } = await (callApi as (...args: unknown[]) => Promise<{ data: ApiData<M, P> }>)(api, method, path, init);
    return (select ? select(data) : data) as TResult;
  };
}

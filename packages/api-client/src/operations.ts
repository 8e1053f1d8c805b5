import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from './schema';

/** The HTTP methods the contract uses, as the typed client's `GET`, `PUT`, … lower-cased. */
export type ApiMethod = 'get' | 'put' | 'post' | 'delete';

/** The contract's paths that have `method`: `ApiPath<'get'>` is every path a query can read. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

/** What a call of `method path` takes: its `params` and `body` (and fetch options). */
export type ApiInit<M extends ApiMethod, P extends ApiPath<M>> = MaybeOptionalInit<paths[P], M>;

type AnswerBody<M extends ApiMethod, P extends ApiPath<M>, Init> = NonNullable<
  Required<FetchResponse<paths[P][M] & Record<string | number, unknown>, Init, `${string}/${string}`>>['data']
>;

/**
 * The body of a successful answer to `method path`: 200 with JSON, or a file when `init` asks
 * `parseAs: 'blob'`. An operation whose only success is 204 No Content (cancelJob) has none:
 * undefined.
 */
export type ApiData<M extends ApiMethod, P extends ApiPath<M>, Init = ApiInit<M, P>> = [AnswerBody<M, P, Init>] extends [never]
  ? undefined
  : AnswerBody<M, P, Init>;

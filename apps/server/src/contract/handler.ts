// The types a handler is written against, all derived from the generated contract types:
// a handler for operation K receives K's parameters and body and returns K's 200 answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@backoffice/api-client';
import type { SessionUser } from '../auth/session-user.ts';
import type { UploadedFile } from '../lib/uploads.ts';
import type { Services } from '../services.ts';
import type { OperationId } from './spec.ts';

type Params<K extends OperationId> = operations[K]['parameters'];
type PathOf<K extends OperationId> = Params<K> extends { path: infer P } ? P : Record<string, never>;
type QueryOf<K extends OperationId> = Params<K> extends { query?: infer Q } ? ([Q] extends [never] ? Record<string, never> : NonNullable<Q>) : Record<string, never>;

/** Blob fields of a multipart body arrive as UploadedFile on the server. */
type WithUploads<T> = { [F in keyof T]: NonNullable<T[F]> extends Blob ? UploadedFile | Exclude<T[F], Blob> : T[F] };

type BodyContent<K extends OperationId> = NonNullable<operations[K]['requestBody']> extends { content: infer C } ? C : never;
type BodyOf<K extends OperationId> = BodyContent<K> extends { 'application/json': infer B }
  ? B
  : BodyContent<K> extends { 'multipart/form-data': infer B }
    ? WithUploads<B>
    : undefined;

type OkOf<K extends OperationId> = operations[K]['responses'] extends { 200: { content: { 'application/json': infer R } } }
  ? R
  : unknown;

export interface HandlerContext<K extends OperationId> {
  params: PathOf<K>;
  query: QueryOf<K>;
  body: BodyOf<K>;
  /** The signed-in user. Set on every operation that needs a session (all but the public ones). */
  user: SessionUser;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Returns the 200 JSON answer, or the reply itself after sending something else (a file). */
export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<OkOf<K> | FastifyReply>;

export type Handlers = { [K in OperationId]: Handler<K> };

/** A module's handlers, checked against the contract's operation ids and types. */
export const defineHandlers = <H extends Partial<Handlers>>(handlers: H): H => handlers;

/** A handler with a step that runs before it, outside the operation's transaction. */
export interface PreparedHandler<K extends OperationId> extends Handler<K> {
  prepare: (ctx: HandlerContext<K>) => Promise<unknown>;
}

/**
 * Splits a handler in two: `prepare` does the slow work that needs no database (image
 * processing, putting files into the storage) before the binding opens the operation's
 * transaction with its audit entry (src/audit/record.ts), and `run` gets its result inside
 * it. On PGlite the transaction holds the one connection, so image work inside it would make
 * every other request wait (docs/architecture.md "One request, end to end"). A request that
 * `run` refuses may leave stored files behind; the storage's sweep removes those.
 */
export function withPreparation<K extends OperationId, P>(
  prepare: (ctx: HandlerContext<K>) => Promise<P>,
  run: (ctx: HandlerContext<K>, prepared: P) => ReturnType<Handler<K>>,
): PreparedHandler<K> {
  const handler = ((ctx: HandlerContext<K> & { prepared?: P }) => run(ctx, ctx.prepared as P)) as PreparedHandler<K>;
  handler.prepare = prepare;
  return handler;
}

export const isPrepared = <K extends OperationId>(handler: Handler<K>): handler is PreparedHandler<K> =>
  typeof (handler as Partial<PreparedHandler<K>>).prepare === 'function';

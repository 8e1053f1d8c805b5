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

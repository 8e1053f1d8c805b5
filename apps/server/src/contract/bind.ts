// Binds every operation of the contract to a Fastify route: '/api' + the contract's path,
// the request validated by the contract's schemas before the handler runs, the session
// checked where the contract asks for one. An operation without a handler answers 501 (and
// the test suite fails on it), so the contract and the server cannot drift apart silently.
import { MAX_REQUEST_BYTES } from '@backoffice/api-client/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/sessions.ts';
import { auditTarget, runAudited } from '../audit/record.ts';
import { asRequest } from '../db/admission.ts';
import { badRequest, HttpError, unprocessable } from '../lib/http-error.ts';
import { MAX_FILE_BYTES, MAX_MULTIPART_BYTES, type UploadedFile } from '../lib/uploads.ts';
import type { Services } from '../services.ts';
import { type Handler, type Handlers, isPrepared } from './handler.ts';
import type { Operation } from './spec.ts';
import { compileValidators, describeErrors, type Validators } from './validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (for logs and tests). */
    operationId?: string;
  }
}

/** A whole JSON request (the largest JSON body, a problem's texts, is about 45 kB). */
export const MAX_JSON_BYTES = MAX_REQUEST_BYTES.json;

const toRoute = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

function check(validate: Validators['path'], data: unknown, part: 'path' | 'query' | 'body') {
  if (validate && !validate(data)) throw unprocessable('validation', describeErrors(part, validate.errors));
}

/** The limit errors of @fastify/multipart, answered as 413 by the app's error handler. */
const MULTIPART_LIMITS = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** Room for one part's boundary and headers (name, file name, type). */
const PART_OVERHEAD_BYTES = 1024;

/**
 * The most a request of this form can carry: each text field's bound, 5 MB per file, and the
 * parts' headers; never more than MAX_MULTIPART_BYTES.
 */
function formBytes(form: NonNullable<Validators['form']>): number {
  const fields = Object.values(form.fieldBytes).reduce((sum, bound) => sum + bound.bytes, 0);
  const parts = form.fieldNames.length + form.files.length + 1;
  return Math.min(MAX_MULTIPART_BYTES, fields + form.files.length * MAX_FILE_BYTES + parts * PART_OVERHEAD_BYTES);
}

/**
 * A multipart body must say how long it is (browsers always do), so that one longer than its
 * form can be (or than 25 MB) is refused before a byte of it is read; the parser then stops at
 * the limits of this form's schema: its number of files and fields, 5 MB per file, and per
 * text field what its schema lets it hold (its maxLength in UTF-8, an enum's longest value, a
 * number's few characters).
 */
function assertMultipartLength(request: FastifyRequest, form: NonNullable<Validators['form']>) {
  const length = Number(request.headers['content-length']);
  if (!request.headers['content-length'] || !Number.isSafeInteger(length)) {
    throw badRequest('bad_request', 'A multipart request body needs a Content-Length header.');
  }
  if (length > MAX_MULTIPART_BYTES) {
    throw new HttpError(413, 'payload_too_large', `The request is larger than ${MAX_MULTIPART_BYTES / 1024 / 1024} MB.`);
  }
  const most = formBytes(form);
  if (length > most) {
    throw new HttpError(413, 'payload_too_large', `The request is larger than this form can be (${Math.ceil(most / 1024)} kB).`);
  }
}

async function readMultipart(request: FastifyRequest, form: NonNullable<Validators['form']>) {
  if (!request.isMultipart()) throw unprocessable('validation', 'The request body must be sent as multipart/form-data.');
  assertMultipartLength(request, form);
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  const bounds = Object.values(form.fieldBytes).map((bound) => bound.bytes);
  const limits = {
    fileSize: MAX_FILE_BYTES,
    // The parser keeps at most this much of any field; each field's own bound is checked below.
    fieldSize: Math.min(MAX_MULTIPART_BYTES, Math.max(1, ...bounds)),
    files: form.files.length,
    fields: form.fieldNames.length,
    parts: form.files.length + form.fieldNames.length,
    headerPairs: 20,
  };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (!form.files.includes(part.fieldname)) {
          throw unprocessable('validation', `The field '${part.fieldname}' is not allowed here.`);
        }
        const data = await part.toBuffer(); // throws RequestFileTooLargeError past the limit → 413
        files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
      } else {
        const bound = form.fieldBytes[part.fieldname];
        if (!bound) throw unprocessable('validation', `The field '${part.fieldname}' is not allowed here.`);
        // The parser keeps no more of a value than the form's largest field can hold; a value
        // longer than its own field can hold is refused (413, which closes the connection).
        if (part.valueTruncated || Buffer.byteLength(String(part.value)) > bound.bytes) {
          throw new HttpError(413, 'payload_too_large', `The field '${part.fieldname}' is larger than it can be: it ${bound.limit}.`);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError || MULTIPART_LIMITS.has((error as { code?: string }).code ?? '')) throw error;
    // Busboy's own words ("Unexpected end of form", "Malformed part header") say what is wrong.
    throw badRequest('bad_request', `The request body is not valid multipart/form-data: ${(error as Error).message}.`);
  }
  check(form.fields, fields, 'body');
  for (const name of form.requiredFiles) {
    if (!files[name]) throw unprocessable('validation', `The field '${name}' is required.`);
  }
  return { ...fields, ...files };
}

export function bindContract(
  app: FastifyInstance,
  operations: Operation[],
  handlers: Partial<Handlers>,
  services: Services,
): string[] {
  const missing: string[] = [];
  for (const operation of operations) {
    const validators = compileValidators(operation);
    const handler = handlers[operation.operationId] as Handler<typeof operation.operationId> | undefined;
    if (!handler) missing.push(operation.operationId);
    // Every write and every read of a child's conversation leaves an audit entry (src/audit/).
    const audit = auditTarget(operation.operationId);

    app.route({
      method: operation.method,
      url: toRoute(operation.path),
      config: { operationId: operation.operationId },
      bodyLimit: MAX_JSON_BYTES,
      // The request's first database work (the session check, mostly) may be turned away with
      // 503 when the database is busy; once in, it is never turned away halfway (db/admission.ts).
      handler: (request: FastifyRequest, reply: FastifyReply) => asRequest(async () => {
        const user = operation.secured ? await authenticate(services.db, request, services.config) : undefined;
        const params = { ...(request.params as object) };
        const query = { ...(request.query as object) };
        check(validators.path, params, 'path');
        check(validators.query, query, 'query');
        let body: unknown;
        if (validators.form) {
          body = await readMultipart(request, validators.form);
        } else if (operation.body) {
          body = request.body;
          if (body === undefined && !operation.body.required) body = undefined;
          else check(validators.json, body ?? null, 'body');
        }
        if (!handler) throw new HttpError(501, 'internal', `This operation is not implemented yet: ${operation.operationId}.`);
        const context = { params, query, body, user: user!, request, reply };
        // Slow work without the database runs before the transaction (withPreparation).
        const prepared = isPrepared(handler) ? await handler.prepare({ ...context, services } as never) : undefined;
        const run = (given: Services) => handler({ ...context, services: given, prepared } as never);
        const result = audit
          ? await runAudited(audit, services, { operationId: operation.operationId, request: { params, query, body: body as never }, user, http: request }, run)
          : await run(services);
        // A handler that sent a file itself returns the reply; Fastify must then not send
        // again, which returning the reply (or the result, but never both) ensures.
        if (result === reply || reply.sent) return reply;
        return result;
      }),
    });
  }
  return missing;
}

// Binds every operation of the contract to a Fastify route: '/api' + the contract's path,
// the request validated by the contract's schemas before the handler runs, the session
// checked where the contract asks for one. An operation without a handler answers 501 (and
// the test suite fails on it), so the contract and the server cannot drift apart silently.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/sessions.ts';
import { HttpError, unprocessable } from '../lib/http-error.ts';
import type { Services } from '../services.ts';
import type { Handler, Handlers, UploadedFile } from './handler.ts';
import type { Operation } from './spec.ts';
import { compileValidators, describeErrors, type Validators } from './validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (for logs and tests). */
    operationId?: string;
  }
}

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Multipart text fields can carry extracted drafts with their page crops (upload confirm). */
const MAX_FIELD_BYTES = 20 * 1024 * 1024;

const toRoute = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

function check(validate: Validators['path'], data: unknown, part: 'path' | 'query' | 'body') {
  if (validate && !validate(data)) throw unprocessable('validation', describeErrors(part, validate.errors));
}

async function readMultipart(request: FastifyRequest, form: NonNullable<Validators['form']>) {
  if (!request.isMultipart()) throw unprocessable('validation', 'The request body must be sent as multipart/form-data.');
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES, fieldSize: MAX_FIELD_BYTES } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer(); // throws RequestFileTooLargeError past the limit → 413
      if (!form.files.includes(part.fieldname)) {
        throw unprocessable('validation', `The field '${part.fieldname}' is not allowed here.`);
      }
      files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
    } else {
      fields[part.fieldname] = part.value;
    }
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

    app.route({
      method: operation.method,
      url: toRoute(operation.path),
      config: { operationId: operation.operationId },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
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
        const result = await handler({ params, query, body, user: user!, services, request, reply } as never);
        if (result === reply) return reply;
        return reply.send(result);
      },
    });
  }
  return missing;
}

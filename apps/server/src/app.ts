// Builds the Fastify instance: security headers, multipart, the contract's routes under /api,
// errors as {detail, code}, and the built web app (when there is one) for everything else.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { pageHtmlOf } from './lib/page-preloads.ts';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { isAiError, RetryLaterError } from './ai/errors.ts';
import { createAiProvider } from './ai/provider.ts';
import { createAiSlots } from './ai/slots.ts';
import { bindContract, MAX_JSON_BYTES } from './contract/bind.ts';
import type { Handlers } from './contract/handler.ts';
import { loadOperations, specFile } from './contract/spec.ts';
import { registerApiDocs } from './docs/api-docs.ts';
import type { Config } from './config.ts';
import { DatabaseBusyError } from './db/admission.ts';
import { useFileUrlSecret } from './modules/problems/file-urls.ts';
import type { Database } from './db/database.ts';
import { badRequest, type ErrorCode, HttpError, internal, notFound } from './lib/http-error.ts';
import { CSP_DIRECTIVES } from './lib/csp.ts';
import { MAX_FIELD_BYTES, MAX_FILE_BYTES } from './lib/uploads.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createPrinting } from './modules/classes/printing.ts';
import { handlers as allHandlers } from './modules/index.ts';
import { createImageWork } from './modules/problems/image-work/client.ts';
import { startJobs } from './jobs/index.ts';
import { startWorkers } from './jobs/workers.ts';
import type { Services } from './services.ts';
import { createFileStore, type FileStore } from './storage/index.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  mailer?: Mailer;
  /** Where the log goes (standard output unless given; tests capture it). */
  logStream?: { write(line: string): void };
  handlers?: Partial<Handlers>;
  /** The file storage; the configuration's (STORAGE_URL, or DATA_DIR/files) unless given. */
  files?: FileStore;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  /** Operations of the contract that have no handler yet (they answer 501). */
  missing: string[];
}

/**
 * A URL as logged: the values of token parameters replaced (a signed file URL's `t` among
 * them), and students' ids too (a student's id is the student's sign-in to the student app),
 * in a path after `/students/` and in `student_id=`.
 */
export const redactTokens = (url: string) =>
  url.replace(/([?&](?:token|id|student_id|t)=)[^&#]*/gi, '$1[redacted]').replace(/(\/students\/)[^/?#]+/gi, '$1[redacted]');

/** The database is busy: PostgreSQL ended a statement at its time limit. */
const PG_QUERY_CANCELED = '57014';
/** Text PostgreSQL cannot store (a NUL, a lone surrogate, a broken encoding). */
const PG_INVALID_TEXT = new Set(['22021', '22P05', '22P02', '22026']);
const PG_UNIQUE = '23505';
const PG_FOREIGN_KEY = '23503';
const PG_CHECK = '23514';

/** The generic code of a 4xx status that Fastify or a plugin answered on its own. */
const GENERIC_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'validation',
  429: 'rate_limited',
};

const serverBusy = (retryAfterSeconds: number) =>
  new RetryLaterError(503, 'server.busy', 'The server is busy. Please try again in a moment.', retryAfterSeconds);

function toHttpError(error: FastifyError & { code?: string }): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof DatabaseBusyError) return serverBusy(error.retryAfterSeconds);
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'payload_too_large', 'The file is larger than 5 MB.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'payload_too_large', 'The request is too large.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'payload_too_large', 'The request has more parts than the form has fields.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(422, 'bad_request', 'The request body has a content type this call does not accept.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, 'bad_request', 'The request body is empty, but its content type says JSON.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, 'bad_request', 'The request body is not valid JSON.');
    case PG_UNIQUE:
      return new HttpError(409, 'conflict', 'This already exists.');
    case PG_FOREIGN_KEY:
      return new HttpError(409, 'conflict', 'This is still in use.');
    case PG_CHECK:
      return new HttpError(422, 'validation', 'A value is out of the allowed range.');
    case PG_QUERY_CANCELED:
      return serverBusy(5);
  }
  if (PG_INVALID_TEXT.has(error.code ?? '')) return new HttpError(422, 'validation', 'A text contains characters that cannot be stored.');
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return new HttpError(400, 'bad_request', 'The request body is not valid JSON.');
  }
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) return new HttpError(status, GENERIC_CODES[status] ?? 'bad_request', error.message);
  return undefined;
}

/** What a request id taken from a request's X-Request-Id header may look like. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Files under assets/ carry a hash of their content in their name, so a browser may keep them
 * for good; everything else (index.html, which names the current hashes, and the app's routes
 * that answer with it) is checked with the server on every use.
 */
function cachePolicy(web: string, file: string): string {
  return path.relative(web, file).split(path.sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}

export async function buildApp(options: AppOptions): Promise<BuiltApp> {
  const { config, db } = options;
  await useFileUrlSecret(db, config.FILE_URL_SECRET);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // A reset link's token (the /reset-password page) and a student's id are keys: they never
      // go into the log.
      serializers: {
        req: (request) => ({ method: request.method, url: redactTokens(request.url), remoteAddress: request.ip }),
      },
    },
    bodyLimit: MAX_JSON_BYTES,
    // Ids unique across processes, so that one request can be followed through the logs of
    // several servers; a balancer's or proxy's X-Request-Id is kept when it looks like an id.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // The client's address (for the sign-in limit) comes from X-Forwarded-For only when the
    // connection is from a proxy that TRUST_PROXY names; anyone else could claim any address.
    trustProxy: config.TRUST_PROXY ? config.TRUST_PROXY.split(',').map((proxy) => proxy.trim()) : false,
    // Ids in the contract are short; a long URL is noise or an attack.
    routerOptions: { maxParamLength: 300 },
    // A path the router cannot take apart (an overlong segment, broken percent-encoding)
    // names nothing that exists: 404 in the contract's error format.
    frameworkErrors: (error, _request, frameworkReply) => {
      const reply = frameworkReply as unknown as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        return reply.status(404).header('cache-control', 'no-store').send(notFound().body);
      }
      return reply.status(400).header('cache-control', 'no-store').send(badRequest().body);
    },
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: CSP_DIRECTIVES,
    },
    crossOriginEmbedderPolicy: false,
  });
  // Per-request limits (number of parts, field size) are set per form in the binding.
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, fieldSize: MAX_FIELD_BYTES, headerPairs: 20 } });

  // API answers are personal (the sign-in answer carries the session id): no cache keeps them.
  // Only a problem's file at its signed address says otherwise (private, until it expires).
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if ((request.url === '/api' || request.url.startsWith('/api/')) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const http = toHttpError(error);
    if (http) {
      // A busy server (Retry-After) is not a fault: the client is told when to come back.
      if (http.status >= 500 && !isAiError(http) && !(http instanceof RetryLaterError)) request.log.error(error);
      if (http instanceof RetryLaterError) reply.headers(http.headers);
      // The rest of an oversized body is not read: the connection closes after the answer.
      if (http.status === 413) reply.header('connection', 'close');
      return reply.status(http.status).send(http.body);
    }
    request.log.error(error);
    return reply.status(500).send(internal().body);
  });

  // An AI call holds one of AI_MAX_CONCURRENCY slots shared by all processes on PostgreSQL
  // for as long as it may run (AI_TIMEOUT_MS), and waits for one at most that long.
  const aiSlots = createAiSlots(db, { slots: config.AI_MAX_CONCURRENCY, leaseMs: config.AI_TIMEOUT_MS + 10_000, maxWaitMs: config.AI_TIMEOUT_MS });
  const services: Services = {
    config,
    db,
    mailer: options.mailer ?? createMailer(config, app.log),
    ai: createAiProvider(config, app.log, aiSlots),
    images: createImageWork(),
    jobs: await startJobs(db, config, app.log),
    files: options.files ?? (await createFileStore(config)),
    printing: createPrinting(config.PRINT_MAX_CONCURRENCY),
    lifecycle: { startedAt: Date.now(), stopping: false },
  };
  const stopScans = await startWorkers(services, app.log);
  // From the moment closing begins, readiness answers 503: a balancer stops sending work here
  // while the requests already running finish. The queue stops taking jobs at once; running
  // jobs get most of SHUTDOWN_TIMEOUT_MS to finish, then go back to the queue for another
  // process (the rest of the time is for closing the database).
  let jobsStopped: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    services.lifecycle.stopping = true;
    stopScans();
    jobsStopped = services.jobs.stop(Math.floor(config.SHUTDOWN_TIMEOUT_MS * 0.8));
  });
  // Jobs still use the image process until they have stopped.
  app.addHook('onClose', async () => {
    await (jobsStopped ?? services.jobs.stop(Math.floor(config.SHUTDOWN_TIMEOUT_MS * 0.8)));
    await services.images.close();
  });
  app.addHook('onClose', () => services.printing.close());
  const missing = bindContract(app, loadOperations(), options.handlers ?? allHandlers, services);
  registerApiDocs(app, specFile);
  if (missing.length) app.log.warn(`operations without a handler (answer 501): ${missing.join(', ')}`);

  const web = config.WEB_DIST;
  const hasWeb = existsSync(path.join(web, 'index.html'));
  const pageHtml = hasWeb ? pageHtmlOf(web) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: web,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz copies (scripts/compress-web.ts); a browser gets the best
      // one it accepts, with Vary: Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', cachePolicy(web, file)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    // A missing file of the build (a chunk of an older build) is a 404, never the page: the app
    // then knows its chunks were replaced.
    const isApiOrFile = /^\/(?:api|assets)(?:\/|$|\?)/.test(request.url);
    if (isApiOrFile || !isPageRequest || !hasWeb) {
      return reply.status(404).send(notFound('not_found', 'There is nothing at this address.').body);
    }
    // The app's own routes (/users, /classes/5, …): the single page answers them all, with
    // what the address's screen needs named in its head (lib/page-preloads.ts).
    if (!pageHtml) return reply.type('text/html').sendFile('index.html');
    const page = pageHtml(request.url.split('?')[0] ?? '/', request.headers.cookie);
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).header('vary', 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  });

  return { app, services, missing };
}

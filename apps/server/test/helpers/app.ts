// A server on a fresh database with the demo data, and a `call` that speaks to it by
// operationId, checks the answer against the contract, and returns it parsed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Services } from '../../src/services.ts';
import { databaseLimits, loadConfig } from '../../src/config.ts';
import type { OperationId } from '../../src/contract/spec.ts';
import type { Database } from '../../src/db/database.ts';
import { DEMO_LOGINS, seedDemo } from '../../src/db/seed.ts';
import type { Mail, Mailer } from '../../src/mail/mailer.ts';
import { settled } from '../../src/jobs/index.ts';
import { checkResponse, operations } from './contract.ts';
import { NOT_THROUGH_PROXY, proxyEnabled, proxyViolation, startContractProxy } from './contract-proxy.ts';
import { freshDatabase } from './fresh-database.ts';
import { createFileStore, type FileStore } from '../../src/storage/index.ts';

export type Role = 'admin' | 'schooladmin' | 'teacher' | 'parent';

export interface Credentials {
  email: string;
  password: string;
}

/** Jens Albrecht, schooladmin of school 2 (not one of the four demo sign-ins). */
export const SCHOOL_TWO_ADMIN: Credentials = { email: 'jens.albrecht@lessing-realschule.example.org', password: 'Demo-Hamburg-2026' };

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Multipart fields; a Buffer-with-type value is sent as a file. */
  form?: Record<string, string | number | boolean | { data: Buffer; type: string; filename?: string }>;
  /** A session id, or a demo role to sign in as. */
  as?: Role | string | null;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

export interface TestServer {
  app: FastifyInstance;
  /** The server's services (its job queue, its configuration, …). */
  services: Services;
  db: Database;
  /** The server's file storage (a folder in the test's DATA_DIR unless STORAGE_URL is given). */
  files: FileStore;
  mails: Mail[];
  /** Signs in as a demo user (cached per role) and returns the session id. */
  login(role: Role): Promise<string>;
  /** Signs in with these credentials (a fresh session each time) and returns the session id. */
  signIn(credentials: Credentials): Promise<string>;
  call<T = any>(operationId: OperationId, options?: CallOptions): Promise<CallResult<T>>;
  /** Reads a problem's `file_url`, `thumbnail_url` or `template_url` (or an old signed address) as the browser does (no session). */
  readFile(url: string, headers?: Record<string, string>): Promise<CallResult<Buffer>>;
  close(): Promise<void>;
}

const BOUNDARY = '----backoffice-test-boundary';

/**
 * No JSON answer is this large: lists and mutation answers carry addresses of files, never
 * their contents, so an answer over it is a regression (a file, or a list without bounds).
 */
export const MAX_JSON_ANSWER_BYTES = 2 * 1024 * 1024;

function multipart(form: NonNullable<CallOptions['form']>): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(form)) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n`));
    if (typeof value === 'object') {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename ?? 'file'}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export interface TestServerOptions {
  /** More environment for the server's configuration (AI_BASE_URL, …). */
  env?: Record<string, string>;
  /**
   * false: calls go to the app directly even where CONTRACT_PROXY=1 (the answers are still
   * checked against the contract here). For tests that time the server's own queues, which the
   * proxy in between would blur.
   */
  contractProxy?: boolean;
  /** Wraps the server's file storage, for tests that watch or hold what it is given. */
  wrapFiles?: (store: FileStore) => FileStore;
}

/** One request over HTTP through the contract proxy, answered in the shape app.inject gives. */
async function throughProxy(
  base: string,
  method: string,
  url: string,
  query: Record<string, string>,
  headers: Record<string, string>,
  payload: string | Buffer | undefined,
): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams(query).toString();
  const res = await fetch(`${base}${url.replace(/^\/api/, '')}${search ? `?${search}` : ''}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
  const rawPayload = Buffer.from(await res.arrayBuffer());
  const responseHeaders = Object.fromEntries(res.headers.entries());
  const violation = proxyViolation(responseHeaders, rawPayload);
  expect(violation, `${method} ${url} → ${res.status}`).toBeNull();
  return {
    statusCode: res.status,
    headers: responseHeaders,
    rawPayload,
    body: rawPayload.toString(),
    payload: rawPayload.toString(),
    json: () => JSON.parse(rawPayload.toString()),
  } as unknown as LightMyRequestResponse;
}

/** A file storage in a new temporary folder, for tests that seed a database of their own. */
export async function scratchFileStore(): Promise<FileStore> {
  return createFileStore(loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'backoffice-files-')), LOG_LEVEL: 'silent' }));
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-test-'));
  const config = loadConfig({
    ...options.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(tmpdir(), 'no-web-app'),
    PUBLIC_URL: 'http://backoffice.test',
    SEED_DEMO: 'false',
  });
  // Test files share one PostgreSQL: five connections each, unless a test sets DB_POOL_SIZE.
  const { db, drop } = await freshDatabase({ ...databaseLimits(config), poolSize: options.env?.DB_POOL_SIZE ? config.DB_POOL_SIZE : 5 });
  const store = await createFileStore(config);
  await seedDemo(db, store);
  const files = options.wrapFiles ? options.wrapFiles(store) : store;
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const { app, services } = await buildApp({ config, db, mailer, files });
  await app.ready();
  const proxy = proxyEnabled && options.contractProxy !== false ? await startContractProxy(app) : undefined;
  const sessions = new Map<Role, string>();

  async function call<T>(operationId: OperationId, options: CallOptions = {}): Promise<CallResult<T>> {
    const operation = operations.get(operationId);
    if (!operation) throw new Error(`unknown operation ${operationId}`);
    const url =
      '/api' +
      operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = options.params?.[name];
        if (value === undefined) throw new Error(`${operationId}: path parameter ${name} missing`);
        return encodeURIComponent(String(value));
      });
    const headers: Record<string, string> = { ...options.headers };
    const as = options.as === undefined ? (operation.secured ? 'admin' : null) : options.as;
    if (as) {
      const token = ['admin', 'schooladmin', 'teacher', 'parent'].includes(as) ? await login(as as Role) : as;
      headers.authorization = `Bearer ${token}`;
    }
    let payload: string | Buffer | undefined;
    if (options.form) {
      payload = multipart(options.form);
      headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const query = Object.fromEntries(
      Object.entries(options.query ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    // Prism answers a call without a session itself (it checks the contract's security), so
    // such calls, whose answer is the server's to give, go to the server directly.
    const viaProxy = proxy && !NOT_THROUGH_PROXY[operationId] && !(operation.secured && !headers.authorization);
    const raw =
      viaProxy
        ? await throughProxy(proxy.url, operation.method, url, query, { ...headers, ...proxy.headers }, payload)
        : await app.inject({ method: operation.method, url, query, headers, ...(payload !== undefined ? { payload } : {}) });
    // Mails go out after the answer: wait for them, so that a test sees what the call sent.
    await settled();
    const problem = checkResponse(operationId, raw.statusCode, raw.headers['content-type'] as string | undefined, raw.rawPayload);
    expect(problem, `${operation.method} ${url} → ${raw.statusCode} ${raw.body.slice(0, 300)}`).toBeNull();
    const isJson = String(raw.headers['content-type'] ?? '').includes('json');
    if (isJson) {
      expect(raw.rawPayload.length, `${operation.method} ${url}: a JSON answer of ${raw.rawPayload.length} bytes`).toBeLessThanOrEqual(MAX_JSON_ANSWER_BYTES);
    }
    return { status: raw.statusCode, body: (isJson ? raw.json() : raw.rawPayload) as T, headers: raw.headers, raw };
  }

  async function readFile(url: string, headers: Record<string, string> = {}): Promise<CallResult<Buffer>> {
    const stored = /^\/api\/files\/([^/?]+)$/.exec(url);
    if (stored) return call<Buffer>('getFile', { params: { key: stored[1]! }, as: null, headers });
    const match = /^\/api\/admin\/problems\/(\d+)\/(image|template)\?t=([^&]+)$/.exec(url);
    if (!match) throw new Error(`not a file address: ${url}`);
    const operationId = match[2] === 'image' ? 'getProblemImage' : 'getProblemTemplate';
    return call<Buffer>(operationId, { params: { id: match[1]! }, query: { t: decodeURIComponent(match[3]!) }, as: null, headers });
  }

  async function signIn({ email, password }: Credentials): Promise<string> {
    const res = await call<{ session: { session_id: string } }>('login', { body: { email, password }, as: null });
    expect(res.status).toBe(200);
    return res.body.session.session_id;
  }

  async function login(role: Role): Promise<string> {
    const cached = sessions.get(role);
    if (cached) return cached;
    const demo = DEMO_LOGINS.find((l) => l.usertype === role);
    if (!demo) throw new Error(`no demo login for ${role}`);
    const sessionId = await signIn(demo);
    sessions.set(role, sessionId);
    return sessionId;
  }

  return {
    app,
    services,
    db,
    files,
    mails,
    login,
    signIn,
    call,
    readFile,
    close: async () => {
      await proxy?.close();
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

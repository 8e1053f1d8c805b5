// OpenTelemetry traces (src/telemetry.ts): a server started with OTEL_EXPORTER_OTLP_ENDPOINT
// sends a span per request, named by its route, to a tiny OTLP/HTTP receiver of this test; on
// PostgreSQL (DATABASE_URL) its queries come as child spans of the request's.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './helpers/fresh-database.ts';

interface Attribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number };
}
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Attribute[];
}

const SPAN_KIND_SERVER = 2;
const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let receiver: Server;
let receiverUrl: string;
const spans: ExportedSpan[] = [];
const paths: string[] = [];
let server: ChildProcess;
let base: string;
let dir: string;
let drop: (() => Promise<void>) | undefined;
let databaseUrl = '';

beforeAll(async () => {
  // The receiver: OTLP/HTTP with JSON bodies, as an OpenTelemetry collector takes them.
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      paths.push(request.url ?? '');
      const parsed = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] };
      for (const resource of parsed.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  if (process.env.DATABASE_URL) {
    const fresh = await freshDatabase();
    await fresh.db.destroy();
    databaseUrl = fresh.url!;
    drop = async () => {
      const again = await import('pg');
      const admin = new again.default.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema ${new URL(databaseUrl).searchParams.get('options')!.split('=')[1]} cascade`);
      await admin.end();
    };
  }
  dir = mkdtempSync(path.join(tmpdir(), 'telemetry-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(import.meta.dirname, '../src/server.ts')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dir,
      WEB_DIST: path.join(dir, 'none'),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
      OTEL_SERVICE_NAME: 'backoffice-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('is running')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}, 90_000);

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => receiver.close(resolve));
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

async function spanNamed(name: string): Promise<ExportedSpan> {
  for (let i = 0; i < 100; i++) {
    const found = spans.find((span) => span.name === name);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no span "${name}"; seen: ${[...new Set(spans.map((s) => s.name))].join(', ')}`);
}

describe('traces with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('sends a server span for a request, named by its route, with its status and request id', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const response = await fetch(`${base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-test-1' },
      body: JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password' }),
    });
    expect(response.status).toBe(401);
    const span = await spanNamed('POST /api/admin/auth/login');
    expect(span.kind).toBe(SPAN_KIND_SERVER);
    expect(attribute(span, 'http.route')).toBe('/api/admin/auth/login');
    expect(attribute(span, 'http.response.status_code') ?? attribute(span, 'http.status_code')).toBe(401);
    expect(attribute(span, 'backoffice.request_id')).toBe('trace-test-1');
    expect(paths.every((p) => p === '/v1/traces')).toBe(true);
    // The balancer's checks are not traced.
    expect(spans.some((s) => attribute(s, 'http.route') === '/api/health' || /health/.test(s.name))).toBe(false);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('sends the queries of a request as its children (PostgreSQL)', async () => {
    const request = await spanNamed('POST /api/admin/auth/login');
    const isQuery = (s: ExportedSpan) => (attribute(s, 'db.system.name') ?? attribute(s, 'db.system')) === 'postgresql';
    let queries: ExportedSpan[] = [];
    for (let i = 0; i < 50 && queries.length === 0; i++) {
      queries = spans.filter((s) => s.traceId === request.traceId && isQuery(s));
      if (queries.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(queries.length).toBeGreaterThan(0);
  });
});

// Loads the bundled contract (openapi/dist/openapi.yaml) and turns each operation into what
// the server needs to bind it: method, route, security, and JSON Schemas with every $ref
// resolved. The schemas are the contract's own; the server keeps no second copy.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../lib/repo-root.ts';
import type { operations } from '@backoffice/api-client';

export type OperationId = keyof operations;
export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: OperationId;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The contract's path, e.g. /admin/schools/{id}. */
  path: string;
  /** Whether a session is needed (false for login and the password reset calls). */
  secured: boolean;
  parameters: Parameter[];
  body?: { type: 'application/json' | 'multipart/form-data'; required: boolean; schema: JsonSchema };
  /** Response schemas by status code and media type, for tests. */
  responses: Record<string, Record<string, JsonSchema | undefined>>;
}

export const specFile = path.join(repoRoot, 'openapi/dist/openapi.yaml');

interface RawDocument {
  security?: unknown[];
  paths: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export function loadDocument(file = specFile): RawDocument {
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`pnpm contract:bundle\` at the repository root.`);
  }
  return parse(readFileSync(file, 'utf8')) as RawDocument;
}

/** Replaces every local $ref ('#/components/…') with a copy of its target. */
export function dereference<T>(node: T, document: RawDocument, seen: string[] = []): T {
  if (Array.isArray(node)) return node.map((item) => dereference(item, document, seen)) as T;
  if (!node || typeof node !== 'object') return node;
  const object = node as Record<string, unknown>;
  if (typeof object.$ref === 'string') {
    const ref = object.$ref;
    if (seen.includes(ref)) throw new Error(`Circular $ref in the contract: ${[...seen, ref].join(' → ')}`);
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], document);
    if (target === undefined) throw new Error(`Unresolved $ref in the contract: ${ref}`);
    const { $ref: _ignored, ...siblings } = object;
    return { ...(dereference(target, document, [...seen, ref]) as object), ...siblings } as T;
  }
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, dereference(value, document, seen)]),
  ) as T;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export function loadOperations(file = specFile): Operation[] {
  const document = loadDocument(file);
  const operations: Operation[] = [];
  for (const [route, rawItem] of Object.entries(document.paths)) {
    const item = dereference(rawItem, document) as Record<string, unknown>;
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const own = (op.parameters as Parameter[] | undefined) ?? [];
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      const security = (op.security as unknown[] | undefined) ?? document.security ?? [];
      const requestBody = op.requestBody as
        | { required?: boolean; content: Record<string, { schema: JsonSchema }> }
        | undefined;
      let body: Operation['body'];
      if (requestBody) {
        const type = 'multipart/form-data' in requestBody.content ? 'multipart/form-data' : 'application/json';
        const media = requestBody.content[type];
        if (!media) throw new Error(`${String(op.operationId)}: only JSON and multipart bodies are supported`);
        body = { type, required: requestBody.required ?? false, schema: media.schema };
      }
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries((op.responses as Record<string, { content?: Record<string, { schema?: JsonSchema }> }>) ?? {})) {
        responses[status] = Object.fromEntries(
          Object.entries(response.content ?? {}).map(([type, media]) => [type, media.schema]),
        );
      }
      operations.push({
        operationId: op.operationId as OperationId,
        method: method.toUpperCase() as Operation['method'],
        path: route,
        secured: security.length > 0,
        parameters,
        ...(body ? { body } : {}),
        responses,
      });
    }
  }
  return operations;
}

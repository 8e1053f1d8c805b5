// The authorization matrix: every operation of the contract × every role (and no session).
// Ids in the path do not exist and bodies are the contract's own first examples, so an
// allowed role gets a 2xx, 404, 409, 422 or 503 — anything but 401/403 — and a role the
// operation is not for gets 403 before any lookup. Without a session: 401, always.
import { readFileSync } from 'node:fs';
import { usertypeValues } from '@backoffice/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { specFile, type OperationId } from '../src/contract/spec.ts';
import { operations } from './helpers/contract.ts';
import { startTestServer, type CallOptions, type Role, type TestServer } from './helpers/app.ts';

const ROLES: readonly Role[] = usertypeValues;
const STAFF: Role[] = ['admin', 'schooladmin', 'teacher'];

/** Who may call what (apps/server/README.md "Permissions"); every other operation is for all four roles. */
const ALLOWED: Partial<Record<OperationId, Role[]>> = {
  listSettings: ['admin'],
  updateSetting: ['admin'],
  createSchool: ['admin'],
  getSchool: ['admin'],
  updateSchool: ['admin'],
  deleteSchool: ['admin'],
  updateProblemCollection: ['admin'],
  listSchools: ['admin', 'schooladmin'],
  listUsers: ['admin', 'schooladmin'],
  createUser: ['admin', 'schooladmin'],
  updateUser: ['admin', 'schooladmin'],
  deleteUser: ['admin', 'schooladmin'],
  listClasses: STAFF,
  createClass: STAFF,
  listClassesExtended: STAFF,
  getClass: STAFF,
  updateClass: STAFF,
  deleteClass: STAFF,
  printClassAccessSheets: STAFF,
  listClassStudents: STAFF,
  listClassProblemsets: STAFF,
  getClassProgress: STAFF,
  exportClassProgress: STAFF,
  addClassStudent: STAFF,
  removeClassStudent: STAFF,
  addClassProblemset: STAFF,
  removeClassProblemset: STAFF,
  listAuditEntries: ['admin', 'schooladmin'],
  importStudents: ['admin', 'schooladmin'],
  scanReviews: ['admin', 'schooladmin', 'teacher'],
};

/**
 * Bodies for operations whose first example takes an action one allowed role may not take
 * (a parent may create a child, but not put it into a class): the matrix tests the role.
 */
const BODIES: Partial<Record<OperationId, Record<string, unknown>>> = {
  createStudent: { firstname: 'Ada', lastname: 'Matrix' },
  // The example changes Julia's password with her current one, which is wrong for the others.
  updateMe: { firstname: 'Ada', lastname: 'Matrix', email: 'ada.matrix@example.org' },
};

/** logout would end the cached session the other rows use; it has its own test in auth. */
const SKIP = new Set<OperationId>(['logout']);

type RawOperation = { requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> } };
const raw = parse(readFileSync(specFile, 'utf8')) as { paths: Record<string, Record<string, RawOperation>> };

function firstExample(operationId: OperationId): { type?: string; value?: Record<string, unknown> } {
  const op = operations.get(operationId)!;
  const content = raw.paths[op.path]?.[op.method.toLowerCase()]?.requestBody?.content ?? {};
  const [type, media] = Object.entries(content)[0] ?? [];
  const value = media?.examples ? Object.values(media.examples)[0]?.value : undefined;
  return { type, value: value as Record<string, unknown> | undefined };
}

const PDF = { data: Buffer.from('%PDF-1.4\n%\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), type: 'application/pdf', filename: 'page.pdf' };

/** A request for the operation whose ids exist nowhere and whose body is the contract's example. */
function requestFor(operationId: OperationId): CallOptions {
  const op = operations.get(operationId)!;
  const params: Record<string, string | number> = {};
  const query: Record<string, string> = {};
  for (const p of op.parameters) {
    const schema = p.schema as { type?: string; pattern?: string; format?: string };
    const value =
      schema.type === 'integer'
        ? 999_999
        : schema.format === 'uuid'
          ? '00000000-0000-4000-8000-000000000000'
          : p.name === 'key'
            ? 'no_such_key'
            : p.name === 'url'
              ? 'none.wav'
              : 'zzzzzzzzzzzz';
    if (p.in === 'path') params[p.name] = value;
    else if (p.in === 'query' && p.required) query[p.name] = String(value);
  }
  const override = BODIES[operationId];
  if (override) return { params, query, body: override };
  const { type, value } = firstExample(operationId);
  if (type === 'multipart/form-data') {
    const form: NonNullable<CallOptions['form']> = {};
    for (const [k, v] of Object.entries(value ?? {})) {
      if (typeof v === 'string' && v.startsWith('<')) continue; // a binary placeholder
      if (['string', 'number', 'boolean'].includes(typeof v)) form[k] = v as string;
    }
    if (operationId === 'uploadProblemFile' || operationId === 'startProblemUploadJob') form.file = PDF;
    if (operationId === 'importStudents') form.file = { data: Buffer.from('Vorname;Nachname\nAda;Matrix\n'), type: 'text/csv', filename: 'roster.csv' };
    return { params, query, form };
  }
  return { params, query, ...(value !== undefined ? { body: value } : {}) };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const secured = [...operations.values()].filter((op) => op.secured && !SKIP.has(op.operationId));

describe('without a session every secured operation answers 401', () => {
  it.each(secured.map((op) => op.operationId))('%s', async (operationId) => {
    const res = await server.call(operationId, { ...requestFor(operationId), as: null });
    expect(res.status).toBe(401);
  });
});

describe('role × operation', () => {
  it.each(secured.map((op) => op.operationId))('%s', async (operationId) => {
    const allowed = ALLOWED[operationId] ?? ROLES;
    for (const role of ROLES) {
      const res = await server.call(operationId, { ...requestFor(operationId), as: role });
      if (allowed.includes(role)) {
        expect([401, 403], `${role} may call ${operationId} (got ${res.status})`).not.toContain(res.status);
      } else {
        expect(res.status, `${role} may not call ${operationId}`).toBe(403);
      }
    }
  });
});

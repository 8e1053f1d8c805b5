// docs/product/api.md lists every call the back-office makes. Each one must be in the contract, at exactly
// that method and path (base path /api). The list below is docs/product/api.md, written out call by call.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const SPEC_CALLS: ReadonlyArray<readonly [string, string]> = [
  ['GET', '/admin/auth/me'],
  ['PUT', '/admin/auth/me'],
  ['POST', '/admin/auth/login'],
  ['POST', '/admin/auth/logout'],
  ['POST', '/admin/auth/password-reset-request'],
  ['POST', '/admin/auth/password-reset'],
  ['GET', '/admin/users'],
  ['POST', '/admin/users'],
  ['PUT', '/admin/users/{id}'],
  ['DELETE', '/admin/users/{id}'],
  ['GET', '/admin/system/settings'],
  ['PUT', '/admin/system/settings/{key}'],
  ['GET', '/admin/schools'],
  ['POST', '/admin/schools'],
  ['GET', '/admin/schools/{id}'],
  ['PUT', '/admin/schools/{id}'],
  ['DELETE', '/admin/schools/{id}'],
  ['GET', '/admin/classes'],
  ['POST', '/admin/classes'],
  ['GET', '/admin/classes-extended'],
  ['GET', '/admin/classes/{id}'],
  ['PUT', '/admin/classes/{id}'],
  ['DELETE', '/admin/classes/{id}'],
  ['GET', '/admin/classes/{id}/print'],
  ['GET', '/admin/classes/{id}/students-extended'],
  ['GET', '/admin/classes/{id}/problemsets-extended'],
  ['POST', '/admin/classes/{id}/students/{studentId}'],
  ['DELETE', '/admin/classes/{id}/students/{studentId}'],
  ['POST', '/admin/classes/{id}/problemsets/{problemsetId}'],
  ['DELETE', '/admin/classes/{id}/problemsets/{problemsetId}'],
  ['GET', '/admin/students'],
  ['POST', '/admin/students'],
  ['GET', '/admin/students-extended'],
  ['GET', '/admin/students/{id}'],
  ['PUT', '/admin/students/{id}'],
  ['DELETE', '/admin/students/{id}'],
  ['GET', '/admin/students/{id}/problems'],
  ['POST', '/admin/students/{id}/problems'],
  ['PUT', '/admin/students/{id}/problems/reorder'],
  ['PUT', '/admin/students/{id}/problems/{problemId}'],
  ['DELETE', '/admin/students/{id}/problems/{problemId}'],
  ['POST', '/admin/students/{id}/problemsets/{problemsetId}'],
  ['POST', '/admin/students/{id}/digests'],
  ['DELETE', '/admin/students/{id}/digests'],
  ['GET', '/admin/students/{id}/conversations'],
  ['DELETE', '/admin/students/{id}/conversations'],
  ['DELETE', '/conversations/{conversationId}'],
  ['GET', '/conversations/{conversationId}/messages'],
  ['GET', '/admin/conversations/{id}/recordings'],
  ['GET', '/admin/students/{id}/recordings/{url}'],
  ['GET', '/admin/conversations/{id}/export'],
  ['GET', '/characters'],
  ['GET', '/admin/problemsets'],
  ['POST', '/admin/problemsets'],
  ['GET', '/admin/problemsets/{id}'],
  ['PUT', '/admin/problemsets/{id}'],
  ['DELETE', '/admin/problemsets/{id}'],
  ['GET', '/admin/problemsets/{id}/problems'],
  ['POST', '/admin/problemsets/{id}/problems'],
  ['PUT', '/admin/problemsets/{id}/problems/reorder'],
  ['PUT', '/admin/problemsets/{id}/problems/{problemId}'],
  ['DELETE', '/admin/problemsets/{id}/problems/{problemId}'],
  ['GET', '/admin/collections'],
  ['GET', '/admin/problems/search'],
  ['POST', '/admin/problems'],
  ['GET', '/admin/problems/{id}'],
  ['PUT', '/admin/problems/{id}'],
  ['DELETE', '/admin/problems/{id}'],
  ['PUT', '/admin/problems/{id}/collection'],
  ['POST', '/admin/problems/{id}/copy'],
  ['POST', '/admin/problems/generate-solution'],
  ['POST', '/admin/problems/generate-wrong-answers'],
  ['POST', '/admin/problems/upload-file'],
  ['POST', '/admin/problems/upload-file/confirm'],
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const contract = parse(readFileSync(path.join(root, 'openapi/dist/openapi.yaml'), 'utf8')) as {
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string }>>;
};

describe('every call of docs/product/api.md is in the contract', () => {
  it('serves everything under /api', () => {
    expect(contract.servers.map((s) => s.url)).toEqual(['/api']);
  });

  it.each(SPEC_CALLS)('%s %s', (method, route) => {
    const operation = contract.paths[route]?.[method.toLowerCase()];
    expect(operation, `${method} ${route} is missing from openapi/`).toBeDefined();
    expect(operation?.operationId).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)*$/);
  });

  it('has no operation without an operationId, and no operationId twice', () => {
    const ids = Object.values(contract.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([key]) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))
        .map(([, op]) => op.operationId),
    );
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

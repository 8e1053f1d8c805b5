// Checks real responses against the contract: the status must be one the operation lists,
// and the body must match that status's schema. Used on every call the server tests make.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadOperations, type Operation, type OperationId } from '../../src/contract/spec.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addFormat('binary', true);

export const operations = new Map<OperationId, Operation>(loadOperations().map((op) => [op.operationId, op]));
const compiled = new Map<string, ValidateFunction>();

export function checkResponse(
  operationId: OperationId,
  status: number,
  contentType: string | undefined,
  body: string | Buffer,
): string | null {
  const operation = operations.get(operationId);
  if (!operation) return `unknown operation ${operationId}`;
  const response = operation.responses[String(status)];
  if (!response) return `${operationId} answered ${status}, which the contract does not list (${Object.keys(operation.responses).join(', ')})`;
  const type = (contentType ?? '').split(';')[0]!.trim();
  const types = Object.keys(response);
  if (types.length === 0) return null;
  if (!types.includes(type)) return `${operationId} ${status} answered ${type || 'no content type'}, the contract says ${types.join(' or ')}`;
  const schema = response[type];
  if (!schema || !type.includes('json')) return null;
  const key = `${operationId} ${status} ${type}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  let data: unknown;
  try {
    data = JSON.parse(body.toString());
  } catch {
    return `${key}: body is not JSON`;
  }
  if (!validate(data)) {
    return `${key}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
  }
  return null;
}

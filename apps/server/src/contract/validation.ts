// Request validation with the contract's own schemas (JSON Schema 2020-12, as OpenAPI 3.1).
// JSON bodies are checked as sent; path, query and multipart text fields arrive as text, so
// those are coerced to the schema's types ("5" → 5, "true" → true) before the check.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema, Operation } from './spec.ts';

function makeAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    strict: false, // the contract's schemas carry OpenAPI keywords (example, …)
    allErrors: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
  });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

const asSent = makeAjv(false);
const fromText = makeAjv(true);

export type Part = 'path' | 'query' | 'body';

export interface Validators {
  path?: ValidateFunction;
  query?: ValidateFunction;
  json?: ValidateFunction;
  /** Multipart: the text fields' schema, and the names of the file fields. */
  form?: { fields: ValidateFunction; files: string[]; requiredFiles: string[] };
}

function objectOf(parameters: Operation['parameters'], where: 'path' | 'query'): JsonSchema | undefined {
  const list = parameters.filter((p) => p.in === where);
  if (list.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
    required: list.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

const isFile = (schema: unknown) => (schema as JsonSchema | undefined)?.format === 'binary';

export function compileValidators(operation: Operation): Validators {
  const validators: Validators = {};
  const path = objectOf(operation.parameters, 'path');
  const query = objectOf(operation.parameters, 'query');
  if (path) validators.path = fromText.compile(path);
  if (query) validators.query = fromText.compile(query);
  if (operation.body?.type === 'application/json') {
    validators.json = asSent.compile(operation.body.schema);
  } else if (operation.body?.type === 'multipart/form-data') {
    const schema = operation.body.schema;
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = (schema.required ?? []) as string[];
    const files = Object.keys(properties).filter((name) => isFile(properties[name]));
    const fields: JsonSchema = {
      ...schema,
      properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !files.includes(name))),
      required: required.filter((name) => !files.includes(name)),
      additionalProperties: false,
    };
    validators.form = {
      fields: fromText.compile(fields),
      files,
      requiredFiles: required.filter((name) => files.includes(name)),
    };
  }
  return validators;
}

/** One readable sentence for the first violation, e.g. "body/password must NOT have fewer than 12 characters". */
export function describeErrors(part: Part, errors: ErrorObject[] | null | undefined): string {
  const error = errors?.[0];
  if (!error) return `${part} is not valid`;
  const where = `${part}${error.instancePath}`;
  if (error.keyword === 'additionalProperties') {
    return `${where} must NOT have additional properties (${String(error.params.additionalProperty)})`;
  }
  if (error.keyword === 'enum') {
    return `${where} must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
  }
  return `${where} ${error.message ?? 'is not valid'}`;
}

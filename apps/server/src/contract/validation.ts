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

const TYPE_NAMES: Record<string, string> = {
  string: 'a text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty (null)',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'a valid e-mail address',
  'date-time': 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  uri: 'a valid web address',
};

/** What a field must be, after "The field 'x' …", for the keywords the contract uses. */
function requirement(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  const limit = p.limit as number;
  switch (error.keyword) {
    case 'type':
      return `must be ${String(p.type).split(',').map((t) => TYPE_NAMES[t] ?? t).join(' or ')}`;
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must be at least ${limit} characters long`;
    case 'maxLength':
      return `must be at most ${limit} characters long`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'exclusiveMinimum':
      return `must be greater than ${limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}`;
    case 'minItems':
      return limit === 1 ? 'must not be empty' : `must have at least ${limit} entries`;
    case 'maxItems':
      return `must have at most ${limit} entries`;
    case 'minProperties':
      return `must have at least ${limit} field${limit === 1 ? '' : 's'}`;
    case 'uniqueItems':
      return 'must not contain the same entry twice';
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'format':
      return `must be ${FORMAT_NAMES[String(p.format)] ?? `a valid ${String(p.format)}`}`;
    case 'pattern':
      // The contract's "\S" pattern means "not only spaces".
      return p.pattern === '\\S' ? 'must not be blank' : 'has an invalid format';
    default:
      return error.message ?? 'is not valid';
  }
}

function fieldName(instancePath: string, property?: unknown): string {
  const steps = instancePath
    .split('/')
    .slice(1)
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (property !== undefined) steps.push(String(property));
  return steps.reduce((name, step) => (/^\d+$/.test(step) ? `${name}[${step}]` : name ? `${name}.${step}` : step), '');
}

const SUBJECTS: Record<Part, [whole: string, field: string]> = {
  body: ['The request body', 'The field'],
  query: ['The query', 'The query parameter'],
  path: ['The address', 'The path parameter'],
};

/**
 * The error to explain. Where a value fits none of several forms (anyOf/oneOf), Ajv lists each
 * form's complaint first: wrong types are merged into one ("must be true or false or a number"),
 * and a more telling complaint (a malformed e-mail address) wins over "must be empty (null)".
 */
function firstReadable(errors: ErrorObject[]): ErrorObject | undefined {
  const choice = errors.find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  if (!choice) return errors[0];
  const branches = errors.filter((e) => e !== choice && e.instancePath.startsWith(choice.instancePath));
  // A complaint about a part of the value (an entry of a list) or about more than its type.
  const telling = branches.find((e) => e.keyword !== 'type' || e.instancePath !== choice.instancePath);
  if (telling) return telling;
  const types = branches.map((e) => String(e.params.type));
  return { ...choice, keyword: 'type', params: { type: [...new Set(types)].join(',') } };
}

/** One clear English sentence for the first violation, e.g. "The field 'password' must be at least 12 characters long." */
export function describeErrors(part: Part, errors: ErrorObject[] | null | undefined): string {
  const [whole, field] = SUBJECTS[part];
  const error = firstReadable(errors ?? []);
  if (!error) return `${whole} is not valid.`;
  if (error.keyword === 'required') {
    return `${field} '${fieldName(error.instancePath, error.params.missingProperty)}' is required.`;
  }
  if (error.keyword === 'additionalProperties') {
    return `${field} '${fieldName(error.instancePath, error.params.additionalProperty)}' is not allowed here.`;
  }
  const name = fieldName(error.instancePath);
  return `${name ? `${field} '${name}'` : whole} ${requirement(error)}.`;
}

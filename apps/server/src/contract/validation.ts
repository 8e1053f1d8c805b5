// Request validation with the contract's own schemas (JSON Schema 2020-12, as OpenAPI 3.1).
// JSON bodies are checked as sent; path, query and multipart text fields arrive as text, so
// those are coerced to the schema's types ("5" → 5, "true" → true) before the check.
//
// Two rules hold for every value the contract declares, so that a new field gets them without
// anyone remembering: text carries no control characters (tab, line feed and carriage return
// only where the contract marks the text `x-multiline`; in names, marked `x-name`, no invisible
// format characters either), and integers stay within the 32 bits the database stores (a
// schema may bound them tighter).
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
  ajv.addKeyword({
    keyword: PLAIN_TEXT,
    type: 'string',
    schemaType: 'string',
    errors: true,
    validate: function plainText(mode: TextMode, data: string) {
      const pattern = mode === 'multiline' ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL;
      let message: string | undefined;
      if (pattern.test(data)) message = 'must not contain control characters';
      else if (mode === 'name' && FORMAT_CHARACTER.test(data)) message = 'must not contain invisible formatting characters';
      if (!message) return true;
      (plainText as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword: PLAIN_TEXT, message, params: {} }];
      return false;
    },
  });
  return ajv;
}

/** The keyword the server adds to every text schema of the contract. */
const PLAIN_TEXT = 'x-plain-text';
type TextMode = 'line' | 'multiline' | 'name';
/** C0 controls, DEL and C1 controls. */
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab, line feed and carriage return are part of multi-line text. */
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * Invisible format characters (Unicode category Cf: bidirectional overrides, zero-width space,
 * soft hyphen, …), refused in names (`x-name`), where they let one name pose as another. The
 * zero-width joiners that Persian and Indic scripts need stay allowed.
 */
const FORMAT_CHARACTER = /(?![\u200c\u200d])\p{Cf}/u;

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

const includesType = (node: JsonSchema, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/**
 * A copy of a schema with the two rules above added to every text and integer schema in it,
 * nested ones included.
 */
function withInputRules<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withInputRules) as T;
  if (!node || typeof node !== 'object') return node;
  const schema: JsonSchema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === 'example' || key === 'examples' || key === 'default' ? value : withInputRules(value)]),
  );
  if (includesType(schema, 'string') && schema.format !== 'binary') {
    schema[PLAIN_TEXT] = schema['x-multiline'] === true ? 'multiline' : schema['x-name'] === true ? 'name' : 'line';
  }
  if (includesType(schema, 'integer')) {
    if (typeof schema.maximum !== 'number' || schema.maximum > INT32_MAX) schema.maximum = INT32_MAX;
    if (typeof schema.minimum !== 'number' || schema.minimum < INT32_MIN) schema.minimum = INT32_MIN;
  }
  return schema as T;
}

const asSent = makeAjv(false);
const fromText = makeAjv(true);

/**
 * A validator for JSON that arrives inside a text field (the upload confirm's drafts), with the
 * same rules as a JSON body: the schema's own limits and the two rules above.
 */
export const compileJsonField = <T>(schema: JsonSchema): ValidateFunction<T> => asSent.compile<T>(withInputRules(schema));

/** The keyword of the control-character rule, for callers that explain errors themselves. */
export const TEXT_RULE = PLAIN_TEXT;

export type Part = 'path' | 'query' | 'body';

export interface Validators {
  path?: ValidateFunction;
  query?: ValidateFunction;
  json?: ValidateFunction;
  /** Multipart: the text fields' schema, and the names of the file fields. */
  form?: {
    fields: ValidateFunction;
    fieldNames: string[];
    /** The most bytes each text field can hold by its schema (see fieldBound). */
    fieldBytes: Record<string, { bytes: number; limit: string }>;
    files: string[];
    requiredFiles: string[];
  };
}

/** UTF-8 takes at most 4 bytes for one character (code point), as maxLength counts them. */
const MAX_UTF8_BYTES_PER_CHARACTER = 4;
/** A number or true/false as text: an int32 with its sign is 11 characters; room for a decimal. */
const SCALAR_FIELD_BYTES = 32;

/**
 * The most bytes a multipart text field can hold by its schema, so that the parser stops reading
 * a value long before it could buffer megabytes: a text's maxLength (in UTF-8, at most 4 bytes a
 * character), the longest value of an enum, or a short number. A text field without maxLength
 * has no bound, which the contract must not allow: it fails at start.
 */
function fieldBound(operationId: string, name: string, schema: JsonSchema): { bytes: number; limit: string } {
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map(String);
    return { bytes: Math.max(...values.map((v) => Buffer.byteLength(v))), limit: `must be one of: ${values.join(', ')}` };
  }
  if (includesType(schema, 'string')) {
    if (typeof schema.maxLength !== 'number') {
      throw new Error(`${operationId}: the multipart field '${name}' needs a maxLength in the contract (the server reads no more than that).`);
    }
    return { bytes: Math.max(1, schema.maxLength * MAX_UTF8_BYTES_PER_CHARACTER), limit: `must be at most ${schema.maxLength} characters long` };
  }
  return { bytes: SCALAR_FIELD_BYTES, limit: `must be ${TYPE_NAMES[String(schema.type)] ?? 'a short value'}` };
}

function objectOf(parameters: Operation['parameters'], where: 'path' | 'query'): JsonSchema | undefined {
  const list = parameters.filter((p) => p.in === where);
  if (list.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, withInputRules(p.schema)])),
    required: list.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

const isFile = (schema: unknown) => (schema as JsonSchema | undefined)?.format === 'binary';

/** A whole number as text: decimal digits, maybe a minus sign; not `0x17`, `23.0`, ` 23` or `1e3`. */
const WHOLE_NUMBER = /^-?[0-9]+$/;

/**
 * A validator for values that arrive as text (path, query, form fields), where the integers of
 * the schema must be written in decimal digits before they are turned into numbers: Ajv's
 * coercion alone would read `0x17`, `23.0` or ` 23` as 23.
 */
function fromTextStrict(schema: JsonSchema): ValidateFunction {
  const validate = fromText.compile(schema);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const integers = Object.keys(properties).filter((name) => includesType(properties[name]!, 'integer'));
  const strict = ((data: Record<string, unknown>) => {
    const name = integers.find((key) => typeof data?.[key] === 'string' && !WHOLE_NUMBER.test(data[key] as string));
    if (name !== undefined) {
      strict.errors = [{ keyword: 'type', instancePath: `/${name}`, schemaPath: '', params: { type: 'integer' }, message: 'must be integer' }];
      return false;
    }
    const valid = validate(data);
    strict.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return strict;
}

export function compileValidators(operation: Operation): Validators {
  const validators: Validators = {};
  const path = objectOf(operation.parameters, 'path');
  const query = objectOf(operation.parameters, 'query');
  if (path) validators.path = fromTextStrict(path);
  if (query) validators.query = fromTextStrict(query);
  if (operation.body?.type === 'application/json') {
    validators.json = asSent.compile(withInputRules(operation.body.schema));
  } else if (operation.body?.type === 'multipart/form-data') {
    const schema = withInputRules(operation.body.schema);
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = (schema.required ?? []) as string[];
    const files = Object.keys(properties).filter((name) => isFile(properties[name]));
    const fields: JsonSchema = {
      ...schema,
      properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !files.includes(name))),
      required: required.filter((name) => !files.includes(name)),
      additionalProperties: false,
    };
    const fieldNames = Object.keys(properties).filter((name) => !files.includes(name));
    validators.form = {
      fields: fromTextStrict(fields),
      fieldNames,
      fieldBytes: Object.fromEntries(fieldNames.map((name) => [name, fieldBound(operation.operationId, name, properties[name]!)])),
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

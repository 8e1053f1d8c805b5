// Hostile requests generated from the contract: for each operation a valid sample of its
// parameters and body, then variants that change one thing at a time (a field set to a hostile
// value, a required field left out, an unknown field added, a broken body). Sampled, not a
// full cross product: every field gets every kind of hostile value of its type once.
import type { JsonSchema, Operation } from '../../src/contract/spec.ts';

export interface FuzzRequest {
  /** What the variant changes, for failure messages. */
  label: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const BOUNDARY = '----fuzz-boundary';
/** 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const LONG = 'x'.repeat(100_000);
/** Text that no text field may take, or that is merely odd and must not break anything. */
const HOSTILE_TEXT: unknown[] = [
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f\u0085',
  'line\nbreak\ttab',
  '\u202Egnp.exe\u200F\u061C\u2066',
  '\uD800',
  LONG,
  '',
  ' ',
  "'; drop table users; --",
  '<script>alert(1)</script>',
];
const HOSTILE_NUMBERS: unknown[] = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, -1, 0, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2];
const WRONG_TYPES: unknown[] = [null, true, 'abc', 123, [], {}, [1, 2], { a: 1 }];

const types = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];

const isFile = (schema: JsonSchema | undefined) => schema?.format === 'binary';

/** A value the schema accepts (as far as a generator can tell; the example wins). */
export function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'fuzz';
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key] as JsonSchema[] | undefined;
    if (options) return sample(options.find((o) => !types(o).includes('null') || types(o).length > 1) ?? options[0]);
  }
  const type = types(schema).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, (schema.minimum as number | undefined) ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return (schema.minItems as number | undefined) ? [sample(schema.items as JsonSchema)] : [];
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sample(properties[name])]));
    }
    default:
      if (schema.format === 'email') return 'fuzz@example.org';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      return 'Fuzz';
  }
}

/** Hostile values for a value of this schema: each kind once. */
function hostileValues(schema: JsonSchema | undefined): unknown[] {
  const kinds = schema ? types(schema) : [];
  const values: unknown[] = [...WRONG_TYPES];
  if (kinds.includes('integer') || kinds.includes('number')) values.push(...HOSTILE_NUMBERS);
  if (kinds.includes('string') || kinds.length === 0) values.push(...HOSTILE_TEXT);
  if (kinds.includes('array')) values.push([...Array(600).keys()].map((i) => i + 1), ['a\u0000b'], [2 ** 31]);
  return values;
}

/** Path and query values travel as text. */
function hostileText(schema: JsonSchema | undefined): string[] {
  const values = hostileValues(schema).filter((v) => typeof v === 'string' || typeof v === 'number') as (string | number)[];
  return [...new Set([...values.map(String), '-0', '1e3', '0x10', '%', 'a'.repeat(2_000)])];
}

function multipartBody(fields: Record<string, unknown>, files: Record<string, Buffer>): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  for (const [name, data] of Object.entries(files)) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`),
      data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

interface Parts {
  path: Record<string, string>;
  query: Record<string, string>;
  /** JSON body, or multipart text fields. */
  body?: Record<string, unknown> | unknown;
  files: Record<string, Buffer>;
}

/** Percent-encodes text; a lone surrogate becomes the bytes it would be (not valid UTF-8). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

function build(operation: Operation, label: string, parts: Parts): FuzzRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(parts.path[name] ?? ''));
  const search = Object.entries(parts.query).map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  const request: FuzzRequest = { label, method: operation.method, url: `/api${path}${search ? `?${search}` : ''}`, headers: {} };
  if (operation.body?.type === 'multipart/form-data') {
    request.headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    request.payload = multipartBody((parts.body ?? {}) as Record<string, unknown>, parts.files);
  } else if (operation.body && parts.body !== undefined) {
    request.headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(parts.body);
  }
  return request;
}

/** Every hostile variant of one operation's valid sample request. */
export function fuzzRequests(operation: Operation): FuzzRequest[] {
  const path = Object.fromEntries(operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema))]));
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const query = Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema))]));
  const bodySchema = operation.body?.schema;
  const properties = ((bodySchema?.properties ?? {}) as Record<string, JsonSchema>);
  const fileNames = Object.keys(properties).filter((name) => isFile(properties[name]));
  const required = (bodySchema?.required ?? []) as string[];
  const baseBody = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;
  const files: Record<string, Buffer> = {};
  if (baseBody && typeof baseBody === 'object') {
    for (const name of fileNames) {
      delete baseBody[name];
      if (required.includes(name)) files[name] = TINY_PNG;
    }
  }
  const base: Parts = { path, query, body: baseBody, files };
  const requests: FuzzRequest[] = [build(operation, 'valid sample', base)];
  const variant = (label: string, change: Partial<Parts>) => requests.push(build(operation, label, { ...base, ...change }));

  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    for (const value of hostileText(parameter.schema)) {
      const label = `${parameter.in} ${parameter.name} = ${JSON.stringify(value.slice(0, 40))}`;
      if (parameter.in === 'path') variant(label, { path: { ...path, [parameter.name]: value } });
      else variant(label, { query: { ...query, [parameter.name]: value } });
    }
    if (parameter.in === 'query' && parameter.required) {
      const { [parameter.name]: _left, ...rest } = query;
      variant(`query ${parameter.name} missing`, { query: rest });
    }
  }
  if (queryParams.length) variant('unknown query parameter', { query: { ...query, 'fuzz\u0000': 'x\u0000' } });

  if (!operation.body || !baseBody || typeof baseBody !== 'object') return requests;
  const multipart = operation.body.type === 'multipart/form-data';
  for (const [name, schema] of Object.entries(properties)) {
    if (isFile(schema)) {
      variant(`file ${name}: HTML`, { files: { ...files, [name]: Buffer.from('<html><script>alert(1)</script></html>') } });
      variant(`file ${name}: empty`, { files: { ...files, [name]: Buffer.alloc(0) } });
      continue;
    }
    const values = multipart ? hostileText(schema) : hostileValues(schema);
    for (const value of values) {
      variant(`body ${name} = ${JSON.stringify(value)?.slice(0, 40)}`, { body: { ...baseBody, [name]: value } });
    }
  }
  for (const name of required) {
    if (fileNames.includes(name)) {
      const { [name]: _left, ...rest } = files;
      variant(`file ${name} missing`, { files: rest });
    } else {
      const { [name]: _left, ...rest } = baseBody;
      variant(`body ${name} missing`, { body: rest });
    }
  }
  variant('unknown body field', { body: { ...baseBody, fuzz_extra: 'x' } });

  // Broken bodies, sent as they are.
  const raw = (label: string, contentType: string | undefined, payload: string | Buffer) =>
    requests.push({ ...build(operation, label, base), headers: contentType ? { 'content-type': contentType } : {}, payload });
  if (multipart) {
    raw('multipart without boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--');
    raw('multipart cut short', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\nabc`);
    raw('multipart with a broken part header', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`);
    raw('multipart with a field twice', `multipart/form-data; boundary=${BOUNDARY}`, multipartBody({ ...baseBody, ...baseBody }, files));
    raw('multipart with too many parts', `multipart/form-data; boundary=${BOUNDARY}`, multipartBody(Object.fromEntries([...Array(300).keys()].map((i) => [`f${i}`, 'x'])), {}));
    raw('JSON instead of multipart', 'application/json', JSON.stringify(baseBody));
  } else {
    for (const [label, payload] of [
      ['JSON cut short', '{"a": '],
      ['JSON with a NUL byte', '{"a": "\u0000"}'],
      ['JSON array', '[]'],
      ['JSON string', '"x"'],
      ['JSON null', 'null'],
      ['empty body', ''],
      ['deeply nested JSON', '['.repeat(5_000) + ']'.repeat(5_000)],
      ['prototype pollution', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
    ] as const) {
      raw(label, 'application/json', payload);
    }
    raw('form instead of JSON', 'application/x-www-form-urlencoded', 'a=b');
    raw('text instead of JSON', 'text/plain', 'hello');
  }
  return requests;
}

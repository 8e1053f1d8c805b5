// The limits and defaults of the contract that the app and the server apply themselves, read
// from the bundled contract into packages/api-client/src/contract-constants.ts. Each entry
// says where in the contract its value lives; a value that is missing there fails the
// generation, so a constant cannot silently fall back to a copy.

type Node = Record<string, unknown>;

interface Constant {
  name: string;
  doc: string;
  value: unknown;
  /** The type the constant is declared with; without one it is `as const`. */
  type?: string;
  /** A type the value must satisfy (checked where the file is type-checked). */
  satisfies?: string;
}

function child(node: unknown, key: string, where: string): unknown {
  const value = node && typeof node === 'object' ? (node as Node)[key] : undefined;
  if (value === undefined) throw new Error(`The contract states no ${where}.`);
  return value;
}

function pick(node: unknown, keys: string[], where: string): Node {
  return Object.fromEntries(keys.map((key) => [key, child(node, key, `${key} for ${where}`)]));
}

/** Every property default of a request body schema: what the server assumes for a field left out. */
function defaults(schema: unknown, where: string): Node {
  const properties = child(schema, 'properties', `properties of ${where}`) as Record<string, Node>;
  const found = Object.entries(properties).filter(([, property]) => property.default !== undefined);
  if (found.length === 0) throw new Error(`The contract states no defaults for ${where}.`);
  return Object.fromEntries(found.map(([key, property]) => [key, property.default]));
}

function queryParameter(document: Node, path: string, method: string, name: string): Node {
  const operation = child(child(child(document, 'paths', 'paths'), path, path), method, `${method} ${path}`);
  const parameters = child(operation, 'parameters', `parameters of ${method} ${path}`) as Node[];
  const parameter = parameters.find((candidate) => candidate.name === name && candidate.in === 'query');
  return child(parameter, 'schema', `query parameter ${name} of ${method} ${path}`) as Node;
}

/**
 * The one limit of an uploaded file: the `x-max-bytes` every file field of a request schema
 * states. The server applies one limit to every file, so the fields must agree.
 */
function fileBytes(schemas: Record<string, Node>): number {
  const limits = new Map<string, unknown>();
  for (const [schemaName, schema] of Object.entries(schemas)) {
    const properties = (schema.properties ?? {}) as Record<string, Node>;
    for (const [property, field] of Object.entries(properties)) {
      if (field.format === 'binary') limits.set(`${schemaName}.${property}`, field['x-max-bytes']);
    }
  }
  const values = new Set(limits.values());
  const [only] = values;
  if (values.size !== 1 || typeof only !== 'number') {
    const listed = [...limits].map(([field, bytes]) => `${field}: ${String(bytes)}`).join(', ');
    throw new Error(`Every file field needs the same x-max-bytes (${listed}).`);
  }
  return only;
}

function collect(document: Node): Constant[] {
  const schemas = child(child(document, 'components', 'components'), 'schemas', 'schemas') as Record<string, Node>;
  const schema = (name: string) => child(schemas, name, `schema ${name}`);
  const property = (name: string, key: string) =>
    child(child(schema(name), 'properties', `properties of ${name}`), key, `${name}.${key}`);
  return [
    {
      name: 'DEFAULT_LANGUAGE',
      doc: "The product's default language, and the fallback where a language is unknown (Language x-default).",
      value: child(schema('Language'), 'x-default', 'x-default of Language'),
      type: 'Language',
    },
    {
      name: 'PASSWORD_MIN_LENGTH',
      doc: 'The fewest characters a password may have (Password minLength).',
      value: child(schema('Password'), 'minLength', 'minLength of Password'),
    },
    {
      name: 'PASSWORD_MAX_LENGTH',
      doc: 'The most characters a password may have (Password maxLength).',
      value: child(schema('Password'), 'maxLength', 'maxLength of Password'),
    },
    {
      name: 'NUM_PROBLEMS',
      doc: 'How many problems an upload may ask to extract (UploadFileForm.num_problems).',
      value: pick(property('UploadFileForm', 'num_problems'), ['minimum', 'maximum', 'default'], 'num_problems'),
    },
    {
      name: 'PER_PAGE',
      doc: 'Problems per page of the problem search (GET /admin/problems/search, per_page).',
      value: pick(queryParameter(document, '/admin/problems/search', 'get', 'per_page'), ['maximum', 'default'], 'per_page'),
    },
    {
      name: 'AUDIT_PER_PAGE',
      doc: 'Entries per page of the audit log (GET /admin/audit, per_page).',
      value: pick(queryParameter(document, '/admin/audit', 'get', 'per_page'), ['maximum', 'default'], 'per_page'),
    },
    {
      name: 'REVIEWS_PER_PAGE',
      doc: 'Reviews per page of the review queue (GET /admin/reviews, per_page).',
      value: pick(queryParameter(document, '/admin/reviews', 'get', 'per_page'), ['maximum', 'default'], 'per_page'),
    },
    {
      name: 'AUDIT_TOTAL_MAX',
      doc: 'The audit list counts its matches up to this many (AuditPage.total maximum).',
      value: child(property('AuditPage', 'total'), 'maximum', 'maximum of AuditPage.total'),
    },
    {
      name: 'AUDIT_RETENTION_DAYS',
      doc: 'The range and default of the setting audit_retention_days (AuditRetentionDays).',
      value: pick(schema('AuditRetentionDays'), ['minimum', 'maximum', 'default'], 'AuditRetentionDays'),
    },
    {
      name: 'MAX_FILE_BYTES',
      doc: 'The largest file an upload field takes, in bytes (x-max-bytes of every file field).',
      value: fileBytes(schemas),
    },
    {
      name: 'MAX_REQUEST_BYTES',
      doc: 'The largest whole request body, in bytes, by its kind (x-max-request-bytes).',
      value: pick(child(document, 'x-max-request-bytes', 'x-max-request-bytes'), ['json', 'multipart'], 'x-max-request-bytes'),
    },
    {
      name: 'IMPORT_MAX_ROWS',
      doc: 'The most data rows one student import reads (StudentImportResult.rows maxItems).',
      value: child(property('StudentImportResult', 'rows'), 'maxItems', 'maxItems of StudentImportResult.rows'),
    },
    {
      name: 'USER_CREATE_DEFAULTS',
      doc: 'What a new user gets for a field left out (UserCreate defaults).',
      value: defaults(schema('UserCreate'), 'UserCreate'),
      satisfies: 'Partial<UserCreate>',
    },
    {
      name: 'STUDENT_CREATE_DEFAULTS',
      doc: 'What a new student gets for a field left out (StudentCreate defaults).',
      value: defaults(schema('StudentCreate'), 'StudentCreate'),
      satisfies: 'Partial<StudentCreate>',
    },
  ];
}

function literal(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value).map(([key, inner]) => `${key}: ${literal(inner)}`);
    return `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

function declaration({ name, doc, value, type, satisfies }: Constant): string {
  const head = `/** ${doc} */\nexport const ${name}`;
  if (type) return `${head}: ${type} = ${literal(value)};`;
  // A number or string constant already has its literal type; an object needs `as const`.
  if (typeof value !== 'object') return `${head} = ${literal(value)};`;
  return `${head} = ${literal(value)} as const${satisfies ? ` satisfies ${satisfies}` : ''};`;
}

/** The source of contract-constants.ts (after the GENERATED header). */
export function contractConstants(document: Node): string {
  // The types the declarations above name.
  const imports = "import type { Language, StudentCreate, UserCreate } from './schema.ts';";
  return [imports, ...collect(document).map(declaration)].join('\n\n') + '\n';
}

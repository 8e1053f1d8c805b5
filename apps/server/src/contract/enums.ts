// The contract's enumerations and request defaults, read from the bundled contract: the
// server keeps no copy of these lists or values. The request validation fills the defaults
// into bodies before a handler runs; these constants serve code that builds rows without a
// request (the demo seed) and give the handlers their types.
import type { components } from '@backoffice/api-client';
import { loadDocument, type JsonSchema } from './spec.ts';

type Schemas = components['schemas'];

const schemas = (loadDocument().components as { schemas: Record<string, JsonSchema> }).schemas;

function schemaOf(name: keyof Schemas): JsonSchema {
  const schema = schemas[name];
  if (!schema) throw new Error(`The contract has no schema ${name}.`);
  return schema;
}

/** The values of an enum schema of the contract, in the contract's order. */
export function contractEnum<K extends keyof Schemas>(name: K): readonly Schemas[K][] {
  const values = schemaOf(name).enum;
  if (!Array.isArray(values)) throw new Error(`The contract's ${name} is not an enum.`);
  return values as Schemas[K][];
}

/** The default the contract states for a property of a request body schema. */
export function contractDefault<K extends keyof Schemas, P extends keyof Schemas[K] & string>(
  name: K,
  property: P,
): NonNullable<Schemas[K][P]> {
  const properties = (schemaOf(name).properties ?? {}) as Record<string, JsonSchema>;
  const value = properties[property]?.default;
  if (value === undefined) throw new Error(`The contract states no default for ${name}.${property}.`);
  return value as NonNullable<Schemas[K][P]>;
}

export const LANGUAGES = contractEnum('Language');
export const USERTYPES = contractEnum('Usertype');
export const REVIEW_CATEGORIES = contractEnum('ReviewCategory');
export const REVIEW_SEVERITIES = contractEnum('ReviewSeverity');

export const NEW_USER = {
  usertype: contractDefault('UserCreate', 'usertype'),
  gender: contractDefault('UserCreate', 'gender'),
  language: contractDefault('UserCreate', 'language'),
} as const;

export const NEW_STUDENT = {
  gender: contractDefault('StudentCreate', 'gender'),
  language: contractDefault('StudentCreate', 'language'),
} as const;

/** The product's default language (docs/product/limits.md). */
export { DEFAULT_LANGUAGE } from '@backoffice/api-client/constants';

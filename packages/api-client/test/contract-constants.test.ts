// The contract's values as the client exports them, and the generator's refusal to make up a
// value the contract does not state.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractConstants } from '../../../scripts/contract/constants.ts';
import * as client from '../src/index.ts';
import * as light from '../src/contract-constants.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const bundled = () => parse(readFileSync(path.join(root, 'openapi/dist/openapi.yaml'), 'utf8'));

describe('the exported constants', () => {
  it('are the contract enums, in its order', () => {
    const schemas = bundled().components.schemas;
    expect(client.languageValues).toEqual(schemas.Language.enum);
    expect(client.usertypeValues).toEqual(schemas.Usertype.enum);
    expect(client.genderValues).toEqual(schemas.Gender.enum);
    expect(schemas.Language.enum).toContain(client.DEFAULT_LANGUAGE);
  });

  it('come from the package root and, without the types, from /constants', () => {
    for (const [name, value] of Object.entries(light)) expect(client).toHaveProperty(name, value);
    expect(client.MAX_FILE_BYTES).toBe(5 * 1024 * 1024);
    expect(client.PER_PAGE.default).toBe(20);
  });
});

describe('contractConstants (the generator)', () => {
  it('fails when a file field states no size limit', () => {
    const document = bundled();
    delete document.components.schemas.UploadFileForm.properties.file['x-max-bytes'];
    expect(() => contractConstants(document)).toThrow(/UploadFileForm\.file: undefined/);
  });

  it('fails when a limit is missing from the contract', () => {
    const document = bundled();
    delete document.components.schemas.Password.minLength;
    expect(() => contractConstants(document)).toThrow('The contract states no minLength of Password.');
  });
});

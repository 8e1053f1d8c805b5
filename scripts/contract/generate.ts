// Generates the client's files from the bundled contract: packages/api-client/src/schema.ts
// (the types, and the values of every enum) and contract-constants.ts (the limits and
// defaults the app and the server apply). The drift check (check.ts) calls the same
// functions and compares, so there is one way to generate.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { parse } from 'yaml';
import { contractConstants } from './constants.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bundledSpec = path.join(root, 'openapi/dist/openapi.yaml');
const clientSrc = path.join(root, 'packages/api-client/src');

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const HEADER = `/**
 * GENERATED from openapi/ by scripts/contract/generate.ts (pnpm contract:gen).
 * Do not edit by hand: change the contract and regenerate; CI fails on any difference.
 */

`;

async function generateTypes(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(bundledSpec), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    // Every enum's values as an array too (languageValues, usertypeValues, …), so lists of
    // languages, roles and genders come from the contract rather than from copies.
    enumValues: true,
    // A default is what the server assumes when a field is left out, so it stays optional.
    defaultNonNullable: false,
    // Files (uploads and downloads) are Blobs in the browser, not strings.
    transform(schema) {
      if (schema.format === 'binary') return BLOB;
      return undefined;
    },
  });
  return HEADER + astToString(ast);
}

function generateConstants(): string {
  const document = parse(readFileSync(bundledSpec, 'utf8')) as Record<string, unknown>;
  return HEADER + contractConstants(document);
}

/** Each generated file and how it is made from the bundled contract. */
export const generatedFiles: { file: string; generate: () => string | Promise<string> }[] = [
  { file: path.join(clientSrc, 'schema.ts'), generate: generateTypes },
  { file: path.join(clientSrc, 'contract-constants.ts'), generate: generateConstants },
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const { file, generate } of generatedFiles) {
    writeFileSync(file, await generate());
    console.log(`wrote ${path.relative(root, file)}`);
  }
}

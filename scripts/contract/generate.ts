// Generates packages/api-client/src/schema.d.ts from the bundled contract. The drift check
// (check.ts) calls the same function and compares, so there is one way to generate.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bundledSpec = path.join(root, 'openapi/dist/openapi.yaml');
export const schemaFile = path.join(root, 'packages/api-client/src/schema.d.ts');

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const HEADER = `/**
 * GENERATED from openapi/ by scripts/contract/generate.ts (pnpm contract:gen).
 * Do not edit by hand: change the contract and regenerate; CI fails on any difference.
 */

`;

export async function generateTypes(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(bundledSpec), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(schemaFile, await generateTypes());
  console.log(`wrote ${path.relative(root, schemaFile)}`);
}

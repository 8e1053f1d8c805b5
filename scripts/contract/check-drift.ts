// Fails when packages/api-client/src/schema.d.ts differs from what the contract generates.
import { readFileSync } from 'node:fs';
import { generateTypes, schemaFile } from './generate.ts';

const committed = readFileSync(schemaFile, 'utf8');
if ((await generateTypes()) !== committed) {
  console.error(
    'packages/api-client/src/schema.d.ts is out of date with openapi/.\n' +
      'Run `pnpm contract:gen` and commit the result (never edit the generated file by hand).',
  );
  process.exit(1);
}

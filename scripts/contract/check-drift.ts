// Fails when a generated file of packages/api-client differs from what the contract generates.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedFiles, root } from './generate.ts';

const stale: string[] = [];
for (const { file, generate } of generatedFiles) {
  const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if ((await generate()) !== committed) stale.push(path.relative(root, file));
}
if (stale.length > 0) {
  console.error(
    `${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} out of date with openapi/.\n` +
      'Run `pnpm contract:gen` and commit the result (never edit a generated file by hand).',
  );
  process.exit(1);
}

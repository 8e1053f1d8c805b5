// Bundles the split contract (openapi/openapi.yaml + paths/ + components/) into one file,
// openapi/dist/openapi.yaml, which Prism, the code generator and the server read.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
execFileSync(
  path.join(root, 'node_modules/.bin/redocly'),
  ['bundle', 'openapi/openapi.yaml', '--output', 'openapi/dist/openapi.yaml'],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);

// The contract check: lint the contract, bundle it, regenerate the client's files and fail
// when they differ from the committed ones (someone changed openapi/ without regenerating).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const redocly = path.join(root, 'node_modules/.bin/redocly');
const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

function step(name: string, fn: () => void) {
  try {
    fn();
    console.log(`✓ ${name}`);
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    console.error(`✗ ${name}\n${e.stdout ?? ''}${e.stderr ?? ''}${e.stdout || e.stderr ? '' : e.message}`);
    process.exit(1);
  }
}

step('contract lint (Redocly, with our rules)', () => {
  run(redocly, ['lint', 'openapi/openapi.yaml', '--format', 'stylish']);
});

step('contract bundle → openapi/dist/openapi.yaml', () => {
  run(redocly, ['bundle', 'openapi/openapi.yaml', '--output', 'openapi/dist/openapi.yaml']);
});

step('generated client files match the contract (packages/api-client/src/schema.ts, contract-constants.ts)', () => {
  // Generation is async; run it in a child so this script stays a straight list of steps.
  run('node', ['scripts/contract/check-drift.ts']);
});

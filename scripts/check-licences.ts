// Licence check: every package the product ships (production dependencies of the workspace)
// must be under a licence a school can deploy without obligations on its own code; build and
// test tools may also use a few file-level copyleft or data licences. Exceptions are named one
// by one with the reason, and THIRD-PARTY-NOTICES says what their licences ask for.
// `node scripts/check-licences.ts` — run by the test script; exits 1 and names each package out of line.
import { execFileSync } from 'node:child_process';

/** Permissive licences: fine anywhere. */
const PERMISSIVE = new Set(['MIT', 'MIT-0', 'ISC', '0BSD', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', 'BlueOak-1.0.0', 'Unlicense']);

/** Only in build and test tools, never shipped: file-level copyleft (MPL) and data licences. */
const TOOLS_ONLY = new Set(['MPL-2.0', 'CC-BY-4.0', 'CC0-1.0', 'Python-2.0', '(MIT OR CC0-1.0)']);

/**
 * Shipped packages whose licence metadata is not on the lists above, each with why it is fine.
 * A name ending in `*` stands for every platform's build of that package.
 */
const NAMED: Record<string, { licence: string; why: string }> = {
  '@img/sharp-libvips-*': {
    licence: 'LGPL-3.0-or-later',
    why: 'libvips, loaded by sharp as a shared library and replaceable; see THIRD-PARTY-NOTICES',
  },
  'type-fest': {
    licence: '(MIT OR CC0-1.0)',
    why: 'TypeScript types only, offered under either licence: used under MIT (a dependency of serialize-error, which pg-boss uses)',
  },
  'dejavu-fonts-ttf': {
    licence: 'Unknown',
    why: 'the DejaVu fonts (Bitstream Vera licence, free to embed and redistribute); see THIRD-PARTY-NOTICES',
  },
};

interface Entry {
  name: string;
  versions: string[];
}
type Listing = Record<string, Entry[]>;

function list(prodOnly: boolean): Listing {
  const args = ['-r', 'licenses', 'list', '--json', ...(prodOnly ? ['--prod'] : [])];
  return JSON.parse(execFileSync('pnpm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Listing;
}

const problems: string[] = [];
const shipped = list(true);
const shippedNames = new Set<string>();
for (const [licence, entries] of Object.entries(shipped)) {
  for (const entry of entries) {
    shippedNames.add(entry.name);
    if (PERMISSIVE.has(licence)) continue;
    const named = Object.entries(NAMED).find(([pattern]) =>
      pattern.endsWith('*') ? entry.name.startsWith(pattern.slice(0, -1)) : entry.name === pattern,
    )?.[1];
    if (named?.licence === licence) continue;
    problems.push(`shipped: ${entry.name}@${entry.versions.join(',')} is under ${licence}`);
  }
}
for (const [licence, entries] of Object.entries(list(false))) {
  for (const entry of entries) {
    if (shippedNames.has(entry.name) || PERMISSIVE.has(licence) || TOOLS_ONLY.has(licence)) continue;
    problems.push(`tool: ${entry.name}@${entry.versions.join(',')} is under ${licence}`);
  }
}

if (problems.length > 0) {
  console.error(`✗ ${problems.length} package(s) under a licence that is not allowed:\n  ${problems.join('\n  ')}`);
  console.error('Replace the package, or, if its licence is fine for schools, say why in scripts/check-licences.ts.');
  process.exit(1);
}
console.log(`✓ licences: ${shippedNames.size} shipped packages and the build tools under allowed licences`);

// Size budgets of the problem screens (ARCHITECTURE.md "Performance budgets"), read from the
// real Vite build of apps/web (its manifest), gzip level 9, 1 kB = 1000 bytes:
//   - markdown + KaTeX only in a lazy chunk, at most 120 kB of JavaScript: the chunk of
//     MathMarkdownRenderer and what it alone imports (chunks the first page already loads
//     are not counted twice); its stylesheet is reported beside it;
//   - the /problems route chunk at most 50 kB (ProblemsPage and what only it imports);
//   - neither KaTeX nor react-markdown in the first page's JavaScript, and only woff2 fonts.
// Usage: node scripts/check-math-budget.ts [path/to/dist] (default apps/web/dist; build first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const MATH_BUDGET_KB = 120;
const ROUTE_BUDGET_KB = 50;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`check-math-budget: no build manifest at ${manifestPath}; run the build first.`);
  process.exit(1);
}
const manifest: Manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzip = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`check-math-budget: ${key} is not in the manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const keyOf = (pattern: RegExp) => {
  const key = Object.keys(manifest).find((k) => pattern.test(k));
  if (!key) throw new Error(`check-math-budget: nothing in the manifest matches ${pattern}`);
  return key;
};

const entryKey = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
if (!entryKey) throw new Error('check-math-budget: no entry chunk');
const initial = closure(entryKey);

/** The chunk plus what it imports that the first page does not already load. */
function own(key: string) {
  const keys = [...closure(key)].filter((k) => k === key || !initial.has(k));
  return { keys, bytes: keys.reduce((sum, k) => sum + gzip(manifest[k]!.file), 0) };
}

const failures: string[] = [];
const math = own(keyOf(/components\/math\/MathMarkdownRenderer\.tsx$/));
const mathCss = (manifest[keyOf(/components\/math\/MathMarkdownRenderer\.tsx$/)]!.css ?? []).reduce((sum, f) => sum + gzip(f), 0);
console.log(`markdown + KaTeX lazy chunk: ${kb(math.bytes)} of JavaScript (budget ${MATH_BUDGET_KB} kB), stylesheet ${kb(mathCss)}`);
for (const k of math.keys) console.log(`  ${kb(gzip(manifest[k]!.file)).padStart(9)}  ${manifest[k]!.file}`);
if (math.bytes > MATH_BUDGET_KB * 1000) failures.push(`the markdown + KaTeX chunk is ${kb(math.bytes)}, over ${MATH_BUDGET_KB} kB`);

const route = own(keyOf(/features\/problems\/ProblemsPage\.tsx$/));
console.log(`/problems route chunk: ${kb(route.bytes)} (budget ${ROUTE_BUDGET_KB} kB)`);
for (const k of route.keys) console.log(`  ${kb(gzip(manifest[k]!.file)).padStart(9)}  ${manifest[k]!.file}`);
if (route.bytes > ROUTE_BUDGET_KB * 1000) failures.push(`the /problems route chunk is ${kb(route.bytes)}, over ${ROUTE_BUDGET_KB} kB`);

const editor = own(keyOf(/features\/problems\/ProblemEditorPage\.tsx$/));
console.log(`/problems/{id} editor chunk: ${kb(editor.bytes)} (reported only: the budgets name list routes)`);

// KaTeX must never reach the first page: its version string is in every build of it.
for (const k of initial) {
  const text = readFileSync(path.join(dist, manifest[k]!.file), 'utf8');
  if (/katex-version|KaTeX parse error/.test(text)) failures.push(`KaTeX is in the first page's ${manifest[k]!.file}`);
}
const fonts = readdirSync(path.join(dist, 'assets')).filter((f) => /^KaTeX_.*\.(woff|ttf)$/.test(f));
if (fonts.length) failures.push(`fonts other than woff2 in the build: ${fonts.join(', ')}`);

if (failures.length) {
  console.error(`\ncheck-math-budget: FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\ncheck-math-budget: ok');

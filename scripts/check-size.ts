// Size budgets (ARCHITECTURE.md "Performance budgets"): the gzip size of the JavaScript that
// /login loads before a person can use it must stay within 160 kB, and the upload flow's lazy
// dialogs within 40 kB.
//
// Read from the real Vite build of apps/web (its manifest): the entry chunk and every chunk it
// imports statically, plus what /login needs at once besides: the German catalog (the default
// language, loaded before the first paint) and, should the sign-in page ever become lazy, its
// chunk. Lazy chunks are not counted. It also prints the largest chunks of the whole build.
//
// Usage: node scripts/check-size.ts [path/to/dist] (default apps/web/dist; run the build first).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const BUDGET_KB = 160;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`check-size: no build manifest at ${manifestPath}; run the build first (vite build with build.manifest).`);
  process.exit(1);
}
const manifest: Manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The chunk and everything it imports statically, as manifest keys. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`check-size: ${key} is not in the manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`check-size: expected one entry chunk, found ${entries.length}`);
  process.exit(1);
}
const [entryKey] = entries[0]!;
const initial = staticClosure(entryKey);

// What /login needs at once besides the entry's closure.
const alsoAtOnce = Object.keys(manifest).filter(
  (key) => /locales\/de\/public\.po$/.test(key) || /features\/auth\/LoginPage\.tsx$/.test(key),
);
if (!alsoAtOnce.some((key) => key.endsWith('public.po'))) {
  console.error('check-size: the German catalog is not in the manifest; is it loaded with a dynamic import?');
  process.exit(1);
}
for (const key of alsoAtOnce) staticClosure(key, initial);

const rows = [...initial].map((key) => ({ key, file: manifest[key]!.file, gzip: gzipBytes(manifest[key]!.file) }));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

console.log(`/login initial JavaScript (gzip): ${rows.length} chunks`);
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}  (${row.key})`);
console.log(`  ${kb(total).padStart(9)}  total, budget ${BUDGET_KB} kB`);

const allJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, index, files) => file.endsWith('.js') && files.indexOf(file) === index)
  .map((file) => ({ file, gzip: gzipBytes(file) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log(`\nLargest chunks of the build (gzip), of ${allJs.length}:`);
for (const chunk of allJs.slice(0, 8)) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);

// The upload flow (ARCHITECTURE.md: the crop and upload dialogs are lazy chunks, 40 kB together):
// the upload, confirm and crop dialogs' chunks with their styles, and every chunk that only they
// use. Building blocks that other screens load too (Chakra's dialog, the form kit) are counted
// where they are shared, not here; what opening the upload on a fresh /problems fetches in all,
// shared blocks included, is printed as well. The math renderer is the problem list's lazy
// chunk with its own budget.
const UPLOAD_BUDGET_KB = 40;
const keyOf = (pattern: RegExp) => {
  const key = Object.keys(manifest).find((candidate) => pattern.test(candidate));
  if (!key) throw new Error(`check-size: no chunk for ${pattern} in the manifest`);
  return key;
};
const problemsPage = new Set(initial);
for (const key of [keyOf(/app\/shell\/Shell\.tsx$/), keyOf(/features\/problems\/ProblemsPage\.tsx$/)]) staticClosure(key, problemsPage);
const uploadEntries = [/features\/upload\/UploadFlow\.tsx$/, /features\/upload\/ConfirmDraftsDialog\.tsx$/, /features\/upload\/CropDialog\.tsx$/].map(keyOf);
const uploadFlow = new Set<string>();
for (const key of uploadEntries) staticClosure(key, uploadFlow);
const fetched = [...uploadFlow].filter((key) => !problemsPage.has(key));
// A chunk is the flow's own when nothing outside the flow imports it.
const importedOutside = new Set(
  Object.entries(manifest)
    .filter(([key]) => !uploadFlow.has(key))
    .flatMap(([, chunk]) => [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]),
);
const own = fetched.filter((key) => uploadEntries.includes(key) || !importedOutside.has(key));
const filesOf = (keys: string[]) =>
  keys
    .flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])])
    .filter((file, index, files) => files.indexOf(file) === index)
    .map((file) => ({ file, gzip: gzipBytes(file) }))
    .sort((a, b) => b.gzip - a.gzip);
const sum = (files: { gzip: number }[]) => files.reduce((total, file) => total + file.gzip, 0);
const uploadFiles = filesOf(own);
const uploadTotal = sum(uploadFiles);
const coldTotal = sum(filesOf(fetched));
console.log(`\nUpload flow's own lazy chunks (gzip): ${uploadFiles.length} files`);
for (const chunk of uploadFiles) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
console.log(`  ${kb(uploadTotal).padStart(9)}  total, budget ${UPLOAD_BUDGET_KB} kB`);
console.log(`  ${kb(coldTotal).padStart(9)}  fetched in all when the upload is opened on a fresh /problems (shared blocks included)`);

let failed = false;
if (total > BUDGET_KB * 1000) {
  console.error(`\ncheck-size: FAILED: /login loads ${kb(total)} of JavaScript, over the ${BUDGET_KB} kB budget.`);
  failed = true;
}
if (uploadTotal > UPLOAD_BUDGET_KB * 1000) {
  console.error(`\ncheck-size: FAILED: the upload flow loads ${kb(uploadTotal)}, over the ${UPLOAD_BUDGET_KB} kB budget.`);
  failed = true;
}
if (failed) process.exit(1);
console.log(`\ncheck-size: ok (/login ${kb(total)} of ${BUDGET_KB} kB; upload flow ${kb(uploadTotal)} of ${UPLOAD_BUDGET_KB} kB)`);

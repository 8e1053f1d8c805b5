// Size budgets of the web app (docs/architecture.md "Performance budgets"), from the real Vite build:
// - /login: everything a browser fetches to show the sign-in page, gzip: the page (index.html),
//   the entry script and every chunk it imports statically (module preloads), their styles, the
//   chunks the start-up code imports dynamically right away (the German catalog, German being
//   the default language), the icon and the German logo, at most 150 kB (docs/architecture.md). The
//   toaster is not among them: it loads with the first toast or the signed-in shell; nor is the
//   query library: the public pages call the client directly and the shell brings the cache;
// - every route's own chunk (a screen, lazily loaded), gzip, at most 50 kB;
// - the upload flow's dialogs (upload, confirm, crop; lazy): their own chunks with their styles
//   and every chunk only they use, gzip, at most 40 kB together. Building blocks that other
//   screens load too (Chakra's dialog, the form kit) count where they are shared; what opening
//   the upload on a fresh /problems fetches in all is printed as well;
// - markdown + KaTeX only in their lazy chunk, at most 120 kB, with woff2 fonts only;
// - the scripts of a cold load of each signed-in route, at most 20 files: the first page's, the
//   shell's with the German app catalog, the screen's (and the feature screen a page in app/
//   loads by file), the toaster's (loaded once the screen is idle). Many small chunks fetched in
//   a waterfall made the signed-in screens slow (issue 29, docs/architecture.md#chunks).
// The module graph comes from the build manifest (static and dynamic imports); the files are
// compressed here as the server's build step does (gzip, best level). The figure was checked
// against a real page load in Chromium (scripts/measure-page-load.ts).
//
// Usage: node scripts/check-size.ts [path/to/dist] (default apps/web/dist; run the build first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LOGIN_BUDGET_KB = 150;
const ROUTE_CHUNK_BUDGET_KB = 50;
const MATH_CHUNK_BUDGET_KB = 120;
/** Dynamic imports that the start-up code runs at once on /login (see src/main.tsx, providers.tsx). */
const STARTUP_DYNAMIC_IMPORTS = [/locales\/de\/public\.po$/];
/** Public files /login fetches besides what index.html and the scripts name. */
const LOGIN_PUBLIC_FILES = ['logos/logo-de.svg'];
/** The route screens (src/app/routes.ts and the public pages, some in a feature's subfolder or composed in app/pages), each its own chunk. */
const ROUTE_CHUNK = /src\/(features\/[^/]+(?:\/[a-z-]+)?|app\/pages)\/[A-Za-z]+Page\.tsx$/;
const UPLOAD_BUDGET_KB = 40;
const ROUTE_SCRIPTS_BUDGET = 20;
/** What every signed-in route loads besides its screen: the shell, its catalog, the toaster. */
const SIGNED_IN_COMMON = [/app\/shell\/Shell\.tsx$/, /locales\/de\/app\.po$/, /components\/AppToaster\.tsx$/, /lib\/toaster\.ts$/];
/** Public pages loaded lazily: not signed-in routes. */
const PUBLIC_PAGE = /src\/features\/auth\//;
/** The upload flow's lazy dialogs; the page that opens them. */
const UPLOAD_DIALOGS = [/features\/upload\/UploadFlow\.tsx$/, /features\/upload\/ConfirmDraftsDialog\.tsx$/, /features\/upload\/CropDialog\.tsx$/];
const UPLOAD_PAGE = [/app\/shell\/Shell\.tsx$/, /app\/pages\/ProblemsPage\.tsx$/];

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
const fail = (message: string): never => {
  console.error(`check-size: ${message}`);
  process.exit(1);
};

/** Adds the chunk and everything it imports statically, as manifest keys. */
function staticClosure(key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key] ?? fail(`${key} is not in the manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) fail(`expected one entry chunk, found ${entries.length}`);
const [entryKey] = entries[0]!;

// The entry's static closure, then each start-up dynamic import with its own closure.
const loginChunks = staticClosure(entryKey, new Set());
const reachable = new Set<string>();
for (const key of loginChunks) for (const dynamic of manifest[key]!.dynamicImports ?? []) reachable.add(dynamic);
for (const pattern of STARTUP_DYNAMIC_IMPORTS) {
  const key = [...reachable].find((candidate) => pattern.test(candidate));
  if (!key) fail(`the start-up import ${pattern} is not a dynamic import of the first page's code any more; update this script`);
  staticClosure(key!, loginChunks);
}

interface Row {
  what: string;
  file: string;
  gzip: number;
}
const rows: Row[] = [];
const seenFiles = new Set<string>();
const addFile = (what: string, file: string) => {
  if (seenFiles.has(file)) return;
  if (!existsSync(path.join(dist, file))) fail(`${file} is missing from the build`);
  seenFiles.add(file);
  rows.push({ what, file, gzip: gzipBytes(file) });
};

addFile('page', 'index.html');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, ref] of html.matchAll(/(?:href|src)="\/([^"]+)"/g)) addFile(ref!.endsWith('.js') ? 'script' : 'linked file', ref!);
for (const key of loginChunks) {
  const chunk = manifest[key]!;
  addFile(key === entryKey ? 'entry' : reachable.has(key) && STARTUP_DYNAMIC_IMPORTS.some((p) => p.test(key)) ? 'start-up import' : 'chunk', chunk.file);
  for (const css of chunk.css ?? []) addFile('style', css);
}
for (const file of LOGIN_PUBLIC_FILES) addFile('image', file);

rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`/login: what the browser fetches (gzip), ${rows.length} files`);
console.log(`  ${'gzip'.padStart(9)}  ${'kind'.padEnd(15)}  file`);
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.what.padEnd(15)}  ${row.file}`);
console.log(`  ${kb(total).padStart(9)}  ${'total'.padEnd(15)}  at most ${LOGIN_BUDGET_KB} kB`);

// Each route's own chunk.
const routes = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && ROUTE_CHUNK.test(key))
  .map(([key, chunk]) => ({ key, file: chunk.file, gzip: gzipBytes(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);
if (routes.length === 0) fail('no route chunks found (src/features/*/[*/]*Page.tsx, src/app/pages/*Page.tsx)');
console.log(`\nRoute chunks (gzip, each at most ${ROUTE_CHUNK_BUDGET_KB} kB):`);
for (const route of routes) {
  const mark = route.gzip > ROUTE_CHUNK_BUDGET_KB * 1000 ? '  OVER' : '';
  console.log(`  ${kb(route.gzip).padStart(9)}  ${route.key.replace(/^src\/(features\/)?/, '')}${mark}`);
}

// The scripts of a cold load of each signed-in route (from the manifest; the route measuring
// script, apps/web/scripts/measure-routes.ts, counts them in Chromium).
const signedInCommon = new Set(loginChunks);
for (const pattern of SIGNED_IN_COMMON) {
  const key = Object.keys(manifest).find((candidate) => pattern.test(candidate)) ?? fail(`no chunk for ${pattern} in the manifest; update this script`);
  staticClosure(key, signedInCommon);
}
const scriptsOf = (keys: Iterable<string>) => new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))).size;
const routeScripts = routes
  .filter((route) => !PUBLIC_PAGE.test(route.key))
  .map((route) => {
    const keys = staticClosure(route.key, new Set(signedInCommon));
    // A page composed in app/ that loads its feature's screen by file fetches it at once.
    for (const dynamic of manifest[route.key]!.dynamicImports ?? []) if (ROUTE_CHUNK.test(dynamic)) staticClosure(dynamic, keys);
    return { key: route.key, scripts: scriptsOf(keys) };
  })
  .sort((a, b) => b.scripts - a.scripts);
console.log(`\nScripts of a cold load per signed-in route (at most ${ROUTE_SCRIPTS_BUDGET}):`);
for (const route of routeScripts) console.log(`  ${String(route.scripts).padStart(9)}  ${route.key.replace(/^src\/(features\/)?/, '')}${route.scripts > ROUTE_SCRIPTS_BUDGET ? '  OVER' : ''}`);

// The upload flow: what opening it fetches beyond what /problems has loaded, and of that what
// is its own (imported by nothing outside the flow).
const keyOf = (pattern: RegExp) => Object.keys(manifest).find((candidate) => pattern.test(candidate)) ?? fail(`no chunk for ${pattern} in the manifest`);
const problemsPage = new Set(loginChunks);
for (const pattern of UPLOAD_PAGE) staticClosure(keyOf(pattern), problemsPage);
const uploadEntries = UPLOAD_DIALOGS.map(keyOf);
const uploadFlow = new Set<string>();
for (const key of uploadEntries) staticClosure(key, uploadFlow);
const fetched = [...uploadFlow].filter((key) => !problemsPage.has(key));
const importedOutside = new Set(
  Object.entries(manifest)
    .filter(([key]) => !uploadFlow.has(key))
    .flatMap(([, chunk]) => [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]),
);
const filesOf = (keys: string[]) =>
  keys
    .flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])])
    .filter((file, index, files) => files.indexOf(file) === index)
    .map((file) => ({ file, gzip: gzipBytes(file) }))
    .sort((a, b) => b.gzip - a.gzip);
const sum = (files: { gzip: number }[]) => files.reduce((all, file) => all + file.gzip, 0);
const uploadFiles = filesOf(fetched.filter((key) => uploadEntries.includes(key) || !importedOutside.has(key)));
const uploadTotal = sum(uploadFiles);
console.log(`\nUpload flow's own lazy chunks (gzip, at most ${UPLOAD_BUDGET_KB} kB together):`);
for (const chunk of uploadFiles) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
console.log(`  ${kb(uploadTotal).padStart(9)}  total`);
console.log(`  ${kb(sum(filesOf(fetched))).padStart(9)}  fetched in all when the upload is opened on a fresh /problems (shared blocks included)`);

// Markdown + KaTeX (MathMarkdown's renderer): only in a lazy chunk of at most 120 kB, never in
// what /login fetches, and KaTeX's fonts only as woff2 (fetched by the browser only when a
// formula uses them). The chunk counts with what it alone imports (not the first page's code).
const MATH_CHUNK = /src\/components\/math\/MathMarkdownRenderer\.tsx$/;
const mathKey = Object.keys(manifest).find((key) => MATH_CHUNK.test(key)) ?? fail('the math renderer chunk is not in the manifest');
const mathChunks = [...staticClosure(mathKey, new Set())].filter((key) => key === mathKey || !loginChunks.has(key));
const mathBytes = mathChunks.reduce((sum, key) => sum + gzipBytes(manifest[key]!.file), 0);
const mathCss = (manifest[mathKey]!.css ?? []).reduce((sum, file) => sum + gzipBytes(file), 0);
console.log(`
Markdown + KaTeX lazy chunk (gzip, at most ${MATH_CHUNK_BUDGET_KB} kB): ${kb(mathBytes)} in ${mathChunks.length} file(s), stylesheet ${kb(mathCss)}`);

const problems: string[] = [];
if (mathBytes > MATH_CHUNK_BUDGET_KB * 1000) problems.push(`the markdown + KaTeX chunk is ${kb(mathBytes)}, over ${MATH_CHUNK_BUDGET_KB} kB`);
if (loginChunks.has(mathKey)) problems.push('the markdown + KaTeX renderer is part of what /login fetches');
for (const file of seenFiles) {
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(path.join(dist, file), 'utf8');
  if (/katex-version|KaTeX parse error/.test(code)) problems.push(`KaTeX is in ${file}, which /login fetches`);
  // TanStack Query's provider message: the query library belongs to the signed-in shell.
  if (code.includes('No QueryClient set')) problems.push(`TanStack Query is in ${file}, which /login fetches`);
}
const otherFonts = readdirSync(path.join(dist, 'assets')).filter((file) => /^KaTeX_.*\.(woff|ttf)$/.test(file));
if (otherFonts.length > 0) problems.push(`KaTeX fonts other than woff2 in the build: ${otherFonts.join(', ')}`);
if (total > LOGIN_BUDGET_KB * 1000) problems.push(`/login fetches ${kb(total)}, over the ${LOGIN_BUDGET_KB} kB budget`);
if (uploadTotal > UPLOAD_BUDGET_KB * 1000) problems.push(`the upload flow's own chunks are ${kb(uploadTotal)}, over ${UPLOAD_BUDGET_KB} kB`);
for (const route of routeScripts) {
  if (route.scripts > ROUTE_SCRIPTS_BUDGET) problems.push(`a cold load of ${route.key} fetches ${route.scripts} scripts, over ${ROUTE_SCRIPTS_BUDGET}`);
}
for (const route of routes) {
  if (route.gzip > ROUTE_CHUNK_BUDGET_KB * 1000) problems.push(`${route.key} is ${kb(route.gzip)}, over ${ROUTE_CHUNK_BUDGET_KB} kB`);
}
if (problems.length > 0) {
  console.error(`\ncheck-size: FAILED:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\ncheck-size: ok (/login ${kb(total)} of ${LOGIN_BUDGET_KB} kB; largest route chunk ${kb(routes[0]!.gzip)} of ${ROUTE_CHUNK_BUDGET_KB} kB; at most ${routeScripts[0]?.scripts} scripts per route of ${ROUTE_SCRIPTS_BUDGET}; upload flow ${kb(uploadTotal)} of ${UPLOAD_BUDGET_KB} kB)`,
);

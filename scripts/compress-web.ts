// Compresses the built web app once, at build time: next to every text file of the build
// (scripts, styles, HTML, SVG, JSON) it writes a brotli (.br, best quality) and a gzip (.gz,
// best level) copy, which the server sends to browsers that accept them (@fastify/static
// preCompressed). Compressing per request would cost CPU on every page load; doing it here
// costs a few seconds once. Files under 1 kB, and copies that would not be smaller, are left
// out: the server then sends the file as it is.
//
// Usage: node scripts/compress-web.ts [path/to/dist] (default apps/web/dist; run after vite build).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const encoders = {
  br: (data: Buffer) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gz: (data: Buffer) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
};

let original = 0;
const written = { br: 0, gz: 0 };
let count = 0;
// Copies left by an earlier run over the same folder are made afresh.
for (const file of filesIn(dist).filter((f) => f.endsWith('.br') || f.endsWith('.gz'))) rmSync(file);
for (const file of filesIn(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  count++;
  original += data.length;
  for (const [extension, encode] of Object.entries(encoders) as [keyof typeof encoders, (d: Buffer) => Buffer][]) {
    const packed = encode(data);
    if (packed.length >= data.length) continue;
    writeFileSync(`${file}.${extension}`, packed);
    written[extension] += packed.length;
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(`compress-web: ${count} files, ${kb(original)} → brotli ${kb(written.br)}, gzip ${kb(written.gz)}`);

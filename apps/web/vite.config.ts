/// <reference types="vitest/config" />
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

// `chakra-theme/<part>` is one module of Chakra's default theme (src/app/theme.ts): the first
// page takes single parts, not the theme's index, which would bring every component's recipe.
const chakraDist = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..');
const chakraTheme = { find: /^chakra-theme\/(.+)$/, replacement: `${chakraDist}/esm/theme/$1.js` };

// The entry's own modules (the HTML page and src/main.tsx), kept out of the first-page chunk.
const FIRST_PAGE_ENTRY = /[\\/]index\.html$|[\\/]src[\\/]main\.tsx$/;

// In development and in `vite preview` the app calls /api on its own origin; the proxy sends
// those calls to the API (the Prism mock by default). Prism serves the contract's paths at its
// root, so the /api prefix is stripped; a real server mounted at /api sets API_KEEP_PREFIX=1.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010';
const keepPrefix = process.env.API_KEEP_PREFIX === '1';
const proxy: Record<string, ProxyOptions> = {
  '/api': {
    target: apiTarget,
    changeOrigin: true,
    ...(keepPrefix ? {} : { rewrite: (path: string) => path.replace(/^\/api(?=\/|$)/, '') }),
  },
};

// KaTeX's stylesheet offers every font as woff2, woff and ttf. Every browser we support takes
// woff2, so the other two are dropped from the stylesheet and never land in the build.
function katexWoff2Only(): Plugin {
  return {
    name: 'katex-woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/katex[\\/]dist[\\/]katex(\.min)?\.css$/.test(id)) return null;
      return code.replace(/,\s*url\([^)]*\.(?:woff|ttf)\)\s*format\("(?:woff|truetype)"\)/g, '');
    },
  };
}

export default defineConfig({
  plugins: [katexWoff2Only(), react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  resolve: { alias: [chakraTheme] },
  server: { proxy },
  preview: { proxy },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2023',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (the first page's code) goes into one chunk
          // instead of some forty small shared ones: the browser needs all of it before the first
          // paint anyway, and one file compresses about 11 kB (gzip) smaller than forty. The entry
          // module stays apart so that the manifest still names the entry. Lazy chunks import
          // from it like from any loaded chunk.
          groups: [{ name: 'first-page', tags: ['$initial'], test: (id: string) => !FIRST_PAGE_ENTRY.test(id) }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    css: false,
    testTimeout: 15_000,
    // Each file renders the app afresh (its own store, client and query cache), so the test
    // files can share one module graph per worker: Chakra is evaluated once, not per file.
    isolate: false,
    // One file at a time (Vitest's default on two cores): with the shared module graph above,
    // two files side by side in one run made a dialog's focus test fail now and then.
  },
});

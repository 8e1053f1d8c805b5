/// <reference types="vitest/config" />
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { chakraDirectImports } from './vite-plugins/chakra-direct-imports.ts';
import { pagePreloads } from './vite-plugins/page-preloads.ts';

// `chakra-theme/<part>` is one module of Chakra's default theme (src/app/theme.ts): the first
// page takes single parts, not the theme's index, which would bring every component's recipe.
const chakraDist = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..');
const chakraTheme = { find: /^chakra-theme\/(.+)$/, replacement: `${chakraDist}/esm/theme/$1.js` };

// The entry's own modules (the HTML page and src/main.tsx), kept out of the first-page chunk.
const FIRST_PAGE_ENTRY = /[\\/]index\.html$|[\\/]src[\\/]main\.tsx$/;
// The signed-in area's chunks (docs/architecture.md#chunks): the shell, and the routes table
// whose lazy imports are the screens.
const SHELL_MODULE = /[\\/]src[\\/]app[\\/]shell[\\/]Shell\.tsx$/;
const ROUTES_MODULE = /[\\/]src[\\/]app[\\/]routes\.ts$/;
const ROUTER_MODULE = /[\\/]src[\\/]app[\\/]router\.tsx$/;

/**
 * Where each module of the signed-in area goes, worked out from the module graph when it is
 * complete: what the shell imports statically and what two or more screens import statically go
 * into one `shell` chunk; what only one screen imports statically goes into that screen's chunk.
 * A cold load of a screen then fetches the first page, the shell and the screen, not some forty
 * small shared chunks in a waterfall (issue 29). Lazy parts of a screen (markdown with KaTeX,
 * drag and drop, the upload flow, dialogs) stay their own chunks, fetched when first used. A
 * route added to routes.ts follows the same rule without any change here.
 */
function signedInChunks(): { plugin: Plugin; chunkOf: (id: string) => 'shell' | 'public-pages' | null } {
  const chunkOfModule = new Map<string, 'shell' | 'public-pages'>();
  const plugin: Plugin = {
    name: 'signed-in-chunks',
    apply: 'build',
    buildEnd() {
      chunkOfModule.clear();
      const ids = [...this.getModuleIds()];
      const staticClosure = (start: string) => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          // A package's index that only re-exports (Ark UI's) leads to everything anyone takes
          // from it. What is reached only through it stays out of the groups (the bundler gives
          // it a small chunk of its own).
          if (info && isBarrel(info)) continue;
          stack.push(...(info?.importedIds ?? []));
        }
        return seen;
      };
      const shell = ids.find((id) => SHELL_MODULE.test(id));
      const routes = ids.find((id) => ROUTES_MODULE.test(id));
      const router = ids.find((id) => ROUTER_MODULE.test(id));
      if (!shell || !routes || !router) return;
      // The public pages loaded lazily (password reset, unauthorized) never fetch the shell: what
      // they share with it is one chunk of its own.
      for (const page of this.getModuleInfo(router)?.dynamicallyImportedIds ?? []) {
        if (page === shell) continue;
        for (const id of staticClosure(page)) chunkOfModule.set(id, 'public-pages');
      }
      const screenCount = new Map<string, number>();
      for (const screen of this.getModuleInfo(routes)?.dynamicallyImportedIds ?? []) {
        // A page composed in app/ may load its feature's screen lazily by file (app/ may not
        // import a feature's inner files statically): that screen counts as part of the route.
        const parts = [screen, ...(this.getModuleInfo(screen)?.dynamicallyImportedIds ?? [])];
        const modules = new Set(parts.flatMap((part) => [...staticClosure(part)]));
        for (const id of modules) screenCount.set(id, (screenCount.get(id) ?? 0) + 1);
      }
      const inShell = [...staticClosure(shell), ...[...screenCount].filter(([, n]) => n > 1).map(([id]) => id)];
      for (const id of inShell) if (!chunkOfModule.has(id)) chunkOfModule.set(id, 'shell');
    },
  };
  return { plugin, chunkOf: (id) => chunkOfModule.get(id) ?? null };
}
const signedIn = signedInChunks();

/** A module of a package made only of import and export statements: an index of other modules. */
function isBarrel(info: { id: string; code: string | null }): boolean {
  if (!/[\\/]node_modules[\\/]/.test(info.id) || !info.code) return false;
  const statements = info.code.split(/;\s*\n/).map((statement) => statement.trim()).filter(Boolean);
  return statements.length > 5 && statements.every((statement) => /^(?:import|export)\b[^;]*$/.test(statement) && !/^export\s+(?:const|let|var|function|class|default)\b/.test(statement));
}

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

const chakraImports = chakraDirectImports();

export default defineConfig(({ command }) => ({
  plugins: [
    katexWoff2Only(),
    chakraImports.plugin,
    pagePreloads(import.meta.dirname, chakraTheme),
    signedIn.plugin,
    react(),
    // The build imports each Chakra component from its own module (chakra-direct-imports.ts);
    // the dev server keeps Chakra's index, which it serves as one prebundled file.
    babel({ presets: [linguiTransformerBabelPreset()], plugins: command === 'build' ? [chakraImports.babel] : [] }),
    lingui(),
  ],
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
          // Then the signed-in area: one shell chunk and one chunk per screen (signedInChunks).
          groups: [
            { name: 'first-page', tags: ['$initial'], test: (id: string) => !FIRST_PAGE_ENTRY.test(id), priority: 2 },
            { name: 'public-pages', test: (id: string) => signedIn.chunkOf(id) === 'public-pages', priority: 1 },
            { name: 'shell', test: (id: string) => signedIn.chunkOf(id) === 'shell', priority: 0 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    css: false,
    // Over the wait of test/setup.ts, so that a slow first render fails with its own message.
    testTimeout: 30_000,
    // Each file renders the app afresh (its own store, client and query cache), so the test
    // files can share one module graph per worker: Chakra is evaluated once, not per file.
    isolate: false,
    // One file at a time (Vitest's default on two cores): with the shared module graph above,
    // two files side by side in one run made a dialog's focus test fail now and then.
  },
}));

// What the server adds to index.html for each page (docs/architecture.md#chunks): a build writes
// `page-preloads.json`, and the server (apps/server/src/lib/page-preloads.ts) turns it into links
// in the page's head, so that a cold load of a signed-in screen fetches its shell, its screen and
// its messages together with the first page's code, not one after the other once each has run.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport, type Alias, type Plugin } from 'vite';

/** The file the build writes next to index.html; its shape is `PagePreloads`. */
const PAGE_PRELOADS_FILE = 'page-preloads.json';

export interface PagePreloads {
  /** The theme's global CSS (theme-css.tsx), linked as a stylesheet on the signed-in screens. */
  stylesheet: string;
  /** The messages of each language: the public pages' catalog and the signed-in screens'. */
  catalogs: Record<string, { public: string; app: string }>;
  /** The signed-in shell's scripts (every screen has them). */
  shell: string[];
  /**
   * Each screen's router pattern and its own scripts (with what they import, less the shell's).
   * A screen with formulas also has the math renderer: its scripts (`later`), stylesheet and main
   * fonts, which the page asks for at low priority. They are needed only once the screen's data
   * has arrived, so on a slow line the shell and the screen come first and the page's frame
   * shows sooner; the renderer still arrives while the data is on its way.
   */
  screens: { pattern: string; scripts: string[]; later: string[]; styles: string[]; fonts: string[] }[];
}

/** A feature's screen module. */
const FEATURE_SCREEN = /[\\/]src[\\/]features[\\/][\w-]+[\\/][A-Z]\w*Page\.tsx$/;

interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

/** KaTeX's fonts that nearly every formula uses (components/MathMarkdown.tsx waits for them). */
const MATH_FONTS = /^assets\/KaTeX_(?:Main-Regular|Math-Italic)-[\w-]+\.woff2$/;

/**
 * The Chakra system's global CSS (reset, global styles, the tokens' variables) as a stylesheet of
 * the build, rendered once here by Chakra's own provider (src/app/theme-css.tsx) instead of in
 * every browser at every start (src/app/theme.ts leaves it out when the page links it), and the
 * preloads of every screen. `chakraTheme` is the alias the theme's imports need.
 */
export function pagePreloads(webDir: string, chakraTheme: Alias): Plugin {
  let stylesheet = '';
  const runner = { configFile: false as const, root: webDir, logLevel: 'error' as const, resolve: { alias: [chakraTheme] } };
  return {
    name: 'page-preloads',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<typeof import('../src/app/theme-css.tsx')>(path.join(webDir, 'src/app/theme-css.tsx'), runner);
      const source = module.themeCss();
      stylesheet = `assets/theme-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName: stylesheet, source });
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Chunk & (typeof bundle)[string] => file.type === 'chunk');
      const byFacade = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      /** A chunk's file with every file it imports statically (what loading it fetches). */
      const closure = (chunk: Chunk) => {
        const files = new Set<string>();
        const stack = [chunk.fileName];
        while (stack.length) {
          const file = stack.pop()!;
          if (files.has(file)) continue;
          files.add(file);
          stack.push(...(byFile.get(file)?.imports ?? []));
        }
        return files;
      };
      const chunkOf = (module: string) => {
        const chunk = byFacade.get(module);
        if (!chunk) this.error(`page-preloads: no chunk for ${path.relative(webDir, module)}`);
        return chunk;
      };
      // The first page's files are in index.html already.
      const firstPage = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c)]));
      const shell = [...closure(chunkOf(path.join(webDir, 'src/app/shell/Shell.tsx')))].filter((f) => !firstPage.has(f));

      // Each screen's pattern (the paths table) and page module (the routes table's lazy imports).
      const { module: paths } = await runnerImport<typeof import('../src/lib/paths.ts')>(path.join(webDir, 'src/lib/paths.ts'), runner);
      const routesFile = path.join(webDir, 'src/app/routes.ts');
      const pageOf = new Map(
        [...readFileSync(routesFile, 'utf8').matchAll(/^\s*(\w+): page\(\(\) => import\('([^']+)'\)\),?$/gm)].map(([, id, file]) => [
          id!,
          path.resolve(path.dirname(routesFile), file!),
        ]),
      );
      const renderer = [...closure(chunkOf(path.join(webDir, 'src/components/math/MathMarkdownRenderer.tsx')))].filter((f) => !firstPage.has(f) && !shell.includes(f));
      const rendererStyles = renderer.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      const mathFonts = Object.keys(bundle).filter((file) => MATH_FONTS.test(file));
      if (mathFonts.length !== 2) this.error(`page-preloads: expected KaTeX's two main fonts, found ${mathFonts.join(', ') || 'none'}`);
      const screens = paths.SCREENS.map((screen) => {
        const page = pageOf.get(screen.id);
        if (!page) this.error(`page-preloads: routes.ts has no page for the screen ${screen.id}`);
        const chunk = chunkOf(page);
        // A page composed in app/pages loads its feature's screen (a …Page.tsx) by file at once;
        // its other lazy parts (dialogs, the upload flow) wait until they are used.
        const composed = page.includes(`${path.sep}src${path.sep}app${path.sep}pages${path.sep}`)
          ? chunk.dynamicImports.filter((file) => FEATURE_SCREEN.test(byFile.get(file)?.facadeModuleId ?? ''))
          : [];
        const files = new Set([...closure(chunk), ...composed.flatMap((file) => [...closure(byFile.get(file)!)])]);
        const math = paths.MATH_SCREENS.includes(screen.id);
        const scripts = [...files].filter((f) => !firstPage.has(f) && !shell.includes(f));
        const later = math ? renderer.filter((f) => !files.has(f)) : [];
        const url = (file: string) => `/${file}`;
        return {
          pattern: screen.pattern,
          scripts: scripts.map(url),
          later: later.map(url),
          styles: math ? rendererStyles.map(url) : [],
          fonts: math ? mathFonts.map(url) : [],
        };
      });

      const catalogs: PagePreloads['catalogs'] = {};
      for (const chunk of chunks) {
        const match = /[\\/]locales[\\/](\w+)[\\/](public|app)\.po$/.exec(chunk.facadeModuleId ?? '');
        if (!match) continue;
        const language = (catalogs[match[1]!] ??= { public: '', app: '' });
        language[match[2] as 'public' | 'app'] = `/${chunk.fileName}`;
      }
      const preloads: PagePreloads = { stylesheet: `/${stylesheet}`, catalogs, shell: shell.map((f) => `/${f}`), screens };
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

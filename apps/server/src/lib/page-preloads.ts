// The single page with what its address will need named in its head (docs/architecture.md#chunks):
// the web build lists each screen's scripts in page-preloads.json (apps/web/vite-plugins), and
// the page for /problems then asks for the shell, the problems screen and the messages of the
// visitor's language at once, beside the first page's code, instead of one after another as each
// part runs. A signed-in screen also links the theme's stylesheet, which the app would otherwise
// work out at start-up. A page with no such file (an older build) is served as it is.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** What the web build writes (apps/web/vite-plugins/page-preloads.ts). */
interface PagePreloads {
  stylesheet: string;
  catalogs: Record<string, { public: string; app: string }>;
  shell: string[];
  /** `later`, `styles` and `fonts`: the math renderer's, asked for at low priority. */
  screens: { pattern: string; scripts: string[]; later?: string[]; styles?: string[]; fonts?: string[] }[];
}

const DEFAULT_LANGUAGE = 'de';
/** The app keeps the interface language in this cookie as well as in local storage. */
const LANGUAGE_COOKIE = /(?:^|;\s*)lang=(\w{2})(?:;|$)/;
/** A file name of the build: the only thing written into the page. */
const ASSET = /^\/assets\/[\w.-]+\.(?:js|css|woff2)$/;

/** `/classes/:classId/progress` → a test of a path (a parameter is one non-empty segment). */
function patternTest(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** A page as sent: the HTML and its compressed copies (a browser gets the best it accepts). */
export interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export type PageHtml = (pathname: string, cookie: string | undefined) => Page;

/**
 * The page for an address: index.html with the links its screen needs, worked out once per
 * screen and language. Null when the build has no page-preloads.json.
 */
export function pageHtmlOf(webDir: string): PageHtml | null {
  const listFile = path.join(webDir, 'page-preloads.json');
  if (!existsSync(listFile)) return null;
  const preloads = JSON.parse(readFileSync(listFile, 'utf8')) as PagePreloads;
  const index = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const screens = preloads.screens.map((screen) => ({ ...screen, test: patternTest(screen.pattern) }));
  const pages = new Map<string, Page>();

  const build = (screen: (typeof screens)[number] | undefined, language: string) => {
    const catalog = preloads.catalogs[language] ?? preloads.catalogs[DEFAULT_LANGUAGE];
    const scripts = [catalog?.public, ...(screen ? [catalog?.app, ...preloads.shell, ...screen.scripts] : [])];
    const assets = (files: (string | undefined)[] | undefined) => (files ?? []).filter((file): file is string => !!file && ASSET.test(file));
    // The math renderer is needed only once the screen's data is there: asked for at low
    // priority, it does not hold up the shell and the screen on a slow line.
    const low = 'fetchpriority="low"';
    const links = [
      ...(screen && ASSET.test(preloads.stylesheet) ? [`<link rel="stylesheet" id="theme-css" href="${preloads.stylesheet}">`] : []),
      ...assets(scripts).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
      ...assets(screen?.later).map((file) => `<link rel="modulepreload" crossorigin ${low} href="${file}">`),
      // Fetched, not applied: the renderer applies its stylesheet when it loads.
      ...assets(screen?.styles).map((file) => `<link rel="preload" as="style" ${low} href="${file}">`),
      ...assets(screen?.fonts).map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin ${low} href="${file}">`),
    ];
    return index.replace(/\n\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`);
  };

  return (pathname, cookie) => {
    const language = LANGUAGE_COOKIE.exec(cookie ?? '')?.[1] ?? DEFAULT_LANGUAGE;
    const known = Object.hasOwn(preloads.catalogs, language) ? language : DEFAULT_LANGUAGE;
    const index = screens.findIndex((screen) => screen.test.test(pathname));
    const key = `${index}:${known}`;
    let page = pages.get(key);
    if (page === undefined) {
      const html = build(screens[index], known);
      page = { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
      pages.set(key, page);
    }
    return page;
  };
}

// The API documentation at /api/docs: the bundled contract (openapi/dist/openapi.yaml) rendered
// by Redocly's `build-docs`, on the first request and then kept in memory. Redocly's page loads
// its renderer from a CDN and starts it with an inline script; both break the server's content
// security policy (docs/architecture.md, helmet in src/app.ts) and the first would make the page
// depend on a third party. So the page is rewritten: the renderer is served from here (the copy
// inside @redocly/cli), the start script is hydrate.js beside this file, the contract travels in
// a JSON data block, and the one small inline script Redocly puts into its pre-rendered HTML (it
// picks the light or dark colours before the first paint) is allowed by its SHA-256 hash in this
// page's own policy, which is the server's with that hash. The renderer shows Redocly's logo from
// their CDN; our copy shows the same attribution as an inline SVG (img-src allows data:).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { cspHeader } from '../lib/csp.ts';
import { repoRoot } from '../lib/repo-root.ts';

export const DOCS_PATH = '/api/docs';
const RENDERER_PATH = `${DOCS_PATH}/redoc.standalone.js`;
const HYDRATE_PATH = `${DOCS_PATH}/hydrate.js`;

export interface ApiDocs {
  html: string;
  /** The page's content security policy: the server's, plus the hashes of its inline scripts. */
  csp: string;
  /** Redocly's renderer, an ES module. */
  renderer: Buffer;
  hydrate: Buffer;
}

/** Where @redocly/cli (a dependency of the workspace root) is installed. */
function cliDir(): string {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  return path.dirname(require.resolve('@redocly/cli/package.json'));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Rewrites Redocly's page so that everything it runs comes from this server. Throws when the
 * page does not look as expected (a new Redocly version): better a failing test than a page that
 * quietly loads scripts from elsewhere.
 */
export function rewritePage(page: string): { html: string; inlineScriptHashes: string[] } {
  const preload = /<link rel="modulepreload" href="https:\/\/[^"]+\/redoc\.standalone\.js"/;
  if (!preload.test(page)) throw new Error('Redocly page: no preload of the renderer found');
  let html = page.replace(preload, `<link rel="modulepreload" href="${RENDERER_PATH}"`);
  // The integrity hash and the cross-origin attribute were for the CDN's copy.
  html = html.replace(/(<link rel="modulepreload" href="[^"]+") integrity="[^"]+" crossorigin="anonymous"/, '$1');
  // No favicon request (the server has none without the web app): the page's console stays clean.
  html = html.replace('</head>', '<link rel="icon" href="data:,"></head>');

  const start = /<script type="module">([\s\S]*?)<\/script>/;
  const module = start.exec(html);
  const definition = module && /const __redoc_definition = (.*);\n/.exec(module[1]!);
  const options = module && /const __redoc_options = (.*);\n/.exec(module[1]!);
  if (!module || !definition || !options) throw new Error('Redocly page: no start script with the definition found');
  // Redocly escapes "<" in both (\u003c), so neither can end the data block early.
  const data = (id: string, json: string) => `<script type="application/json" id="${id}">${json}</script>`;
  html = html.replace(
    module[0],
    () =>
      `${data('redoc-definition', definition[1]!)}${data('redoc-options', options[1]!)}<script type="module" src="${HYDRATE_PATH}"></script>`,
  );

  const inlineScriptHashes: string[] = [];
  for (const script of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = script as unknown as [string, string, string];
    if (/type="application\/json"/.test(attributes)) continue;
    if (/\bsrc="(?!\/api\/docs\/)/.test(attributes)) throw new Error(`Redocly page: a script from elsewhere (${attributes.trim()})`);
    if (body.trim()) inlineScriptHashes.push(sha256(body));
  }
  if (/<(?:link|script|img)[^>]+(?:src|href)="(?:https?:)?\/\//.test(html)) throw new Error('Redocly page: it still loads something from another site');
  return { html, inlineScriptHashes };
}

/** Redocly's logo as an inline image: what the attribution link shows instead of the CDN's file. */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="16"><text x="0" y="13" font-family="sans-serif" font-size="13" fill="#0044D4">Redocly</text></svg>',
)}`;

/** The renderer with its logo addresses pointing at LOGO. Throws when they are not where expected. */
export function localRenderer(source: string): string {
  let patched = source;
  for (const file of ['logo-mini-full.svg', 'logo-mini.svg']) {
    const address = `https://cdn.redoc.ly/redoc/${file}`;
    if (patched.split(address).length !== 2) throw new Error(`Redocly renderer: ${address} not found once`);
    patched = patched.replace(address, LOGO);
  }
  return patched;
}

/** Renders the documentation of the bundled contract `specFile` (takes about a second). */
export async function buildApiDocs(specFile: string): Promise<ApiDocs> {
  const cli = cliDir();
  const { bin } = JSON.parse(await readFile(path.join(cli, 'package.json'), 'utf8')) as { bin: Record<string, string> };
  const work = await mkdtemp(path.join(tmpdir(), 'api-docs-'));
  try {
    const output = path.join(work, 'index.html');
    await promisify(execFile)(
      process.execPath,
      [path.join(cli, bin.redocly!), 'build-docs', specFile, '--output', output, '--config', path.join(repoRoot, 'redocly.yaml')],
      // No telemetry from the CLI nor from the page it writes (the policy would block it anyway).
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, timeout: 60_000 },
    );
    const { html, inlineScriptHashes } = rewritePage(await readFile(output, 'utf8'));
    return {
      html,
      csp: cspHeader({ scriptSrc: ["'self'", ...inlineScriptHashes] }),
      renderer: Buffer.from(localRenderer(await readFile(path.join(cli, 'lib/chunks/redoc.standalone.js'), 'utf8'))),
      hydrate: await readFile(path.join(import.meta.dirname, 'hydrate.js')),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Serves the documentation at /api/docs (outside the contract: it is a page about the API, not
 * one of its operations). The first request renders it; requests meanwhile wait for the same
 * rendering; a failed one is tried again by the next request.
 */
export function registerApiDocs(app: FastifyInstance, specFile: string): void {
  let docs: Promise<ApiDocs> | undefined;
  const load = () => {
    docs ??= buildApiDocs(specFile).catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    return docs;
  };
  // A new version of the server brings new documentation: browsers check again on every use.
  app.get(DOCS_PATH, async (_request, reply) => {
    const { html, csp } = await load();
    return reply.header('content-security-policy', csp).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  app.get(RENDERER_PATH, async (_request, reply) => {
    const { renderer } = await load();
    return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(renderer);
  });
  app.get(HYDRATE_PATH, async (_request, reply) => {
    const { hydrate } = await load();
    return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(hydrate);
  });
}

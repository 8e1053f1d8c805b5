// How long a page of 20 problem cards with about 50 formulas takes to be ready after its data
// arrives (docs/architecture.md budgets: 100 ms, median of 10 loads), measured in Chromium on the
// production build.
//   pnpm run build && node scripts/measure-math-render.ts [--runs 10] [--check] [--no-math]
// The built app is served by `vite preview`; the API answers come from this script (a signed-in
// teacher and one page of generated problems), so only the browser's work is measured. The
// answer to the search is held back until the math renderer has loaded (as on every visit after
// the first, when the chunk is cached); "arrived" is when the app's fetch has the whole body,
// "ready" the first frame after all formulas are typeset.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { USERS } from '../test/fake-api.ts';
import { reportMedian, startPreviewBrowser, timedLoads } from './preview-browser.ts';
import { problem } from '../test/problem-fixtures.ts';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 10;
const enforce = args.includes('--check');
// --no-math: the same page with the formulas' dollar signs removed, for comparison.
const noMath = args.includes('--no-math');
const BUDGET_MS = 100;
const FORMULAS = [
  '\\frac{3}{4} + \\frac{1}{6}',
  'x^2 - 5x + 6 = 0',
  '\\sqrt{a^2 + b^2}',
  'A = \\pi r^2',
  '\\int_0^1 x^2\\,dx',
  'v = \\frac{180\\,\\text{km}}{2.5\\,\\text{h}}',
  '\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}',
];
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** 20 problems, 50 formulas: ten with three, ten with two (one of them a display formula). */
function page20() {
  let f = 0;
  const next = () => FORMULAS[f++ % FORMULAS.length]!;
  return Array.from({ length: 20 }, (_, i) =>
    problem(1000 - i, {
      text:
        i < 10
          ? `Berechne $${next()}$ und vergleiche mit $${next()}$.\n\n| a | b |\n|---|---|\n| $${next()}$ | 2 |`
          : `Gegeben ist\n\n$$\n${next()}\n$$\n\nBestimme $${next()}$.`,
      solution: 'Lösung',
    }),
  );
}

const { base, context, close } = await startPreviewBrowser(webDir);
const items = noMath ? page20().map((p) => ({ ...p, text: p.text.replace(/\$/g, '') })) : page20();
await context.addInitScript(() => {
  localStorage.setItem('admin_session_token', 'measure');
  const original = window.fetch.bind(window);
  // The moment the problem page's data is in the app's hands.
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/admin/problems/search') || url.includes('per_page=1&') || url.endsWith('per_page=1')) return response;
    const body = await response.text();
    (window as unknown as { __arrived: number }).__arrived = performance.now();
    return new Response(body, { status: response.status, headers: response.headers });
  };
});
await context.route('**/api/**', async (route) => {
  const url = new URL(route.request().url());
  if (url.pathname.endsWith('/admin/auth/me')) return route.fulfill({ json: { ...USERS.teacher, language: 'de' } });
  if (url.pathname.endsWith('/admin/collections')) return route.fulfill({ json: [] });
  if (url.pathname.endsWith('/admin/problems/search')) {
    if (url.searchParams.get('per_page') === '1') return route.fulfill({ json: { items: items.slice(0, 1), total: 500 } });
    // Held back until the page has the renderer, so that only the rendering is measured.
    await new Promise((r) => setTimeout(r, 700));
    return route.fulfill({ json: { items, total: 400 } });
  }
  return route.fulfill({ status: 404, json: { detail: 'not in this measurement' } });
});

const page = await context.newPage();
const times = await timedLoads(page, `${base}/problems`, runs, () =>
  page.evaluate(
    (noMath) =>
      new Promise<number>((resolve) => {
        const check = () => {
          const arrived = (window as unknown as { __arrived?: number }).__arrived;
          const formulas = document.querySelectorAll('article .katex').length;
          const cards = document.querySelectorAll('article').length;
          if (arrived !== undefined && (noMath ? cards >= 20 : formulas >= 50)) resolve(performance.now() - arrived);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    noMath,
  ),
);
const formulas = await page.locator('article .katex').count();
await close();

console.log(`20 cards, ${formulas} formulas: ready ${times.map((t) => t.toFixed(0)).join(', ')} ms after the data arrived`);
reportMedian(times, BUDGET_MS, enforce);

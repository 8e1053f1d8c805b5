// How long the class progress matrix of 40 students × 300 problems (three topics of 100, 12,000
// cells) takes to be on screen after its data arrives (docs/product/screens.md#class-progress:
// within 1 s; median of the loads), measured in Chromium on the production build.
//   pnpm run build && node scripts/measure-progress.ts [--runs 5] [--check]
// The built app is served by `vite preview`; the API answers come from this script (a signed-in
// teacher and a generated matrix), so only the browser's work is measured. "Arrived" is when the
// app's fetch has the whole body, "ready" the first frame after every cell is in the page.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClassProgress } from '@backoffice/api-client';
import { USERS } from '../test/fake-api.ts';
import { reportMedian, startPreviewBrowser, timedLoads } from './preview-browser.ts';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const enforce = args.includes('--check');
const BUDGET_MS = 1000;
const STUDENTS = 40;
const TOPICS = 3;
const PER_TOPIC = 100;
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A class of 40 students and three topics of 100 problems; about two thirds of the cells assigned, of those a third solved. */
function matrix(): ClassProgress {
  const problems = Array.from({ length: TOPICS * PER_TOPIC }, (_, i) => ({
    problem_id: 5000 + i,
    problemset_id: 900 + Math.floor(i / PER_TOPIC),
    problemset_name: `Thema ${Math.floor(i / PER_TOPIC) + 1}`,
    ordering: (i % PER_TOPIC) + 1,
    label: `Aufgabe ${i + 1}: Berechne den Bruch und kürze das Ergebnis`,
  }));
  const students = Array.from({ length: STUDENTS }, (_, s) => ({
    student_id: `s${String(s).padStart(11, '0')}`,
    firstname: `Vorname${s}`,
    lastname: `Nachname${String(s).padStart(2, '0')}`,
    lastlogin: '2026-11-20T08:00:00Z',
    conversation_count: s % 4,
    solved_count: 0,
    assigned_count: 0,
    last_activity: s % 5 === 0 ? null : `2026-11-${String(10 + (s % 15)).padStart(2, '0')}T10:00:00Z`,
  }));
  const cells: ClassProgress['cells'] = [];
  for (const [s, student] of students.entries()) {
    for (const [p, problem] of problems.entries()) {
      if ((s * 7 + p * 3) % 3 === 0) continue;
      const solved = (s + p) % 3 === 0;
      cells.push({ student_id: student.student_id, problem_id: problem.problem_id, solved, quiz: p % 10 === 9, last_changed: '2026-11-21T09:30:00Z' });
      student.assigned_count += 1;
      if (solved) student.solved_count += 1;
    }
  }
  return { class_id: 11, name: '5a', problems, students, cells };
}

const { base, context, close } = await startPreviewBrowser(webDir);
const data = matrix();
const expectedCells = STUDENTS * TOPICS * PER_TOPIC;
await context.addInitScript(() => {
  localStorage.setItem('admin_session_token', 'measure');
  const original = window.fetch.bind(window);
  // The moment the matrix is in the app's hands.
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/progress')) return response;
    const body = await response.text();
    (window as unknown as { __arrived: number }).__arrived = performance.now();
    return new Response(body, { status: response.status, headers: response.headers });
  };
});
await context.route('**/api/**', async (route) => {
  const url = new URL(route.request().url());
  if (url.pathname.endsWith('/admin/auth/me')) return route.fulfill({ json: { ...USERS.teacher, language: 'de' } });
  if (url.pathname.endsWith('/admin/classes/11/progress')) {
    // Held back a little, so that the page's chunk is there and only the rendering is measured.
    await new Promise((r) => setTimeout(r, 500));
    return route.fulfill({ json: data });
  }
  return route.fulfill({ status: 404, json: { detail: 'not in this measurement' } });
});

const page = await context.newPage();
const times = await timedLoads(page, `${base}/classes/11/progress`, runs, () =>
  page.evaluate(
    (expected) =>
      new Promise<number>((resolve) => {
        const check = () => {
          const arrived = (window as unknown as { __arrived?: number }).__arrived;
          if (arrived !== undefined && document.querySelectorAll('td[data-s]').length >= expected) {
            requestAnimationFrame(() => resolve(performance.now() - arrived));
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    expectedCells,
  ),
);
const cells = await page.locator('td[data-s]').count();
await close();

console.log(`${STUDENTS} students × ${TOPICS * PER_TOPIC} problems (${cells} cells): on screen ${times.map((t) => t.toFixed(0)).join(', ')} ms after the data arrived`);
reportMedian(times, BUDGET_MS, enforce);

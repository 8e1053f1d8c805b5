// Where a route's cold load spends the main thread: a CPU profile of one signed-in cold load in
// Debian's Chromium, with the CPU slowed down as Lighthouse's mobile preset does (4×), summed by
// self time per script file and per function. Use it to find the cause of a measure-routes
// figure before changing things (docs/architecture.md, "Tests and budgets").
//
// Usage (from apps/web, after `pnpm run build`):
//   node scripts/profile-route.ts --path /problems [--role teacher] [--slowdown 4] [--top 30]
//                                 [--base http://127.0.0.1:4901]   (a running server; else one is started)
//                                 [--task-ms 50] [--task-parts 6]   (tasks listed from this length, with this many modules each)
// On a build made with `vite build --minify false` the self time is also summed per source
// module (the build marks each module's start with a `// path` comment).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startDemoServer } from './preview-browser.ts';
import { DEMO, type Role } from '../e2e-server/support.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const route = arg('path', '/problems');
const role = arg('role', 'teacher') as Role | 'none';
const slowdown = Number(arg('slowdown', '4'));
const top = Number(arg('top', '30'));
/** Tasks from this length are listed (50 ms: the ones total blocking time counts). */
const taskMs = Number(arg('task-ms', '50'));
/** How many of a task's modules are listed. */
const taskParts = Number(arg('task-parts', '6'));

const started = arg('base', '') ? null : await startDemoServer(webDir, path.join(webDir, 'dist'));
const base = arg('base', '') || started!.base;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  /** Samples per source line (1-based) inside the function. */
  positionTicks?: { line: number; ticks: number }[];
}
const BROWSER_WORK = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseAuthorStyleSheet', 'ParseHTML', 'Decode Image', 'HitTest', 'v8.compile', 'v8.compileModule', 'CommitLoad', 'FireAnimationFrame']);
interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; beginData?: { url?: string }; data?: { url?: string; requestId?: string } };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  if (role !== 'none') {
    const res = await fetch(`${base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO[role].email, password: DEMO[role].password }),
    });
    const token = ((await res.json()) as { session: { session_id: string } }).session.session_id;
    await page.evaluate((t) => localStorage.setItem('admin_session_token', t), token);
  }
  await page.evaluate(() => localStorage.setItem('lang', 'de'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'loading'] });
  const t0 = Date.now();
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile & { startTime: number } };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  console.log(`${route} as ${role}, CPU ${slowdown}× slower: network idle + 1.5 s after ${Date.now() - t0} ms`);

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  // Each script's module starts (line numbers of `// path/to/module` comments in an unminified build).
  const moduleStarts = new Map<string, { line: number; name: string }[]>();
  for (const url of new Set(profile.nodes.map((n) => n.callFrame.url).filter((u) => u.startsWith(base)))) {
    const lines = (await (await fetch(url)).text()).split('\n');
    const starts: { line: number; name: string }[] = [];
    lines.forEach((text, line) => {
      const match = /^\/\/ (\S*(?:node_modules|src|vite)\/\S+)$/.exec(text);
      if (match) starts.push({ line, name: match[1]!.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '') });
    });
    moduleStarts.set(url, starts);
  }
  const moduleOf = (url: string, line: number) => {
    const starts = moduleStarts.get(url) ?? [];
    let found = '';
    for (const start of starts) if (start.line <= line) found = start.name;
    return found;
  };
  // The line a sample of a chunk's top level fell on. The profile keeps only a count of samples
  // per line, so the function's samples are handed out over its lines in proportion.
  const topLevelLine = (node: ProfileNode) => {
    if (node.callFrame.functionName || node.callFrame.lineNumber !== 0 || !node.positionTicks?.length) return undefined;
    const total = node.positionTicks.reduce((sum, p) => sum + p.ticks, 0);
    const turn = (tickCounter.get(node.id) ?? 0) % total;
    tickCounter.set(node.id, turn + 1);
    let seen = 0;
    for (const p of node.positionTicks) {
      seen += p.ticks;
      if (turn < seen) return p.line - 1;
    }
    return undefined;
  };
  const tickCounter = new Map<number, number>();
  const selfByModule = new Map<string, number>();
  const selfByFile = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  // The renderer's main-thread tasks over 50 ms (the ones total blocking time counts), each with
  // where its time went, from the profile's samples inside it.
  // The page's renderer: the one that parsed its HTML.
  const mainThread = trace.traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.includes(route));
  const longTasks = trace.traceEvents
    .filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.pid === mainThread?.pid && e.tid === mainThread?.tid && (e.dur ?? 0) > taskMs * 1000)
    .map((e) => ({ start: e.ts, end: e.ts + e.dur!, parts: new Map<string, number>() }));
  let clock = profile.startTime;
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    clock += profile.timeDeltas[i] ?? 0;
    if (frame.functionName === '(idle)') return;
    const file = frame.url ? frame.url.split('/').pop()! : `(${frame.functionName || 'anonymous'})`;
    // A chunk's top level (one function for all of its modules' top-level code) is told apart by
    // the lines its samples fell on.
    const node = byId.get(id)!;
    const module = moduleOf(frame.url, topLevelLine(node) ?? frame.lineNumber);
    add(selfByFile, file, ms);
    add(selfByFunction, `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`, ms);
    if (module) add(selfByModule, module, ms);
    const task = longTasks.find((t) => t.start <= clock && clock < t.end);
    if (task) add(task.parts, module || file, ms);
  });
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
  };
  const busy = [...selfByFile.values()].reduce((a, b) => a + b, 0);
  console.log(`main thread busy (profiled, excluding idle): ${busy.toFixed(0)} ms`);
  print('self time by file', selfByFile);
  const navigationStart = trace.traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? longTasks[0]?.start ?? 0;
  console.log(`\ntasks over ${taskMs} ms (start after navigation, length: where the time went, self time in ms)`);
  for (const task of longTasks) {
    const parts = [...task.parts].sort((a, b) => b[1] - a[1]).slice(0, taskParts).map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
    // What the browser itself did in the task (style, layout, paint, parsing), from the trace.
    const own = new Map<string, number>();
    for (const e of trace.traceEvents)
      if (e.pid === mainThread?.pid && e.tid === mainThread?.tid && e.dur && e.ts >= task.start && e.ts < task.end && BROWSER_WORK.has(e.name)) add(own, e.name, e.dur / 1000);
    for (const [name, ms] of own) if (ms >= 5) parts.push(`[${name}] ${ms.toFixed(0)}`);
    console.log(`${((task.start - navigationStart) / 1000).toFixed(0).padStart(6)} ms ${((task.end - task.start) / 1000).toFixed(0).padStart(5)} ms: ${parts.join(', ')}`);
  }
  // Requests beside the tasks: when each was sent and when its answer was complete.
  const sent = new Map<string, { url: string; ts: number }>();
  for (const e of trace.traceEvents) {
    if (e.name === 'ResourceSendRequest' && e.args?.data?.requestId && e.args.data.url) sent.set(e.args.data.requestId, { url: e.args.data.url, ts: e.ts });
  }
  console.log('\nrequests (sent → complete after navigation)');
  for (const e of trace.traceEvents) {
    const request = e.name === 'ResourceFinish' && e.args?.data?.requestId ? sent.get(e.args.data.requestId) : undefined;
    if (!request) continue;
    console.log(`${((request.ts - navigationStart) / 1000).toFixed(0).padStart(6)} → ${((e.ts - navigationStart) / 1000).toFixed(0).padStart(6)} ms  ${request.url.replace(base, '').slice(0, 110)}`);
  }
  const paints = trace.traceEvents.filter((e) => e.pid === mainThread?.pid && (e.name === 'firstContentfulPaint' || e.name === 'largestContentfulPaint::Candidate'));
  const fcp = paints.find((e) => e.name === 'firstContentfulPaint');
  const lcp = paints.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  const busyBefore = (ts: number | undefined) =>
    ts === undefined
      ? NaN
      : trace.traceEvents
          .filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.pid === mainThread?.pid && e.tid === mainThread?.tid && e.ts < ts)
          .reduce((sum, e) => sum + Math.min(e.dur ?? 0, ts - e.ts) / 1000, 0);
  const at = (e: TraceEvent | undefined) => (e ? ((e.ts - navigationStart) / 1000).toFixed(0) : '?');
  console.log(`\nfirst contentful paint ${at(fcp)} ms (main thread busy before it ${busyBefore(fcp?.ts).toFixed(0)} ms)`);
  console.log(`largest contentful paint ${at(lcp)} ms (main thread busy before it ${busyBefore(lcp?.ts).toFixed(0)} ms)`);
  console.log(`total blocking time (tasks' time over 50 ms): ${longTasks.reduce((sum, t) => sum + Math.max(0, (t.end - t.start) / 1000 - 50), 0).toFixed(0)} ms`);
  print('self time by function', selfByFunction);
  if (selfByModule.size) print('self time by source module', selfByModule);
} finally {
  await browser.close();
  started?.stop();
}

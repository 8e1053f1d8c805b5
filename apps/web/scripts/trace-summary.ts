// Reads a Chromium trace (as written by Playwright's browser.startTracing with the categories
// below) and says what the renderer's main thread did in its long tasks: how much was script,
// style, layout and paint, and which functions took the time. The trace file itself opens in
// the Performance panel of Chromium's DevTools for a closer look.
import { readFileSync } from 'node:fs';

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  ...(process.env.TRACE_NO_SAMPLES ? [] : ['disabled-by-default-v8.cpu_profiler']),
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number; codeType?: string };
  parent?: number;
}

/** The kinds of main-thread work the Performance panel shows, by trace event name. */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.callFunction': 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  'V8.GC_SCAVENGER': 'gc',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
};

export interface LongTask {
  start: number;
  duration: number;
  kinds: Record<string, number>;
  functions: [string, number][];
}

/** The main thread's tasks over `minMs`, in order, with what they consisted of (times in ms). */
export function longTasks(file: string, minMs: number): { tasks: LongTask[]; origin: number } {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' &&
    traceEvents.some((t) => t.pid === e.pid && t.name === 'RunTask' && (t.dur ?? 0) > 1000));
  if (!main) return { tasks: [], origin: 0 };
  const onMain = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const origin = Math.min(...onMain.filter((e) => e.ph === 'X').map((e) => e.ts));

  // The sampling profile: which function was on top of the stack at each sample.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  for (const event of traceEvents.filter((e) => e.pid === main.pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
    const data = event.args?.data as
      | { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    if (data?.startTime !== undefined) clock = data.startTime;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((node, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  const label = (id: number) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return '?';
    const file = frame.url?.split('/').pop() ?? '';
    return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${(frame.lineNumber ?? 0) + 1}` : ''}`;
  };

  const tasks: LongTask[] = [];
  for (const task of onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= minMs * 1000)) {
    const end = task.ts + (task.dur ?? 0);
    const kinds: Record<string, number> = {};
    // Only the outermost event of each kind counts, so that nested calls are not added twice.
    const inside = onMain
      .filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && KINDS[e.name])
      .sort((a, b) => a.ts - b.ts);
    const covered: Record<string, number> = {};
    for (const event of inside) {
      const kind = KINDS[event.name]!;
      if ((covered[kind] ?? 0) > event.ts) continue;
      covered[kind] = event.ts + (event.dur ?? 0);
      kinds[kind] = (kinds[kind] ?? 0) + (event.dur ?? 0) / 1000;
    }
    const self = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    inTask.forEach((sample, i) => {
      const next = inTask[i + 1]?.ts ?? end;
      const name = label(sample.node);
      self.set(name, (self.get(name) ?? 0) + (next - sample.ts) / 1000);
    });
    const functions = [...self].sort((a, b) => b[1] - a[1]).slice(0, 12);
    tasks.push({ start: (task.ts - origin) / 1000, duration: (task.dur ?? 0) / 1000, kinds, functions });
  }
  return { tasks, origin };
}

/** A few lines per long task, for the console. */
export function describeLongTasks(file: string, minMs: number): string {
  const { tasks } = longTasks(file, minMs);
  if (tasks.length === 0) return `    no main-thread task over ${minMs} ms`;
  return tasks
    .map((task) => {
      const kinds = Object.entries(task.kinds)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
        .join(', ');
      const functions = task.functions.map(([name, ms]) => `      ${ms.toFixed(1).padStart(6)} ms  ${name}`).join('\n');
      return `    task at ${task.start.toFixed(0)} ms: ${task.duration.toFixed(0)} ms (${kinds})\n${functions}`;
    })
    .join('\n');
}

// Run directly: node scripts/trace-summary.ts trace.json [minMs]
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeLongTasks(process.argv[2]!, Number(process.argv[3] ?? 50)));
}

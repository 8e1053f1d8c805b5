// Where a server's time went: reads a V8 CPU profile (node --cpu-prof, see scripts/load.ts
// --cpu-prof) and prints the functions with the most time of their own, and the time by package
// or source folder (self time), so that a request's cost splits into session lookup, the
// contract's validation, logging, the database, serialisation.
//   node scripts/profile-summary.ts path/to/file.cpuprofile [rows=25]
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const profile = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const rowsWanted = Number(process.argv[3] ?? 25);
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** A package name, or the server's source folder, or V8's own entries ((garbage collector), …). */
function area(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const src = /apps\/server\/(src\/[^/]+(?:\/[^/]+)?)/.exec(url);
  if (src) return src[1]!.replace(/\.ts$/, '');
  return url.startsWith('node:') ? url : url.replace(/^.*\//, '');
}

const byFunction = new Map<string, number>();
const byArea = new Map<string, number>();
for (const node of profile.nodes) {
  const ms = self.get(node.id) ?? 0;
  if (!ms) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'}  ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*apps\/server\//, '')}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  const a = area(url, functionName);
  byArea.set(a, (byArea.get(a) ?? 0) + ms);
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rowsWanted)) {
    console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${key}`);
  }
};
console.log(`${total.toFixed(0)} ms sampled`);
print('self time by package or source folder', byArea);
print('self time by function', byFunction);

// Speed of the roster import (docs/product/limits.md#student-import): a server of its own
// (PGlite in a temporary folder, demo data), a schooladmin, a 1,500-row Windows-1252 semicolon
// CSV in 50 new classes. The preview (dry run) must answer within 2 s, the import within 5 s;
// each is the median of three files (each import a file of new names, so that it writes).
//   node scripts/measure-import.ts [--check]
import iconv from 'iconv-lite';
import { startOwnServer } from './own-server.ts';

const ROWS = 1500;
const PREVIEW_BUDGET_MS = 2000;
const IMPORT_BUDGET_MS = 5000;
const RUNS = 3;

const FIRST = ['Jürgen', 'Zoë', 'Lena', 'Mia', 'Jonas', 'Paul', 'Anna', 'Ben', 'Clara', 'Emil'];
const GENDER = ['männlich', 'weiblich'];

/** A roster as Excel writes it in Germany: Windows-1252, semicolons, CRLF. */
function roster(run: number): Buffer {
  const lines = ['Vorname;Nachname;Klasse;Geschlecht;Sprache'];
  for (let i = 0; i < ROWS; i++) {
    lines.push(`${FIRST[i % FIRST.length]};Müller-${run}-${i};Tempo ${run}-${Math.floor(i / 30)};${GENDER[i % 2]};Deutsch`);
  }
  return iconv.encode(lines.join('\r\n') + '\r\n', 'windows-1252');
}

async function send(port: number, session: string, data: Buffer, dryRun: boolean): Promise<{ ms: number; status: number; created: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'text/csv' }), 'schueler.csv');
  form.append('dry_run', String(dryRun));
  form.append('create_classes', 'true');
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/students/import`, { method: 'POST', headers: { authorization: `Bearer ${session}` }, body: form });
  const body = (await res.json()) as { created?: number };
  return { ms: performance.now() - started, status: res.status, created: body.created ?? -1 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const check = process.argv.includes('--check');
  const server = await startOwnServer('backoffice-import-');
  const { port } = server;
  try {
    const session = await server.signIn('schooladmin');
    // Warm up: the code paths load before anything is timed.
    await send(port, session, roster(0), true);

    const previews: number[] = [];
    const imports: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const data = roster(run);
      const preview = await send(port, session, data, true);
      const written = await send(port, session, data, false);
      if (preview.status !== 200 || written.status !== 200 || written.created !== ROWS) {
        throw new Error(`run ${run}: preview ${preview.status}, import ${written.status} with ${written.created} created`);
      }
      previews.push(preview.ms);
      imports.push(written.ms);
    }
    const previewMs = median(previews);
    const importMs = median(imports);
    console.log(`${ROWS} rows, Windows-1252 CSV, 50 new classes, PGlite (median of ${RUNS}):`);
    console.log(`  preview ${previewMs.toFixed(0)} ms (budget ${PREVIEW_BUDGET_MS}); runs ${previews.map((v) => v.toFixed(0)).join(', ')}`);
    console.log(`  import  ${importMs.toFixed(0)} ms (budget ${IMPORT_BUDGET_MS}); runs ${imports.map((v) => v.toFixed(0)).join(', ')}`);
    if (check && (previewMs > PREVIEW_BUDGET_MS || importMs > IMPORT_BUDGET_MS)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();

// The kill -9 job handover of the two-process run (scripts/cluster/run.sh): an extraction job
// that one process is running must be finished by the other after the first is killed with
// SIGKILL, the way a crashed or OOM-killed container ends.
//   node apps/server/scripts/cluster-job-handover.ts   (the environment comes from run.sh)
// The job is started through the balancer. Each process has its own loopback AI, answering in
// 300 ms per page, so the one whose AI is answering is the one running the job: it is killed
// once the job has pages done and pages left. The other's queue sees the job's heartbeat stop
// (JOB_HEARTBEAT_SECONDS) and runs it again, as a new attempt. Prints the time from the kill to
// the finished job; exits 1 if the job is not finished within two minutes, was finished before
// the kill, or by the killed process's own attempt.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import pg from 'pg';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (this script is run by scripts/cluster/run.sh)`);
  return value;
};
const database = env('CLUSTER_DATABASE_URL');
const processes = [
  { name: 'process 1', pid: Number(env('CLUSTER_APP1_PID')), ai: env('CLUSTER_AI1_URL') },
  { name: 'process 2', pid: Number(env('CLUSTER_APP2_PID')), ai: env('CLUSTER_AI2_URL') },
];
const balancer = env('CLUSTER_LB_URL');
// The ids must be the server processes' own, not their shells' or their AIs'.
for (const candidate of processes) {
  const command = readFileSync(`/proc/${candidate.pid}/cmdline`, 'utf8');
  if (!command.includes('src/server.ts')) throw new Error(`${candidate.name} (pid ${candidate.pid}) is not a server process: ${command.replaceAll('\0', ' ')}`);
}
const PAGES = 20;
const TEACHER = { email: 'julia.hoffmann@stadtpark-gymnasium.example.org', password: 'Demo-Lehrer-2026' };

/** A worksheet of 20 pages with a text layer, three fraction problems on each. */
function worksheet(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 60, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont('text', FONT);
  for (let page = 0; page < PAGES; page++) {
    doc.addPage().font('text').fontSize(12);
    for (let item = 1; item <= 3; item++) {
      const n = page * 3 + item;
      doc.text(`Aufgabe ${n}: Berechne ${n}/4 + 1/8 und kürze das Ergebnis so weit wie möglich.`, 60, 80 + item * 200, { lineBreak: false });
    }
  }
  doc.end();
  return done;
}

const client = new pg.Client({ connectionString: database });
await client.connect();
const jobState = async (jobId: string) =>
  (await client.query<{ state: string; progress_done: number; progress_total: number; attempt: number; problems: number | null }>(
    `select state, progress_done, progress_total, attempt, jsonb_array_length(result -> 'problems') as problems from jobs where job_id = $1`,
    [jobId],
  )).rows[0]!;

/** The process whose AI is answering a request now, if one is. */
async function working() {
  for (const candidate of processes) {
    const status = (await (await fetch(`${candidate.ai}/_status`)).json()) as { in_flight: number };
    if (status.in_flight > 0) return candidate;
  }
  return undefined;
}

try {
  const login = await fetch(`${balancer}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEACHER) });
  if (!login.ok) throw new Error(`sign-in: ${login.status}`);
  const { session } = (await login.json()) as { session: { session_id: string } };
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await worksheet())], { type: 'application/pdf' }), 'zwanzig-seiten.pdf');
  form.append('language', 'de');
  const started = await fetch(`${balancer}/api/admin/problems/upload-file/jobs`, { method: 'POST', headers: { authorization: `Bearer ${session.session_id}` }, body: form });
  if (started.status !== 202) throw new Error(`starting the job: ${started.status} ${await started.text()}`);
  const { job_id: jobId } = (await started.json()) as { job_id: string };

  // The process running it is killed once some pages are done.
  let row = await jobState(jobId);
  let runner = await working();
  const deadline = Date.now() + 60_000;
  while (!(row.state === 'running' && row.progress_done >= 1 && runner) && row.state !== 'done' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    row = await jobState(jobId);
    runner = await working();
  }
  if (row.state !== 'running' || row.progress_done >= row.progress_total) {
    throw new Error(`the job was ${row.state} at page ${row.progress_done} of ${row.progress_total} before its process could be killed mid-way`);
  }
  if (!runner) throw new Error('no process is asking its AI while the job runs');
  const killedAttempt = row.attempt;
  process.kill(runner.pid, 'SIGKILL');
  const killedAt = Date.now();
  console.log(`   ${runner.name} (running the job) killed at page ${row.progress_done} of ${row.progress_total}`);
  const other = processes.find((candidate) => candidate !== runner)!;

  const finishBy = Date.now() + 120_000;
  while (row.state !== 'done' && row.state !== 'failed' && Date.now() < finishBy) {
    await new Promise((r) => setTimeout(r, 250));
    row = await jobState(jobId);
  }
  if (row.state !== 'done') throw new Error(`the job is ${row.state} ${((Date.now() - killedAt) / 1000).toFixed(0)} s after the kill`);
  if (!row.problems) throw new Error('the finished job has no drafts');
  if (row.attempt <= killedAttempt) throw new Error(`the job was finished by attempt ${row.attempt}, the killed process's own`);
  console.log(
    `   ${other.name} finished it ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill (attempt ${row.attempt}, ${row.problems} drafts from ${row.progress_total} pages; JOB_HEARTBEAT_SECONDS=10)`,
  );
} finally {
  await client.end();
}

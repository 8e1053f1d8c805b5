// A worker thread that renders access sheets, one print at a time: for each job (a SheetJob
// and its number) it sends the PDF back in pieces of about 64 kB as pages are finished, then
// 'end'. It stops drawing while the server says the job's reader is behind ('pause' …
// 'resume', with the job's number: a late word about an earlier job changes nothing).
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type SheetJob, writeAccessSheets } from './access-sheets.ts';

export type ToWorker = { type: 'job'; id: number; job: SheetJob } | { type: 'pause' | 'resume'; id: number };
export type FromWorker = { type: 'data'; id: number; piece: Uint8Array } | { type: 'end'; id: number };

if (!parentPort) throw new Error('print-worker.ts runs as a worker thread');
const port = parentPort;
const PIECE_BYTES = 64 * 1024;

// This thread gives way to the server's own (on Linux a thread has its own priority): when
// the cores are busy, answering requests comes before drawing sheets.
try {
  setPriority(10);
} catch {
  // Not allowed here (some containers): the print then runs at the server's priority.
}

let current = 0;
let paused = false;
let resume: (() => void) | undefined;

port.on('message', (message: ToWorker) => {
  if (message.type === 'job') {
    void render(message.id, message.job);
    return;
  }
  if (message.id !== current) return;
  paused = message.type === 'pause';
  if (!paused) {
    resume?.();
    resume = undefined;
  }
});

async function render(id: number, job: SheetJob) {
  current = id;
  paused = false;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let sent = false;
  /** Sends what is pending as one piece, in memory of its own that moves to the server's thread. */
  const flush = () => {
    if (pendingBytes === 0) return;
    const piece = new Uint8Array(pendingBytes);
    let offset = 0;
    for (const chunk of pending) {
      piece.set(chunk, offset);
      offset += chunk.length;
    }
    pending = [];
    pendingBytes = 0;
    sent = true;
    port.postMessage({ type: 'data', id, piece } satisfies FromWorker, [piece.buffer]);
  };
  await writeAccessSheets(
    job,
    (chunk) => {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= PIECE_BYTES) flush();
    },
    async () => {
      // The first page goes out at once: the answer starts while the rest is drawn.
      if (!sent) flush();
      // Let the server's messages in (a pause), and wait while paused.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (paused) await new Promise<void>((resolve) => (resume = resolve));
    },
  );
  flush();
  port.postMessage({ type: 'end', id } satisfies FromWorker);
}

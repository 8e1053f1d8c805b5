// A worker thread that renders one print of access sheets (workerData: a SheetJob) and sends
// the PDF back in pieces of about 64 kB as pages are finished. It stops drawing while the
// server says its reader is behind ('pause' … 'resume'), and ends when the PDF is complete.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { type SheetJob, writeAccessSheets } from './access-sheets.ts';

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

let pending: Buffer[] = [];
let pendingBytes = 0;
let paused = false;
let resume: (() => void) | undefined;

port.on('message', (message: 'pause' | 'resume') => {
  paused = message === 'pause';
  if (!paused) {
    resume?.();
    resume = undefined;
  }
});

/** Sends what is pending as one piece, in memory of its own that moves to the server's thread. */
function flush() {
  if (pendingBytes === 0) return;
  const piece = new Uint8Array(pendingBytes);
  let offset = 0;
  for (const chunk of pending) {
    piece.set(chunk, offset);
    offset += chunk.length;
  }
  pending = [];
  pendingBytes = 0;
  port.postMessage({ type: 'data', piece }, [piece.buffer]);
}

await writeAccessSheets(
  workerData as SheetJob,
  (chunk) => {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= PIECE_BYTES) flush();
  },
  async () => {
    // Let the messages from the server in (a pause), and wait while paused.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (paused) await new Promise<void>((resolve) => (resume = resolve));
  },
);
flush();
port.postMessage({ type: 'end' });
port.close();

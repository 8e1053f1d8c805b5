// Printing access sheets away from the server's own thread: each print is rendered by a worker
// thread of its own (print-worker.ts) and streamed to the client as pages are finished, so
// the server keeps answering everyone else while a large class prints. At most
// PRINT_MAX_CONCURRENCY prints run at once in this process and as many wait; more answer 503
// server.busy with Retry-After. A client that goes away ends its print's worker at once.
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { RetryLaterError } from '../../ai/errors.ts';
import { BoundedQueue, QueueFullError } from '../../lib/bounded-queue.ts';
import type { SheetJob } from './access-sheets.ts';

const WORKER = new URL('./print-worker.ts', import.meta.url);

/** The worker's heap: the PDF leaves it page by page, so a class of any size fits. */
const WORKER_HEAP_MB = 128;

export const serverBusy = (retryAfterSeconds: number) =>
  new RetryLaterError(503, 'server.busy', 'The server is busy. Please try again in a moment.', retryAfterSeconds);

type WorkerMessage = { type: 'data'; piece: Uint8Array } | { type: 'end' };

export interface Printing {
  /**
   * The PDF as a stream, once its worker has started writing it; a print past the limit
   * throws 503 server.busy at once.
   */
  print(job: SheetJob): Promise<Readable>;
  /** Ends every running print (when the server closes). */
  close(): Promise<void>;
}

export function createPrinting(concurrency: number): Printing {
  // About 20 ms per sheet: the first guess of how long a print takes, for Retry-After.
  const queue = new BoundedQueue(concurrency, concurrency, 2_000);
  const workers = new Set<Worker>();

  /** Runs one print; `started` gets the stream at its first piece; the promise ends with the PDF or the worker. */
  function run(job: SheetJob, started: (stream: Readable) => void, failed: (error: Error) => void) {
    return new Promise<void>((finished) => {
      const worker = new Worker(WORKER, { workerData: job, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      workers.add(worker);
      let stream: Readable | undefined;
      let ended = false;
      const end = (error: Error) => {
        if (stream) stream.destroy(error);
        else failed(error);
      };
      const output = new Readable({
        // The reader wants more: let the worker go on if it waited.
        read: () => void worker.postMessage('resume'),
        // The client went away (or the answer failed): no more pages for nobody.
        destroy: (error, callback) => {
          if (!ended) void worker.terminate();
          callback(error);
        },
      });
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'end') {
          ended = true;
          output.push(null);
          // Done: its place goes to the next print now, not when the thread has wound down.
          void worker.terminate();
          finished();
          return;
        }
        if (!stream) {
          stream = output;
          started(stream);
        }
        const piece = Buffer.from(message.piece.buffer, message.piece.byteOffset, message.piece.byteLength);
        if (!output.push(piece)) worker.postMessage('pause');
      });
      worker.on('error', end);
      worker.on('exit', (code) => {
        workers.delete(worker);
        if (!ended) end(new Error(`The print worker ended early (exit code ${code}).`));
        finished();
      });
    });
  }

  return {
    print(job) {
      return new Promise<Readable>((resolve, reject) => {
        queue.run(() => run(job, resolve, reject)).catch((error: unknown) => {
          reject(error instanceof QueueFullError ? serverBusy(error.retryAfterSeconds) : error);
        });
      });
    },
    async close() {
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}

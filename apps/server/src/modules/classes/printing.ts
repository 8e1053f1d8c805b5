// Printing access sheets away from the server's own thread: prints are rendered by worker
// threads (print-worker.ts), one print per thread at a time, and streamed to the client as
// pages are finished, so the server keeps answering everyone else while a large class prints.
// At most PRINT_MAX_CONCURRENCY prints run at once in this process and as many wait; more
// answer 503 server.busy with Retry-After. A thread stays for the next print for a quiet
// minute; a client that goes away, or stops reading for half a minute, ends its print.
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { RetryLaterError } from '../../ai/errors.ts';
import { BoundedQueue, QueueFullError } from '../../lib/bounded-queue.ts';
import type { SheetJob } from './access-sheets.ts';
import type { FromWorker, ToWorker } from './print-worker.ts';

const WORKER = new URL('./print-worker.ts', import.meta.url);

/**
 * A thread's heap, a bound against a runaway rather than a budget: a print of 500 sheets holds
 * about 25 MB (the PDF leaves piece by piece), but a limit of 128 MB made a thread that had
 * printed before collect garbage so often that its next prints took two to three times as long.
 */
const WORKER_HEAP_MB = 512;

const serverBusy = (retryAfterSeconds: number) =>
  new RetryLaterError(503, 'server.busy', 'The server is busy. Please try again in a moment.', retryAfterSeconds);

export interface Printing {
  /**
   * The PDF as a stream, once its thread has started writing it; a print past the limit
   * throws 503 server.busy at once.
   */
  print(job: SheetJob): Promise<Readable>;
  /** Ends every thread, running prints included (when the server closes). */
  close(): Promise<void>;
}

/**
 * `idleMs`: how long a thread waits for the next print; `stalledMs`: how long a client may
 * leave the PDF unread before its print ends (a client that reads too slowly would otherwise
 * keep a place for ever).
 */
export function createPrinting(concurrency: number, { idleMs = 60_000, stalledMs = 30_000 } = {}): Printing {
  // About 20 ms per sheet: the first guess of how long a print takes, for Retry-After.
  const queue = new BoundedQueue(concurrency, concurrency, 2_000);
  const all = new Set<Worker>();
  const idle = new Map<Worker, NodeJS.Timeout>();
  let jobs = 0;

  function takeWorker(): Worker {
    for (const [worker, timer] of idle) {
      clearTimeout(timer);
      idle.delete(worker);
      worker.ref();
      return worker;
    }
    const worker = new Worker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    all.add(worker);
    worker.on('exit', () => {
      all.delete(worker);
      clearTimeout(idle.get(worker));
      idle.delete(worker);
    });
    // An idle thread's failure is nobody's print: it just ends.
    worker.on('error', () => {});
    return worker;
  }

  function putBack(worker: Worker) {
    worker.unref();
    const timer = setTimeout(() => {
      idle.delete(worker);
      void worker.terminate();
    }, idleMs);
    timer.unref();
    idle.set(worker, timer);
  }

  /** Runs one print; `started` gets the stream at its first piece; the promise ends with the PDF or the thread. */
  function run(job: SheetJob, started: (stream: Readable) => void, failed: (error: Error) => void) {
    return new Promise<void>((finished) => {
      const id = ++jobs;
      const worker = takeWorker();
      const tell = (message: ToWorker) => worker.postMessage(message);
      let stream: Readable | undefined;
      let ended = false;
      let stalled: NodeJS.Timeout | undefined;
      const output = new Readable({
        // The reader wants more: let the thread go on if it waited.
        read: () => {
          clearTimeout(stalled);
          stalled = undefined;
          if (!ended) tell({ type: 'resume', id });
        },
        // The client went away (or the answer failed): no more pages for nobody.
        destroy: (error, callback) => {
          if (!ended) void worker.terminate();
          callback(error);
        },
      });
      const stop = (error?: Error) => {
        clearTimeout(stalled);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (error) {
          if (stream) stream.destroy(error);
          else failed(error);
        }
        finished();
      };
      const onMessage = (message: FromWorker) => {
        if (message.id !== id) return;
        if (message.type === 'end') {
          ended = true;
          output.push(null);
          stop();
          putBack(worker);
          return;
        }
        if (!stream) {
          stream = output;
          started(stream);
        }
        const piece = Buffer.from(message.piece.buffer, message.piece.byteOffset, message.piece.byteLength);
        if (!output.push(piece)) {
          tell({ type: 'pause', id });
          stalled ??= setTimeout(() => output.destroy(new Error('The client stopped reading the access sheets.')), stalledMs).unref();
        }
      };
      const onError = (error: Error) => stop(error);
      const onExit = (code: number) => stop(new Error(`The print thread ended early (exit code ${code}).`));
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      tell({ type: 'job', id, job });
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
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
  };
}

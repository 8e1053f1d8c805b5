// The server's side of the image process. Work on pictures and PDFs (operations.ts) runs in a
// child process of its own, started on the first job and ended after a quiet minute:
//   - memory: pdf.js, the canvas and sharp, and a large upload's pages, take 200 MB and more
//     while they work; in a process of their own the server's memory stays flat, and all of it
//     goes back to the system when the process ends (README "Memory");
//   - safety: an upload is untrusted input to a PDF parser. A file that makes it crash, loop or
//     run out of memory ends that process, with a clear answer, never the server;
//   - one job at a time, so the work's memory is bounded however many uploads arrive at once.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HttpError, unprocessable, type ErrorCode } from '../../../lib/http-error.ts';
import type { ImageOperations } from './operations.ts';

type Operation = keyof ImageOperations;

export interface Job {
  id: number;
  op: Operation;
  args: unknown[];
}

export type JobAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; http: { status: number; code: ErrorCode; detail: string } | undefined; message: string };

export interface ImageWork {
  run<K extends Operation>(op: K, ...args: Parameters<ImageOperations[K]>): Promise<Awaited<ReturnType<ImageOperations[K]>>>;
  /** Ends the process (when the server closes); a later job starts a new one. */
  close(): Promise<void>;
}

export interface ImageWorkOptions {
  /** How long the process waits for another job before it ends. */
  idleMs?: number;
  /** The longest one job may take; after it, the process is ended and the job refused. */
  jobMs?: number;
  /** The process's JavaScript heap limit, in MB. */
  heapMb?: number;
}

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

/** What a job that took the process with it answers. */
const lostFile = (why: string) => unprocessable('upload.invalid_file', `The file could not be read: ${why}.`);

export function createImageWork({ idleMs = 60_000, jobMs = 60_000, heapMb = 384 }: ImageWorkOptions = {}): ImageWork {
  let child: ChildProcess | undefined;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();

  const failAll = (error: () => HttpError) => {
    for (const [id, job] of pending) {
      clearTimeout(job.timer);
      job.reject(error());
      pending.delete(id);
    }
  };

  const stop = (worker: ChildProcess) => {
    if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
  };

  const idle = () => {
    clearTimeout(idleTimer);
    if (!child) return;
    // Nothing to wait for: the process may not keep the server's own process alive, and ends
    // when nothing more comes.
    child.channel?.unref();
    const quiet = child;
    idleTimer = setTimeout(() => {
      if (child === quiet && pending.size === 0) {
        child = undefined;
        quiet.disconnect();
      }
    }, idleMs);
    idleTimer.unref();
  };

  const start = (): ChildProcess => {
    const worker = fork(WORKER, [], {
      serialization: 'advanced',
      // Not the server's own flags (a debugger's port, the database's compiler flag); a small
      // young generation, as the server's (src/server.ts), for the pages' short-lived garbage.
      execArgv: [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=4'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    worker.on('message', (answer: JobAnswer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      clearTimeout(job.timer);
      if (answer.ok) job.resolve(answer.value);
      else job.reject(answer.http ? new HttpError(answer.http.status, answer.http.code, answer.http.detail) : new Error(answer.message));
      if (pending.size === 0) idle();
    });
    worker.on('exit', () => {
      if (child === worker) child = undefined;
      failAll(() => lostFile('reading it stopped unexpectedly'));
    });
    worker.on('error', () => {
      if (child === worker) child = undefined;
      failAll(() => lostFile('it could not be started'));
      stop(worker);
    });
    return worker;
  };

  return {
    run(op, ...args) {
      clearTimeout(idleTimer);
      child ??= start();
      child.channel?.ref();
      const worker = child;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          // A job that runs this long is stuck on its file: end the process, and with it the job.
          if (child === worker) child = undefined;
          failAll(() => lostFile('it takes too long to read'));
          stop(worker);
        }, jobMs);
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
        worker.send({ id, op, args } satisfies Job);
      });
    },
    async close() {
      clearTimeout(idleTimer);
      const worker = child;
      child = undefined;
      if (!worker) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      stop(worker);
      await exited;
    },
  };
}

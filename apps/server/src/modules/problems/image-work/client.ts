// The server's side of the image process. Work on pictures and PDFs (operations.ts) runs in
// child processes of its own, started when jobs come and ended after a quiet minute:
//   - memory: pdf.js, the canvas and sharp, and a large upload's pages, take 200 MB and more
//     while they work; in a process of their own the server's memory stays flat, and all of it
//     goes back to the system when the process ends (README "Memory");
//   - safety: an upload is untrusted input to a PDF parser. A file that makes it crash, loop or
//     run out of memory ends that process, with a clear answer, never the server. Each process
//     runs under an operating-system memory limit (RLIMIT_DATA, set by `ulimit -d`), which also
//     counts what V8's heap limit does not: typed arrays, the canvas's and sharp's pixels;
//   - fairness: each process runs one job at a time, each user (owner) at most one job at a
//     time, and the waiting jobs are taken round robin between owners, so one user's slow
//     file delays nobody else's by more than the job that is running when theirs arrives.
//     A job's clock starts when it starts, not while it waits.
// A kind of job is a function of `imageOperations` (operations.ts): add one there and call it
// with `images.run(op, ...args)`, or `images.for(owner).run(…)` to queue it as that owner's.
import { type ChildProcess, spawn } from 'node:child_process';
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
  /** The process has loaded its code and takes jobs. */
  | { ready: true }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; http: { status: number; code: ErrorCode; detail: string } | undefined; message: string };

/** Jobs queued as one owner's. */
export interface ImageJobs {
  run<K extends Operation>(op: K, ...args: Parameters<ImageOperations[K]>): Promise<Awaited<ReturnType<ImageOperations[K]>>>;
}

export interface ImageWork extends ImageJobs {
  /** The jobs of one owner (a user): taken in turn with the other owners' jobs. */
  for(owner: string): ImageJobs;
  /** Ends the processes (when the server closes) and refuses what waits; a later job starts a new one. */
  close(): Promise<void>;
  /** The ids of its processes now (tests watch them from the outside). */
  processIds(): number[];
}

export interface ImageWorkOptions {
  /** How long a process waits for another job before it ends. */
  idleMs?: number;
  /** The longest one job may run (from its start); after it, its process is ended and the job refused. */
  jobMs?: number;
  /** The processes' JavaScript heap limit, in MB. */
  heapMb?: number;
  /** Each process's memory limit by the operating system (RLIMIT_DATA), in MB; 0: none. */
  memoryMb?: number;
  /** Processes working at once (each one job). */
  processes?: number;
}

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));
/** The longest a new process may take to load its code (about a second on a busy machine). */
const START_MS = 30_000;
/** The owner of jobs that nobody in particular asked for. */
const SERVER = 'server';

/** What a job that took its process with it answers. */
const lostFile = (why: string) => unprocessable('upload.invalid_file', `The file could not be read: ${why}.`);

interface Queued extends Job {
  owner: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Process {
  child: ChildProcess;
  /** Loaded: a job's clock runs from here (or from its start, when later). */
  ready: boolean;
  job?: Queued;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

/**
 * OCR (extraction/ocr.ts) runs Tesseract in a worker thread, whose start reserves about 2.5 GB
 * of address space (V8's code range, WebAssembly's guard regions), far over the data limit
 * that contains a hostile PDF. What it reads is a page picture that an image process made (at
 * most 2000 px a side), never the upload itself, so it has a pool of its own: one process, with
 * a limit that allows the reservation (its resident memory stays near 300 MB).
 */
const OCR_OPERATIONS: ReadonlySet<Operation> = new Set(['readPrintedText']);
const OCR_POOL: ImageWorkOptions = { processes: 1, memoryMb: 4096 };

/** The image processes, and the OCR process beside them (`ocr`: its own options). */
export function createImageWork(options: ImageWorkOptions & { ocr?: ImageWorkOptions } = {}): ImageWork {
  const { ocr: ocrOptions, ...imageOptions } = options;
  const images = createPool(imageOptions);
  const ocr = createPool({ ...imageOptions, ...OCR_POOL, ...ocrOptions });
  const jobsOf = (owner?: string): ImageJobs => ({
    run(op, ...args) {
      const pool = OCR_OPERATIONS.has(op) ? ocr : images;
      return (owner === undefined ? pool : pool.for(owner)).run(op, ...args);
    },
  });
  return {
    ...jobsOf(),
    for: jobsOf,
    async close() {
      await Promise.all([images.close(), ocr.close()]);
    },
    processIds: () => [...images.processIds(), ...ocr.processIds()],
  };
}

function createPool({
  idleMs = 60_000,
  jobMs = 60_000,
  heapMb = 384,
  memoryMb = 1024,
  processes = 2,
}: ImageWorkOptions = {}): ImageWork {
  let nextId = 1;
  const pool = new Set<Process>();
  /** Each owner's waiting jobs, in the order they came. */
  const queues = new Map<string, Queued[]>();
  const busyOwners = new Set<string>();

  const stop = (child: ChildProcess) => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };

  /** The process is done with its job: the job's answer is given by the caller. */
  const finish = (proc: Process): Queued | undefined => {
    const job = proc.job;
    clearTimeout(proc.timer);
    proc.job = undefined;
    if (job) busyOwners.delete(job.owner);
    return job;
  };

  /** A process that is gone or stuck leaves the pool at once: its exit concerns only its own job. */
  const drop = (proc: Process, why: string) => {
    if (!pool.delete(proc)) return;
    clearTimeout(proc.idleTimer);
    finish(proc)?.reject(lostFile(why));
    stop(proc.child);
    dispatch();
  };

  const idle = (proc: Process) => {
    // Nothing to wait for: the process may not keep the server's own process alive, and ends
    // when nothing more comes.
    proc.child.channel?.unref();
    clearTimeout(proc.idleTimer);
    proc.idleTimer = setTimeout(() => {
      if (proc.job || !pool.delete(proc)) return;
      proc.child.disconnect();
    }, idleMs);
    proc.idleTimer.unref();
  };

  const start = (): Process => {
    // Not the server's own flags (a debugger's port, the database's compiler flag); a small
    // young generation, as the server's (src/server.ts), for the pages' short-lived garbage;
    // collection on request, so that a page's decoded pictures are given back before the next
    // page decodes its own (see extraction/pdf.ts).
    const node = [process.execPath, `--max-old-space-size=${heapMb}`, '--max-semi-space-size=4', '--expose-gc', WORKER];
    // The shell sets the limit (in kB) and becomes the process itself (exec): same process id.
    const command = memoryMb > 0 ? ['/bin/sh', '-c', `ulimit -d ${memoryMb * 1024} && exec "$0" "$@"`, ...node] : node;
    const child = spawn(command[0]!, command.slice(1), { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const proc: Process = { child, ready: false };
    child.on('message', (answer: JobAnswer) => {
      if ('ready' in answer) {
        proc.ready = true;
        if (proc.job) clock(proc);
        return;
      }
      if (proc.job?.id !== answer.id) return;
      const job = finish(proc)!;
      if (answer.ok) job.resolve(answer.value);
      else job.reject(answer.http ? new HttpError(answer.http.status, answer.http.code, answer.http.detail) : new Error(answer.message));
      dispatch();
    });
    child.on('exit', () => drop(proc, 'reading it stopped unexpectedly (it may need more memory than is allowed)'));
    child.on('error', () => drop(proc, 'it could not be started'));
    pool.add(proc);
    return proc;
  };

  /** When each owner's last job started (a count): the owner served longest ago goes next. */
  const served = new Map<string, number>();
  let turns = 0;

  /** The owner in turn (with a job waiting and none running, served longest ago): their oldest job. */
  const nextJob = (): Queued | undefined => {
    let owner: string | undefined;
    for (const candidate of queues.keys()) {
      if (busyOwners.has(candidate)) continue;
      if (owner === undefined || (served.get(candidate) ?? 0) < (served.get(owner) ?? 0)) owner = candidate;
    }
    if (owner === undefined) return undefined;
    const jobs = queues.get(owner)!;
    const job = jobs.shift()!;
    if (jobs.length === 0) queues.delete(owner);
    served.delete(owner);
    served.set(owner, ++turns);
    // Only the owners still waiting need their turn remembered.
    for (const known of served.keys()) if (known !== owner && !queues.has(known) && !busyOwners.has(known)) served.delete(known);
    return job;
  };

  /** A job that runs this long is stuck on its file: end its process, and with it the job. */
  const clock = (proc: Process) => {
    clearTimeout(proc.timer);
    proc.timer = setTimeout(() => drop(proc, 'it takes too long to read'), jobMs);
  };

  const dispatch = () => {
    for (;;) {
      const free = [...pool].find((p) => !p.job);
      if (!free && pool.size >= processes) return;
      const job = nextJob();
      if (!job) break;
      const proc = free ?? start();
      clearTimeout(proc.idleTimer);
      proc.child.channel?.ref();
      proc.job = job;
      busyOwners.add(job.owner);
      // A new process's loading is not the job's time (it has its own limit).
      if (proc.ready) clock(proc);
      else proc.timer = setTimeout(() => drop(proc, 'it could not be started'), START_MS);
      proc.child.send({ id: job.id, op: job.op, args: job.args } satisfies Job);
    }
    for (const proc of pool) if (!proc.job) idle(proc);
  };

  const jobsOf = (owner: string): ImageJobs => ({
    run(op, ...args) {
      return new Promise((resolve, reject) => {
        const job: Queued = { id: nextId++, op, args, owner, resolve: resolve as (value: unknown) => void, reject };
        const jobs = queues.get(owner);
        if (jobs) jobs.push(job);
        else queues.set(owner, [job]);
        dispatch();
      });
    },
  });

  return {
    ...jobsOf(SERVER),
    for: jobsOf,
    processIds: () => [...pool].flatMap((proc) => (proc.child.pid === undefined ? [] : [proc.child.pid])),
    async close() {
      const waiting = [...queues.values()].flat();
      queues.clear();
      for (const job of waiting) job.reject(lostFile('the server is closing'));
      const procs = [...pool];
      await Promise.all(
        procs.map((proc) => {
          const exited = new Promise((resolve) => proc.child.once('exit', resolve));
          if (proc.child.exitCode !== null || proc.child.signalCode !== null) return undefined;
          drop(proc, 'the server is closing');
          return exited;
        }),
      );
    },
  };
}

// The image process's entry (started by client.ts): takes one job at a time from the server,
// so one process never holds more than one upload's pages, and answers each by its id.
import { HttpError } from '../../../lib/http-error.ts';
import { imageOperations } from './operations.ts';
import type { Job, JobAnswer } from './client.ts';

const send = (answer: JobAnswer) => process.send!(answer);

async function run(job: Job): Promise<void> {
  try {
    const operation = imageOperations[job.op] as (...args: unknown[]) => Promise<unknown>;
    send({ id: job.id, ok: true, value: await operation(...job.args) });
  } catch (error) {
    // Errors lose their class on the way: an answer the client is to give goes as its parts.
    const http = error instanceof HttpError ? { status: error.status, code: error.code, detail: error.detail } : undefined;
    send({ id: job.id, ok: false, http, message: error instanceof Error ? error.message : String(error) });
  }
}

let queue = Promise.resolve();
process.on('message', (job: Job) => {
  queue = queue.then(() => run(job));
});
process.send!({ ready: true } satisfies JobAnswer);
// The server went away (or closed the channel): so does its image process.
process.on('disconnect', () => process.exit(0));

// Work that must not delay the answer or show in its timing (sending a mail), started once the
// answer has gone out. Failures are logged; tests wait for the work with `settled()`.
import type { FastifyReply } from 'fastify';
import { outsideRequest } from '../db/admission.ts';

const pending = new Set<Promise<void>>();

export function afterAnswer(reply: FastifyReply, what: string, task: () => Promise<void>): void {
  const sent = new Promise<void>((resolve) => {
    reply.then(resolve, () => resolve());
  });
  const run: Promise<void> = sent
    // Once the answer is out, the work is no longer the request's: a busy database makes it
    // wait, never turns it away (a mail the answer promised is not lost).
    .then(() => outsideRequest(task))
    .catch((error: unknown) => reply.log.error({ err: error }, `${what} failed after the answer`))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves when all work started by afterAnswer has ended. */
export async function settled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

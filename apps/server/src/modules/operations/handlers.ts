// Health and readiness, for load balancers and container orchestration. Health says the
// process serves requests and touches nothing else; readiness says it can do real work (the
// database answers, the file storage takes a write or answers for its bucket) and turns 503 as
// soon as the process begins to shut down.
import { sql } from 'kysely';
import { defineHandlers } from '../../contract/handler.ts';
import { HttpError } from '../../lib/http-error.ts';

/** The longest the readiness check waits for the database. */
export const READY_CHECK_MS = 2000;

const notReady = (why: string) => new HttpError(503, 'server.not_ready', `Not ready: ${why}.`);

export const operationsHandlers = defineHandlers({
  async getHealth({ services: { lifecycle } }) {
    return { status: 'ok' as const, uptime_seconds: Math.floor((Date.now() - lifecycle.startedAt) / 1000) };
  },

  async getReadiness({ services: { db, files, lifecycle } }) {
    if (lifecycle.stopping) throw notReady('the server is shutting down');
    const database = await timed('the database', () => sql`select 1`.execute(db));
    const storage = await timed('the file storage', () => files.check());
    return { status: 'ready' as const, checks: { database: { ok: true, ms: database }, storage: { ok: true, ms: storage } } };
  },
});

/** Runs a check within READY_CHECK_MS; its milliseconds, or 503 server.not_ready naming what failed. */
async function timed(what: string, check: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(notReady(`${what} did not answer within ${READY_CHECK_MS} ms`)), READY_CHECK_MS);
  });
  try {
    await Promise.race([check(), timeout]);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw notReady(`${what} did not answer (${(error as Error).message.slice(0, 120)})`);
  } finally {
    clearTimeout(timer);
  }
  return Math.round(performance.now() - started);
}

// The AI limit across server processes (AI_MAX_CONCURRENCY, README "Several processes"). On
// PostgreSQL several processes share one model server, so a call first takes one of N slots in
// the database (table ai_slots, migration 009) and gives it back when it ends; a process that
// died loses its slot when the lease runs out (the longest a call may take, plus a margin).
// Waiting for a slot polls with growing pauses; past the wait the call answers `ai.busy`. On
// PGlite there is one process, and the provider's own queue is the limit.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type Database, rawDatabase } from '../db/database.ts';
import { aiBusy } from './errors.ts';

export interface AiSlots {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface SlotOptions {
  slots: number;
  /** A lease's length: the longest a call can hold its slot before another process may take it. */
  leaseMs: number;
  /** The longest a call waits for a free slot. */
  maxWaitMs: number;
}

const inProcess: AiSlots = { run: (task) => task() };

/** Takes a free slot (or one whose lease ran out); undefined when all are held. */
async function tryTake(db: Database, holder: string, { slots, leaseMs }: SlotOptions): Promise<number | undefined> {
  // Two processes that pick the same free slot meet on its primary key: the second one waits
  // for the first's insert, then finds the lease valid and takes nothing (it tries again).
  const { rows } = await sql<{ slot: number }>`
    insert into ai_slots (slot, holder, expires_at)
    select s, ${holder}::uuid, now() + ${leaseMs} * interval '1 millisecond'
    from generate_series(1, ${slots}::int) as s
    where not exists (select 1 from ai_slots a where a.slot = s and a.expires_at > now())
    order by s
    limit 1
    on conflict (slot) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where ai_slots.expires_at <= now()
    returning slot`.execute(db);
  return rows[0]?.slot;
}

export function createAiSlots(db: Database | undefined, options: SlotOptions): AiSlots {
  if (!db || rawDatabase(db).kind === 'pglite') return inProcess;
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      const holder = randomUUID();
      const deadline = Date.now() + options.maxWaitMs;
      let pause = 20;
      let slot = await tryTake(db, holder, options);
      while (slot === undefined) {
        if (Date.now() + pause > deadline) throw aiBusy(Math.ceil(options.leaseMs / 1000 / 4));
        await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * pause));
        pause = Math.min(500, pause * 2);
        slot = await tryTake(db, holder, options);
      }
      try {
        return await task();
      } finally {
        // When this fails (the database is away), the lease runs out instead.
        await db
          .deleteFrom('ai_slots')
          .where('slot', '=', slot)
          .where('holder', '=', holder)
          .execute()
          .catch(() => undefined);
      }
    },
  };
}

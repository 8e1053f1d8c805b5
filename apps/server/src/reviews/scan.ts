// The review scan (docs/product/screens.md#reviews, docs/architecture.md "Jobs"): reads the
// messages written since the last scan (the watermark in `review_scan`), flags students'
// messages for every category and the characters' for sexual content and violence, by the
// rules and, with an AI provider, by the model; stores one review per message and category
// and queues the alert mail of each new high-severity one. Runs every REVIEW_SCAN_SECONDS
// through the job queue and on demand (scanReviews).
//
// One scan at a time: in this process a chain of promises, across processes on one
// PostgreSQL an advisory lock (per schema, like the job queue's start lock). The unique key
// (message_id, category) keeps a message from being flagged twice even so.
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { AiProvider } from '../ai/provider.ts';
import { type Database, rawDatabase } from '../db/database.ts';
import type { NewReview, ReviewCategory, ReviewSeverity, ReviewSource } from '../db/schema.ts';
import type { Jobs } from '../jobs/index.ts';
import { textOf } from '../modules/students/digests.ts';
import { AI_BATCH, classifyMessages } from './classify.ts';
import { ASSISTANT_CATEGORIES, excerptOf, findByRules } from './rules/index.ts';

/** The longest the rules run before the scan lets waiting requests in. */
const RULES_SLICE_MS = 10;
/** Messages read per round (one transaction writes their reviews and the watermark). */
const SCAN_BATCH = 500;
/** The advisory lock of the scan, with the schema's hash as its second key. */
const REVIEW_SCAN_LOCK = 7_316_413;
/** AI calls of one scan at the same time. */
const AI_PARALLEL = 2;
/**
 * Messages younger than this are flagged but the watermark stays below them: ids are handed
 * out when a row is inserted, not when it commits, so a slower transaction may still commit a
 * lower id than one already read. The next scan reads them again (the unique key keeps their
 * reviews single) and moves past them once they are settled.
 */
const SETTLE_SECONDS = 10;

export interface ScanResult {
  scanned_messages: number;
  new_reviews: number;
}

export interface ScanServices {
  db: Database;
  ai: AiProvider | undefined;
  jobs: Pick<Jobs, 'enqueue'>;
}

const running = new WeakMap<Database, Promise<unknown>>();

/** Runs `work` when no other scan of this database runs, in this process or another. */
async function oneScanAtATime<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const before = running.get(db) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(() => acrossProcesses(db, work));
  running.set(db, mine);
  return mine;
}

async function acrossProcesses<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const raw = rawDatabase(db);
  if (raw.kind !== 'postgres') return work();
  // A connection of its own holds the lock for the scan's length, without a statement
  // timeout on its wait: a scan that meets a running one waits for it, then scans the rest.
  const client = new pg.Client({ ...raw.pool.options, statement_timeout: 0 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, hashtext(current_schema()))', [REVIEW_SCAN_LOCK]);
    return await work();
  } finally {
    // Ending the connection lets go of the lock.
    await client.end();
  }
}

/** Where the match is in the excerpt; for an AI flag the quoted words, if the message has them. */
function reviewOf(
  message: { message_id: number; conversation_id: number; student_id: string; text: string },
  flag: { category: ReviewCategory; severity: ReviewSeverity; source: ReviewSource; start: number; end: number } | { category: ReviewCategory; severity: ReviewSeverity; source: ReviewSource; quote: string },
): NewReview {
  let start: number | null = null;
  let end: number | null = null;
  if ('start' in flag) {
    start = flag.start;
    end = flag.end;
  } else if (flag.quote.trim()) {
    const at = message.text.toLowerCase().indexOf(flag.quote.trim().toLowerCase());
    if (at >= 0) {
      start = at;
      end = at + flag.quote.trim().length;
    }
  }
  const cut = excerptOf(message.text, start ?? 0, end ?? 0);
  return {
    message_id: message.message_id,
    conversation_id: message.conversation_id,
    student_id: message.student_id,
    category: flag.category,
    severity: flag.severity,
    source: flag.source,
    excerpt: cut.excerpt,
    match_start: start === null ? null : cut.start,
    match_end: end === null ? null : cut.end,
  };
}

/** Scans everything above the watermark, a round of SCAN_BATCH messages at a time. */
export function scanMessages(services: ScanServices, log?: FastifyBaseLogger): Promise<ScanResult> {
  const { db } = services;
  return oneScanAtATime(db, async () => {
    const result: ScanResult = { scanned_messages: 0, new_reviews: 0 };
    for (;;) {
      const mark = await db.selectFrom('review_scan').select('last_message_id').where('id', '=', 1).executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('messages')
        .innerJoin('conversations', 'conversations.conversation_id', 'messages.conversation_id')
        .select(['messages.message_id', 'messages.conversation_id', 'messages.role', 'messages.content', 'conversations.student_id'])
        .select(sql<boolean>`messages.created_at <= now() - make_interval(secs => ${SETTLE_SECONDS})`.as('settled'))
        .where('messages.message_id', '>', mark.last_message_id)
        .orderBy('messages.message_id')
        .limit(SCAN_BATCH)
        .execute();
      if (rows.length === 0) break;
      const messages = rows
        .filter((row) => row.role === 'user' || row.role === 'assistant')
        .map((row) => ({ ...row, text: textOf(row.content) }));
      const reviews: NewReview[] = [];
      const unflagged: typeof messages = [];
      let slice = performance.now();
      for (const message of messages) {
        const findings = findByRules(message.text, message.role === 'assistant' ? ASSISTANT_CATEGORIES : undefined);
        for (const finding of findings) reviews.push(reviewOf(message, { ...finding, source: 'rules' }));
        if (message.role === 'user' && findings.length === 0 && message.text.trim()) unflagged.push(message);
        // Requests go first: the rules run in slices, so that long messages never hold the
        // event loop (and with it every request of this process) for long.
        if (performance.now() - slice > RULES_SLICE_MS) {
          await yieldToRequests();
          slice = performance.now();
        }
      }
      if (services.ai) reviews.push(...(await classifyWithAi(services.ai, unflagged, log)));
      // The watermark moves to the last message before the first one not yet settled.
      const unsettled = rows.findIndex((row) => !row.settled);
      const settledRows = unsettled === -1 ? rows : rows.slice(0, unsettled);
      const last = settledRows.length ? settledRows[settledRows.length - 1]!.message_id : mark.last_message_id;
      const inserted = await db.transaction().execute(async (tx) => {
        const made = reviews.length
          ? await tx.insertInto('reviews').values(reviews).onConflict((oc) => oc.columns(['message_id', 'category']).doNothing()).returning(['review_id', 'severity']).execute()
          : [];
        await tx
          .updateTable('review_scan')
          .set({ last_message_id: sql<number>`greatest(last_message_id, ${last})`, scanned_at: sql`now()` })
          .where('id', '=', 1)
          .execute();
        return made;
      });
      for (const review of inserted) {
        if (review.severity === 'high') await services.jobs.enqueue('review-alert-mail', { review_id: review.review_id });
      }
      result.scanned_messages += rows.length;
      result.new_reviews += inserted.length;
      if (rows.length < SCAN_BATCH || unsettled !== -1) break;
    }
    return result;
  });
}

/** The AI's flags of the messages the rules left, in batches; a failed batch is logged and skipped (the rules stay). */
async function classifyWithAi(
  ai: AiProvider,
  messages: { message_id: number; conversation_id: number; student_id: string; text: string }[],
  log?: FastifyBaseLogger,
): Promise<NewReview[]> {
  const batches: (typeof messages)[] = [];
  for (let i = 0; i < messages.length; i += AI_BATCH) batches.push(messages.slice(i, i + AI_BATCH));
  // A few side by side (the provider's queue bounds them too); the rest wait their turn
  // rather than fill the provider's queue, which would turn them away as busy.
  const answers: NewReview[][] = [];
  for (let i = 0; i < batches.length; i += AI_PARALLEL) {
    answers.push(...(await Promise.all(batches.slice(i, i + AI_PARALLEL).map((batch) => classifyBatch(ai, batch, log)))));
  }
  return answers.flat();
}

async function classifyBatch(
  ai: AiProvider,
  batch: { message_id: number; conversation_id: number; student_id: string; text: string }[],
  log?: FastifyBaseLogger,
): Promise<NewReview[]> {
  try {
    const flags = await classifyMessages(ai, batch.map((m) => m.text));
    const seen = new Set<string>();
    return flags.flatMap((flag) => {
      const key = `${flag.index}:${flag.category}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [reviewOf(batch[flag.index]!, { ...flag, source: 'ai' })];
    });
  } catch (error) {
    log?.warn({ err: error, messages: batch.length }, 'review classification failed; the rules stand');
    return [];
  }
}

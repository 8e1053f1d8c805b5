// Removing files no row names any more. A file may be shared (two problems with the same image,
// a copied problem, an image that is its own thumbnail), so nothing is deleted when a row
// changes; this sweep walks the storage instead and removes a file only when no problem and no
// recording names it AND it was last written longer ago than the grace period. Every write of
// a file (put) renews its date, and a row names a file within moments of writing it, so a file
// about to be named is never taken. Run by the server every FILE_SWEEP_HOURS / 4 (at most every 6 hours) (any process
// may run it; two at once only find less to do).
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FileStore } from './file-store.ts';
import { RECORDINGS_PREFIX } from './file-store.ts';

/** Keys asked about per query. */
const PAGE = 500;

/** Of these keys, the ones a row names. */
async function namedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const { rows } = await sql<{ key: string }>`
    select file_key as key from problems where file_key = any(${keys})
    union select thumbnail_key from problems where thumbnail_key = any(${keys})
    union select template_key from problems where template_key = any(${keys})
    union select file_key from recordings where file_key = any(${keys})`.execute(db);
  return new Set(rows.map((r) => r.key));
}

export interface SweepResult {
  checked: number;
  deleted: string[];
}

/** Deletes the files no row names that were last written before `now - graceMs`. */
export async function sweepUnreferenced(db: Database, store: FileStore, graceMs: number, now = Date.now()): Promise<SweepResult> {
  const result: SweepResult = { checked: 0, deleted: [] };
  const cutoff = now - graceMs;
  const flush = async (page: { key: string; modified: Date }[]) => {
    const old = page.filter((f) => f.modified.getTime() < cutoff);
    result.checked += page.length;
    if (old.length === 0) return;
    const named = await namedKeys(db, old.map((f) => f.key));
    for (const file of old) {
      if (named.has(file.key)) continue;
      // Asked again just before: a write since the listing has renewed the date.
      const current = await store.stat(file.key);
      if (!current || current.modified.getTime() >= cutoff) continue;
      await store.delete(file.key);
      result.deleted.push(file.key);
    }
  };
  for (const prefix of ['', RECORDINGS_PREFIX]) {
    let page: { key: string; modified: Date }[] = [];
    for await (const file of store.list(prefix)) {
      page.push(file);
      if (page.length >= PAGE) {
        await flush(page);
        page = [];
      }
    }
    await flush(page);
  }
  return result;
}

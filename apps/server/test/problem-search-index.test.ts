// The problem search's text condition is one the trigram index of migration 003 can serve, on
// PGlite and on PostgreSQL alike (the extension is loaded and the index exists).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { freshDatabase } from './helpers/fresh-database.ts';

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
});
afterAll(() => drop());

describe('problem search index', () => {
  it('keeps search_text as the lowercased text, solution and answer', async () => {
    const { problem_id } = await db
      .insertInto('problems')
      .values({ text: 'Ein RECHTECK', solution: 'Umfang', answer: '20 cm', wrong_answers: '[]', gradefrom: 5, gradeto: 5, difficulty: 1, language: 'de' })
      .returning('problem_id')
      .executeTakeFirstOrThrow();
    const row = await db.selectFrom('problems').select('search_text').where('problem_id', '=', problem_id).executeTakeFirstOrThrow();
    expect(row.search_text).toBe('ein rechteck\numfang\n20 cm');
  });

  it('answers a contains search through the trigram index', async () => {
    const plan = await db.transaction().execute(async (trx) => {
      // On a nearly empty table a scan is cheaper; the question is whether the index can serve it.
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`explain select problem_id from problems where search_text like lower(${'%Rechteck%'})`.execute(trx);
    });
    expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toContain('problems_search_trgm_idx');
  });
});

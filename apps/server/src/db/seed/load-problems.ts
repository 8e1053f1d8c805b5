// A realistic problem bank for the load script (never part of the demo): thousands of
// problems from the demo's templates, spread over both schools, the shared library and the
// parent, in German and English, with every grade and difficulty, some with a figure.
import { sql } from 'kysely';
import type { Database } from '../database.ts';
import type { NewProblem } from '../schema.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { storeProblemImage } from '../../modules/problems/stored-files.ts';
import { thumbnail } from '../../modules/problems/image-work/thumbnail.ts';
import type { Lang } from './format.ts';
import { type ProblemDraft, type Template, TEMPLATES } from './problem-templates.ts';
import { createRng, type Rng } from './random.ts';

/** Owners as in the demo: [owner school, creator] (the shared library is the admin's). */
const OWNERS: readonly [school: number | null, creator: number][] = [
  [1, 2], [1, 3], [1, 3], [1, 7], [2, 5], [2, 5], [2, 6], [null, 1], [null, 1], [null, 4],
];
const BATCH = 500;

/** A problem of the template; a rare draw of numbers that gives no three wrong answers is drawn again. */
function draw(template: Template, rng: Rng, language: Lang): ProblemDraft {
  for (let attempt = 0; ; attempt++) {
    try {
      return template.make(rng, language);
    } catch (error) {
      if (attempt >= 20) throw error;
    }
  }
}

/** Adds `count` problems (after the demo's), then vacuums and analyzes the table. */
export async function seedLoadProblems(db: Database, store: FileStore, count: number): Promise<void> {
  const rng = createRng('load-problems');
  for (let done = 0; done < count; done += BATCH) {
    const rows: NewProblem[] = [];
    for (let i = done; i < Math.min(count, done + BATCH); i++) {
      const template = TEMPLATES[i % TEMPLATES.length]!;
      const language: Lang = rng.chance(0.7) ? 'de' : 'en';
      const draft = draw(template, rng, language);
      const [school, creator] = rng.pick(OWNERS);
      // Figures are kept to one problem in ten: the bank's size matters, not its pictures.
      const figure = draft.figure && i % 10 === 0 ? draft.figure : undefined;
      rows.push({
        text: draft.text,
        solution: draft.solution,
        answer: draft.answer,
        wrong_answers: JSON.stringify(draft.wrong_answers),
        gradefrom: draft.gradefrom,
        gradeto: draft.gradeto,
        difficulty: draft.difficulty,
        language,
        ...(figure ? await storeProblemImage(store, thumbnail, { data: figure, type: 'image/png' }) : {}),
        collection_id: template.collection,
        owner_school_id: school,
        created_by_user_id: creator,
      });
    }
    await db.insertInto('problems').values(rows).execute();
  }
  // What autovacuum does after a bulk insert on PostgreSQL (PGlite has none): statistics for
  // the planner and the visibility map that lets counts read only the indexes.
  await sql`vacuum analyze problems`.execute(db);
}

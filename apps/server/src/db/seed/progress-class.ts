// A large class for the progress matrix's measurements only (never part of the demo data):
// 40 students of school 1, three topics of 100 problems each, every problem assigned to every
// student (12,000 cells) with a mix of solved, quiz and untouched, and a few conversations.
import type { Database } from '../database.ts';

export const PROGRESS_CLASS = { name: 'Fortschritt 40×300', students: 40, topics: 3, problemsPerTopic: 100 } as const;

/** Student ids: 12 of a-z and 2-9 (`pg` and the number in letters). */
const studentId = (i: number) => `pgzz${Array.from({ length: 8 }, (_, k) => String.fromCharCode(97 + (Math.floor(i / 26 ** k) % 26))).join('')}`;

async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Seeds the class and returns its id. */
export async function seedProgressClass(db: Database): Promise<number> {
  const { class_id } = await db.insertInto('classes').values({ school_id: 1, name: PROGRESS_CLASS.name }).returning('class_id').executeTakeFirstOrThrow();
  const problemIds: number[] = [];
  for (let t = 0; t < PROGRESS_CLASS.topics; t++) {
    const texts = Array.from({ length: PROGRESS_CLASS.problemsPerTopic }, (_, k) => ({
      text: `## Aufgabe ${t + 1}.${k + 1}\n\nBerechne $\\frac{${k + 1}}{${k + 2}} + \\frac{1}{${t + 3}}$ und **kürze** das Ergebnis so weit wie möglich. Schreibe den Rechenweg auf.`,
      gradefrom: 5,
      gradeto: 7,
      difficulty: 1 + (k % 5),
      wrong_answers: JSON.stringify([]),
      owner_school_id: 1,
    }));
    const ids = (await db.insertInto('problems').values(texts).returning('problem_id').execute()).map((r) => r.problem_id);
    const { problemset_id } = await db
      .insertInto('problemsets')
      .values({ name: `Thema ${t + 1} (${PROGRESS_CLASS.problemsPerTopic} Aufgaben)`, owner_school_id: 1 })
      .returning('problemset_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('problemset_problems')
      .values(ids.map((problem_id, ordering) => ({ problemset_id, problem_id, ordering, quiz: ordering % 10 === 9 })))
      .execute();
    await db.insertInto('class_problemsets').values({ class_id, problemset_id }).execute();
    problemIds.push(...ids);
  }
  const students = Array.from({ length: PROGRESS_CLASS.students }, (_, i) => ({
    student_id: studentId(i),
    firstname: `Kind ${i + 1}`,
    lastname: `Nachname ${String(PROGRESS_CLASS.students - i).padStart(2, '0')}`,
    class_id,
    school_id: 1,
    lastlogin: i % 4 === 0 ? null : new Date(Date.UTC(2026, 10, 1 + (i % 25), 15)),
  }));
  await db.insertInto('students').values(students).execute();
  const cells = students.flatMap((s, i) =>
    problemIds.map((problem_id, k) => ({
      student_id: s.student_id,
      problem_id,
      ordering: k,
      solved: (k + i) % 3 === 0,
      quiz: k % 10 === 9,
      last_changed: (k + i) % 2 === 0 ? new Date(Date.UTC(2026, 9, 1 + (k % 28), 8 + (i % 10))) : null,
    })),
  );
  await inChunks(cells, 1000, (chunk) => db.insertInto('student_problems').values(chunk).execute());
  const character = await db.selectFrom('characters').select('character_id').executeTakeFirst();
  if (character) {
    const talks = students
      .filter((_, i) => i % 3 === 0)
      .flatMap((s, i) => Array.from({ length: 1 + (i % 4) }, (_, n) => ({ student_id: s.student_id, character_id: character.character_id, updated_at: new Date(Date.UTC(2026, 10, 10 + n, 12)) })));
    await db.insertInto('conversations').values(talks).execute();
  }
  return class_id;
}

// Topics (problem sets), their assignment to classes, and the problems each student works
// on: a student in a class gets the problems of one of the class's topics.
import type { Insertable } from 'kysely';
import type {
  ClassProblemsetsTable,
  ProblemsetProblemsTable,
  ProblemsetsTable,
  StudentProblemsTable,
} from '../schema.ts';
import { CLASSES, type DemoStudent, EMMA, JONAS, LENA, MIA } from './people.ts';
import type { DemoProblem } from './problems.ts';
import { type Clock, createRng } from './random.ts';

interface TopicSpec {
  problemset_id: number;
  name: string;
  creator_user_id: number;
  owner_school_id: number | null;
  /** Problems it starts with, in this order. */
  fixed: readonly number[];
  /** Kinds of generated problems added after them (German ones the school may see). */
  kinds: readonly string[];
  extra: number;
  /** How many of the last problems are quiz questions. */
  quizLast: number;
  /** A fixed date (the contract's), or days ago. */
  lastChanged: string | number;
}

const TOPICS: readonly TopicSpec[] = [
  { problemset_id: 31, name: 'Brüche addieren und subtrahieren', creator_user_id: 3, owner_school_id: 1, fixed: [101, 102],
    kinds: ['fraction-add'], extra: 4, quizLast: 0, lastChanged: '2026-11-18T10:15:00Z' },
  { problemset_id: 32, name: 'Flächen und Umfang', creator_user_id: 3, owner_school_id: 1, fixed: [103],
    kinds: ['rectangle', 'triangle'], extra: 4, quizLast: 1, lastChanged: '2026-11-12T16:40:00Z' },
  { problemset_id: 33, name: 'Geschwindigkeit', creator_user_id: 4, owner_school_id: null, fixed: [104],
    kinds: [], extra: 0, quizLast: 0, lastChanged: '2026-11-15T19:05:00Z' },
  { problemset_id: 34, name: 'Prozentrechnung im Alltag', creator_user_id: 7, owner_school_id: 1, fixed: [],
    kinds: ['percent-of', 'percent-discount', 'percent-rate'], extra: 8, quizLast: 2, lastChanged: 6 },
  { problemset_id: 35, name: 'Lineare Gleichungen', creator_user_id: 2, owner_school_id: 1, fixed: [],
    kinds: ['linear', 'linear-both'], extra: 7, quizLast: 2, lastChanged: 15 },
  { problemset_id: 36, name: 'Satz des Pythagoras und Wurzeln', creator_user_id: 7, owner_school_id: 1, fixed: [],
    kinds: ['pythagoras', 'roots'], extra: 6, quizLast: 0, lastChanged: 3 },
  { problemset_id: 37, name: 'Dreisatz und Prozente', creator_user_id: 6, owner_school_id: 2, fixed: [],
    kinds: ['rule-of-three', 'percent-of', 'percent-discount', 'percent-rate'], extra: 6, quizLast: 2, lastChanged: 9 },
  { problemset_id: 38, name: 'Gleichungen lösen', creator_user_id: 6, owner_school_id: 2, fixed: [],
    kinds: ['linear', 'linear-both', 'quadratic'], extra: 5, quizLast: 0, lastChanged: 21 },
];

/** Topic 31 has problem 102 as a quiz question (Lena's list shows it so). */
const QUIZ_FIXED = new Set(['31:102']);

const CLASS_TOPICS: Readonly<Record<number, readonly number[]>> = {
  11: [31, 32],
  12: [34, 31],
  13: [35],
  14: [36, 35],
  21: [37],
  22: [38, 37],
};

export interface DemoTopic {
  row: Insertable<ProblemsetsTable>;
  problems: Insertable<ProblemsetProblemsTable>[];
}

function visibleTo(problem: DemoProblem, school: number | null, creator: number): boolean {
  if (school === null) return problem.created_by_user_id === creator;
  return problem.owner_school_id === school || (problem.owner_school_id === null && problem.created_by_user_id === 1);
}

export function buildTopics(problems: readonly DemoProblem[], clock: Clock): DemoTopic[] {
  const rng = createRng('topics');
  const used = new Set<number>();
  return TOPICS.map((spec) => {
    const pool = problems.filter(
      (p) =>
        p.problem_id > 104 &&
        spec.kinds.includes(p.kind) &&
        p.language === 'de' &&
        visibleTo(p, spec.owner_school_id, spec.creator_user_id) &&
        !used.has(p.problem_id),
    );
    const extra = pool.slice(0, spec.extra).map((p) => p.problem_id);
    if (extra.length < Math.min(spec.extra, 4)) {
      throw new Error(`seed: topic ${spec.problemset_id} found only ${extra.length} problems`);
    }
    extra.forEach((id) => used.add(id));
    const ids = [...spec.fixed, ...extra];
    return {
      row: {
        problemset_id: spec.problemset_id,
        name: spec.name,
        creator_user_id: spec.creator_user_id,
        owner_school_id: spec.owner_school_id,
        last_changed:
          typeof spec.lastChanged === 'string' ? spec.lastChanged : clock.daysAgo(spec.lastChanged, rng.int(7, 17), rng.int(0, 59)),
      },
      problems: ids.map((problem_id, ordering) => ({
        problemset_id: spec.problemset_id,
        problem_id,
        ordering,
        quiz: QUIZ_FIXED.has(`${spec.problemset_id}:${problem_id}`) || ordering >= ids.length - spec.quizLast,
      })),
    };
  });
}

export function classTopicRows(): Insertable<ClassProblemsetsTable>[] {
  return CLASSES.flatMap(({ class_id }) => (CLASS_TOPICS[class_id] ?? []).map((problemset_id) => ({ class_id, problemset_id })));
}

/** The contract's examples: Lena's three problems (101 solved), Jonas the same unsolved, Emma 104. */
const FIXED_STUDENT_PROBLEMS: Readonly<Record<string, readonly Insertable<StudentProblemsTable>[]>> = {
  [LENA]: [
    { student_id: LENA, problem_id: 101, ordering: 0, solved: true, quiz: false, last_changed: '2026-11-18T14:52:00Z' },
    { student_id: LENA, problem_id: 102, ordering: 1, solved: false, quiz: true, last_changed: '2026-11-17T09:00:00Z' },
    { student_id: LENA, problem_id: 103, ordering: 2, solved: false, quiz: false, last_changed: '2026-11-19T08:00:00Z' },
  ],
  [JONAS]: [
    { student_id: JONAS, problem_id: 101, ordering: 0, solved: false, quiz: false, last_changed: '2026-11-17T09:00:00Z' },
    { student_id: JONAS, problem_id: 102, ordering: 1, solved: false, quiz: true, last_changed: '2026-11-17T09:00:00Z' },
    { student_id: JONAS, problem_id: 103, ordering: 2, solved: false, quiz: false, last_changed: '2026-11-19T08:00:00Z' },
  ],
  // The contract shows Mia without problems.
  [MIA]: [],
  [EMMA]: [
    { student_id: EMMA, problem_id: 104, ordering: 0, solved: false, quiz: false, last_changed: '2026-11-15T19:10:00Z' },
  ],
};

export function buildStudentProblems(
  students: readonly DemoStudent[],
  topics: readonly DemoTopic[],
  clock: Clock,
): Insertable<StudentProblemsTable>[] {
  const rng = createRng('student-problems');
  const byId = new Map(topics.map((t) => [t.row.problemset_id, t]));
  return students.flatMap((student) => {
    const fixed = FIXED_STUDENT_PROBLEMS[student.student_id];
    if (fixed) return [...fixed];
    if (student.class_id === null) return [];
    const topic = byId.get(rng.pick(CLASS_TOPICS[student.class_id] ?? []));
    if (!topic) return [];
    const assigned = rng.int(8, 30);
    // Earlier problems are more often solved; a student who has left stopped at some point.
    let solving = student.active !== false;
    return topic.problems.map(({ problem_id, ordering, quiz }) => {
      solving = solving && rng.chance(0.7);
      return {
        student_id: student.student_id,
        problem_id,
        ordering,
        solved: solving,
        quiz: quiz ?? false,
        last_changed: solving ? clock.daysAgo(rng.int(1, assigned - 1), rng.int(14, 19), rng.int(0, 59)) : clock.daysAgo(assigned, 8, 0),
      };
    });
  });
}

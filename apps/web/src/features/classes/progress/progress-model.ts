// The class progress matrix as the page shows it (docs/product/screens.md#class-progress): the
// columns of the chosen topic (or all), each topic's header group, a lookup of the cells, each
// student's totals over the shown columns, the rows in the chosen order and each problem's solve
// rate. Pure functions, so that they are tested without rendering and run once per change.
import type { ClassProgress, ClassProgressCell, ClassProgressProblem, ClassProgressStudent } from '@backoffice/api-client';
import { parseServerDate } from '../../../lib/dates.ts';

/** What a cell shows: solved, a quiz not solved, assigned and not solved, or not assigned. */
export type CellState = 'solved' | 'quiz' | 'assigned' | 'none';

export interface TopicGroup {
  problemsetId: number;
  name: string;
  /** How many columns the topic spans. */
  span: number;
}

export interface StudentRow {
  student: ClassProgressStudent;
  solved: number;
  assigned: number;
  /** solved / assigned; null without assigned problems. */
  share: number | null;
  inactive: boolean;
}

export interface SolveRate {
  solved: number;
  assigned: number;
  /** solved / assigned; null when nobody has the problem. */
  rate: number | null;
}

/** The sort keys of the page, with `-` in front for descending (lib/use-list-state.ts). */
export const SORT_KEYS = ['name', 'solved', 'activity'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const cellKey = (studentId: string, problemId: number) => `${studentId}\u0000${problemId}`;

/** The cells by student and problem; a missing entry is "not assigned". */
export function cellIndex(cells: readonly ClassProgressCell[]): Map<string, ClassProgressCell> {
  const index = new Map<string, ClassProgressCell>();
  for (const cell of cells) index.set(cellKey(cell.student_id, cell.problem_id), cell);
  return index;
}

export function cellOf(
  index: Map<string, ClassProgressCell>,
  studentId: string,
  problemId: number,
): ClassProgressCell | undefined {
  return index.get(cellKey(studentId, problemId));
}

export function cellState(cell: ClassProgressCell | undefined): CellState {
  if (!cell) return 'none';
  if (cell.solved) return 'solved';
  return cell.quiz ? 'quiz' : 'assigned';
}

/** The class's topics in column order, each once (the topic filter's choices). */
export function topicsOf(problems: readonly ClassProgressProblem[]): { problemsetId: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const problem of problems) if (!seen.has(problem.problemset_id)) seen.set(problem.problemset_id, problem.problemset_name);
  return [...seen].map(([problemsetId, name]) => ({ problemsetId, name }));
}

/** The columns shown: the one topic's problems, or all (topic 0). */
export function visibleProblems(problems: readonly ClassProgressProblem[], topicId: number): ClassProgressProblem[] {
  return topicId ? problems.filter((problem) => problem.problemset_id === topicId) : [...problems];
}

/** Consecutive columns of one topic form a group under the topic's name. */
export function topicGroups(problems: readonly ClassProgressProblem[]): TopicGroup[] {
  const groups: TopicGroup[] = [];
  for (const problem of problems) {
    const last = groups.at(-1);
    if (last && last.problemsetId === problem.problemset_id) last.span += 1;
    else groups.push({ problemsetId: problem.problemset_id, name: problem.problemset_name, span: 1 });
  }
  return groups;
}

/** True when the student did nothing since `days` days before `now` (or never did anything). */
export function isInactive(student: ClassProgressStudent, now: number, days: number): boolean {
  const last = parseServerDate(student.last_activity);
  return !last || now - last.getTime() > days * 24 * 60 * 60 * 1000;
}

/**
 * Each student's totals. Over all topics they are the server's counts (each problem once); for
 * one topic they are counted from that topic's cells.
 */
export function studentRows(
  data: ClassProgress,
  shown: readonly ClassProgressProblem[],
  index: Map<string, ClassProgressCell>,
  filtered: boolean,
  now: number,
  inactiveDays: number,
): StudentRow[] {
  const problemIds = [...new Set(shown.map((problem) => problem.problem_id))];
  return data.students.map((student) => {
    let solved = student.solved_count;
    let assigned = student.assigned_count;
    if (filtered) {
      solved = 0;
      assigned = 0;
      for (const problemId of problemIds) {
        const cell = cellOf(index, student.student_id, problemId);
        if (!cell) continue;
        assigned += 1;
        if (cell.solved) solved += 1;
      }
    }
    return {
      student,
      solved,
      assigned,
      share: assigned ? solved / assigned : null,
      inactive: isInactive(student, now, inactiveDays),
    };
  });
}

const activityTime = (row: StudentRow) => parseServerDate(row.student.last_activity)?.getTime() ?? Number.NEGATIVE_INFINITY;

/**
 * The rows in the chosen order; ties keep the server's order (last name, first name). By solved
 * share, students without assigned problems come last either way; by last activity, "never" is
 * the oldest.
 */
export function sortRows(
  rows: readonly StudentRow[],
  key: SortKey,
  direction: 'asc' | 'desc',
  compareText: (a: string, b: string) => number,
): StudentRow[] {
  const sign = direction === 'desc' ? -1 : 1;
  const sorted = [...rows];
  if (key === 'name') {
    sorted.sort(
      (a, b) =>
        sign *
        (compareText(a.student.lastname, b.student.lastname) || compareText(a.student.firstname, b.student.firstname)),
    );
  } else if (key === 'solved') {
    sorted.sort((a, b) => {
      if (a.share === null || b.share === null) return a.share === b.share ? 0 : a.share === null ? 1 : -1;
      return sign * (a.share - b.share);
    });
  } else {
    sorted.sort((a, b) => {
      const x = activityTime(a);
      const y = activityTime(b);
      return x === y ? 0 : sign * (x < y ? -1 : 1);
    });
  }
  return sorted;
}

/** Each shown problem's solve rate over the class's students (solved / assigned). */
export function solveRates(
  shown: readonly ClassProgressProblem[],
  students: readonly ClassProgressStudent[],
  index: Map<string, ClassProgressCell>,
): SolveRate[] {
  return shown.map((problem) => {
    let solved = 0;
    let assigned = 0;
    for (const student of students) {
      const cell = cellOf(index, student.student_id, problem.problem_id);
      if (!cell) continue;
      assigned += 1;
      if (cell.solved) solved += 1;
    }
    return { solved, assigned, rate: assigned ? solved / assigned : null };
  });
}

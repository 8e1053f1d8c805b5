// What a problem template makes: an original problem with varied numbers, in German or
// English, with a worked solution (KaTeX), the answer and three typical wrong answers.
import type { Lang } from '../format.ts';
import type { Rng } from '../random.ts';

export interface ProblemDraft {
  text: string;
  solution: string;
  answer: string;
  wrong_answers: string[];
  gradefrom: number;
  gradeto: number;
  difficulty: number;
  /** A figure (PNG) shown with the problem. */
  figure?: Buffer;
}

export interface Template {
  kind: string;
  /** The collection the kind belongs to (1 fractions, 2 geometry, 3 percentages, 4 equations). */
  collection: number | null;
  /** How many problems of the kind the demo gets. */
  count: number;
  make(rng: Rng, lang: Lang): ProblemDraft;
}

// The templates of the generated demo problems (db/seed/templates/*.ts), in the order the
// generator uses them: changing the order changes every generated problem.
import { derivative, integral, linear, linearBothSides, quadratic, roots } from './templates/algebra.ts';
import { probability, tableMean, tableReading } from './templates/data.ts';
import { circle, pythagoras, rectangle, triangle } from './templates/geometry.ts';
import { fractionAdd, fractionMul, interest, percentDiscount, percentOf, percentRate, ruleOfThree, speed, units } from './templates/numbers.ts';
import type { Template } from './templates/types.ts';

export type { ProblemDraft, Template } from './templates/types.ts';

export const TEMPLATES: readonly Template[] = [
  fractionAdd, fractionMul, percentOf, percentDiscount, percentRate, interest, linear, linearBothSides,
  quadratic, rectangle, triangle, circle, pythagoras, units, tableMean, tableReading,
  speed, roots, derivative, integral, probability, ruleOfThree,
];

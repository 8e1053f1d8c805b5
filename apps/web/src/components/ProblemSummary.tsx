import type { Problem } from '@backoffice/api-client';
import { useLingui } from '@lingui/react/macro';
import { gradeLabel } from '../lib/problem-format.ts';
import { DifficultyStars } from './DifficultyStars.tsx';
import { MathMarkdown } from './MathMarkdown.tsx';
import { CHAKRA_LAYER_ORDER, Stylesheet } from './Stylesheet.tsx';

// Plain elements and one stylesheet, not Chakra's style props: a list shows one per row, and
// the rows mount twice (without, then with their drag-and-drop code; components/SortableList.tsx).
const STYLES = `
${CHAKRA_LAYER_ORDER}
@layer recipes {
  .problem-summary { min-width: 0; flex: 1; }
  .problem-summary-meta {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: var(--chakra-spacing-3);
    margin-bottom: var(--chakra-spacing-1);
    font-size: var(--chakra-font-sizes-sm);
    color: var(--chakra-colors-fg-muted);
  }
  .problem-summary-id { font-weight: var(--chakra-font-weights-semibold); color: var(--chakra-colors-fg); }
}
`;

/**
 * A problem as a row of an ordered list shows it (topics' and students' problems, docs/product/screens.md): its
 * id, its text with tables and math (rendered inertly: the text is the author's), its grade and
 * its difficulty.
 */
export function ProblemSummary({ problem }: { problem: Problem }) {
  const { t } = useLingui();
  const grade = gradeLabel(problem.gradefrom, problem.gradeto);
  const problemId = problem.problem_id;
  return (
    <div className="problem-summary">
      <Stylesheet name="problem-summary" css={STYLES} />
      <div className="problem-summary-meta">
        <span className="problem-summary-id">{t({ id: 'problem_summary.id', message: `Problem ${problemId}` })}</span>
        <span>{t({ id: 'problem_summary.grade', message: `Grade ${grade}` })}</span>
        <DifficultyStars value={problem.difficulty} size="0.85rem" />
      </div>
      <MathMarkdown text={problem.text} />
    </div>
  );
}

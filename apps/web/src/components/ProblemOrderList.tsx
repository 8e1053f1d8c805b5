import type { Problem } from '@backoffice/api-client';
import { Text } from '@chakra-ui/react';
import { memo, useCallback } from 'react';
import type { ListQuery } from '../lib/list-query.ts';
import { errorMessage } from '../lib/errors.ts';
import { RemoveIcon } from './icons.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { useMathRendererSettled } from './MathMarkdown.tsx';
import { ProblemSummary } from './ProblemSummary.tsx';
import { RowIconButton } from './RowIconButton.tsx';
import { SortableList } from './SortableList.tsx';
import { CHAKRA_LAYER_ORDER, Stylesheet } from './Stylesheet.tsx';
import { ToggleSwitch } from './ToggleSwitch.tsx';

// The rows are plain elements styled by one stylesheet, not Chakra's layout components: a list
// mounts its rows twice (without, then with the drag-and-drop code), and the style props of some
// ten components a row were a good part of the student page's longest tasks on a slow phone.
const STYLES = `
${CHAKRA_LAYER_ORDER}
@layer recipes {
  .problem-order-row { display: flex; flex-direction: column; gap: var(--chakra-spacing-3); justify-content: space-between; }
  @media screen and (min-width: 48rem) {
    .problem-order-row { flex-direction: row; align-items: flex-start; }
  }
  .problem-order-actions { display: flex; align-items: center; flex-wrap: wrap; flex-shrink: 0; gap: var(--chakra-spacing-4); }
  .problem-order-flag { display: flex; align-items: center; gap: var(--chakra-spacing-2); }
  .problem-order-flag > span { font-size: var(--chakra-font-sizes-sm); }
}
`;

/** A switch of a problem row that was flipped. */
export interface ProblemFlagChange {
  problemId: number;
  flag: 'quiz' | 'solved';
  value: boolean;
}

/** What a problem row shows of a list's entry; `solved` only where the list has that switch. */
export interface ProblemRowState {
  problem: Problem;
  quiz: boolean;
  solved?: boolean;
}

/** A switch's visible word ("Quiz") and its accessible name ("Quiz: problem 12"). */
interface SwitchTexts {
  text: string;
  named: (problem: Problem) => string;
}

/**
 * The screen's words (each screen has its own in the catalogs). Keep the object's identity
 * stable (useMemo): the rows are memoised on it.
 */
export interface ProblemOrderTexts {
  /** The list's accessible name ("Problems of …"). */
  label: string;
  empty: string;
  /** A problem as the drag handle and the announcements name it ("Problem 12"). */
  problem: (problem: Problem) => string;
  quiz: SwitchTexts;
  /** Only for lists with a solved switch. */
  solved?: SwitchTexts;
  remove: string;
  removeNamed: (problem: Problem) => string;
}

export interface ProblemOrderListProps<E> {
  problems: ListQuery<E>;
  /** Keep stable (a module-level function). */
  row: (entry: E) => ProblemRowState;
  texts: ProblemOrderTexts;
  /** These three stable too (useCallback): the list and its rows are memoised on them. */
  onMove: (problemId: number, newIndex: number) => void;
  onFlag: (change: ProblemFlagChange) => void;
  onRemove: (problem: Problem) => void;
}

/**
 * An ordered list of problems (a topic's, a student's; docs/product/screens.md): reordered by
 * dragging, each row with its quiz (and solved) switch and Remove. Its own component, holding
 * the list's states, so that a reorder or a switch renders the list again but not the rest of
 * the screen's section (the dropdown, the dialogs).
 */
export function ProblemOrderList<E>({ problems, row, texts, onMove, onFlag, onRemove }: ProblemOrderListProps<E>) {
  const mathSettled = useMathRendererSettled();
  const getId = useCallback((entry: E) => row(entry).problem.problem_id, [row]);
  const itemLabel = useCallback((entry: E) => texts.problem(row(entry).problem), [row, texts]);
  const move = useCallback((entry: E, newIndex: number) => onMove(row(entry).problem.problem_id, newIndex), [row, onMove]);
  const renderItem = useCallback(
    (entry: E) => {
      const { problem, quiz, solved } = row(entry);
      return <ProblemOrderRow problem={problem} quiz={quiz} solved={solved} texts={texts} onFlag={onFlag} onRemove={onRemove} />;
    },
    [row, texts, onFlag, onRemove],
  );

  if (problems.isError) {
    return <LoadFailed message={errorMessage(problems.error)} onRetry={() => void problems.refetch()} busy={problems.isFetching} />;
  }
  // The rows show once their formulas can be rendered too (the renderer loads beside the data).
  if (problems.isPending || !problems.data || !mathSettled) return <LoadingScreen minH="8rem" />;
  if (problems.data.length === 0) return <Text color="fg.muted">{texts.empty}</Text>;
  return (
    <SortableList items={problems.data} getId={getId} label={texts.label} itemLabel={itemLabel} renderItem={renderItem} onMove={move} />
  );
}

/** A labelled switch of a problem row (the label is visible; the switch's name says which problem). */
function FlagSwitch({
  texts,
  problem,
  checked,
  onChange,
}: {
  texts: SwitchTexts;
  problem: Problem;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="problem-order-flag">
      <span aria-hidden="true">{texts.text}</span>
      <ToggleSwitch checked={checked} label={texts.named(problem)} onChange={onChange} />
    </div>
  );
}

interface ProblemOrderRowProps extends ProblemRowState {
  texts: ProblemOrderTexts;
  onFlag: (change: ProblemFlagChange) => void;
  onRemove: (problem: Problem) => void;
}

/**
 * One problem of the list: the problem with its math, its switches and Remove. Memoised on what
 * it shows: a refreshed list brings new entries for the problems whose ordering number changed,
 * and those must not typeset their math again.
 */
const ProblemOrderRow = memo(function ProblemOrderRow({ problem, quiz, solved, texts, onFlag, onRemove }: ProblemOrderRowProps) {
  const problemId = problem.problem_id;
  return (
    <div className="problem-order-row">
      <Stylesheet name="problem-order-row" css={STYLES} />
      <ProblemSummary problem={problem} />
      <div className="problem-order-actions">
        <FlagSwitch
          texts={texts.quiz}
          problem={problem}
          checked={quiz}
          onChange={(value) => onFlag({ problemId, flag: 'quiz', value })}
        />
        {texts.solved && solved !== undefined ? (
          <FlagSwitch
            texts={texts.solved}
            problem={problem}
            checked={solved}
            onChange={(value) => onFlag({ problemId, flag: 'solved', value })}
          />
        ) : null}
        <RowIconButton tone="red" label={texts.removeNamed(problem)} title={texts.remove} onClick={() => onRemove(problem)}>
          <RemoveIcon />
        </RowIconButton>
      </div>
    </div>
  );
});

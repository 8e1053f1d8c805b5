import type { Problem, Problemset, TopicProblem } from '@backoffice/api-client';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import {
  ProblemOrderList,
  type ProblemFlagChange,
  type ProblemOrderTexts,
  type ProblemRowState,
} from '../../components/ProblemOrderList.tsx';
import { useReorderTopicProblemsMutation, useTopicProblemsQuery, useTopicQuizMutation } from './api.ts';

const rowState = (entry: TopicProblem): ProblemRowState => ({ problem: entry.problem, quiz: entry.quiz });

/** The topic's problems, reordered by dragging, with a quiz switch each. */
export function TopicProblemList({ topic, onRemove }: { topic: Problemset; onRemove: (problem: Problem) => void }) {
  const { t } = useLingui();
  const id = topic.problemset_id;
  const problems = useTopicProblemsQuery(id);
  const { mutate: move } = useReorderTopicProblemsMutation(id);
  const { mutate: setQuiz } = useTopicQuizMutation(id);

  const texts = useMemo<ProblemOrderTexts>(
    () => ({
      label: t({ id: 'topic.problems_of', message: `Problems of ${topic.name}` }),
      empty: t({ id: 'topic.no_problems', message: 'This topic has no problems yet.' }),
      problem: (problem) => t({ id: 'topic.problem_label', message: `Problem ${problem.problem_id}` }),
      quiz: {
        text: t({ id: 'topic.quiz', message: 'Quiz' }),
        named: (problem) => t({ id: 'topic.quiz_named', message: `Quiz: problem ${problem.problem_id}` }),
      },
      remove: t({ id: 'common.remove', message: 'Remove' }),
      removeNamed: (problem) => t({ id: 'topic.remove_named', message: `Remove problem ${problem.problem_id}` }),
    }),
    [t, topic.name],
  );
  const onMove = useCallback((problemId: number, newIndex: number) => move({ problemId, newIndex }), [move]);
  // A topic's problems have only the quiz switch.
  const onFlag = useCallback(({ problemId, value }: ProblemFlagChange) => setQuiz({ problemId, quiz: value }), [setQuiz]);

  return <ProblemOrderList problems={problems} row={rowState} texts={texts} onMove={onMove} onFlag={onFlag} onRemove={onRemove} />;
}

import type { Problem, Problemset, TopicProblem } from '@backoffice/api-client';
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { SortableList } from '../../components/SortableList.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useReorderTopicProblemsMutation, useTopicProblemsQuery, useTopicQuizMutation } from './api.ts';
import { TopicProblemRow } from './TopicProblemRow.tsx';

const getId = (entry: TopicProblem) => entry.problem_id;

/**
 * The topic's problems as a sortable list, with the reorder and the quiz switches. Its own
 * component, holding the list's query and changes, so that a reorder or a switch renders the
 * list again but not the rest of the section.
 */
export function TopicProblemList({ topic, onRemove }: { topic: Problemset; onRemove: (problem: Problem) => void }) {
  const { t } = useLingui();
  const id = topic.problemset_id;
  const problems = useTopicProblemsQuery(id);
  const { mutate: move } = useReorderTopicProblemsMutation(id);
  const { mutate: setQuiz } = useTopicQuizMutation(id);

  const itemLabel = useCallback(
    (entry: TopicProblem) => t({ id: 'topic.problem_label', message: `Problem ${entry.problem_id}` }),
    [t],
  );
  const onMove = useCallback(
    (entry: TopicProblem, newIndex: number) => move({ problemId: entry.problem_id, newIndex }),
    [move],
  );
  const renderItem = useCallback(
    (entry: TopicProblem) => <TopicProblemRow problem={entry.problem} quiz={entry.quiz} onQuiz={setQuiz} onRemove={onRemove} />,
    [setQuiz, onRemove],
  );

  if (problems.isError) {
    return <LoadFailed message={errorMessage(problems.error)} onRetry={() => void problems.refetch()} busy={problems.isFetching} />;
  }
  if (problems.isPending) return <LoadingScreen minH="8rem" />;
  if (problems.data.length === 0) {
    return <Text color="fg.muted">{t({ id: 'topic.no_problems', message: 'This topic has no problems yet.' })}</Text>;
  }
  return (
    <SortableList
      items={problems.data}
      getId={getId}
      label={t({ id: 'topic.problems_of', message: `Problems of ${topic.name}` })}
      itemLabel={itemLabel}
      renderItem={renderItem}
      onMove={onMove}
    />
  );
}

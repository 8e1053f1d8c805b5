import type { Problemset, TopicProblem } from '@backoffice/api-client';
import { Card, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { RemoveIcon } from '../../components/icons.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { ProblemSummary } from '../../components/ProblemSummary.tsx';
import { preloadSortableList, SortableList } from '../../components/SortableList.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { errorMessage, notifyError, notifySuccess } from '../../lib/errors.ts';
import {
  useRemoveTopicProblemMutation,
  useReorderTopicProblemsMutation,
  useTopicProblemsQuery,
  useTopicQuizMutation,
} from './api.ts';
import { AddTopicProblems } from './AddTopicProblems.tsx';
import { topicMessages } from './topic-messages.ts';

const getId = (entry: TopicProblem) => entry.problem_id;

/**
 * A topic's problems in their order (spec §2 "Topic page"): each with its math, grade and
 * stars, a quiz switch and Remove (with a confirmation); dragged into a new order; more are
 * added with the problem picker, which starts with the topic's problems chosen.
 */
export function TopicProblems({ topic }: { topic: Problemset }) {
  const { t } = useLingui();
  const id = topic.problemset_id;
  const problems = useTopicProblemsQuery(id);
  const reorder = useReorderTopicProblemsMutation(id);
  const quiz = useTopicQuizMutation(id);
  const remove = useRemoveTopicProblemMutation(id);
  const [toRemove, setToRemove] = useState<TopicProblem | null>(null);
  const { mutate: setQuiz } = quiz;
  const { mutate: move } = reorder;


  // The list's drag-and-drop code loads while the problems do.
  useEffect(preloadSortableList, []);

  const itemLabel = useCallback(
    (entry: TopicProblem) => t({ id: 'topic.problem_label', message: `Problem ${entry.problem_id}` }),
    [t],
  );
  const onMove = useCallback(
    (entry: TopicProblem, newIndex: number) => move({ problemId: entry.problem_id, newIndex }),
    [move],
  );
  const renderItem = useCallback(
    (entry: TopicProblem) => (
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ md: 'flex-start' }}>
        <ProblemSummary problem={entry.problem} />
        <HStack gap="3" flexShrink="0">
          <HStack gap="2">
            <Text as="span" fontSize="sm" aria-hidden="true">
              {t({ id: 'topic.quiz', message: 'Quiz' })}
            </Text>
            <ToggleSwitch
              checked={entry.quiz}
              label={t({ id: 'topic.quiz_named', message: `Quiz: problem ${entry.problem_id}` })}
              onChange={(checked) => setQuiz({ problemId: entry.problem_id, quiz: checked })}
            />
          </HStack>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t({ id: 'topic.remove_named', message: `Remove problem ${entry.problem_id}` })}
            title={t({ id: 'common.remove', message: 'Remove' })}
            onClick={() => setToRemove(entry)}
          >
            <RemoveIcon />
          </IconButton>
        </HStack>
      </Stack>
    ),
    [t, setQuiz],
  );

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await remove.mutateAsync(toRemove.problem_id);
      void notifySuccess(t({ id: 'topic.problem_removed', message: 'Problem removed' }));
    } catch (error) {
      void notifyError(error, topicMessages.removeProblemFailed);
    } finally {
      setToRemove(null);
    }
  };

  const list = problems.data ?? [];
  const heading = t({ id: 'topic.problems', message: 'Problems' });
  return (
    <Card.Root>
      <Card.Body>
        <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
          <Heading as="h2" size="md">
            {heading}
          </Heading>
          <AddTopicProblems topicId={id} current={list.map(getId)} />
        </HStack>
        {problems.isError ? (
            <LoadFailed message={errorMessage(problems.error)} onRetry={() => void problems.refetch()} busy={problems.isFetching} />
          ) : problems.isPending ? (
          <LoadingScreen minH="8rem" />
        ) : list.length === 0 ? (
          <Text color="fg.muted">{t({ id: 'topic.no_problems', message: 'This topic has no problems yet.' })}</Text>
        ) : (
          <SortableList
            items={list}
            getId={getId}
            label={t({ id: 'topic.problems_of', message: `Problems of ${topic.name}` })}
            itemLabel={itemLabel}
            renderItem={renderItem}
            onMove={onMove}
          />
        )}
      </Card.Body>
      <ConfirmDialog
        open={toRemove !== null}
        itemName={toRemove ? itemLabel(toRemove) : ''}
        title={t({ id: 'topic.remove_title', message: 'Remove problem' })}
        question={t({
          id: 'topic.remove_question',
          message: `Remove problem ${toRemove?.problem_id ?? ''} from the topic “${topic.name}”?`,
        })}
        confirmLabel={t({ id: 'common.remove', message: 'Remove' })}
        undoable
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
        busy={remove.isPending}
      />
    </Card.Root>
  );
}

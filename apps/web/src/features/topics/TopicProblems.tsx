import type { Problem, Problemset } from '@backoffice/api-client';
import { Card, Heading, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { preloadSortableList } from '../../components/SortableList.tsx';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { useRemoveTopicProblemMutation } from './api.ts';
import { AddTopicProblems } from './AddTopicProblems.tsx';
import { TopicProblemList } from './TopicProblemList.tsx';
import { topicMessages } from './topic-messages.ts';

/**
 * A topic's problems in their order (docs/product/screens.md#topic-page): each with its math, grade and
 * stars, a quiz switch and Remove (with a confirmation); dragged into a new order; more are
 * added with the problem picker, which starts with the topic's problems chosen.
 */
export function TopicProblems({ topic }: { topic: Problemset }) {
  const { t } = useLingui();
  const id = topic.problemset_id;
  const remove = useRemoveTopicProblemMutation(id);
  const [toRemove, setToRemove] = useState<Problem | null>(null);

  // The list's drag-and-drop code loads while the problems do.
  useEffect(preloadSortableList, []);

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

  const heading = t({ id: 'topic.problems', message: 'Problems' });
  return (
    <Card.Root>
      <Card.Body>
        <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
          <Heading as="h2" size="md">
            {heading}
          </Heading>
          <AddTopicProblems topicId={id} topicName={topic.name} />
        </HStack>
        <TopicProblemList topic={topic} onRemove={setToRemove} />
      </Card.Body>
      <ConfirmDialog
        open={toRemove !== null}
        itemName={toRemove ? t({ id: 'topic.problem_label', message: `Problem ${toRemove.problem_id}` }) : ''}
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

import type { Problemset } from '@backoffice/api-client';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { paths } from '../../lib/paths.ts';
import { useAddClassTopicMutation, useAvailableTopicsQuery, useClassTopicsQuery, useRemoveClassTopicMutation } from './api.ts';
import { classMessages } from './class-messages.ts';
import { ClassMemberSection, type ClassMemberKind } from './ClassMemberSection.tsx';

const topicName = (topic: Problemset) => topic.name;

/**
 * The class page's topics (docs/product/screens.md): name and problem count, a row opens the topic, an add-topic
 * dropdown of the topics not yet in the class, and a remove per row. Removing only unlinks the
 * topic; the topic itself stays.
 */
export function ClassTopics({ classId, className }: { classId: number; className: string }) {
  const { t } = useLingui();
  const topics = useClassTopicsQuery(classId);
  const available = useAvailableTopicsQuery(classId);
  const add = useAddClassTopicMutation();
  const remove = useRemoveClassTopicMutation();

  const kind = useMemo<ClassMemberKind<Problemset>>(
    () => ({
      title: t({ id: 'class.topics.title', message: 'Topics' }),
      columns: [
        { key: 'name', header: t({ id: 'class.topics.column.name', message: 'Name' }), truncate: true },
        { key: 'problem_count', header: t({ id: 'class.topics.column.problems', message: 'Problems' }), align: 'end' },
      ],
      caption: t({ id: 'class.topics.caption', message: `Topics of class ${className}` }),
      emptyText: t({ id: 'class.topics.empty', message: 'No topics assigned yet.' }),
      rowKey: (topic) => topic.problemset_id,
      rowHref: (topic) => paths.topics.detail.href(topic.problemset_id),
      defaultSort: { key: 'name', direction: 'asc' },
      addLabel: t({ id: 'class.add_topic', message: 'Add topic' }),
      addNone: t({ id: 'class.add_topic_none', message: 'No further topic found' }),
      candidateKey: (topic) => String(topic.problemset_id),
      candidateLabel: topicName,
      added: t({ id: 'class.topic_added', message: 'Topic added to the class' }),
      addFailed: classMessages.addTopicFailed,
      name: topicName,
      removeLabel: (topic) => t({ id: 'class.remove_topic_named', message: `Remove ${topic.name} from the class` }),
      removeTitle: t({ id: 'class.remove_topic', message: 'Remove from the class' }),
      removeDialogTitle: t({ id: 'class.remove_topic_title', message: 'Remove topic' }),
      removeQuestion: (removeName) =>
        t({
          id: 'class.remove_topic_question',
          message: `Do you really want to remove the topic “${removeName}” from class “${className}”?`,
        }),
      removeDetails: t({
        id: 'class.remove_topic_details',
        message: 'The topic itself and the problems already given to students stay.',
      }),
      removed: t({ id: 'class.topic_removed', message: 'Topic removed from the class' }),
      removeFailed: classMessages.removeTopicFailed,
    }),
    [t, className],
  );

  return (
    <ClassMemberSection
      kind={kind}
      members={topics}
      candidates={available}
      onAdd={(topic, callbacks) => add.mutate({ classId, problemsetId: topic.problemset_id }, callbacks)}
      adding={add.isPending}
      onRemove={(topic) => remove.mutateAsync({ classId, problemsetId: topic.problemset_id })}
      removing={remove.isPending}
    />
  );
}

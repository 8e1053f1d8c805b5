import type { Problemset } from '@backoffice/api-client';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { RemoveIcon } from '../../components/icons.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { SearchableSelect } from '../../components/SearchableSelect.tsx';
import { errorMessage, errorMessages, notifyDeleteError, notifyError, notifySuccess } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import {
  useAddClassTopicMutation,
  useAvailableTopicsQuery,
  useClassTopicsQuery,
  useRemoveClassTopicMutation,
} from './api.ts';
import { classMessages } from './class-messages.ts';
import { ClassSection } from './ClassSection.tsx';

const topicName = (topic: Problemset) => topic.name;

/**
 * The class page's topics (spec §2): name and problem count, a row opens the topic, an add-topic
 * dropdown of the topics not yet in the class, and a remove per row with a confirmation. Removing
 * only unlinks the topic; the topic itself stays.
 */
export function ClassTopics({ classId, className }: { classId: number; className: string }) {
  const { t } = useLingui();
  const topics = useClassTopicsQuery(classId);
  const available = useAvailableTopicsQuery(classId);
  const add = useAddClassTopicMutation();
  const remove = useRemoveClassTopicMutation();
  const [toRemove, setToRemove] = useState<Problemset | null>(null);

  // The list's own failure shows in the table with a retry; the add menu's choices only warn.
  useEffect(() => {
    if (available.error) void notifyError(available.error, errorMessages.error);
  }, [available.error]);

  const columns = useMemo<Column<Problemset>[]>(
    () => [
      { key: 'name', header: t({ id: 'class.topics.column.name', message: 'Name' }), truncate: true },
      {
        key: 'problem_count',
        header: t({ id: 'class.topics.column.problems', message: 'Problems' }),
        align: 'end',
      },
      {
        key: 'actions',
        header: t({ id: 'class.topics.column.actions', message: 'Actions' }),
        sortable: false,
        align: 'end',
        kind: 'actions',
        render: (topic) => (
          <RowIconButton
            tone="red"
            label={t({ id: 'class.remove_topic_named', message: `Remove ${topic.name} from the class` })}
            title={t({ id: 'class.remove_topic', message: 'Remove from the class' })}
            onClick={() => setToRemove(topic)}
          >
            <RemoveIcon />
          </RowIconButton>
        ),
      },
    ],
    [t],
  );

  const addTopic = (topic: Problemset) => {
    add.mutate(
      { classId, problemsetId: topic.problemset_id },
      {
        onSuccess: () => void notifySuccess(t({ id: 'class.topic_added', message: 'Topic added to the class' })),
        onError: (error) => void notifyError(error, classMessages.addTopicFailed),
      },
    );
  };

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await remove.mutateAsync({ classId, problemsetId: toRemove.problemset_id });
      void notifySuccess(t({ id: 'class.topic_removed', message: 'Topic removed from the class' }));
    } catch (error) {
      void notifyDeleteError(error, classMessages.removeTopicFailed);
    } finally {
      setToRemove(null);
    }
  };

  const removeName = toRemove?.name ?? '';
  return (
    <ClassSection title={t({ id: 'class.topics.title', message: 'Topics' })} count={topics.data?.length}>
      <SearchableSelect
        label={t({ id: 'class.add_topic', message: 'Add topic' })}
        items={available.data ?? []}
        itemKey={(topic) => String(topic.problemset_id)}
        itemLabel={topicName}
        onSelect={addTopic}
        loading={available.isFetching || add.isPending}
        emptyText={t({ id: 'class.add_topic_none', message: 'No further topic found' })}
      />
      <DataTable
        caption={t({ id: 'class.topics.caption', message: `Topics of class ${className}` })}
        columns={columns}
        rows={topics.data ?? []}
        loadError={topics.isError ? errorMessage(topics.error, errorMessages.error) : null}
        onRetry={() => void topics.refetch()}
        rowKey={(topic) => topic.problemset_id}
        defaultSort={{ key: 'name', direction: 'asc' }}
        rowHref={(topic) => paths.topics.detail.href(topic.problemset_id)}
        stackOnPhone
        emptyText={t({ id: 'class.topics.empty', message: 'No topics assigned yet.' })}
        loading={topics.isPending}
      />
      <ConfirmDialog
        open={toRemove !== null}
        itemName={removeName}
        title={t({ id: 'class.remove_topic_title', message: 'Remove topic' })}
        question={t({
          id: 'class.remove_topic_question',
          message: `Do you really want to remove the topic “${removeName}” from class “${className}”?`,
        })}
        details={t({
          id: 'class.remove_topic_details',
          message: 'The topic itself and the problems already given to students stay.',
        })}
        confirmLabel={t({ id: 'common.remove', message: 'Remove' })}
        undoable
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
        busy={remove.isPending}
      />
    </ClassSection>
  );
}

import type { Problemset } from '@backoffice/api-client';
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { formatDateTime, parseServerDate } from '../../lib/dates.ts';
import { errorMessage, notifyDeleteError, notifySuccess } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { userAtom } from '../../lib/session.ts';
import { readListState, useListState, type ListStateOptions } from '../../lib/use-list-state.ts';
import { prefetchTopics, useDeleteTopicMutation, useTopicsQuery } from './api.ts';
import { topicMessages } from './topic-messages.ts';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { serverStateFor } from '../../lib/server-state.tsx';

const CreateTopicDialog = lazy(() => import('./CreateTopicDialog.tsx'));

/** Newest first by default (docs/product/limits.md). */
const LIST_OPTIONS: ListStateOptions<Record<string, never>> = { defaultSort: { key: 'last_changed', direction: 'desc' } };

/** The screen's data starts with its chunk, while the shell loads and the session is checked (app/routes.ts). */
export function prefetch({ api, token, search }: PrefetchContext): void {
  prefetchTopics(serverStateFor(api, token), readListState(search, LIST_OPTIONS).search);
}

/**
 * /problemsets (all roles; docs/product/screens.md#topics-list): search, sortable name, creator (admins),
 * problem count and last change (newest first by default); a create dialog; a delete
 * confirmation naming the topic and its creator; a row opens the topic.
 */
export default function TopicsPage() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const isAdmin = user?.usertype === 'admin';
  const list = useListState(LIST_OPTIONS);
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Problemset | null>(null);
  const topics = useTopicsQuery(list.search);
  const remove = useDeleteTopicMutation();


  const columns = useMemo<Column<Problemset>[]>(() => {
    const all: (Column<Problemset> | null)[] = [
      { key: 'name', header: t({ id: 'topics.column.name', message: 'Name' }), truncate: true },
      isAdmin ? { key: 'creator_name', header: t({ id: 'topics.column.creator', message: 'Creator' }), truncate: true } : null,
      { key: 'problem_count', header: t({ id: 'topics.column.problems', message: 'Problems' }), align: 'end' },
      {
        key: 'last_changed',
        header: t({ id: 'topics.column.last_changed', message: 'Last changed' }),
        sortValue: (topic) => parseServerDate(topic.last_changed),
        render: (topic) => formatDateTime(topic.last_changed),
      },
      {
        key: 'actions',
        header: t({ id: 'topics.column.actions', message: 'Actions' }),
        sortable: false,
        align: 'end',
        kind: 'actions',
        render: (topic) => (
          <RowIconButton
            tone="red"
            label={t({ id: 'topics.delete_named', message: `Delete ${topic.name}` })}
            title={t({ id: 'common.delete', message: 'Delete' })}
            onClick={() => setToDelete(topic)}
          >
            <TrashIcon />
          </RowIconButton>
        ),
      },
    ];
    return all.filter((column): column is Column<Problemset> => column !== null);
  }, [t, isAdmin]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.problemset_id);
      void notifySuccess(t({ id: 'topics.deleted', message: 'Topic deleted' }));
    } catch (error) {
      void notifyDeleteError(error, topicMessages.deleteFailed);
    } finally {
      setToDelete(null);
    }
  };

  const creator = toDelete?.creator_name ?? '—';
  return (
    <>
      <PageHeading>{t({ id: 'topics.title', message: 'Topics' })}</PageHeading>
      <DataTable
        caption={t({ id: 'topics.title', message: 'Topics' })}
        columns={columns}
        rows={topics.data ?? []}
        rowKey={(topic) => topic.problemset_id}
        rowHref={(topic) => paths.topics.detail.href(topic.problemset_id)}
        stackOnPhone
        listState={list}
        searchLabel={t({ id: 'topics.search', message: 'Search topics' })}
        emptyText={t({ id: 'topics.empty', message: 'No topics found.' })}
        loading={topics.isPending}
        loadError={topics.isError ? errorMessage(topics.error, topicMessages.loadFailed) : null}
        onRetry={() => void topics.refetch()}
        toolbar={
          <Button colorPalette="teal" onClick={() => setCreating(true)}>
            <PlusIcon />
            {t({ id: 'topics.add', message: 'New topic' })}
          </Button>
        }
      />
      {creating ? (
        <Suspense fallback={null}>
          <CreateTopicDialog onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        itemName={toDelete?.name ?? ''}
        details={t({ id: 'topics.delete_creator', message: `Created by: ${creator}` })}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        busy={remove.isPending}
      />
    </>
  );
}

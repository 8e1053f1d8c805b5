import { isApiError, type ConversationSummary, type Student } from '@backoffice/api-client';
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { TrashIcon } from '../../components/icons.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { formatDateTime, parseServerDate } from '../../lib/dates.ts';
import { errorMessage, notifyDeleteError, notifySuccess } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { userAtom } from '../../lib/session.ts';
import {
  useCharactersQuery,
  useDeleteAllConversationsMutation,
  useDeleteConversationMutation,
  useStudentConversationsQuery,
} from './api.ts';
import { conversationMessages } from './conversation-messages.ts';
import { formatMinutes } from './messages.ts';
import { DeviceIcon } from './DeviceIcon.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';

/** A conversation as the confirmation and the delete button name it: its title and time. */
function describeConversation(conversation: ConversationSummary, untitled: string): string {
  return `${conversation.title ?? untitled} (${formatDateTime(conversation.updated_at)})`;
}

/**
 * The student's conversations (docs/product/screens.md): sortable by date (newest first at first), character,
 * title, message count and duration, with the device; a row opens the viewer; one or all can
 * be deleted after a confirmation.
 */
export function StudentConversationsSection({ student }: { student: Student }) {
  const { t } = useLingui();
  const parent = useAtomValue(userAtom)?.usertype === 'parent';
  const studentId = student.student_id;
  const conversations = useStudentConversationsQuery(studentId);
  const characters = useCharactersQuery();
  const removeOne = useDeleteConversationMutation();
  const removeAll = useDeleteAllConversationsMutation();
  const [toDelete, setToDelete] = useState<ConversationSummary | 'all' | null>(null);
  const name = `${student.firstname} ${student.lastname}`.trim();
  const rows = conversations.data ?? [];

  // Without the characters the ids show instead; the failure is only logged (docs/product/errors.md).
  useEffect(() => {
    if (characters.error) console.error('The characters could not be loaded', characters.error);
  }, [characters.error]);

  const characterName = useMemo(() => {
    const names = characters.data ?? {};
    return (conversation: ConversationSummary) => names[conversation.character_id]?.name ?? conversation.character_id;
  }, [characters.data]);

  const untitled = t({ id: 'conversation.untitled', message: 'Untitled' });
  const describe = (conversation: ConversationSummary) => describeConversation(conversation, untitled);

  const columns = useMemo<Column<ConversationSummary>[]>(
    () => [
      {
        key: 'updated_at',
        header: t({ id: 'student.conversations.column.date', message: 'Date' }),
        sortValue: (c) => parseServerDate(c.updated_at),
        render: (c) => formatDateTime(c.updated_at),
      },
      {
        key: 'device',
        header: t({ id: 'student.conversations.column.device', message: 'Device' }),
        sortable: false,
        align: 'center',
        render: (c) => <DeviceIcon userAgent={c.user_agent} />,
      },
      {
        key: 'character',
        header: t({ id: 'student.conversations.column.character', message: 'Character' }),
        sortValue: characterName,
        render: characterName,
      },
      {
        key: 'title',
        header: t({ id: 'student.conversations.column.title', message: 'Title' }),
        truncate: true,
        render: (c) => c.title ?? untitled,
      },
      {
        key: 'message_count',
        header: t({ id: 'student.conversations.column.messages', message: 'Messages' }),
        align: 'end',
      },
      {
        key: 'duration_minutes',
        header: t({ id: 'student.conversations.column.duration', message: 'Duration (min)' }),
        align: 'end',
        render: (c) => formatMinutes(c.duration_minutes),
      },
      {
        key: 'actions',
        header: t({ id: 'student.conversations.column.actions', message: 'Actions' }),
        sortable: false,
        align: 'end',
        kind: 'actions',
        render: (c) => {
          const conversation = describeConversation(c, untitled);
          return (
          <RowIconButton
            tone="red"
            label={t({ id: 'student.delete_conversation_named', message: `Delete conversation ${conversation}` })}
            title={t({ id: 'student.delete_conversation', message: 'Delete conversation' })}
            onClick={() => setToDelete(c)}
          >
            <TrashIcon />
          </RowIconButton>
          );
        },
      },
    ],
    [t, characterName, untitled],
  );

  const confirm = async () => {
    const target = toDelete;
    if (!target) return;
    try {
      if (target === 'all') {
        await removeAll.mutateAsync(studentId);
        void notifySuccess(t({ id: 'student.conversations_deleted', message: 'All conversations were deleted.' }));
      } else {
        await removeOne.mutateAsync({ conversationId: target.conversation_id, studentId });
        void notifySuccess(t({ id: 'student.conversation_deleted', message: 'The conversation was deleted.' }));
      }
      setToDelete(null);
    } catch (error) {
      void notifyDeleteError(error, conversationMessages.deleteError);
      // Gone already (404): nothing is left to confirm; otherwise the dialog stays to try again.
      if (isApiError(error) && error.status === 404) setToDelete(null);
    }
  };

  const count = rows.length;
  const caption = parent
    ? t({ id: 'student.conversations.caption_child', message: `Conversations of the child ${name}` })
    : t({ id: 'student.conversations.caption', message: `Conversations of the student ${name}` });

  return (
    <SectionCard
      title={t({ id: 'student.conversations', message: 'Conversations' })}
      count={conversations.data?.length}
      actions={
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setToDelete('all')} disabled={rows.length === 0}>
          <TrashIcon />
          {t({ id: 'student.delete_all_conversations', message: 'Delete all' })}
        </Button>
      }
    >
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.conversation_id}
        defaultSort={{ key: 'updated_at', direction: 'desc' }}
        rowHref={(c) => paths.students.conversation.href(studentId, c.conversation_id)}
        stackOnPhone
        emptyText={t({ id: 'student.conversations.empty', message: 'There are no conversations.' })}
        loading={conversations.isPending}
        loadError={conversations.isError ? errorMessage(conversations.error, conversationMessages.listError) : null}
        onRetry={() => void conversations.refetch()}
      />
      <ConfirmDialog
        open={toDelete !== null}
        itemName={toDelete === 'all' || toDelete === null ? name : describe(toDelete)}
        title={
          toDelete === 'all'
            ? t({ id: 'student.delete_all_conversations_title', message: 'Delete all conversations' })
            : t({ id: 'student.delete_conversation', message: 'Delete conversation' })
        }
        question={
          toDelete === 'all'
            ? t({
                id: 'student.delete_all_conversations_question',
                message: `Do you really want to delete all ${count} conversations of ${name}?`,
              })
            : undefined
        }
        details={t({
          id: 'student.delete_conversation_details',
          message: 'The messages and recordings are deleted with it.',
        })}
        onConfirm={() => void confirm()}
        onClose={() => setToDelete(null)}
        busy={removeOne.isPending || removeAll.isPending}
      />
    </SectionCard>
  );
}

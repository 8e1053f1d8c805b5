import type { Student } from '@backoffice/api-client';
import { Button, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { RefreshIcon, TrashIcon } from '../../components/icons.tsx';
import { MathMarkdown } from '../../components/MathMarkdown.tsx';
import { errorMessages, notifyError, notifySuccess } from '../../lib/errors.ts';
import { useDeleteHistoryMutation, useRegenerateDigestsMutation } from './api.ts';
import { conversationMessages } from './conversation-messages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

/**
 * The student's history (docs/product/screens.md): the text built from the conversations' digests, with
 * Regenerate digests and Delete history (after a confirmation). Regenerating summarises every
 * conversation again and says how many; it is disabled for a student without conversations,
 * Delete history for one without a history, each with the reason shown and linked to the
 * button (aria-describedby). While no AI provider is configured, regenerating answers 503 and
 * its explanation is shown.
 */
export function StudentHistorySection({ student }: { student: Student }) {
  const { t } = useLingui();
  const regenerate = useRegenerateDigestsMutation();
  const remove = useDeleteHistoryMutation();
  const [confirming, setConfirming] = useState(false);
  const studentId = student.student_id;
  const history = student.history ?? '';
  const name = `${student.firstname} ${student.lastname}`.trim();
  const noConversations = student.conversation_count === 0;
  const noConversationsId = useId();
  const noHistoryId = useId();

  const regenerateDigests = () =>
    regenerate.mutate(studentId, {
      onSuccess: ({ summarised }) =>
        void notifySuccess(
          t({
            id: 'student.digests_summarised',
            message: plural(summarised, { one: '# conversation summarised', other: '# conversations summarised' }),
          }),
        ),
      onError: (error) => void notifyError(error, conversationMessages.digestsError),
    });

  const deleteHistory = async () => {
    try {
      await remove.mutateAsync(studentId);
      void notifySuccess(t({ id: 'student.history_deleted', message: 'The history was deleted.' }));
    } catch (error) {
      void notifyError(error, errorMessages.error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <SectionCard
      title={t({ id: 'student.history', message: 'History' })}
      actions={
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={regenerateDigests}
            loading={regenerate.isPending}
            disabled={noConversations}
            aria-describedby={noConversations ? noConversationsId : undefined}
          >
            <RefreshIcon />
            {t({ id: 'student.regenerate_digests', message: 'Regenerate digests' })}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setConfirming(true)}
            disabled={!history}
            aria-describedby={history ? undefined : noHistoryId}
          >
            <TrashIcon />
            {t({ id: 'student.delete_history', message: 'Delete history' })}
          </Button>
        </>
      }
    >
      {history ? (
        <MathMarkdown text={history} />
      ) : (
        <Text color="fg.muted" id={noHistoryId}>
          {t({ id: 'student.history_empty', message: 'There is no history yet.' })}
        </Text>
      )}
      {noConversations ? (
        <Text color="fg.muted" id={noConversationsId}>
          {t({ id: 'student.digests_no_conversations', message: 'There are no conversations yet, so there is nothing to summarise.' })}
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirming}
        itemName={name}
        title={t({ id: 'student.delete_history_title', message: 'Delete history' })}
        question={t({ id: 'student.delete_history_question', message: `Do you really want to delete the history of ${name}?` })}
        details={t({
          id: 'student.delete_history_details',
          message: 'The summaries of the conversations are deleted; the conversations themselves stay.',
        })}
        onConfirm={() => void deleteHistory()}
        onClose={() => setConfirming(false)}
        busy={remove.isPending}
      />
    </SectionCard>
  );
}

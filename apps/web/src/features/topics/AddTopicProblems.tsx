import { Button } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { useSetTopicProblemsMutation, useTopicProblemIdsQuery } from './api.ts';
import { topicMessages } from './topic-messages.ts';

const ProblemPickerDialog = lazy(() =>
  import('../../components/ProblemPickerDialog.tsx').then((module) => ({ default: module.ProblemPickerDialog })),
);

/**
 * "Add problems" of the topic page: the picker opens with the topic's problems ticked, and Save
 * makes the topic hold what is ticked then: new ones are appended, the ones that stay keep their
 * place, and unticked ones leave the topic after a confirmation that names them (removals from a
 * topic always ask first). The toast says how many came and went.
 */
export function AddTopicProblems({ topicId, topicName }: { topicId: number; topicName: string }) {
  const { t, i18n } = useLingui();
  const current = useTopicProblemIdsQuery(topicId).data ?? [];
  const [open, setOpen] = useState(false);
  /** A selection whose removals wait for the confirmation. */
  const [pending, setPending] = useState<{ selection: number[]; removed: number[] } | null>(null);
  const save = useSetTopicProblemsMutation(topicId);

  const apply = async (selection: number[]) => {
    try {
      const { added, removed } = await save.mutateAsync(selection);
      void notifySuccess(
        t({
          id: 'topic.problems_changed',
          message: `${plural(added, { one: '# problem added', other: '# problems added' })}, ${plural(removed, { one: '# removed', other: '# removed' })}`,
        }),
      );
      setOpen(false);
    } catch (error) {
      void notifyError(error, topicMessages.addProblemFailed);
    } finally {
      setPending(null);
    }
  };

  const onSave = (selection: number[]) => {
    const removed = current.filter((id) => !selection.includes(id));
    if (removed.length > 0) setPending({ selection, removed });
    else void apply(selection);
  };

  const removedList = pending
    ? new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
        pending.removed.map((problem_id) => ({ problem_id })).map((entry) => t({ id: 'topic.problem_label', message: `Problem ${entry.problem_id}` })),
      )
    : '';
  return (
    <>
      <Button colorPalette="teal" onClick={() => setOpen(true)}>
        <PlusIcon />
        {t({ id: 'topic.add_problems', message: 'Add problems' })}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ProblemPickerDialog open preselected={current} onSave={onSave} onClose={() => setOpen(false)} busy={save.isPending} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        itemName={removedList}
        title={t({ id: 'topic.picker_remove_title', message: 'Remove unticked problems' })}
        question={t({ id: 'topic.picker_remove_question', message: `Remove ${removedList} from the topic “${topicName}”?` })}
        confirmLabel={t({ id: 'common.remove', message: 'Remove' })}
        undoable
        onConfirm={() => pending && void apply(pending.selection)}
        onClose={() => setPending(null)}
        busy={save.isPending}
      />
    </>
  );
}

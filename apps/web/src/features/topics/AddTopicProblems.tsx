import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { PlusIcon } from '../../components/icons.tsx';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import { useAddTopicProblemsMutation, useTopicProblemIdsQuery } from './api.ts';
import { topicMessages } from './topic-messages.ts';

const ProblemPickerDialog = lazy(() =>
  import('../../components/ProblemPickerDialog.tsx').then((module) => ({ default: module.ProblemPickerDialog })),
);

/**
 * "Add problems" of the topic page: the picker opens with the topic's problems chosen; Save
 * appends the newly chosen ones (the server keeps the others where they are). Problems leave a
 * topic only through Remove, which asks first (spec §4).
 */
export function AddTopicProblems({ topicId }: { topicId: number }) {
  const { t } = useLingui();
  const current = useTopicProblemIdsQuery(topicId).data ?? [];
  const [open, setOpen] = useState(false);
  const add = useAddTopicProblemsMutation(topicId);

  const save = async (problemIds: number[]) => {
    try {
      await add.mutateAsync(problemIds);
      void notifySuccess(t({ id: 'topic.problems_added', message: 'Problems added' }));
      setOpen(false);
    } catch (error) {
      void notifyError(error, topicMessages.addProblemFailed);
    }
  };

  return (
    <>
      <Button colorPalette="teal" onClick={() => setOpen(true)}>
        <PlusIcon />
        {t({ id: 'topic.add_problems', message: 'Add problems' })}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ProblemPickerDialog open preselected={current} onSave={save} onClose={() => setOpen(false)} busy={add.isPending} />
        </Suspense>
      ) : null}
    </>
  );
}

import type { Problem, Problemset, Student, StudentProblemsAdded } from '@backoffice/api-client';
import { Button, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import type { ProblemPickerDialogProps } from '../../components/ProblemPickerDialog.tsx';
import { SearchableSelect } from '../../components/SearchableSelect.tsx';
import { preloadSortableList } from '../../components/SortableList.tsx';
import { notifyError, notifySuccess } from '../../lib/errors.ts';
import {
  useAddStudentProblemsMutation,
  useAddStudentTopicMutation,
  useRemoveStudentProblemMutation,
  useResetStudentProblemsMutation,
  useStudentProblemCountQuery,
  useStudentProblemIdsQuery,
  useTopicChoicesQuery,
} from './api.ts';
import { StudentProblemList } from './StudentProblemList.tsx';
import { studentMessages } from './student-messages.ts';

const ProblemPickerDialog = lazy(() =>
  import('../../components/ProblemPickerDialog.tsx').then((module) => ({ default: module.ProblemPickerDialog })),
);

const topicKey = (topic: Problemset) => String(topic.problemset_id);
const topicLabel = (topic: Problemset) => topic.name;

/**
 * The student's assigned problems (docs/product/screens.md#student-page): the sortable list with a quiz and a
 * solved switch and Remove per problem; Reset problem status (with a confirmation), and a
 * topic chosen from a searchable dropdown whose problems Add appends.
 */
export function StudentProblems({ student }: { student: Student }) {
  const { t } = useLingui();
  const id = student.student_id;
  // Only the count: the section renders again when problems come or go, not when they move.
  const count = useStudentProblemCountQuery(id);
  const remove = useRemoveStudentProblemMutation(id);
  const reset = useResetStudentProblemsMutation(id);
  const addTopic = useAddStudentTopicMutation(id);
  const addProblems = useAddStudentProblemsMutation(id);
  const [picking, setPicking] = useState(false);
  const [toRemove, setToRemove] = useState<Problem | null>(null);
  const [resetting, setResetting] = useState(false);
  const [topic, setTopic] = useState<Problemset | null>(null);

  // The list's drag-and-drop code loads while the problems do.
  useEffect(preloadSortableList, []);

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await remove.mutateAsync(toRemove.problem_id);
      void notifySuccess(t({ id: 'student.problem_removed', message: 'Problem removed' }));
    } catch (error) {
      void notifyError(error, studentMessages.removeProblemFailed);
    } finally {
      setToRemove(null);
    }
  };

  const confirmReset = async () => {
    try {
      await reset.mutateAsync(undefined);
      void notifySuccess(t({ id: 'student.reset_done', message: 'Problem status reset' }));
    } catch (error) {
      void notifyError(error, studentMessages.resetFailed);
    } finally {
      setResetting(false);
    }
  };

  /** What an assignment did: "2 added, 1 already assigned". */
  const assignedMessage = ({ added, already_assigned: already }: StudentProblemsAdded) =>
    t({
      id: 'student.problems_assigned',
      message: `${plural(added, { one: '# problem added', other: '# problems added' })}, ${plural(already, { one: '# already assigned', other: '# already assigned' })}`,
    });

  const addChosenTopic = async () => {
    if (!topic) return;
    try {
      void notifySuccess(assignedMessage(await addTopic.mutateAsync(topic.problemset_id)));
      setTopic(null);
    } catch (error) {
      void notifyError(error, studentMessages.addTopicFailed);
    }
  };

  const assignPicked = async (problemIds: number[]) => {
    try {
      void notifySuccess(assignedMessage(await addProblems.mutateAsync(problemIds)));
      setPicking(false);
    } catch (error) {
      void notifyError(error, studentMessages.assignFailed);
    }
  };

  const name = `${student.firstname} ${student.lastname}`;
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h2" size="md">
              {t({ id: 'student.problems', message: 'Assigned problems' })}
            </Heading>
            <HStack gap="2" wrap="wrap">
              {/* Disabled only once the list is known to be empty: a button that turns from disabled
                  to enabled while the count loads fades in at low contrast. */}
              <Button variant="outline" onClick={() => setResetting(true)} disabled={count.data === 0}>
                {t({ id: 'student.reset', message: 'Reset problem status' })}
              </Button>
              <Button colorPalette="teal" onClick={() => setPicking(true)}>
                <PlusIcon />
                {t({ id: 'student.add_problems', message: 'Add problems' })}
              </Button>
            </HStack>
          </HStack>
          <HStack gap="3" align="flex-end" wrap="wrap">
            <TopicSelect topic={topic} onSelect={setTopic} />
            <Button colorPalette="teal" onClick={addChosenTopic} disabled={!topic} loading={addTopic.isPending}>
              <PlusIcon />
              {t({ id: 'student.add_topic', message: 'Add' })}
            </Button>
          </HStack>
          <StudentProblemList studentId={id} name={name} onRemove={setToRemove} />
        </Stack>
      </Card.Body>
      {picking ? (
        <Suspense fallback={null}>
          <StudentProblemPicker studentId={id} onSave={assignPicked} onClose={() => setPicking(false)} busy={addProblems.isPending} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={toRemove !== null}
        itemName={toRemove ? t({ id: 'student.problem_label', message: `Problem ${toRemove.problem_id}` }) : ''}
        title={t({ id: 'student.remove_title', message: 'Remove problem' })}
        question={t({
          id: 'student.remove_question',
          message: `Remove problem ${toRemove?.problem_id ?? ''} from ${name}'s problems?`,
        })}
        confirmLabel={t({ id: 'common.remove', message: 'Remove' })}
        undoable
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
        busy={remove.isPending}
      />
      <ConfirmDialog
        open={resetting}
        itemName={name}
        title={t({ id: 'student.reset_title', message: 'Reset problem status' })}
        question={t({
          id: 'student.reset_question',
          message: `Mark all of ${name}'s problems as not solved? Their order and quiz settings stay.`,
        })}
        confirmLabel={t({ id: 'student.reset_confirm', message: 'Reset' })}
        onConfirm={confirmReset}
        onClose={() => setResetting(false)}
        busy={reset.isPending}
      />
    </Card.Root>
  );
}

/**
 * The topic dropdown, with the topics it asks for itself: their answer renders the dropdown, not
 * the whole section (the page is still loading then).
 */
function TopicSelect({ topic, onSelect }: { topic: Problemset | null; onSelect: (topic: Problemset) => void }) {
  const { t } = useLingui();
  const topics = useTopicChoicesQuery();
  return (
    <SearchableSelect
      label={t({ id: 'student.add_topic_label', message: 'Topic' })}
      items={topics.data ?? []}
      itemKey={topicKey}
      itemLabel={topicLabel}
      onSelect={onSelect}
      selectedKey={topic ? topicKey(topic) : null}
      loading={topics.isPending}
      emptyText={t({ id: 'student.no_topics', message: 'No topics found' })}
      maxW="sm"
    />
  );
}

/**
 * The picker for a student: the problems already assigned show ticked and locked. Only the open
 * picker follows the student's list, so that moving problems does not render the section.
 */
function StudentProblemPicker({
  studentId,
  ...props
}: { studentId: string } & Pick<ProblemPickerDialogProps, 'onSave' | 'onClose' | 'busy'>) {
  const assigned = useStudentProblemIdsQuery(studentId).data;
  return <ProblemPickerDialog open assigned={assigned ?? []} {...props} />;
}

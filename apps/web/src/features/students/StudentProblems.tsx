import type { Problemset, Student, StudentProblem } from '@backoffice/api-client';
import { Button, Card, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PlusIcon, RemoveIcon } from '../../components/icons.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { ProblemSummary } from '../../components/ProblemSummary.tsx';
import { SearchableSelect } from '../../components/SearchableSelect.tsx';
import { preloadSortableList, SortableList } from '../../components/SortableList.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { errorMessage, notifyError, notifySuccess } from '../../lib/errors.ts';
import {
  useAddStudentProblemsMutation,
  useAddStudentTopicMutation,
  useRemoveStudentProblemMutation,
  useReorderStudentProblemsMutation,
  useResetStudentProblemsMutation,
  useStudentProblemFlagMutation,
  useStudentProblemsQuery,
  useTopicChoicesQuery,
} from './api.ts';
import { studentMessages } from './student-messages.ts';

const ProblemPickerDialog = lazy(() =>
  import('../../components/ProblemPickerDialog.tsx').then((module) => ({ default: module.ProblemPickerDialog })),
);

const getId = (entry: StudentProblem) => entry.problem.problem_id;
const topicKey = (topic: Problemset) => String(topic.problemset_id);
const topicLabel = (topic: Problemset) => topic.name;

/** A labelled switch of a problem row (the label is visible; the switch's name says which problem). */
function FlagSwitch({ text, label, checked, onChange }: { text: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <HStack gap="2">
      <Text as="span" fontSize="sm" aria-hidden="true">
        {text}
      </Text>
      <ToggleSwitch checked={checked} label={label} onChange={onChange} />
    </HStack>
  );
}

/**
 * The student's assigned problems (spec §2 student detail): the sortable list with a quiz and a
 * solved switch and Remove per problem; Reset problem status (with a confirmation), and a
 * topic chosen from a searchable dropdown whose problems Add appends.
 */
export function StudentProblems({ student }: { student: Student }) {
  const { t } = useLingui();
  const id = student.student_id;
  const problems = useStudentProblemsQuery(id);
  const topics = useTopicChoicesQuery();
  const reorder = useReorderStudentProblemsMutation(id);
  const flag = useStudentProblemFlagMutation(id);
  const remove = useRemoveStudentProblemMutation(id);
  const reset = useResetStudentProblemsMutation(id);
  const addTopic = useAddStudentTopicMutation(id);
  const addProblems = useAddStudentProblemsMutation(id);
  const [picking, setPicking] = useState(false);
  const [toRemove, setToRemove] = useState<StudentProblem | null>(null);
  const [resetting, setResetting] = useState(false);
  const [topic, setTopic] = useState<Problemset | null>(null);
  const { mutate: setFlag } = flag;
  const { mutate: move } = reorder;


  // The list's drag-and-drop code loads while the problems do.
  useEffect(preloadSortableList, []);

  const itemLabel = useCallback(
    (entry: StudentProblem) => t({ id: 'student.problem_label', message: `Problem ${entry.problem.problem_id}` }),
    [t],
  );
  const onMove = useCallback(
    (entry: StudentProblem, newIndex: number) => move({ problemId: entry.problem.problem_id, newIndex }),
    [move],
  );
  const renderItem = useCallback(
    (entry: StudentProblem) => {
      const problemId = entry.problem.problem_id;
      return (
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ md: 'flex-start' }}>
          <ProblemSummary problem={entry.problem} />
          <HStack gap="4" flexShrink="0" wrap="wrap">
            <FlagSwitch
              text={t({ id: 'student.quiz', message: 'Quiz' })}
              label={t({ id: 'student.quiz_named', message: `Quiz: problem ${problemId}` })}
              checked={entry.student_problem.quiz}
              onChange={(value) => setFlag({ problemId, flag: 'quiz', value })}
            />
            <FlagSwitch
              text={t({ id: 'student.solved', message: 'Solved' })}
              label={t({ id: 'student.solved_named', message: `Solved: problem ${problemId}` })}
              checked={entry.student_problem.solved}
              onChange={(value) => setFlag({ problemId, flag: 'solved', value })}
            />
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t({ id: 'student.remove_named', message: `Remove problem ${problemId}` })}
              title={t({ id: 'common.remove', message: 'Remove' })}
              onClick={() => setToRemove(entry)}
            >
              <RemoveIcon />
            </IconButton>
          </HStack>
        </Stack>
      );
    },
    [t, setFlag],
  );

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await remove.mutateAsync(toRemove.problem.problem_id);
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

  const addChosenTopic = async () => {
    if (!topic) return;
    try {
      await addTopic.mutateAsync(topic.problemset_id);
      void notifySuccess(t({ id: 'student.topic_added', message: `Problems of “${topic.name}” added` }));
      setTopic(null);
    } catch (error) {
      void notifyError(error, studentMessages.addTopicFailed);
    }
  };

  const assignPicked = async (problemIds: number[]) => {
    try {
      await addProblems.mutateAsync(problemIds);
      void notifySuccess(t({ id: 'student.problems_added', message: 'Problems added' }));
      setPicking(false);
    } catch (error) {
      void notifyError(error, studentMessages.assignFailed);
    }
  };

  const list = problems.data ?? [];
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
              <Button variant="outline" onClick={() => setResetting(true)} disabled={list.length === 0}>
                {t({ id: 'student.reset', message: 'Reset problem status' })}
              </Button>
              <Button colorPalette="teal" onClick={() => setPicking(true)}>
                <PlusIcon />
                {t({ id: 'student.add_problems', message: 'Add problems' })}
              </Button>
            </HStack>
          </HStack>
          <HStack gap="3" align="flex-end" wrap="wrap">
            <SearchableSelect
              label={t({ id: 'student.add_topic_label', message: 'Topic' })}
              items={topics.data ?? []}
              itemKey={topicKey}
              itemLabel={topicLabel}
              onSelect={setTopic}
              selectedKey={topic ? topicKey(topic) : null}
              loading={topics.isPending}
              emptyText={t({ id: 'student.no_topics', message: 'No topics found' })}
              maxW="sm"
            />
            <Button colorPalette="teal" onClick={addChosenTopic} disabled={!topic} loading={addTopic.isPending}>
              <PlusIcon />
              {t({ id: 'student.add_topic', message: 'Add' })}
            </Button>
          </HStack>
          {problems.isError ? (
            <LoadFailed message={errorMessage(problems.error)} onRetry={() => void problems.refetch()} busy={problems.isFetching} />
          ) : problems.isPending ? (
            <LoadingScreen minH="8rem" />
          ) : list.length === 0 ? (
            <Text color="fg.muted">{t({ id: 'student.no_problems', message: 'No problems assigned yet.' })}</Text>
          ) : (
            <SortableList
              items={list}
              getId={getId}
              label={t({ id: 'student.problems_of', message: `Problems of ${name}` })}
              itemLabel={itemLabel}
              renderItem={renderItem}
              onMove={onMove}
            />
          )}
        </Stack>
      </Card.Body>
      {picking ? (
        <Suspense fallback={null}>
          <ProblemPickerDialog open onSave={assignPicked} onClose={() => setPicking(false)} busy={addProblems.isPending} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={toRemove !== null}
        itemName={toRemove ? itemLabel(toRemove) : ''}
        title={t({ id: 'student.remove_title', message: 'Remove problem' })}
        question={t({
          id: 'student.remove_question',
          message: `Remove problem ${toRemove?.problem.problem_id ?? ''} from ${name}'s problems?`,
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

import type { Problem, StudentProblem } from '@backoffice/api-client';
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { SortableList } from '../../components/SortableList.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useReorderStudentProblemsMutation, useStudentProblemFlagMutation, useStudentProblemsQuery } from './api.ts';
import { StudentProblemRow } from './StudentProblemRow.tsx';

const getId = (entry: StudentProblem) => entry.problem.problem_id;

/**
 * The student's assigned problems as a sortable list, with the reorder and the switches. Its
 * own component, holding the list's query and changes, so that a reorder or a switch renders the
 * list again but not the rest of the section (the topic dropdown, the dialogs).
 */
export function StudentProblemList({ studentId, name, onRemove }: { studentId: string; name: string; onRemove: (problem: Problem) => void }) {
  const { t } = useLingui();
  const problems = useStudentProblemsQuery(studentId);
  const { mutate: move } = useReorderStudentProblemsMutation(studentId);
  const { mutate: setFlag } = useStudentProblemFlagMutation(studentId);

  const itemLabel = useCallback(
    (entry: StudentProblem) => t({ id: 'student.problem_label', message: `Problem ${entry.problem.problem_id}` }),
    [t],
  );
  const onMove = useCallback(
    (entry: StudentProblem, newIndex: number) => move({ problemId: entry.problem.problem_id, newIndex }),
    [move],
  );
  const renderItem = useCallback(
    (entry: StudentProblem) => (
      <StudentProblemRow
        problem={entry.problem}
        quiz={entry.student_problem.quiz}
        solved={entry.student_problem.solved}
        onFlag={setFlag}
        onRemove={onRemove}
      />
    ),
    [setFlag, onRemove],
  );

  if (problems.isError) {
    return <LoadFailed message={errorMessage(problems.error)} onRetry={() => void problems.refetch()} busy={problems.isFetching} />;
  }
  if (problems.isPending) return <LoadingScreen minH="8rem" />;
  if (problems.data.length === 0) {
    return <Text color="fg.muted">{t({ id: 'student.no_problems', message: 'No problems assigned yet.' })}</Text>;
  }
  return (
    <SortableList
      items={problems.data}
      getId={getId}
      label={t({ id: 'student.problems_of', message: `Problems of ${name}` })}
      itemLabel={itemLabel}
      renderItem={renderItem}
      onMove={onMove}
    />
  );
}

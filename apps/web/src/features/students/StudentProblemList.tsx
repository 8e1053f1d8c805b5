import type { Problem, StudentProblem } from '@backoffice/api-client';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { ProblemOrderList, type ProblemOrderTexts, type ProblemRowState } from '../../components/ProblemOrderList.tsx';
import { useReorderStudentProblemsMutation, useStudentProblemFlagMutation, useStudentProblemsQuery } from './api.ts';

const rowState = (entry: StudentProblem): ProblemRowState => ({
  problem: entry.problem,
  quiz: entry.student_problem.quiz,
  solved: entry.student_problem.solved,
});

/** The student's assigned problems, reordered by dragging, with a quiz and a solved switch each. */
export function StudentProblemList({ studentId, name, onRemove }: { studentId: string; name: string; onRemove: (problem: Problem) => void }) {
  const { t } = useLingui();
  const problems = useStudentProblemsQuery(studentId);
  const { mutate: move } = useReorderStudentProblemsMutation(studentId);
  const { mutate: setFlag } = useStudentProblemFlagMutation(studentId);

  const texts = useMemo<ProblemOrderTexts>(
    () => ({
      label: t({ id: 'student.problems_of', message: `Problems of ${name}` }),
      empty: t({ id: 'student.no_problems', message: 'No problems assigned yet.' }),
      problem: (problem) => t({ id: 'student.problem_label', message: `Problem ${problem.problem_id}` }),
      quiz: {
        text: t({ id: 'student.quiz', message: 'Quiz' }),
        named: ({ problem_id: problemId }) => t({ id: 'student.quiz_named', message: `Quiz: problem ${problemId}` }),
      },
      solved: {
        text: t({ id: 'student.solved', message: 'Solved' }),
        named: ({ problem_id: problemId }) => t({ id: 'student.solved_named', message: `Solved: problem ${problemId}` }),
      },
      remove: t({ id: 'common.remove', message: 'Remove' }),
      removeNamed: ({ problem_id: problemId }) => t({ id: 'student.remove_named', message: `Remove problem ${problemId}` }),
    }),
    [t, name],
  );
  const onMove = useCallback((problemId: number, newIndex: number) => move({ problemId, newIndex }), [move]);

  return <ProblemOrderList problems={problems} row={rowState} texts={texts} onMove={onMove} onFlag={setFlag} onRemove={onRemove} />;
}

import type { ReactNode } from 'react';
import { useMathRendererSettled } from '../../components/MathMarkdown.tsx';
import { useStudentProblemCountQuery } from './api.ts';

/**
 * The sections below the student's problems, shown once the problem list is in place (loaded
 * or failed, its formulas ready): shown earlier, they would be pushed down the page while the
 * reader looks at them, as the list grows from its placeholder to its rows.
 */
export function AfterStudentProblems({ studentId, children }: { studentId: string; children: ReactNode }) {
  const count = useStudentProblemCountQuery(studentId);
  const mathSettled = useMathRendererSettled();
  return count.isPending || !mathSettled ? null : <>{children}</>;
}

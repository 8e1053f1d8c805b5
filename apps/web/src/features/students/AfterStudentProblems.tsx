import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMathRendererSettled } from '../../components/MathMarkdown.tsx';
import { useStudentProblemCountQuery } from './api.ts';

/**
 * The sections below the student's problems, shown once the problem list is in place (loaded
 * or failed, its formulas ready): shown earlier, they would be pushed down the page while the
 * reader looks at them, as the list grows from its placeholder to its rows.
 * They are below the first screenful: the browser works out their style and layout only as they
 * come near the view (`content-visibility`), not while the page loads.
 */
export function AfterStudentProblems({ studentId, children }: { studentId: string; children: ReactNode }) {
  const count = useStudentProblemCountQuery(studentId);
  const mathSettled = useMathRendererSettled();
  if (count.isPending || !mathSettled) return null;
  return (
    <Stack gap="6" css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' }}>
      {children}
    </Stack>
  );
}

import { isApiError, type Student } from '@backoffice/api-client';
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { RouteParams } from '../../lib/route-params.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { NotFoundNotice } from '../../components/NotFoundNotice.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { userAtom } from '../../lib/session.ts';
import { useStudentProblemCountQuery, useStudentQuery } from './api.ts';
import { useRevealed } from '../../lib/transition-render.ts';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { prefetchQuery, serverStateFor } from '../../lib/server-state.tsx';
import { StudentHeader } from './StudentHeader.tsx';
import { studentMessages } from './student-messages.ts';
import { isParent } from './student-words.ts';

/** A student id as the contract has it: 12 characters of a-z and 2-9. */
const STUDENT_ID = /^[a-z2-9]{12}$/;

/**
 * /students/{studentId} (all roles; a child for parents; docs/product/screens.md#student-page): the header
 * with the student's data, then the page's sections, which the page above the features puts
 * together (app/pages/StudentPage.tsx: the problems here, the history and the conversations of
 * features/conversations). An unknown id, or a student out of the user's scope (another
 * parent's child), is "not found".
 */
/** The student and their problems, asked for with the screen's chunk (app/routes.ts); the math renderer comes with the list (lib/paths.ts, MATH_SCREENS). */
export function prefetchStudentPage({ api, token, params }: PrefetchContext): void {
  const id = params.studentId ?? '';
  if (!STUDENT_ID.test(id)) return;
  const server = serverStateFor(api, token);
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/students/{id}', { params: { path: { id } } }));
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/students/{id}/problems', { params: { path: { id } } }));
}

export function StudentPage({
  params,
  sections,
}: {
  params: RouteParams;
  /** The parts below the header, in page order, for the loaded student. */
  sections: (student: Student) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const parent = isParent(user);
  const id = params.studentId ?? '';
  const valid = STUDENT_ID.test(id);
  const student = useStudentQuery(id, valid);
  // The sections show the student's problems: the content waits for them too (lib/transition-render.ts),
  // but not for their retries after a failure, nor more than a second for a slow answer.
  const problems = useStudentProblemCountQuery(id, valid);
  const revealed = useRevealed(!student.isPending && (!problems.isPending || problems.failureCount > 0), !student.isPending);

  const notFound = (
    <NotFoundNotice
      message={i18n._(parent ? studentMessages.notFoundChild : studentMessages.notFound)}
      backHref={paths.students.list.href()}
      backLabel={
        parent
          ? t({ id: 'student.back_children', message: 'Back to my children' })
          : t({ id: 'student.back', message: 'Back to students' })
      }
    />
  );
  const title = parent ? t({ id: 'student.title_parent', message: 'Child' }) : t({ id: 'student.title', message: 'Student' });

  let body;
  if (!valid) body = notFound;
  else if (student.isPending || (!student.error && !revealed)) body = <LoadingScreen minH="40vh" />;
  else if (student.error) {
    body =
      isApiError(student.error) && student.error.status === 404 ? (
        notFound
      ) : (
        <LoadFailed message={errorMessage(student.error)} onRetry={() => void student.refetch()} busy={student.isFetching} />
      );
  } else {
    const data = student.data;
    body = (
      <Stack gap="6">
        <StudentHeader student={data} />
        {sections(data)}
      </Stack>
    );
  }

  const name = student.data ? `${student.data.firstname} ${student.data.lastname}` : null;
  return (
    <>
      <PageHeading>{name ?? title}</PageHeading>
      {body}
    </>
  );
}

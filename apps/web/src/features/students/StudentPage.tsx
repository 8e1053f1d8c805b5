import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Stack } from '@chakra-ui/react';
import type { RouteParams } from '../../app/routes.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { StudentConversationsSection } from '../conversations/StudentConversationsSection.tsx';
import { StudentHistorySection } from '../conversations/StudentHistorySection.tsx';
import { userAtom } from '../../lib/session.ts';

/** /students/{studentId}: a student (a child, for parents). Built in a later issue; for now the title. */
export default function StudentPage({ params }: { params: RouteParams }) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const studentId = params.studentId ?? '';
  return (
    <>
      <PageHeading>
        {user?.usertype === 'parent'
          ? t({ id: 'student.title_parent', message: 'Child' })
          : t({ id: 'student.title', message: 'Student' })}
      </PageHeading>
      <Stack gap="6">
        <StudentHistorySection studentId={studentId} />
        <StudentConversationsSection studentId={studentId} />
      </Stack>
    </>
  );
}

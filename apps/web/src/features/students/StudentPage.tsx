import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { PageHeading } from '../../components/PageHeading.tsx';
import { userAtom } from '../../lib/session.ts';

/** /students/{studentId}: a student (a child, for parents). Built in a later issue; for now the title. */
export default function StudentPage() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  return (
    <PageHeading>
      {user?.usertype === 'parent'
        ? t({ id: 'student.title_parent', message: 'Child' })
        : t({ id: 'student.title', message: 'Student' })}
    </PageHeading>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { PageHeading } from '../../components/PageHeading.tsx';
import { userAtom } from '../../lib/session.ts';

/** /students: titled "children" for parents (spec §1). Built in a later issue; for now the title. */
export default function StudentsPage() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  return (
    <PageHeading>
      {user?.usertype === 'parent'
        ? t({ id: 'students.title_parent', message: 'My children' })
        : t({ id: 'students.title', message: 'Students' })}
    </PageHeading>
  );
}

import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/PageHeading.tsx';
import type { RouteParams } from '../../app/routes.ts';

/** /classes/{classId} or /classes/new. Built in a later issue; for now the screen shows its title. */
export default function ClassPage({ params }: { params: RouteParams }) {
  const { t } = useLingui();
  return (
    <PageHeading>
      {params.classId === 'new'
        ? t({ id: 'class.title_new', message: 'New class' })
        : t({ id: 'class.title', message: 'Edit class' })}
    </PageHeading>
  );
}

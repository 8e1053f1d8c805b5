import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/PageHeading.tsx';
import type { RouteParams } from '../../app/routes.ts';

/** /schools/{schoolId} or /schools/new. Built in a later issue; for now the screen shows its title. */
export default function SchoolPage({ params }: { params: RouteParams }) {
  const { t } = useLingui();
  return (
    <PageHeading>
      {params.schoolId === 'new'
        ? t({ id: 'school.title_new', message: 'New school' })
        : t({ id: 'school.title', message: 'Edit school' })}
    </PageHeading>
  );
}

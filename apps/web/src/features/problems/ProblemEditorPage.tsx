import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/PageHeading.tsx';
import type { RouteParams } from '../../app/routes.ts';

/** The problem editor: /problems/new (create) or /problems/{id} (edit). Built in a later issue. */
export default function ProblemEditorPage({ params }: { params: RouteParams }) {
  const { t } = useLingui();
  return (
    <PageHeading>
      {params.id === 'new'
        ? t({ id: 'problem.title_new', message: 'New problem' })
        : t({ id: 'problem.title', message: 'Edit problem' })}
    </PageHeading>
  );
}

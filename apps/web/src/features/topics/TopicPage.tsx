import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/PageHeading.tsx';
import type { RouteParams } from '../../app/routes.ts';

/** /problemsets/{problemsetId} or /problemsets/new. Built in a later issue; for now the title. */
export default function TopicPage({ params }: { params: RouteParams }) {
  const { t } = useLingui();
  return (
    <PageHeading>
      {params.problemsetId === 'new'
        ? t({ id: 'topic.title_new', message: 'New topic' })
        : t({ id: 'topic.title', message: 'Edit topic' })}
    </PageHeading>
  );
}

import { AuditHistorySection } from '../../features/audit/index.ts';
import { SchoolPage as SchoolPageFrame } from '../../features/schools/index.ts';
export { prefetchSchoolPage as prefetch } from '../../features/schools/index.ts';
import type { RouteParams } from '../../lib/route-params.ts';

/** /schools/{schoolId}: the schools feature's page with the audit feature's change history below it. */
export default function SchoolPage({ params }: { params: RouteParams }) {
  return <SchoolPageFrame params={params} sections={(school) => <AuditHistorySection entityType="school" entityId={school.school_id} />} />;
}

import { AuditHistorySection } from '../../features/audit/index.ts';
import { ClassPage as ClassPageFrame } from '../../features/classes/index.ts';

export { prefetchClassPage as prefetch } from '../../features/classes/index.ts';
import type { RouteParams } from '../../lib/route-params.ts';

/** /classes/{classId}: the classes feature's page with the audit feature's change history below it. */
export default function ClassPage({ params }: { params: RouteParams }) {
  return <ClassPageFrame params={params} sections={(klass) => <AuditHistorySection entityType="class" entityId={klass.class_id} />} />;
}

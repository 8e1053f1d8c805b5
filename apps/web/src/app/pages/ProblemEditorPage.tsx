import { AuditHistorySection } from '../../features/audit/index.ts';
import { ProblemEditorPage as ProblemEditorFrame } from '../../features/problems/index.ts';
import type { RouteParams } from '../../lib/route-params.ts';

/** /problems/{id}: the problems feature's editor with the audit feature's change history below it. */
export default function ProblemEditorPage({ params }: { params: RouteParams }) {
  return <ProblemEditorFrame params={params} sections={(problem) => <AuditHistorySection entityType="problem" entityId={problem.problem_id} />} />;
}

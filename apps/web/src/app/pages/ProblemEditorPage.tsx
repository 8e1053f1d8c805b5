import { AuditHistorySection } from '../../features/audit/index.ts';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';
import type { PrefetchContext, RouteParams } from '../../lib/route-params.ts';

// Loaded by its file, lazily, not through the feature's index.ts: that entry also holds the list
// screen, and the editor's chunk must not carry the list (nor the list's the editor).
const ProblemEditorFrame = lazyWithRetry(() => import('../../features/problems/ProblemEditorPage.tsx'));
// Fetched together with this page, not after its first render (docs/architecture.md#chunks).
void ProblemEditorFrame.preload();

/** The editor's own prefetch, once its chunk is there. */
export function prefetch(context: PrefetchContext): void {
  void ProblemEditorFrame.preload()
    .then((editor) => editor.prefetch(context))
    .catch(() => {});
}

/** /problems/{id}: the problems feature's editor with the audit feature's change history below it. */
export default function ProblemEditorPage({ params }: { params: RouteParams }) {
  return <ProblemEditorFrame params={params} sections={(problem) => <AuditHistorySection entityType="problem" entityId={problem.problem_id} />} />;
}

import { ProblemsPage as ProblemsList } from '../../features/problems/index.ts';

export { prefetchProblemList as prefetch } from '../../features/problems/index.ts';
import { UploadButton } from '../../features/upload/index.ts';

/** /problems: the problems feature's list with the upload feature's button in its toolbar. */
export default function ProblemsPage() {
  return <ProblemsList actions={<UploadButton />} />;
}

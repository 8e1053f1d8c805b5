import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/PageHeading.tsx';

/** /problems?page=n: the problem list. Built in a later issue; for now the screen shows its title. */
export default function ProblemsPage() {
  const { t } = useLingui();
  return <PageHeading>{t({ id: 'problems.title', message: 'Problems' })}</PageHeading>;
}

import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/PageHeading.tsx';

/** /problemsets: the topics list. Built in a later issue; for now the screen shows its title. */
export default function TopicsPage() {
  const { t } = useLingui();
  return <PageHeading>{t({ id: 'topics.title', message: 'Topics' })}</PageHeading>;
}

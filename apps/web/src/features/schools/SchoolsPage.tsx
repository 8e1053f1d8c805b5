import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/PageHeading.tsx';

/** /schools (admin). Built in a later issue; for now the screen shows its title. */
export default function SchoolsPage() {
  const { t } = useLingui();
  return <PageHeading>{t({ id: 'schools.title', message: 'Schools' })}</PageHeading>;
}

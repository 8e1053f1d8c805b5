import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/PageHeading.tsx';

/** /classes (admin, schooladmin, teacher). Built in a later issue; for now the screen shows its title. */
export default function ClassesPage() {
  const { t } = useLingui();
  return <PageHeading>{t({ id: 'classes.title', message: 'Classes' })}</PageHeading>;
}

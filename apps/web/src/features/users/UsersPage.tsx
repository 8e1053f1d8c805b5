import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/PageHeading.tsx';

/** /users (admin, schooladmin). Built in a later issue; for now the screen shows its title. */
export default function UsersPage() {
  const { t } = useLingui();
  return <PageHeading>{t({ id: 'users.title', message: 'Users' })}</PageHeading>;
}

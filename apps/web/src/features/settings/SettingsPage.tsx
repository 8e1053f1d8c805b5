import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/PageHeading.tsx';

/** /settings (admin). Built in a later issue; for now the screen shows its title. */
export default function SettingsPage() {
  const { t } = useLingui();
  return <PageHeading>{t({ id: 'settings.title', message: 'System settings' })}</PageHeading>;
}

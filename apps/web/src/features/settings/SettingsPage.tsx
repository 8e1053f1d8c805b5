import type { Setting } from '@backoffice/api-client';
import { Alert, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatDateTime, parseServerDate } from '../../lib/dates.ts';
import { errorMessage, notifyError } from '../../lib/errors.ts';
import { localeAtom } from '../../lib/session.ts';
import { useSettingsQuery } from './api.ts';
import { SettingValue } from './SettingValue.tsx';

const loadFailed = msg({ id: 'settings.error_load', message: 'Error loading settings' });

/**
 * /settings (admin; spec §2): every system setting with its description in the interface
 * language, its key, its value (changed in place) and when it was last changed.
 */
export default function SettingsPage() {
  const { t } = useLingui();
  const language = useAtomValue(localeAtom);
  const settings = useSettingsQuery(language);

  useEffect(() => {
    if (settings.error) void notifyError(settings.error, loadFailed);
  }, [settings.error]);

  const columns = useMemo<Column<Setting>[]>(
    () => [
      { key: 'description', header: t({ id: 'settings.column.description', message: 'Description' }), width: '35%' },
      {
        key: 'key',
        header: t({ id: 'settings.column.key', message: 'Key' }),
        render: (setting) => (
          <Text as="span" fontFamily="mono" fontSize="sm">
            {setting.key}
          </Text>
        ),
      },
      {
        key: 'value',
        header: t({ id: 'settings.column.value', message: 'Value' }),
        sortable: false,
        render: (setting) => <SettingValue setting={setting} language={language} />,
      },
      {
        key: 'updated_at',
        header: t({ id: 'settings.column.changed', message: 'Changed' }),
        sortValue: (setting) => parseServerDate(setting.updated_at),
        render: (setting) => formatDateTime(setting.updated_at),
      },
    ],
    [t, language],
  );

  return (
    <>
      <PageHeading>{t({ id: 'settings.title', message: 'System settings' })}</PageHeading>
      {settings.error && !settings.data ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(settings.error, loadFailed)}</Alert.Title>
        </Alert.Root>
      ) : (
        <DataTable
          caption={t({ id: 'settings.title', message: 'System settings' })}
          columns={columns}
          rows={settings.data ?? []}
          rowKey={(setting) => setting.key}
          loading={settings.isPending}
          emptyText={t({ id: 'settings.empty', message: 'No settings.' })}
        />
      )}
    </>
  );
}

import type { Language, Setting } from '@backoffice/api-client';
import { Alert, Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatDateTime, parseServerDate } from '../../lib/dates.ts';
import { errorMessage, notifyError } from '../../lib/errors.ts';
import { localeAtom } from '../../lib/session.ts';
import { NARROW_SCREEN, useMediaQuery } from '../../lib/use-media-query.ts';
import { prefetchSettings, useSettingsQuery } from './api.ts';
import type { PrefetchContext } from '../../lib/route-params.ts';
import { serverStateFor } from '../../lib/server-state.tsx';

/** The settings, asked for with the screen's chunk (app/routes.ts). */
export function prefetch({ api, token, language }: PrefetchContext): void {
  prefetchSettings(serverStateFor(api, token), language);
}
import { SettingValue } from './SettingValue.tsx';

const loadFailed = msg({ id: 'settings.error_load', message: 'Error loading settings' });

/**
 * /settings (admin; docs/product/screens.md): every system setting with its description in the interface
 * language, its key, its value (changed in place) and when it was last changed. On a phone the
 * table gives way to one card per setting, so that every control is in view without scrolling
 * sideways.
 */
export default function SettingsPage() {
  const { t } = useLingui();
  const language = useAtomValue(localeAtom);
  const settings = useSettingsQuery(language);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const title = t({ id: 'settings.title', message: 'System settings' });

  useEffect(() => {
    if (settings.error) void notifyError(settings.error, loadFailed);
  }, [settings.error]);

  const columns = useMemo<Column<Setting>[]>(
    () => [
      // Description and value wrap: on a laptop the whole table fits the window (the characters'
      // check boxes and a setting's help text run long), so the "Changed" column is in view.
      { key: 'description', header: t({ id: 'settings.column.description', message: 'Description' }), width: '35%', wrap: true },
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
        wrap: true,
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
      <PageHeading>{title}</PageHeading>
      {settings.error && !settings.data ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(settings.error, loadFailed)}</Alert.Title>
        </Alert.Root>
      ) : narrow ? (
        <SettingCards title={title} settings={settings.data} language={language} />
      ) : (
        <DataTable
          caption={title}
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

/** The settings on a phone: a card each, the control under its description and key. */
function SettingCards({ title, settings, language }: { title: string; settings: Setting[] | undefined; language: Language }) {
  const { t } = useLingui();
  if (!settings) return <Spinner color="fg.muted" role="status" aria-label={t({ id: 'common.loading', message: 'Loading…' })} />;
  if (settings.length === 0) return <Text color="fg.muted">{t({ id: 'settings.empty', message: 'No settings.' })}</Text>;
  return (
    <Stack as="ul" gap="3" aria-label={title} data-testid="setting-cards">
      {settings.map((setting) => (
        <Box as="li" key={setting.key} listStyleType="none" borderWidth="1px" borderRadius="md" p="3" bg="bg" minW="0">
          <Text fontWeight="medium">{setting.description}</Text>
          <Text fontFamily="mono" fontSize="xs" color="fg.muted" wordBreak="break-all">
            {setting.key}
          </Text>
          <Box mt="2" minW="0">
            <SettingValue setting={setting} language={language} />
          </Box>
          <Text fontSize="xs" color="fg.muted" mt="2">
            {t({ id: 'settings.changed_at', message: `Changed: ${formatDateTime(setting.updated_at)}` })}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

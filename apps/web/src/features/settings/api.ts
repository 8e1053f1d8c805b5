// The settings screen's calls (docs/product/api.md): GET /admin/system/settings?language= and
// PUT /admin/system/settings/{key} {value, type}. Changes show at once and roll back on failure.
import type { Language, Setting, SettingUpdate } from '@backoffice/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../lib/api-mutation.ts';
import { prefetchQuery, useQueryHooks, type ServerState } from '../../lib/server-state.tsx';

const settingsInit = (language: Language) => ({ params: { query: { language } } });
const settingsKey = (language: Language) => ['get', '/admin/system/settings', settingsInit(language)] as const;

/** The settings with their descriptions in the interface language. */
export function useSettingsQuery(language: Language) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/system/settings', settingsInit(language));
}

/** Starts the settings' query for a screen about to be shown (its prefetch). */
export function prefetchSettings(server: ServerState, language: Language): void {
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/system/settings', settingsInit(language)));
}

export interface SettingChange extends SettingUpdate {
  key: string;
}

/**
 * Saves one setting. The list shows the new value while the call runs (optimistic); on
 * failure the old list comes back. The answer's description is in the user's language, not
 * necessarily the interface's, so only the value and the change time are taken from it.
 */
export function useUpdateSettingMutation(language: Language) {
  const queryClient = useQueryClient();
  const key = settingsKey(language);
  const replace = (settingKey: string, change: (setting: Setting) => Setting) =>
    queryClient.setQueryData<Setting[]>(key, (list) =>
      list?.map((setting) => (setting.key === settingKey ? change(setting) : setting)),
    );
  return useApiMutation('put', '/admin/system/settings/{key}', {
    request: ({ key: settingKey, value, type }: SettingChange) => ({ params: { path: { key: settingKey } }, body: { value, type } }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Setting[]>(key)?.find((setting) => setting.key === change.key);
      replace(change.key, (setting) => ({ ...setting, value: change.value }));
      return { previous };
    },
    onError: (_error, change, context) => {
      // Only this setting goes back: another one saved meanwhile keeps its new value.
      const previous = context?.previous;
      if (previous) replace(change.key, () => previous);
    },
    onSuccess: (saved) => {
      replace(saved.key, (setting) => ({ ...setting, value: saved.value, updated_at: saved.updated_at }));
    },
    // Other languages' lists hold the old value: they load afresh when next shown.
    invalidate: ['/admin/system/settings'],
    invalidateAfter: 'settled',
    refetchInvalidated: false,
  });
}

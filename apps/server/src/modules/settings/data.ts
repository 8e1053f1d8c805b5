// Reading and writing system settings, and turning rows into the contract's Setting in
// one interface language.
import type { Setting } from '@backoffice/api-client';
import type { Database } from '../../db/database.ts';
import type { Language } from '../../db/schema.ts';
import { isoOrNull } from '../../lib/dates.ts';

const SETTING_COLUMNS = ['key', 'type', 'value', 'possible_values', 'min_value', 'max_value', 'max_length', 'descriptions', 'updated_at'] as const;

function selectSettings(db: Database) {
  return db.selectFrom('settings').select(SETTING_COLUMNS);
}

export type SettingRow = Awaited<ReturnType<ReturnType<typeof selectSettings>['executeTakeFirstOrThrow']>>;

export function toApiSetting(row: SettingRow, language: Language): Setting {
  return {
    key: row.key,
    description: row.descriptions[language] ?? row.descriptions.de ?? '',
    type: row.type,
    value: row.value,
    possible_values: row.possible_values,
    min_value: row.min_value,
    max_value: row.max_value,
    max_length: row.max_length,
    updated_at: isoOrNull(row.updated_at),
  };
}

/** Every setting, by key. */
export function listSettings(db: Database): Promise<SettingRow[]> {
  return selectSettings(db).orderBy('key').execute();
}

export function getSetting(db: Database, key: string): Promise<SettingRow | undefined> {
  return selectSettings(db).where('key', '=', key).executeTakeFirst();
}

/** Stores a setting's new value (as JSON) and when it changed. */
export function setSettingValue(db: Database, key: string, value: unknown): Promise<SettingRow> {
  return db
    .updateTable('settings')
    .set({ value: JSON.stringify(value), updated_at: new Date() })
    .where('key', '=', key)
    .returning(SETTING_COLUMNS)
    .executeTakeFirstOrThrow();
}

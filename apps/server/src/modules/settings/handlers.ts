// System settings (spec §2 "System settings", §7): admins read and change them. Each
// setting carries its description in every interface language; the list shows one.
import type { Setting, SettingUpdate } from '@backoffice/api-client';
import { requireRole } from '../../auth/policy.ts';
import { defineHandlers } from '../../contract/handler.ts';
import type { Database } from '../../db/database.ts';
import type { Language } from '../../db/schema.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { notFound, unprocessable } from '../../lib/http-error.ts';

const unknownSetting = () => notFound('setting.not_found', 'There is no setting with this key.');
const invalidValue = (detail: string) => unprocessable('setting.invalid_value', detail);

function selectSettings(db: Database) {
  return db.selectFrom('settings').select(['key', 'type', 'value', 'possible_values', 'descriptions', 'updated_at']);
}

type SettingRow = Awaited<ReturnType<ReturnType<typeof selectSettings>['executeTakeFirstOrThrow']>>;

function toApiSetting(row: SettingRow, language: Language): Setting {
  return {
    key: row.key,
    description: row.descriptions[language] ?? row.descriptions.de ?? '',
    type: row.type,
    value: row.value,
    possible_values: row.possible_values,
    updated_at: isoOrNull(row.updated_at),
  };
}

const possibleValues = (list: string | null) => (list ?? '').split(',').map((v) => v.trim()).filter(Boolean);

/** Why a value does not fit its setting, or null when it fits. */
function valueProblem(setting: SettingRow, value: SettingUpdate['value']): string | null {
  const { key } = setting;
  switch (setting.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : `The value of ${key} must be true or false.`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : `The value of ${key} must be a number.`;
    case 'text':
      return typeof value === 'string' ? null : `The value of ${key} must be a text.`;
    case 'array': {
      if (!Array.isArray(value)) return `The value of ${key} must be a list of possible values.`;
      const possible = possibleValues(setting.possible_values);
      const impossible = value.find((v) => !possible.includes(v));
      return impossible === undefined ? null : `${impossible} is not a possible value of ${key}.`;
    }
  }
}

export const settingHandlers = defineHandlers({
  async listSettings({ user, query, services: { db } }) {
    requireRole(user, 'admin');
    const rows = await selectSettings(db).orderBy('key').execute();
    return rows.map((row) => toApiSetting(row, query.language ?? user.language));
  },

  async updateSetting({ user, params, body, services: { db } }) {
    requireRole(user, 'admin');
    const setting = await selectSettings(db).where('key', '=', params.key).executeTakeFirst();
    if (!setting) throw unknownSetting();
    if (body.type !== setting.type) throw invalidValue(`The type of ${setting.key} is ${setting.type}, not ${body.type}.`);
    const problem = valueProblem(setting, body.value);
    if (problem) throw invalidValue(problem);
    // A choice sent twice is one choice.
    const value = Array.isArray(body.value) ? [...new Set(body.value)] : body.value;
    const updated = await db
      .updateTable('settings')
      .set({ value: JSON.stringify(value), updated_at: new Date() })
      .where('key', '=', setting.key)
      .returning(['key', 'type', 'value', 'possible_values', 'descriptions', 'updated_at'])
      .executeTakeFirstOrThrow();
    return toApiSetting(updated, user.language);
  },
});

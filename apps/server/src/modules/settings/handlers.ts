// System settings (docs/product/screens.md#system-settings, docs/product/api.md): admins read and change them. Each
// setting carries its description in every interface language; the list shows one.
import type { SettingUpdate } from '@backoffice/api-client';
import { requireRole } from '../../auth/policy.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { notFound, unprocessable } from '../../lib/http-error.ts';
import { isWebAddress } from '../../lib/web-address.ts';
import { studentAppUrl } from '../students/data.ts';
import { getSetting, listSettings, type SettingRow, setSettingValue, toApiSetting } from './data.ts';

const unknownSetting = () => notFound('setting.not_found', 'There is no setting with this key.');
const invalidValue = (detail: string) => unprocessable('setting.invalid_value', detail);

const possibleValues = (list: string | null) => (list ?? '').split(',').map((v) => v.trim()).filter(Boolean);

/** Why a number does not fit the setting's range, or null. */
function rangeProblem(setting: SettingRow, value: number): string | null {
  const { key, min_value: min, max_value: max } = setting;
  if ((min !== null && value < min) || (max !== null && value > max)) {
    if (min !== null && max !== null) return `The value of ${key} must be between ${min} and ${max}.`;
    return min !== null ? `The value of ${key} must be at least ${min}.` : `The value of ${key} must be at most ${max}.`;
  }
  return null;
}

/**
 * Rules of single text settings beyond their definition's columns. The student app's address
 * goes into access links, sheets, QR codes and mails: empty (the server's own address) or an
 * http or https address, never `javascript:` or the like.
 */
const TEXT_RULES: Record<string, (value: string) => string | null> = {
  student_app_url: (value) =>
    value.trim() === '' || isWebAddress(value.trim()) ? null : 'The value of student_app_url must be empty or a web address starting with http:// or https://.',
};

/** Why a text does not fit the setting's length, choices or rule, or null. */
function textProblem(setting: SettingRow, value: string): string | null {
  const { key, max_length: maxLength } = setting;
  if (maxLength !== null && value.length > maxLength) return `The value of ${key} must be at most ${maxLength} characters long.`;
  const ruleProblem = TEXT_RULES[key]?.(value);
  if (ruleProblem) return ruleProblem;
  const possible = possibleValues(setting.possible_values);
  if (possible.length > 0 && !possible.includes(value)) return `The value of ${key} must be one of: ${possible.join(', ')}.`;
  return null;
}

/** Why a value does not fit its setting's definition, or null when it fits. */
function valueProblem(setting: SettingRow, value: SettingUpdate['value']): string | null {
  const { key } = setting;
  switch (setting.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : `The value of ${key} must be true or false.`;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return `The value of ${key} must be a number.`;
      return rangeProblem(setting, value);
    case 'text':
      return typeof value === 'string' ? textProblem(setting, value) : `The value of ${key} must be a text.`;
    case 'array': {
      if (!Array.isArray(value)) return `The value of ${key} must be a list of possible values.`;
      const possible = possibleValues(setting.possible_values);
      const impossible = value.find((v) => !possible.includes(v));
      return impossible === undefined ? null : `${impossible} is not a possible value of ${key}.`;
    }
  }
}

export const settingHandlers = defineHandlers({
  /**
   * What every signed-in screen may read: the student app's address (for the student page's
   * link), and whether an upload can read images: always, by the AI provider or, without one,
   * by OCR of printed text (the field stays for clients that offer only PDFs where it is false).
   */
  async getAppConfig({ services: { db, config } }) {
    return { student_app_url: await studentAppUrl(db, config), extraction_reads_images: true };
  },

  async listSettings({ user, query, services: { db } }) {
    requireRole(user, 'admin');
    const rows = await listSettings(db);
    return rows.map((row) => toApiSetting(row, query.language ?? user.language));
  },

  async updateSetting({ user, params, body, services: { db } }) {
    requireRole(user, 'admin');
    const setting = await getSetting(db, params.key);
    if (!setting) throw unknownSetting();
    if (body.type !== setting.type) throw invalidValue(`The type of ${setting.key} is ${setting.type}, not ${body.type}.`);
    const problem = valueProblem(setting, body.value);
    if (problem) throw invalidValue(problem);
    // A choice sent twice is one choice.
    const value = Array.isArray(body.value) ? [...new Set(body.value)] : body.value;
    const updated = await setSettingValue(db, setting.key, value);
    return toApiSetting(updated, user.language);
  },
});

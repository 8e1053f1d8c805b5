// A line of help under the settings whose description alone does not say enough
// (docs/product/screens.md#settings): what the value does and the range the server accepts, from
// the contract's constants.
import { AUDIT_RETENTION_DAYS } from '@backoffice/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const { minimum, maximum, default: days } = AUDIT_RETENTION_DAYS;

const HELP: Record<string, MessageDescriptor> = {
  audit_retention_days: msg({
    id: 'settings.help.audit_retention_days',
    message: `Entries of the audit log older than this many days are deleted every night. From ${minimum} to ${maximum} days; the default is ${days}.`,
  }),
};

export function settingHelp(key: string): MessageDescriptor | undefined {
  return Object.hasOwn(HELP, key) ? HELP[key] : undefined;
}

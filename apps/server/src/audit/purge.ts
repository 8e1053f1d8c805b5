// The daily purge of the audit log (queue `audit-purge`, scheduled through the job queue so
// that one process runs each day's purge): entries older than the setting
// audit_retention_days go, and the purge records itself as an entry.
import { AUDIT_RETENTION_DAYS } from '@backoffice/api-client/constants';
import type { Database } from '../db/database.ts';
import { purgeAuditLog } from './record.ts';

/** Every day at 03:15 UTC, when schools are closed. */
export const AUDIT_PURGE_CRON = '15 3 * * *';

/** The setting's value, kept within the contract's range (AuditRetentionDays). */
export async function retentionDays(db: Database): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'audit_retention_days').executeTakeFirst();
  const value = typeof row?.value === 'number' ? row.value : AUDIT_RETENTION_DAYS.default;
  return Math.min(AUDIT_RETENTION_DAYS.maximum, Math.max(AUDIT_RETENTION_DAYS.minimum, Math.round(value)));
}

export async function purgeAudit(db: Database): Promise<{ removed: number; retention_days: number }> {
  const days = await retentionDays(db);
  return { removed: await purgeAuditLog(db, days), retention_days: days };
}

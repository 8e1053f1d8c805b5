// The audit log's list: newest first, filtered, one page plus the total. Every filter has an
// index ending in (at desc, audit_id desc) (migration 012), so a page is read in order.
import type { components, operations } from '@backoffice/api-client';
import { AUDIT_TOTAL_MAX } from '@backoffice/api-client/constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

type AuditEntry = components['schemas']['AuditEntry'];
export type AuditFilters = NonNullable<operations['listAuditEntries']['parameters']['query']>;

export async function listAuditEntries(
  db: Database,
  filters: AuditFilters,
  schoolId: number | null | undefined,
  page: { page: number; perPage: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  let query = db.selectFrom('audit_log');
  // undefined: every school (an admin); otherwise only the entries of this school.
  if (schoolId !== undefined) query = schoolId === null ? query.where(sql<boolean>`false`) : query.where('school_id', '=', schoolId);
  if (filters.entity_type) query = query.where('entity_type', '=', filters.entity_type);
  if (filters.entity_id) query = query.where('entity_id', '=', filters.entity_id);
  if (filters.actor_user_id) query = query.where('actor_user_id', '=', filters.actor_user_id);
  if (filters.operation_id) query = query.where('operation_id', '=', filters.operation_id);
  if (filters.from) query = query.where('at', '>=', new Date(filters.from));
  if (filters.to) query = query.where('at', '<', new Date(filters.to));
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('audit_id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    // Counted up to AUDIT_TOTAL_MAX: an index walk of at most that many entries, where
    // counting a million took 1.7 s on PostgreSQL (apps/server/README.md "Audit log").
    db
      .selectFrom(query.select(sql<number>`1`.as('one')).limit(AUDIT_TOTAL_MAX).as('matches'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    items: rows.map((row) => ({
      audit_id: Number(row.audit_id),
      at: row.at.toISOString(),
      actor_user_id: row.actor_user_id,
      actor_name: row.actor_name,
      actor_role: row.actor_role,
      operation_id: row.operation_id,
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      entity_name: row.entity_name,
      school_id: row.school_id,
      outcome: row.outcome,
      changes: row.changes,
      ip: row.ip,
    })),
  };
}

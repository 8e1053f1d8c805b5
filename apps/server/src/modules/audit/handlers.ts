// The audit log (docs/product/api.md: listAuditEntries): admins see every entry, schooladmins
// the entries that concern their school (docs/product/roles.md); teachers and parents get 403.
import { AUDIT_PER_PAGE } from '@backoffice/api-client/constants';
import { requireRole } from '../../auth/policy.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { listAuditEntries } from './data.ts';

export const auditHandlers = defineHandlers({
  async listAuditEntries({ user, query, services: { db } }) {
    requireRole(user, 'admin', 'schooladmin');
    const scope = user.usertype === 'admin' ? undefined : user.school_id;
    return listAuditEntries(db, query, scope, { page: query.page ?? 1, perPage: query.per_page ?? AUDIT_PER_PAGE.default });
  },
});

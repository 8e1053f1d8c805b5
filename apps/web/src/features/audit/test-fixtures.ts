// Audit entries as the server sends them, and a fake API that answers the audit log.
import type { AuditEntry, AuditPage } from '@backoffice/api-client';
import { fakeApi, json, USERS } from '../../../test/fake-api.ts';

export const RENAMED: AuditEntry = {
  audit_id: 90412,
  at: '2026-11-27T09:41:12Z',
  actor_user_id: 2,
  actor_name: 'Thomas Berger',
  actor_role: 'schooladmin',
  operation_id: 'updateStudent',
  entity_type: 'student',
  entity_id: 'k7m2q9xw4tfa',
  entity_name: 'Lena Fischer-Wolf',
  school_id: 1,
  outcome: 'success',
  changes: {
    lastname: { before: 'Fischer', after: 'Fischer-Wolf' },
    class_id: { before: 11, after: 12 },
    gender: { before: 'm', after: 'w' },
    active: { before: true, after: false },
  },
  ip: '203.0.113.24',
};

export const FAILED_SIGN_IN: AuditEntry = {
  audit_id: 90410,
  at: '2026-11-27T09:35:02Z',
  actor_user_id: null,
  actor_name: null,
  actor_role: null,
  operation_id: 'login',
  entity_type: 'user',
  entity_id: '3',
  entity_name: 'Julia Hoffmann',
  school_id: 1,
  outcome: 'failure',
  changes: { email: { before: null, after: 'j.hoffmann@example.org' } },
  ip: '198.51.100.7',
};

/** A problem whose text is long and looks like markup, and whose image changed. */
export const PROBLEM_EDIT: AuditEntry = {
  audit_id: 90400,
  at: '2026-11-26T14:05:00Z',
  actor_user_id: 3,
  actor_name: 'Julia Hoffmann',
  actor_role: 'teacher',
  operation_id: 'updateProblem',
  entity_type: 'problem',
  entity_id: '101',
  entity_name: null,
  school_id: 1,
  outcome: 'success',
  changes: {
    text: {
      before: '<b>Berechne</b> die Fläche eines Kreises mit dem Radius 4 cm und runde auf zwei Nachkommastellen.',
      after: '<img src=x onerror=alert(1)>',
    },
    file: { before: { bytes: 48213 }, after: { bytes: 512 } },
  },
  ip: null,
};

export const PURGE: AuditEntry = {
  audit_id: 90300,
  at: '2026-11-26T02:00:00Z',
  actor_user_id: null,
  actor_name: null,
  actor_role: null,
  operation_id: 'purgeAuditEntries',
  entity_type: 'audit',
  entity_id: null,
  entity_name: null,
  school_id: null,
  outcome: 'success',
  changes: { deleted: { before: 1204, after: 0 } },
  ip: null,
};

export function page(items: AuditEntry[], total = items.length): AuditPage {
  return { items, total };
}

/** Signed in as `role`; the audit log answers `answer` to every query. */
export function auditApi(role: keyof typeof USERS, answer: AuditPage = page([RENAMED, FAILED_SIGN_IN, PROBLEM_EDIT, PURGE])) {
  return fakeApi({
    'GET /admin/auth/me': () => json(USERS[role]),
    'GET /admin/audit': () => json(answer),
    'GET /admin/users': () => json([USERS.admin, USERS.schooladmin, USERS.teacher]),
  });
}

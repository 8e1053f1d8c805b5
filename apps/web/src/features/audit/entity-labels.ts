// The words for an audit entry's kind of record and a sign-in's outcome
// (docs/product/screens.md#audit-log), typed by the contract's enums so that a new kind of
// record without its word fails the type check.
import type { AuditEntityType, AuditOutcome } from '@backoffice/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const ENTITY_TYPE_LABELS: Record<AuditEntityType, MessageDescriptor> = {
  audit: msg({ id: 'audit.entity.audit', message: 'Audit log' }),
  class: msg({ id: 'audit.entity.class', message: 'Class' }),
  conversation: msg({ id: 'audit.entity.conversation', message: 'Conversation' }),
  job: msg({ id: 'audit.entity.job', message: 'Job' }),
  problem: msg({ id: 'audit.entity.problem', message: 'Problem' }),
  problemset: msg({ id: 'audit.entity.problemset', message: 'Topic' }),
  review: msg({ id: 'audit.entity.review', message: 'Review' }),
  school: msg({ id: 'audit.entity.school', message: 'School' }),
  setting: msg({ id: 'audit.entity.setting', message: 'Setting' }),
  student: msg({ id: 'audit.entity.student', message: 'Student' }),
  user: msg({ id: 'audit.entity.user', message: 'User' }),
};

export const OUTCOME_LABELS: Record<AuditOutcome, MessageDescriptor> = {
  success: msg({ id: 'audit.outcome.success', message: 'Succeeded' }),
  failure: msg({ id: 'audit.outcome.failure', message: 'Failed' }),
};

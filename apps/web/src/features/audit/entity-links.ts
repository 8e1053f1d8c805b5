// Where an audit entry's record and actor can be seen (docs/product/screens.md#audit-log): the
// record's page when there is one and the signed-in role may open it, else no link.
import type { AuditEntityType, User } from '@backoffice/api-client';
import { paths, type Screen } from '../../lib/paths.ts';
import { hasRole } from '../../lib/permissions.ts';

type Viewer = Pick<User, 'usertype'> | null | undefined;

/** The page of each kind of record that has one: its screen (for the roles) and its link. */
const RECORD_PAGES: Partial<Record<AuditEntityType, { screen: Pick<Screen, 'roles'>; href: (id: string) => string }>> = {
  student: { screen: paths.students.detail, href: (id) => paths.students.detail.href(id) },
  class: { screen: paths.classes.detail, href: (id) => paths.classes.detail.href(id) },
  school: { screen: paths.schools.detail, href: (id) => paths.schools.detail.href(id) },
  problem: { screen: paths.problems.detail, href: (id) => paths.problems.detail.href(id) },
  problemset: { screen: paths.topics.detail, href: (id) => paths.topics.detail.href(id) },
  // A user has no page of their own: the users list opens their dialog (?user=).
  user: { screen: paths.users.list, href: (id) => paths.users.list.href({ user: id }) },
  setting: { screen: paths.settings.index, href: () => paths.settings.index.href() },
};

/** The operation that deletes each kind of record: after it, its page is gone. */
const DELETED_BY: Partial<Record<AuditEntityType, string>> = {
  student: 'deleteStudent',
  class: 'deleteClass',
  school: 'deleteSchool',
  problem: 'deleteProblem',
  problemset: 'deleteProblemset',
  user: 'deleteUser',
};

/** The link to an entry's record, or undefined when it has no page, is gone, or `viewer` may not open it. */
export function recordHref(
  viewer: Viewer,
  entry: { entity_type: AuditEntityType; entity_id: string | null; operation_id: string },
): string | undefined {
  const page = RECORD_PAGES[entry.entity_type];
  if (!page || entry.entity_id === null || !hasRole(viewer, page.screen.roles)) return undefined;
  if (DELETED_BY[entry.entity_type] === entry.operation_id) return undefined;
  return page.href(entry.entity_id);
}

/** The link to an actor (the users list with their dialog), or undefined. */
export function actorHref(viewer: Viewer, actorUserId: number | null): string | undefined {
  if (actorUserId === null || !hasRole(viewer, paths.users.list.roles)) return undefined;
  return paths.users.list.href({ user: actorUserId });
}

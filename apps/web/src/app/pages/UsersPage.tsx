import { AuditHistorySection } from '../../features/audit/index.ts';
import { UsersPage as UsersList } from '../../features/users/index.ts';

export { prefetchUsersPage as prefetch } from '../../features/users/index.ts';

/** /users: the users feature's screen, with the audit feature's change history in a user's dialog. */
export default function UsersPage() {
  return <UsersList userSections={(user) => <AuditHistorySection entityType="user" entityId={user.user_id} />} />;
}

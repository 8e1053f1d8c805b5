import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { HOME_BY_ROLE, paths } from '../lib/paths.ts';
import { ALL_ROLES, hasRole, type Role } from '../lib/permissions.ts';
import { authStatusAtom, userAtom } from '../lib/session.ts';

/**
 * A signed-in route: waits while a stored session is checked, sends a visitor without a session
 * to /login and a user without an allowed role to /unauthorized. By default all four roles.
 */
export function RequireRole({
  roles = ALL_ROLES,
  loading = <LoadingScreen />,
  children,
}: {
  roles?: readonly Role[];
  /** What shows while the session is checked. */
  loading?: ReactNode;
  children: ReactNode;
}) {
  const status = useAtomValue(authStatusAtom);
  const user = useAtomValue(userAtom);
  if (status === 'loading') return <>{loading}</>;
  if (!user) return <Redirect to={paths.login.href()} replace />;
  if (!hasRole(user, roles)) return <Redirect to={paths.unauthorized.href()} replace />;
  return <>{children}</>;
}

/** The sign-in page: once authenticated the user is sent to / (docs/product/screens.md). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const status = useAtomValue(authStatusAtom);
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') return <Redirect to={paths.home.href()} replace />;
  return <>{children}</>;
}

/** "/": each role's start page (docs/product/screens.md), or /login without a session. */
export function IndexRedirect() {
  const status = useAtomValue(authStatusAtom);
  const user = useAtomValue(userAtom);
  if (status === 'loading') return <LoadingScreen />;
  if (!user) return <Redirect to={paths.login.href()} replace />;
  return <Redirect to={HOME_BY_ROLE[user.usertype]} replace />;
}

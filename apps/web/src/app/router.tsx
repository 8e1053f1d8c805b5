import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Redirect, Route, Switch, matchRoute, useLocation, useRouter } from 'wouter';
import { AppErrorBoundary } from '../components/AppErrorBoundary.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { LoginPage } from '../features/auth/index.ts';
import { IndexRedirect, RedirectIfSignedIn, RequireRole } from './guards.tsx';
import { loadAppMessages } from '../lib/i18n.ts';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { paths } from '../lib/paths.ts';
import { tokenAtom } from '../lib/session.ts';
import { APP_ROUTES } from './routes.ts';

// The sign-in page is in the first bundle (most visits start there); everything else is lazy.
const ResetPasswordPage = lazyWithRetry(() => import('../features/auth/ResetPasswordPage.tsx'));
const UnauthorizedPage = lazyWithRetry(() => import('../features/auth/UnauthorizedPage.tsx'));
// The shell comes with the signed-in screens' messages (the app catalog).
const Shell = lazyWithRetry(async () => {
  const [module] = await Promise.all([import('./shell/Shell.tsx'), loadAppMessages()]);
  return module;
});

/** Signed-in routes: unknown paths go to /, then the screen's guard, then the shell. */
function SignedInArea() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const hasSession = useAtomValue(tokenAtom) !== null;
  for (const { screen, Page } of APP_ROUTES) {
    const [matches, params] = matchRoute(parser, screen.pattern, location);
    if (!matches) continue;
    // With a stored session, the shell (with its messages) and the screen are fetched at once,
    // side by side and while the session check is under way, not one after the other once the
    // check has answered and the shell has rendered (docs/architecture.md#chunks). Both calls
    // start a fetch only once.
    if (hasSession) {
      void Shell.preload();
      void Page.preload();
    }
    return (
      <RequireRole roles={screen.roles}>
        {/* A failure of the shell itself, then one of the screen inside it: each keeps its frame. */}
        <AppErrorBoundary minH="100vh" resetKeys={[location]}>
          <Suspense fallback={<LoadingScreen minH="100vh" />}>
            <Shell>
              <AppErrorBoundary resetKeys={[location]}>
                <Suspense fallback={<LoadingScreen />}>
                  <Page params={params} />
                </Suspense>
              </AppErrorBoundary>
            </Shell>
          </Suspense>
        </AppErrorBoundary>
      </RequireRole>
    );
  }
  return <Redirect to={paths.home.href()} replace />;
}

export function AppRouter() {
  return (
    <Switch>
      <Route path={paths.login.pattern}>
        <RedirectIfSignedIn>
          <LoginPage />
        </RedirectIfSignedIn>
      </Route>
      <Route path={paths.resetPassword.pattern}>
        <AppErrorBoundary minH="100vh">
          <Suspense fallback={<LoadingScreen minH="100vh" />}>
            <ResetPasswordPage />
          </Suspense>
        </AppErrorBoundary>
      </Route>
      <Route path={paths.unauthorized.pattern}>
        <AppErrorBoundary minH="100vh">
          <Suspense fallback={<LoadingScreen minH="100vh" />}>
            <UnauthorizedPage />
          </Suspense>
        </AppErrorBoundary>
      </Route>
      <Route path={paths.home.pattern}>
        <IndexRedirect />
      </Route>
      <Route>
        <SignedInArea />
      </Route>
    </Switch>
  );
}

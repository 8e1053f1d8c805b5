import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, matchRoute, useLocation, useRouter } from 'wouter';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import LoginPage from '../features/auth/LoginPage.tsx';
import { IndexRedirect, RedirectIfSignedIn, RequireRole } from './guards.tsx';
import { loadAppMessages } from '../lib/i18n.ts';
import { APP_ROUTES } from './routes.ts';

// The sign-in page is in the first bundle (most visits start there); everything else is lazy.
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage.tsx'));
const UnauthorizedPage = lazy(() => import('../features/auth/UnauthorizedPage.tsx'));
// The shell comes with the signed-in screens' messages (the app catalog).
const Shell = lazy(() => Promise.all([import('./shell/Shell.tsx'), loadAppMessages()]).then(([module]) => module));

/** Signed-in routes: unknown paths go to /, then the route's guard, then the shell. */
function SignedInArea() {
  const [location] = useLocation();
  const { parser } = useRouter();
  for (const route of APP_ROUTES) {
    const [matches, params] = matchRoute(parser, route.path, location);
    if (!matches) continue;
    const { Page } = route;
    return (
      <RequireRole roles={route.roles}>
        <Suspense fallback={<LoadingScreen minH="100vh" />}>
          <Shell>
            <Suspense fallback={<LoadingScreen />}>
              <Page params={params} />
            </Suspense>
          </Shell>
        </Suspense>
      </RequireRole>
    );
  }
  return <Redirect to="/" replace />;
}

export function AppRouter() {
  return (
    <Switch>
      <Route path="/login">
        <RedirectIfSignedIn>
          <LoginPage />
        </RedirectIfSignedIn>
      </Route>
      <Route path="/reset-password/*?">
        <Suspense fallback={<LoadingScreen minH="100vh" />}>
          <ResetPasswordPage />
        </Suspense>
      </Route>
      <Route path="/unauthorized">
        <Suspense fallback={<LoadingScreen minH="100vh" />}>
          <UnauthorizedPage />
        </Suspense>
      </Route>
      <Route path="/">
        <IndexRedirect />
      </Route>
      <Route>
        <SignedInArea />
      </Route>
    </Switch>
  );
}

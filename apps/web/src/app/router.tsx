import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, matchRoute, useLocation, useRouter, useSearch } from 'wouter';
import { AppErrorBoundary } from '../components/AppErrorBoundary.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { LoadingShell } from '../components/LoadingShell.tsx';
import { LoginPage } from '../features/auth/index.ts';
import { IndexRedirect, RedirectIfSignedIn, RequireRole } from './guards.tsx';
import { preloadToaster } from './providers.tsx';
import { loadAppMessages } from '../lib/i18n.ts';
import { useApi } from '../lib/api-context.tsx';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { paths } from '../lib/paths.ts';
import { localeAtom, tokenAtom } from '../lib/session.ts';
import { APP_ROUTES, type AppRoute, type PageComponent } from './routes.ts';
import type { RouteParams } from '../lib/route-params.ts';

// The sign-in page is in the first bundle (most visits start there); everything else is lazy.
const ResetPasswordPage = lazyWithRetry(() => import('../features/auth/ResetPasswordPage.tsx'));
const UnauthorizedPage = lazyWithRetry(() => import('../features/auth/UnauthorizedPage.tsx'));
// The shell comes with the signed-in screens' messages (the app catalog).
const Shell = lazyWithRetry(async () => {
  const [module] = await Promise.all([import('./shell/Shell.tsx'), loadAppMessages()]);
  return module;
});

/**
 * With a stored session, a screen's data starts with its chunk (its module's `prefetch`), while
 * the shell loads and the session is checked, instead of once the shell and the screen have
 * rendered. A stale session's prefetch is refused by the server and forgotten with the session.
 */
function usePrefetch(Page: PageComponent | undefined, params: RouteParams | undefined) {
  const api = useApi();
  const token = useAtomValue(tokenAtom);
  const language = useAtomValue(localeAtom);
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!Page || !params || token === null) return;
    let current = true;
    Page.preload()
      .then((module) => {
        if (current) module.prefetch?.({ api, token, params, search, language });
      })
      // A chunk that could not be fetched fails where the page renders, with its "Try again".
      .catch(() => {});
    return () => {
      current = false;
    };
    // The params are the location's: the location stands for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Page, api, token, location, search, language]);
}

/** The first signed-in route whose pattern matches the location, with its parameters. */
function matchScreen(parser: ReturnType<typeof useRouter>['parser'], location: string): { route: AppRoute; params: RouteParams } | null {
  for (const route of APP_ROUTES) {
    const [matches, params] = matchRoute(parser, route.screen.pattern, location);
    if (matches) return { route, params: params ?? {} };
  }
  return null;
}

/** Signed-in routes: unknown paths go to /, then the screen's guard, then the shell. */
function SignedInArea() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const hasSession = useAtomValue(tokenAtom) !== null;
  const match = matchScreen(parser, location);
  usePrefetch(match?.route.Page, match?.params);
  if (!match) return <Redirect to={paths.home.href()} replace />;
  const { route, params } = match;
  const { screen, Page } = route;
  // With a stored session, the shell (with its messages) and the screen are fetched at once,
  // side by side and while the session check is under way, not one after the other once the
  // check has answered and the shell has rendered (docs/architecture.md#chunks). Each
  // call starts a fetch only once.
  // The toaster's code comes with them, before any screen can be used: a toast saying that
  // the server no longer answers must not need the server.
  if (hasSession) {
    void Shell.preload();
    void Page.preload();
    // A failure is reported where it matters: when a toast is asked for (lib/toaster-demand.ts)
    // and when the toaster renders (app/providers.tsx); this runs with every render.
    preloadToaster().catch(() => {});
  }
  return (
    <RequireRole roles={screen.roles} loading={<LoadingShell />}>
      {/* A failure of the shell itself, then one of the screen inside it: each keeps its frame. */}
      <AppErrorBoundary minH="100vh" resetKeys={[location]}>
        <Suspense fallback={<LoadingShell />}>
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

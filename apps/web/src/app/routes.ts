// The page of every signed-in screen of the paths table (lib/paths.ts). Each screen is its own
// chunk, so a page is imported by its file here (lazily), not through its feature's index.ts:
// that entry is for static imports, and importing it lazily would put its screens in one chunk.
import type { ComponentType } from 'react';
import { lazyWithRetry, type RetryableLazy } from '../lib/lazy-with-retry.ts';
import { SCREENS, type Screen, type ScreenId } from '../lib/paths.ts';
import type { PrefetchContext, RouteParams } from '../lib/route-params.ts';

/**
 * A page's module: the page, and what it may start as soon as its chunk is there (its data, its
 * lazy parts), while the shell is still loading and the session is being checked.
 */
export interface PageModule {
  default: ComponentType<{ params: RouteParams }>;
  prefetch?: (context: PrefetchContext) => void;
}

/** A screen's page, loaded on demand; `preload()` starts the fetch before it renders (router.tsx). */
export type PageComponent = RetryableLazy<{ params: RouteParams }, PageModule>;
const page = (load: () => Promise<PageModule>): PageComponent => lazyWithRetry(load);

export interface AppRoute {
  screen: Pick<Screen, 'pattern' | 'roles'>;
  Page: PageComponent;
}

/** One page per screen: a screen added to the table without its page fails the type check. */
const PAGES: Record<ScreenId, PageComponent> = {
  users: page(() => import('./pages/UsersPage.tsx')),
  settings: page(() => import('../features/settings/SettingsPage.tsx')),
  schools: page(() => import('../features/schools/SchoolsPage.tsx')),
  school: page(() => import('./pages/SchoolPage.tsx')),
  classes: page(() => import('../features/classes/ClassesPage.tsx')),
  class: page(() => import('./pages/ClassPage.tsx')),
  classProgress: page(() => import('../features/classes/progress/ClassProgressPage.tsx')),
  students: page(() => import('../features/students/StudentsPage.tsx')),
  student: page(() => import('./pages/StudentPage.tsx')),
  conversation: page(() => import('../features/conversations/ConversationPage.tsx')),
  topics: page(() => import('../features/topics/TopicsPage.tsx')),
  topic: page(() => import('../features/topics/TopicPage.tsx')),
  problems: page(() => import('./pages/ProblemsPage.tsx')),
  problem: page(() => import('./pages/ProblemEditorPage.tsx')),
  reviews: page(() => import('../features/reviews/ReviewsPage.tsx')),
  audit: page(() => import('../features/audit/AuditPage.tsx')),
};

/** The signed-in routes in the table's order; "new" in a detail path opens the screen in create mode. */
export const APP_ROUTES: readonly AppRoute[] = SCREENS.map((screen) => ({ screen, Page: PAGES[screen.id] }));

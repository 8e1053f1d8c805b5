// The page of every signed-in screen of the paths table (lib/paths.ts). Each screen is its own
// chunk, so a page is imported by its file here (lazily), not through its feature's index.ts:
// that entry is for static imports, and importing it lazily would put its screens in one chunk.
import { lazyWithRetry, type RetryableLazy } from '../lib/lazy-with-retry.ts';
import { SCREENS, type Screen, type ScreenId } from '../lib/paths.ts';
import type { RouteParams } from '../lib/route-params.ts';

/** A screen's page, loaded on demand; `preload()` starts the fetch before it renders (router.tsx). */
export type PageComponent = RetryableLazy<{ params: RouteParams }>;

export interface AppRoute {
  screen: Pick<Screen, 'pattern' | 'roles'>;
  Page: PageComponent;
}

/** One page per screen: a screen added to the table without its page fails the type check. */
const PAGES: Record<ScreenId, PageComponent> = {
  users: lazyWithRetry(() => import('./pages/UsersPage.tsx')),
  settings: lazyWithRetry(() => import('../features/settings/SettingsPage.tsx')),
  schools: lazyWithRetry(() => import('../features/schools/SchoolsPage.tsx')),
  school: lazyWithRetry(() => import('./pages/SchoolPage.tsx')),
  classes: lazyWithRetry(() => import('../features/classes/ClassesPage.tsx')),
  class: lazyWithRetry(() => import('./pages/ClassPage.tsx')),
  classProgress: lazyWithRetry(() => import('../features/classes/progress/ClassProgressPage.tsx')),
  students: lazyWithRetry(() => import('../features/students/StudentsPage.tsx')),
  student: lazyWithRetry(() => import('./pages/StudentPage.tsx')),
  conversation: lazyWithRetry(() => import('../features/conversations/ConversationPage.tsx')),
  topics: lazyWithRetry(() => import('../features/topics/TopicsPage.tsx')),
  topic: lazyWithRetry(() => import('../features/topics/TopicPage.tsx')),
  problems: lazyWithRetry(() => import('./pages/ProblemsPage.tsx')),
  problem: lazyWithRetry(() => import('./pages/ProblemEditorPage.tsx')),
  reviews: lazyWithRetry(() => import('../features/reviews/ReviewsPage.tsx')),
  audit: lazyWithRetry(() => import('../features/audit/AuditPage.tsx')),
};

/** The signed-in routes in the table's order; "new" in a detail path opens the screen in create mode. */
export const APP_ROUTES: readonly AppRoute[] = SCREENS.map((screen) => ({ screen, Page: PAGES[screen.id] }));

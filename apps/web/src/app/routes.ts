// Every signed-in route of spec §2 with the roles allowed on it. Each screen is its own chunk.
import type { ComponentType } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { ALL_ROLES, type Role } from '../lib/permissions.ts';

import type { RouteParams } from '../lib/route-params.ts';

export type { RouteParams };
export type PageComponent = ComponentType<{ params: RouteParams }>;

export interface AppRoute {
  path: string;
  roles: readonly Role[];
  Page: PageComponent;
}

const STAFF: readonly Role[] = ['admin', 'schooladmin', 'teacher'];
const MANAGERS: readonly Role[] = ['admin', 'schooladmin'];
const ADMIN: readonly Role[] = ['admin'];

const UsersPage = lazyWithRetry(() => import('../features/users/UsersPage.tsx'));
const SettingsPage = lazyWithRetry(() => import('../features/settings/SettingsPage.tsx'));
const SchoolsPage = lazyWithRetry(() => import('../features/schools/SchoolsPage.tsx'));
const SchoolPage = lazyWithRetry(() => import('../features/schools/SchoolPage.tsx'));
const ClassesPage = lazyWithRetry(() => import('../features/classes/ClassesPage.tsx'));
const ClassPage = lazyWithRetry(() => import('../features/classes/ClassPage.tsx'));
const StudentsPage = lazyWithRetry(() => import('../features/students/StudentsPage.tsx'));
const StudentPage = lazyWithRetry(() => import('../features/students/StudentPage.tsx'));
const ConversationPage = lazyWithRetry(() => import('../features/conversations/ConversationPage.tsx'));
const TopicsPage = lazyWithRetry(() => import('../features/topics/TopicsPage.tsx'));
const TopicPage = lazyWithRetry(() => import('../features/topics/TopicPage.tsx'));
const ProblemsPage = lazyWithRetry(() => import('../features/problems/ProblemsPage.tsx'));
const ProblemEditorPage = lazyWithRetry(() => import('../features/problems/ProblemEditorPage.tsx'));

/** "new" in a detail path opens the screen in create mode. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/users', roles: MANAGERS, Page: UsersPage },
  { path: '/settings', roles: ADMIN, Page: SettingsPage },
  { path: '/schools', roles: ADMIN, Page: SchoolsPage },
  { path: '/schools/:schoolId', roles: ADMIN, Page: SchoolPage },
  { path: '/classes', roles: STAFF, Page: ClassesPage },
  { path: '/classes/:classId', roles: STAFF, Page: ClassPage },
  { path: '/students', roles: ALL_ROLES, Page: StudentsPage },
  { path: '/students/:studentId', roles: ALL_ROLES, Page: StudentPage },
  { path: '/students/:studentId/conversations/:conversationId', roles: ALL_ROLES, Page: ConversationPage },
  { path: '/problemsets', roles: ALL_ROLES, Page: TopicsPage },
  { path: '/problemsets/:problemsetId', roles: ALL_ROLES, Page: TopicPage },
  { path: '/problems', roles: ALL_ROLES, Page: ProblemsPage },
  { path: '/problems/:id', roles: ALL_ROLES, Page: ProblemEditorPage },
];

/** Where "/" sends each role (spec §2). */
export const HOME_BY_ROLE: Record<Role, string> = {
  admin: '/users',
  schooladmin: '/users',
  teacher: '/classes',
  parent: '/students',
};

// The one table of the app's addresses (docs/product/screens.md): each screen's path pattern for
// the router, an `href()` that builds its links, the roles that may open it and, for the top
// navigation, its label. The router (app/routes.ts), the guards, the navigation, every link and
// the e2e helpers read it: a link is built with its screen's href(), never typed.
//
// The labels are plain message descriptors marked for extraction with the i18n comment rather
// than the `msg` macro, so that this module also runs untranspiled (the Playwright helpers).
import type { MessageDescriptor } from '@lingui/core';
import { ALL_ROLES, type Role } from './permissions.ts';

/** The query of a link: a ready string, search params, or plain values. */
export type Query = string | URLSearchParams | Record<string, string | number>;

/** An item's id in a detail path; 'new' opens the screen in create mode. */
export type PathId = number | string;

/** One id per `:param` of `Pattern`, in order: '/students/:studentId' → [PathId]. */
type ParamIds<Pattern extends string> = Pattern extends `${string}:${string}/${infer Rest}`
  ? [PathId, ...ParamIds<Rest>]
  : Pattern extends `${string}:${string}`
    ? [PathId]
    : [];

/** What a screen's link takes: its ids, then optionally a query. */
export type HrefArgs<Pattern extends string> = [...ParamIds<Pattern>, query?: Query];

export interface NavLabel {
  label: MessageDescriptor;
  /** Parents read "children" where others read "students" (docs/product/overview.md). */
  parentLabel?: MessageDescriptor;
}

/** A signed-in screen: its router pattern, links to it, who may open it, its navigation tab. */
export interface Screen<Pattern extends string = string, Id extends string = string> {
  id: Id;
  pattern: Pattern;
  href: (...args: HrefArgs<Pattern>) => string;
  roles: readonly Role[];
  /** Present when the screen is a tab of the top navigation. */
  nav?: NavLabel;
}

const STAFF: readonly Role[] = ['admin', 'schooladmin', 'teacher'];
const MANAGERS: readonly Role[] = ['admin', 'schooladmin'];
const ADMIN: readonly Role[] = ['admin'];

/** `path` with `query` appended (nothing for an empty query). */
function withQuery(path: string, query?: Query): string {
  if (query === undefined) return path;
  const search =
    typeof query === 'string'
      ? query
      : new URLSearchParams(
          query instanceof URLSearchParams ? query : Object.entries(query).map(([k, v]) => [k, String(v)]),
        ).toString();
  return search ? `${path}?${search}` : path;
}

/** The link builder of `pattern`: each `:param` in turn takes the next id. */
function hrefOf<Pattern extends string>(pattern: Pattern): (...args: HrefArgs<Pattern>) => string {
  return (...args) => {
    const values: unknown[] = args;
    let next = 0;
    const path = pattern.replace(/:\w+/g, () => encodeURIComponent(String(values[next++])));
    return withQuery(path, values[next] as Query | undefined);
  };
}

function screen<Id extends string, Pattern extends string>(
  id: Id,
  pattern: Pattern,
  roles: readonly Role[],
  nav?: NavLabel,
): Screen<Pattern, Id> {
  return { id, pattern, href: hrefOf(pattern), roles, nav };
}

const users = screen('users', '/users', MANAGERS, { label: /*i18n*/ { id: 'nav.users', message: 'Users' } });
const settings = screen('settings', '/settings', ADMIN, {
  label: /*i18n*/ { id: 'nav.settings', message: 'Settings' },
});
const schools = screen('schools', '/schools', ADMIN, { label: /*i18n*/ { id: 'nav.schools', message: 'Schools' } });
const school = screen('school', '/schools/:schoolId', ADMIN);
const classes = screen('classes', '/classes', STAFF, { label: /*i18n*/ { id: 'nav.classes', message: 'Classes' } });
const klass = screen('class', '/classes/:classId', STAFF);
const classProgress = screen('classProgress', '/classes/:classId/progress', STAFF);
const students = screen('students', '/students', ALL_ROLES, {
  label: /*i18n*/ { id: 'nav.students', message: 'Students' },
  parentLabel: /*i18n*/ { id: 'nav.children', message: 'Children' },
});
const student = screen('student', '/students/:studentId', ALL_ROLES);
const conversation = screen('conversation', '/students/:studentId/conversations/:conversationId', ALL_ROLES);
const topics = screen('topics', '/problemsets', ALL_ROLES, { label: /*i18n*/ { id: 'nav.topics', message: 'Topics' } });
const topic = screen('topic', '/problemsets/:problemsetId', ALL_ROLES);
const problems = screen('problems', '/problems', ALL_ROLES, {
  label: /*i18n*/ { id: 'nav.problems', message: 'Problems' },
});
const problem = screen('problem', '/problems/:id', ALL_ROLES);
const reviews = screen('reviews', '/reviews', ALL_ROLES, { label: /*i18n*/ { id: 'nav.reviews', message: 'Reviews' } });
const audit = screen('audit', '/audit', MANAGERS, { label: /*i18n*/ { id: 'nav.audit', message: 'Audit log' } });

/** Every address of the app, by area: `paths.classes.detail.href(classId)`. */
export const paths = {
  /** "/" sends each role to its start page (HOME_BY_ROLE), or to the sign-in. */
  home: { pattern: '/', href: hrefOf('/') },
  login: { pattern: '/login', href: hrefOf('/login') },
  /** The link in the reset e-mail carries `?token=` (the server builds it). */
  resetPassword: { pattern: '/reset-password/*?', href: hrefOf('/reset-password') },
  unauthorized: { pattern: '/unauthorized', href: hrefOf('/unauthorized') },
  users: { list: users },
  settings: { index: settings },
  schools: { list: schools, detail: school },
  classes: { list: classes, detail: klass, progress: classProgress },
  students: { list: students, detail: student, conversation },
  topics: { list: topics, detail: topic },
  problems: { list: problems, detail: problem },
  reviews: { list: reviews },
  audit: { list: audit },
} as const;

/** The signed-in screens in the order of the top navigation (a path matches the first). */
export const SCREENS = [
  users,
  settings,
  schools,
  school,
  classes,
  klass,
  classProgress,
  students,
  student,
  conversation,
  topics,
  topic,
  problems,
  problem,
  reviews,
  audit,
] as const;

export type ScreenId = (typeof SCREENS)[number]['id'];

/** Where "/" sends each role (docs/product/screens.md). */
export const HOME_BY_ROLE: Record<Role, string> = {
  admin: users.href(),
  schooladmin: users.href(),
  teacher: classes.href(),
  parent: students.href(),
};

/**
 * The screens that show problem texts or messages with formulas in their first screenful: the
 * server names the math renderer and its main fonts in their page, so that they load beside the
 * screen's code (docs/architecture.md#chunks). Not the student page: its first screenful on a
 * phone is the student's header, and its problem list asks for the renderer when it mounts with
 * the student's data, so that the header's scripts do not share the line with it.
 */
export const MATH_SCREENS: readonly ScreenId[] = ['conversation', 'topic', 'problems', 'problem'];

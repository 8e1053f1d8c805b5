import { matchRoute, useRouter } from 'wouter';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOME_BY_ROLE, paths, SCREENS } from './paths.ts';
import { ALL_ROLES } from './permissions.ts';

describe('paths', () => {
  it('builds each link from its pattern, ids in order, the query last', () => {
    expect(paths.classes.detail.href(11)).toBe('/classes/11');
    expect(paths.students.conversation.href('k7m2q9xw4tfa', 501)).toBe('/students/k7m2q9xw4tfa/conversations/501');
    expect(paths.problems.detail.href('new', { page: 3 })).toBe('/problems/new?page=3');
    expect(paths.problems.list.href('grade=5&page=2')).toBe('/problems?grade=5&page=2');
    expect(paths.problems.list.href('')).toBe('/problems');
    expect(paths.login.href({ lang: 'uk' })).toBe('/login?lang=uk');
  });

  it("gives every screen's link back to the router as that screen's params", () => {
    const { parser } = renderHook(() => useRouter()).result.current;
    for (const screen of SCREENS) {
      const names = (screen.pattern.match(/:\w+/g) ?? []).map((name) => name.slice(1));
      const ids = names.map((_, index) => `v${index}`);
      const href = (screen.href as (...args: string[]) => string)(...ids);
      const [matches, params] = matchRoute(parser, screen.pattern, href) as [boolean, Record<string, string> | null];
      expect(matches, screen.id).toBe(true);
      expect(names.map((name) => params?.[name])).toEqual(ids);
    }
  });

  it('sends every role home to a screen it may open', () => {
    for (const role of ALL_ROLES) {
      const home = SCREENS.find((screen) => screen.href() === HOME_BY_ROLE[role]);
      expect(home?.roles, role).toContain(role);
    }
  });

  it('puts the list screens in the navigation, no detail screen', () => {
    expect(SCREENS.filter((screen) => screen.nav).map((screen) => screen.pattern)).toEqual([
      '/users',
      '/settings',
      '/schools',
      '/classes',
      '/students',
      '/problemsets',
      '/problems',
      '/reviews',
      '/audit',
    ]);
  });
});

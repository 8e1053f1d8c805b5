import { SCREENS, type NavLabel, type Screen } from '../../lib/paths.ts';
import type { Role } from '../../lib/permissions.ts';

/** A tab of the top navigation: a screen of the paths table that has a navigation label. */
export type NavItem = Screen & { nav: NavLabel };

const isNavItem = (screen: (typeof SCREENS)[number]): screen is (typeof SCREENS)[number] & NavItem => !!screen.nav;

/** The top navigation, in the table's order (docs/product/screens.md). */
export const NAV_ITEMS: readonly NavItem[] = SCREENS.filter(isNavItem);

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.includes(role));
}

import type { SystemContext } from '@chakra-ui/react';
// The default theme's recipe tables, each from its own module: Chakra's `defaultConfig` comes
// from a module that also builds the whole default system when it is evaluated (about 60 ms of
// a slow phone's main thread, for a system nobody uses).
import { recipes } from 'chakra-theme/recipes';
import { slotRecipes } from 'chakra-theme/slot-recipes';
import { system } from './theme.ts';

/**
 * Completes a Chakra system with every component recipe of Chakra's default theme. A system
 * looks its recipes up in its theme at render time (`getRecipe`, `getSlotRecipe`), so the
 * recipes can join it later; its tokens, CSS variables and global styles stay as they were
 * built once.
 */
function withEveryRecipe(base: SystemContext): SystemContext {
  const theme = base._config.theme ?? {};
  // The first page's recipes are the same modules as the default theme's (theme.ts).
  theme.recipes = { ...recipes, ...theme.recipes };
  theme.slotRecipes = { ...slotRecipes, ...theme.slotRecipes };
  base._config.theme = theme;
  return base;
}

/**
 * The signed-in app's Chakra system: the first page's system (theme.ts) with every component
 * recipe added when the shell loads. It used to be a second system built from the full default
 * theme: building one (its token dictionary, CSS variables and utilities) took the longest
 * task of a signed-in page's load, and nested inside the first page's provider it added the
 * global styles a second time (issue 29, docs/architecture.md#chunks).
 */
export const fullSystem = withEveryRecipe(system);

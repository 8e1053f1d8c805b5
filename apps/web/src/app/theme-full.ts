import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { appThemeOverrides } from './theme-overrides.ts';

/**
 * The signed-in app's Chakra system: the default theme with every component recipe, and the
 * app's changes. It loads with the shell; the first page uses the light system of theme.ts.
 */
export const fullSystem = createSystem(defaultConfig, defineConfig(appThemeOverrides));

import { createSystem, defaultConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { appThemeOverrides } from './theme-overrides.ts';

const fullConfig = mergeConfigs(defaultConfig, defineConfig(appThemeOverrides));

/**
 * The signed-in app's Chakra system: the default theme with every component recipe, and the
 * app's changes. It loads with the shell; the first page uses the light system of theme.ts.
 * The shell's provider sits inside the first page's, whose system already puts the reset and the
 * global styles (the same ones) into the document; this one leaves them out. Twice, every element
 * would match the global rules, with their dozens of custom properties, two times over: a list of
 * five hundred students took a third longer to style.
 */
export const fullSystem = createSystem({ ...fullConfig, preflight: false, globalCss: {} });

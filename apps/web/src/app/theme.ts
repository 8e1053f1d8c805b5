import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
// Each part of Chakra's default theme is imported from its own module (not the theme's index,
// which builds the whole theme with every recipe): the full theme is the shell's, and a shared
// module would put it into the first page (see vite.config.ts for the chakra-theme alias).
import { breakpoints } from 'chakra-theme/breakpoints';
import { globalCss } from 'chakra-theme/global-css';
import { layerStyles } from 'chakra-theme/layer-styles';
import { animationStyles } from 'chakra-theme/motion-styles';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows';
import { textStyles } from 'chakra-theme/text-styles';
import { animations } from 'chakra-theme/tokens/animations';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios';
import { blurs } from 'chakra-theme/tokens/blurs';
import { borders } from 'chakra-theme/tokens/borders';
import { colors } from 'chakra-theme/tokens/colors';
import { cursor } from 'chakra-theme/tokens/cursor';
import { durations } from 'chakra-theme/tokens/durations';
import { easings } from 'chakra-theme/tokens/easings';
import { fontSizes } from 'chakra-theme/tokens/font-sizes';
import { fontWeights } from 'chakra-theme/tokens/font-weights';
import { fonts } from 'chakra-theme/tokens/fonts';
import { keyframes } from 'chakra-theme/tokens/keyframes';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing';
import { lineHeights } from 'chakra-theme/tokens/line-heights';
import { radii } from 'chakra-theme/tokens/radius';
import { sizes } from 'chakra-theme/tokens/sizes';
import { spacing } from 'chakra-theme/tokens/spacing';
import { zIndices } from 'chakra-theme/tokens/z-indices';
import { appThemeOverrides } from './theme-overrides.ts';

/** The id of index.html's link to the build's theme stylesheet. */
export const THEME_STYLESHEET_ID = 'theme-css';

// The first page's Chakra system: Chakra's tokens with only the recipes the public pages (sign
// in, reset, unauthorized), the toasts and the error screen use, so that /login stays light.
// The signed-in shell adds every other recipe to this same system (theme-full.ts).
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: { ...globalCss, ...appThemeOverrides.globalCss },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors,
      durations,
      easings,
      fonts: { ...fonts, ...appThemeOverrides.theme.tokens.fonts },
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: {
      colors: { ...semanticColors, teal: { ...semanticColors.teal, ...appThemeOverrides.theme.semanticTokens.colors.teal } },
      shadows: semanticShadows,
      radii: semanticRadii,
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// createSystem merges (and copies) its configs itself: merging them here first copied every
// token twice.
export const system = createSystem(defaultBaseConfig, themeConfig);

// A production build's page links the system's global CSS (the reset, the global styles and
// the tokens' variables) as a stylesheet made at build time (theme-css.tsx, vite.config.ts):
// the provider then leaves it out instead of parsing it again, and the system never works it
// out (it is made on first read: patches/@chakra-ui__react@3.37.0.patch).
if (typeof document !== 'undefined' && document.getElementById(THEME_STYLESHEET_ID)) system._global = [];

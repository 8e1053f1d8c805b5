// The look of <ToggleSwitch> and of the checkboxes the settings use: Chakra's switch and
// checkbox recipes reduced to the one size (sm) and variant (solid) the app uses.
//
// Why not Chakra's own recipes: registered in src/app/theme.ts they land in the sign-in page's
// bundle, whose 160 kB budget has no room left; imported from '@chakra-ui/react/theme' they pull
// the theme's whole recipe table into the entry chunk. Plain objects checked with `satisfies`
// load only with the screens that use them (see searchable-select-recipe.ts).
import type { SlotRecipeConfig } from '@chakra-ui/react';

export const switchRecipe = {
  className: 'chakra-switch',
  slots: ['root', 'label', 'control', 'thumb', 'indicator'],
  base: {
    root: {
      display: 'inline-flex',
      gap: '2.5',
      alignItems: 'center',
      position: 'relative',
      verticalAlign: 'middle',
      '--switch-width': 'sizes.8',
      '--switch-height': 'sizes.4',
      '--switch-diff': 'calc(var(--switch-width) - var(--switch-height))',
      '--switch-x': { base: 'var(--switch-diff)', _rtl: 'calc(var(--switch-diff) * -1)' },
    },
    label: { lineHeight: '1', userSelect: 'none', fontSize: 'sm', fontWeight: 'medium' },
    control: {
      display: 'inline-flex',
      flexShrink: 0,
      justifyContent: 'flex-start',
      cursor: 'switch',
      borderRadius: 'full',
      position: 'relative',
      width: 'var(--switch-width)',
      height: 'var(--switch-height)',
      transition: 'backgrounds',
      bg: 'bg.emphasized',
      focusVisibleRing: 'outside',
      _checked: { bg: 'colorPalette.solid' },
      _disabled: { opacity: '0.5', cursor: 'not-allowed' },
    },
    thumb: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      transitionProperty: 'translate',
      transitionDuration: 'fast',
      borderRadius: 'inherit',
      bg: 'white',
      width: 'var(--switch-height)',
      height: 'var(--switch-height)',
      scale: '0.8',
      boxShadow: 'sm',
      _checked: { translate: 'var(--switch-x) 0', bg: 'colorPalette.contrast' },
    },
  },
} satisfies SlotRecipeConfig;

export const checkboxRecipe = {
  className: 'chakra-checkbox',
  slots: ['root', 'label', 'control', 'indicator', 'group'],
  base: {
    root: { display: 'inline-flex', gap: '2', alignItems: 'center', verticalAlign: 'top', position: 'relative' },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      boxSize: '4',
      color: 'white',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      borderRadius: 'l1',
      cursor: 'checkbox',
      focusVisibleRing: 'outside',
      _icon: { boxSize: 'full' },
      '&:is([data-state=checked], [data-state=indeterminate])': {
        bg: 'colorPalette.solid',
        color: 'colorPalette.contrast',
        borderColor: 'colorPalette.solid',
      },
      _disabled: { opacity: '0.5', cursor: 'disabled' },
    },
    label: { fontWeight: 'medium', userSelect: 'none', textStyle: 'sm', _disabled: { opacity: '0.5' } },
  },
} satisfies SlotRecipeConfig;

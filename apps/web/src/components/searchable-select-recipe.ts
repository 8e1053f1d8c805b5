// The look of <SearchableSelect>: Chakra's combobox recipe reduced to the one size and variant
// the app uses (md, outline).
//
// Why not Chakra's own recipe: registering it in src/app/theme.ts puts it into the sign-in
// page's bundle (its 160 kB budget has no room left), and importing it from
// '@chakra-ui/react/theme' in a lazy chunk makes the bundler keep the theme's full recipe
// table in the entry chunk (+16 kB). So does importing Chakra's defineSlotRecipe() here (it is
// only an identity function), hence the plain object checked with `satisfies`. A local recipe
// loads only with the screens that use it.
import type { SlotRecipeConfig } from '@chakra-ui/react';

export const searchableSelectRecipe = {
  className: 'chakra-combobox',
  slots: [
    'root',
    'label',
    'control',
    'input',
    'trigger',
    'clearTrigger',
    'indicatorGroup',
    'positioner',
    'content',
    'list',
    'item',
    'itemText',
    'itemIndicator',
    'itemGroup',
    'itemGroupLabel',
    'empty',
  ],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1.5',
      width: 'full',
      '--combobox-input-height': 'sizes.10',
      '--combobox-input-padding-x': 'spacing.3',
      '--combobox-indicator-size': 'sizes.4',
    },
    label: { fontWeight: 'medium', userSelect: 'none', textStyle: 'sm', _disabled: { layerStyle: 'disabled' } },
    control: { pos: 'relative' },
    input: {
      display: 'flex',
      alignItems: 'center',
      width: 'full',
      minH: 'var(--combobox-input-height)',
      ps: 'var(--combobox-input-padding-x)',
      // Room for the indicators on the right.
      pe: 'calc(var(--combobox-input-height) * 1.5)',
      bg: 'transparent',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      outline: 0,
      textStyle: 'sm',
      focusVisibleRing: 'inside',
      '--focus-color': 'colors.colorPalette.focusRing',
      _placeholderShown: { color: 'fg.muted' },
      _disabled: { layerStyle: 'disabled' },
    },
    trigger: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: 'fg.muted' },
    clearTrigger: { color: 'fg.muted', rounded: 'l1', focusVisibleRing: 'inside' },
    indicatorGroup: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      pos: 'absolute',
      insetEnd: '0',
      top: '0',
      bottom: '0',
      px: 'var(--combobox-input-padding-x)',
      _icon: { boxSize: 'var(--combobox-indicator-size)' },
      '[data-disabled] &': { opacity: 0.5 },
    },
    content: {
      bg: 'bg.panel',
      display: 'flex',
      flexDirection: 'column',
      zIndex: 'popover',
      borderRadius: 'l2',
      outline: 0,
      maxH: '80',
      overflowY: 'auto',
      boxShadow: 'md',
      p: '1',
      textStyle: 'sm',
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      py: '1.5',
      px: '2',
      cursor: 'option',
      textAlign: 'start',
      borderRadius: 'l1',
      _highlighted: { bg: 'bg.emphasized/60' },
      _disabled: { pointerEvents: 'none', opacity: '0.5' },
    },
    itemText: { flex: '1' },
    empty: { py: '1.5', px: '2', color: 'fg.muted' },
  },
} satisfies SlotRecipeConfig;

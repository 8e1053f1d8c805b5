// The look of the upload dialog's progress bars: Chakra's progress recipe reduced to the one
// size (sm), shape (full) and variant (outline) used here. The theme registers only the recipes
// the first page needs, so a screen brings its own (see components/toggle-recipes.ts).
import type { SlotRecipeConfig } from '@chakra-ui/react';

export const progressRecipe = {
  className: 'chakra-progress',
  slots: ['root', 'label', 'track', 'range', 'valueText', 'view', 'circle', 'circleTrack', 'circleRange'],
  base: {
    root: { textStyle: 'sm', position: 'relative' },
    track: { overflow: 'hidden', position: 'relative', h: '2', borderRadius: 'full', shadow: 'inset', bgColor: 'bg.muted' },
    range: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      transitionProperty: 'width, height',
      transitionDuration: 'slow',
      height: '100%',
      bgColor: 'colorPalette.solid',
      '--track-color': 'colors.colorPalette.solid',
      _indeterminate: {
        '--animate-from-x': '-40%',
        '--animate-to-x': '100%',
        bgColor: 'transparent',
        position: 'absolute',
        willChange: 'left',
        minWidth: '50%',
        animation: 'position 1s ease infinite normal none running',
        backgroundImage: 'linear-gradient(to right, transparent 0%, var(--track-color) 50%, transparent 100%)',
      },
    },
    label: { display: 'inline-flex', fontWeight: 'medium', alignItems: 'center', gap: '1' },
    valueText: { textStyle: 'xs', lineHeight: '1', fontWeight: 'medium' },
  },
} satisfies SlotRecipeConfig;

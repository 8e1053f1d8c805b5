import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './theme.ts';

describe('the Chakra system', () => {
  // A signed-in page links the global CSS as a stylesheet of the build and sets `_global` to []:
  // the system must not have worked it out already (half the time of building the system on a
  // slow phone). Chakra is patched for this (patches/@chakra-ui__react@3.37.0.patch).
  it('works out its global CSS only when it is first read', () => {
    const built = createSystem(defaultBaseConfig);
    expect(Object.getOwnPropertyDescriptor(built, '_global')?.get).toBeTypeOf('function');
    built._global = [];
    expect(built._global).toEqual([]);
  });

  it('still gives the global CSS, with every token variable, to a page without the stylesheet', () => {
    const [reset, global, tokens] = system._global;
    expect(reset).toBeTruthy();
    expect(global).toBeTruthy();
    expect(JSON.stringify(tokens)).toContain('--chakra-colors-teal-solid');
  });
});

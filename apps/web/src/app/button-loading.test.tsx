import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';

describe('a button that is busy', () => {
  // Chakra hid a busy button's label with `visibility: hidden`, which takes it out of the
  // accessibility tree too: a screen reader heard a nameless button while a save was on its way.
  // Chakra is patched for this (patches/@chakra-ui__react@3.37.0.patch, docs/architecture.md).
  it('keeps its label as its name, and says it is busy', () => {
    renderApp({ ui: <Button loading>Acknowledge</Button> });
    const button = screen.getByRole('button', { name: 'Acknowledge' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('is not busy when it is not loading', () => {
    renderApp({ ui: <Button>Acknowledge</Button> });
    expect(screen.getByRole('button', { name: 'Acknowledge' })).not.toHaveAttribute('aria-busy');
  });
});

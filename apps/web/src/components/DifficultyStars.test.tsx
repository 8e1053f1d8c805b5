import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { DifficultyStars } from './DifficultyStars.tsx';

function filledStars(container: HTMLElement) {
  return container.querySelectorAll('svg[data-filled="true"]').length;
}

describe('DifficultyStars', () => {
  it('shows the difficulty as filled stars out of 5', () => {
    renderApp({ ui: <DifficultyStars value={3} /> });
    const stars = screen.getByRole('img', { name: 'Difficulty 3 of 5' });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
    expect(filledStars(stars)).toBe(3);
  });

  it('keeps the value between 0 and 5', () => {
    renderApp({ ui: <DifficultyStars value={9} /> });
    expect(filledStars(screen.getByRole('img', { name: 'Difficulty 5 of 5' }))).toBe(5);
    renderApp({ ui: <DifficultyStars value={null} /> });
    expect(filledStars(screen.getByRole('img', { name: 'Difficulty 0 of 5' }))).toBe(0);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { DifficultyInput } from './DifficultyInput.tsx';
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

describe('DifficultyInput', () => {
  function Stars({ onChange }: { onChange: (value: number) => void }) {
    const [value, setValue] = useState(2);
    return (
      <DifficultyInput
        label="Difficulty"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('sets the difficulty by a click on a star, each star named for screen readers', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderApp({ ui: <Stars onChange={onChange} /> });
    expect(screen.getByText('Difficulty')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: 'Difficulty 2 of 5' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Difficulty 4 of 5' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { RangeSlider, type RangeSliderProps } from './RangeSlider.tsx';

function Controlled(props: Partial<RangeSliderProps> & { initial: [number, number]; spy?: (v: [number, number]) => void }) {
  const [value, setValue] = useState(props.initial);
  return (
    <RangeSlider
      label="Grade"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.spy?.(next);
      }}
    />
  );
}

function labelOf(thumb: HTMLElement) {
  return document.getElementById(thumb.getAttribute('aria-labelledby') ?? '')?.textContent;
}

describe('RangeSlider', () => {
  it('has two named thumbs with the defaults min 0 and max 100', () => {
    renderApp({ ui: <Controlled initial={[20, 60]} /> });
    const [from, to] = screen.getAllByRole('slider', { hidden: true });
    // jsdom cannot measure the thumbs, so Chakra keeps them visibility:hidden and their computed
    // names empty; the labels they point to are what a browser reads.
    expect(labelOf(from!)).toBe('Grade: from');
    expect(labelOf(to!)).toBe('Grade: to');
    expect(from).toHaveAttribute('aria-valuemin', '0');
    expect(to).toHaveAttribute('aria-valuemax', '100');
    expect(from).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('20 – 60')).toBeInTheDocument();
  });

  it('moves by the step with the arrows and by 10 with Page Up and Page Down', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderApp({ ui: <Controlled initial={[20, 60]} spy={spy} /> });
    const [from, to] = screen.getAllByRole('slider', { hidden: true });
    from!.focus();
    await user.keyboard('{PageUp}');
    expect(from).toHaveAttribute('aria-valuenow', '30');
    to!.focus();
    await user.keyboard('{PageDown}');
    expect(to).toHaveAttribute('aria-valuenow', '50');
    from!.focus();
    await user.keyboard('{ArrowRight}');
    expect(from).toHaveAttribute('aria-valuenow', '31');
    expect(spy).toHaveBeenLastCalledWith([31, 50]);
  });

  it('takes another range, as the grade filter does (1-13)', async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Controlled initial={[5, 13]} min={1} max={13} /> });
    const [from, to] = screen.getAllByRole('slider', { hidden: true });
    expect(from).toHaveAttribute('aria-valuemin', '1');
    expect(to).toHaveAttribute('aria-valuemax', '13');
    to!.focus();
    await user.keyboard('{ArrowRight}');
    expect(to).toHaveAttribute('aria-valuenow', '13');
  });
});

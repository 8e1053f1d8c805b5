import { describe, expect, it } from 'vitest';
import { clampCoords, coordsToPercent, cropRegion, percentToCoords, typedBoxProblem } from './crop.ts';

describe('clampCoords (docs/product/validation.md: 0-1000, at least 10 a side)', () => {
  it('keeps a box inside the page as it is, in whole units', () => {
    expect(clampCoords({ left: 80, top: 150, right: 920, bottom: 260 })).toEqual({ left: 80, top: 150, right: 920, bottom: 260 });
    expect(clampCoords({ left: 80.4, top: 150.6, right: 920, bottom: 260 })).toEqual({ left: 80, top: 151, right: 920, bottom: 260 });
  });

  it('clamps every side to 0-1000', () => {
    expect(clampCoords({ left: -50, top: -1, right: 1200, bottom: 1000.5 })).toEqual({ left: 0, top: 0, right: 1000, bottom: 1000 });
  });

  it('puts swapped sides in order', () => {
    expect(clampCoords({ left: 700, top: 600, right: 200, bottom: 100 })).toEqual({ left: 200, top: 100, right: 700, bottom: 600 });
  });

  it('grows a box thinner than 10 units to 10, backwards at the right and bottom edges', () => {
    expect(clampCoords({ left: 300, top: 400, right: 303, bottom: 400 })).toEqual({ left: 300, top: 400, right: 310, bottom: 410 });
    expect(clampCoords({ left: 998, top: 1000, right: 1000, bottom: 1000 })).toEqual({ left: 990, top: 990, right: 1000, bottom: 1000 });
    expect(clampCoords({ left: 2000, top: -5, right: 3000, bottom: -1 })).toEqual({ left: 990, top: 0, right: 1000, bottom: 10 });
  });

  it('treats a missing number as 0', () => {
    expect(clampCoords({ left: Number.NaN, top: 0, right: 500, bottom: 500 })).toEqual({ left: 0, top: 0, right: 500, bottom: 500 });
  });
});

describe('typedBoxProblem (a typed box the wrong way round is refused)', () => {
  it('takes a box in order, also one past the page (clamped later)', () => {
    expect(typedBoxProblem({ left: 80, top: 150, right: 920, bottom: 260 })).toBeNull();
    expect(typedBoxProblem({ left: -5, top: 0, right: 1500, bottom: 1200 })).toBeNull();
  });

  it('refuses a bottom above or at the top, and a right side left of or at the left one', () => {
    expect(typedBoxProblem({ left: 80, top: 500, right: 920, bottom: 200 })).toBe('bottom_above_top');
    expect(typedBoxProblem({ left: 80, top: 300, right: 920, bottom: 300 })).toBe('bottom_above_top');
    expect(typedBoxProblem({ left: 700, top: 100, right: 200, bottom: 400 })).toBe('right_left_of_left');
    // Both past the right edge of the page: the same place, so no width.
    expect(typedBoxProblem({ left: 1500, top: 100, right: 1200, bottom: 400 })).toBe('right_left_of_left');
  });
});

describe('percent boxes (the crop library) and coords', () => {
  it('converts both ways', () => {
    expect(coordsToPercent({ left: 100, top: 250, right: 600, bottom: 500 })).toEqual({ x: 10, y: 25, width: 50, height: 25 });
    expect(percentToCoords({ x: 10, y: 25, width: 50, height: 25 })).toEqual({ left: 100, top: 250, right: 600, bottom: 500 });
  });

  it('clamps what the library reports', () => {
    expect(percentToCoords({ x: 99.8, y: -2, width: 0.1, height: 0.2 })).toEqual({ left: 990, top: 0, right: 1000, bottom: 10 });
  });
});

describe('cropRegion (docs/product/limits.md: at most 800 px wide)', () => {
  it('takes the box from the page in pixels and keeps a narrow figure at its own size', () => {
    expect(cropRegion({ left: 100, top: 200, right: 500, bottom: 400 }, 1000, 2000)).toEqual({
      sx: 100,
      sy: 400,
      sw: 400,
      sh: 400,
      width: 400,
      height: 400,
    });
  });

  it('scales a wide figure down to 800 px, keeping its proportions', () => {
    const region = cropRegion({ left: 0, top: 0, right: 1000, bottom: 500 }, 2480, 3508);
    expect(region.width).toBe(800);
    expect(region.height).toBe(Math.round(1754 * (800 / 2480)));
  });
});

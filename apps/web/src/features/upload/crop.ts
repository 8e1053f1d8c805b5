// Crop boxes of extracted drafts (docs/product/data.md, validation.md, limits.md): left, top, right, bottom on a 0-1000 scale of
// the page's width and height, kept within the page and at least 10 units a side.
import type { Coords } from '@backoffice/api-client';

export const COORDS_SCALE = 1000;
const MIN_CROP_SIDE = 10;
/** A cropped figure is at most 800 px wide (docs/product/limits.md). */
export const MAX_CROP_WIDTH_PX = 800;

/** A box for a draft that has none yet: the middle of the page. */
export const DEFAULT_COORDS: Coords = { left: 100, top: 100, right: 900, bottom: 400 };

/** One axis: both ends within 0-1000, in order, at least MIN_CROP_SIDE apart. */
function clampSpan(start: number, end: number): [number, number] {
  const within = (value: number) => Math.min(COORDS_SCALE, Math.max(0, Number.isFinite(value) ? value : 0));
  let low = Math.min(within(start), within(end));
  let high = Math.max(within(start), within(end));
  if (high - low < MIN_CROP_SIDE) {
    // Grow the box from its start; at the page's edge it grows backwards instead.
    high = low + MIN_CROP_SIDE;
    if (high > COORDS_SCALE) {
      high = COORDS_SCALE;
      low = COORDS_SCALE - MIN_CROP_SIDE;
    }
  }
  return [Math.round(low), Math.round(high)];
}

/** The box clamped to the page (0-1000), in order, at least 10 units a side, in whole units. */
export function clampCoords(coords: Coords): Coords {
  const [left, right] = clampSpan(coords.left, coords.right);
  const [top, bottom] = clampSpan(coords.top, coords.bottom);
  return { left, top, right, bottom };
}

/** What is wrong with a typed box: a bottom not below the top, or a right side not right of the left. */
export type BoxProblem = 'bottom_above_top' | 'right_left_of_left';

/**
 * Whether a typed box can be taken: each side within the page (a number past it is clamped
 * later), the bottom below the top and the right side right of the left one. A box the wrong
 * way round is refused, not turned round: the person meant something else, and says what.
 */
export function typedBoxProblem(coords: Coords): BoxProblem | null {
  const at = (value: number) => Math.min(COORDS_SCALE, Math.max(0, Number.isFinite(value) ? value : 0));
  if (at(coords.bottom) <= at(coords.top)) return 'bottom_above_top';
  if (at(coords.right) <= at(coords.left)) return 'right_left_of_left';
  return null;
}

/** A box in percent of the image (the crop library's unit). */
export interface PercentBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function coordsToPercent(coords: Coords): PercentBox {
  const unit = COORDS_SCALE / 100;
  return {
    x: coords.left / unit,
    y: coords.top / unit,
    width: (coords.right - coords.left) / unit,
    height: (coords.bottom - coords.top) / unit,
  };
}

export function percentToCoords(box: PercentBox): Coords {
  const unit = COORDS_SCALE / 100;
  return clampCoords({
    left: box.x * unit,
    top: box.y * unit,
    right: (box.x + box.width) * unit,
    bottom: (box.y + box.height) * unit,
  });
}

/**
 * The part of an image of naturalWidth × naturalHeight pixels inside the box, and the size it
 * is drawn at: its own size, scaled down to at most 800 px wide.
 */
export function cropRegion(coords: Coords, naturalWidth: number, naturalHeight: number) {
  const box = clampCoords(coords);
  const sx = (box.left / COORDS_SCALE) * naturalWidth;
  const sy = (box.top / COORDS_SCALE) * naturalHeight;
  const sw = Math.max(1, ((box.right - box.left) / COORDS_SCALE) * naturalWidth);
  const sh = Math.max(1, ((box.bottom - box.top) / COORDS_SCALE) * naturalHeight);
  const scale = Math.min(1, MAX_CROP_WIDTH_PX / sw);
  return { sx, sy, sw, sh, width: Math.max(1, Math.round(sw * scale)), height: Math.max(1, Math.round(sh * scale)) };
}

// Boxes on a page's 0-1000 scale (spec §5 "Crop box coordinates clamped to 0-1000, minimum
// 10 units per side") and cropping them out of the page image (at most 800 px wide, §9).
import sharp from 'sharp';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const SCALE = 1000;
export const MIN_SIDE = 10;
export const MAX_CROP_WIDTH = 800;

const clamp = (value: number) => Math.min(SCALE, Math.max(0, Math.round(value)));

/**
 * The box within 0-1000 and at least 10 units a side (grown around its middle, then pushed
 * back inside the page), or undefined when it is not a box at all (NaN, reversed).
 */
export function clampBox(box: Box): Box | undefined {
  const values = [box.left, box.top, box.right, box.bottom];
  if (values.some((v) => !Number.isFinite(v))) return undefined;
  if (box.right < box.left || box.bottom < box.top) return undefined;
  const side = (from: number, to: number): [number, number] => {
    let a = clamp(from);
    let b = clamp(to);
    if (b - a < MIN_SIDE) {
      const middle = (a + b) / 2;
      a = Math.round(middle - MIN_SIDE / 2);
      b = a + MIN_SIDE;
      if (a < 0) [a, b] = [0, MIN_SIDE];
      if (b > SCALE) [a, b] = [SCALE - MIN_SIDE, SCALE];
    }
    return [a, b];
  };
  const [left, right] = side(box.left, box.right);
  const [top, bottom] = side(box.top, box.bottom);
  return { left, top, right, bottom };
}

/** The box's pixels on a page image of this size. */
export function pixelsOf(box: Box, width: number, height: number) {
  const left = Math.floor((box.left / SCALE) * width);
  const top = Math.floor((box.top / SCALE) * height);
  const right = Math.max(left + 1, Math.min(width, Math.ceil((box.right / SCALE) * width)));
  const bottom = Math.max(top + 1, Math.min(height, Math.ceil((box.bottom / SCALE) * height)));
  return { left, top, width: right - left, height: bottom - top };
}

/** The box cut out of the page as a PNG, scaled down to at most 800 px wide. */
export async function cropFigure(page: Buffer, width: number, height: number, box: Box): Promise<Buffer> {
  return sharp(page)
    .extract(pixelsOf(box, width, height))
    .resize({ width: MAX_CROP_WIDTH, withoutEnlargement: true })
    .png()
    .toBuffer();
}

/**
 * Where something is drawn inside the box (what is not page background), as a box on the
 * same scale, or undefined when the area is blank. Finds figures beside a text layer.
 */
export async function inkWithin(page: Buffer, width: number, height: number, box: Box): Promise<Box | undefined> {
  const area = pixelsOf(box, width, height);
  if (area.width < 4 || area.height < 4) return undefined;
  // Two steps: sharp would trim before extracting if both were in one pipeline.
  const piece = await sharp(page).extract(area).flatten({ background: '#ffffff' }).png().toBuffer();
  const { info } = await sharp(piece)
    .trim({ background: '#ffffff', threshold: 24 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => ({ info: undefined }));
  if (!info || info.trimOffsetLeft === undefined || info.trimOffsetTop === undefined) return undefined;
  // A blank area comes back whole: it is blank when no pixel is darker than the threshold.
  const left = area.left - info.trimOffsetLeft;
  const top = area.top - info.trimOffsetTop;
  if (info.width >= area.width && info.height >= area.height) {
    const stats = await sharp(piece).stats();
    if (stats.channels.slice(0, 3).every((c) => c.min > 255 - 24)) return undefined;
  }
  const found = {
    left: (left / width) * SCALE,
    top: (top / height) * SCALE,
    right: ((left + info.width) / width) * SCALE,
    bottom: ((top + info.height) / height) * SCALE,
  };
  if (found.right - found.left < MIN_SIDE / 2 || found.bottom - found.top < MIN_SIDE / 2) return undefined;
  return found;
}

// Boxes on a page's 0-1000 scale (docs/product/validation.md "Crop box coordinates clamped to 0-1000, minimum
// 10 units per side") and cropping them out of the page image (at most 800 px wide, docs/product/limits.md).
import sharp from '../../../lib/sharp.ts';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const SCALE = 1000;
export const MIN_SIDE = 10;

/** The smallest box holding all the boxes. */
export const union = (boxes: Box[]): Box => ({
  left: Math.min(...boxes.map((b) => b.left)),
  top: Math.min(...boxes.map((b) => b.top)),
  right: Math.max(...boxes.map((b) => b.right)),
  bottom: Math.max(...boxes.map((b) => b.bottom)),
});
const MAX_CROP_WIDTH = 800;

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

/**
 * The box cut out of the page, scaled down to at most 800 px wide: PNG from a drawn page,
 * JPEG from a page of pictures (a photo's crop as PNG would be many times larger).
 */
export async function cropFigure(page: Buffer, width: number, height: number, box: Box, type: 'image/png' | 'image/jpeg'): Promise<Buffer> {
  const crop = sharp(page)
    .extract(pixelsOf(box, width, height))
    .resize({ width: MAX_CROP_WIDTH, withoutEnlargement: true });
  return (type === 'image/jpeg' ? crop.jpeg({ quality: 85 }) : crop.png()).toBuffer();
}

/** A page as one grey byte per pixel (white where transparent), to look for drawings. */
export interface GreyPage {
  data: Buffer;
  width: number;
  height: number;
}

export async function greyPage(page: Buffer): Promise<GreyPage> {
  const { data, info } = await sharp(page).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Darker than this (of 255) counts as ink rather than paper. */
const PAPER = 255 - 24;

/**
 * Where something is drawn inside the box (what is not paper), as a box on the same scale, or
 * undefined when the area is blank. Finds the figures that go with a text layer's items.
 */
export function inkWithin(page: GreyPage, box: Box): Box | undefined {
  const area = pixelsOf(box, page.width, page.height);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
  for (let y = area.top; y < area.top + area.height; y++) {
    const row = y * page.width;
    for (let x = area.left; x < area.left + area.width; x++) {
      if (page.data[row + x]! < PAPER) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        maxY = y;
      }
    }
  }
  if (maxX < 0) return undefined;
  const found = {
    left: (minX / page.width) * SCALE,
    top: (minY / page.height) * SCALE,
    right: ((maxX + 1) / page.width) * SCALE,
    bottom: ((maxY + 1) / page.height) * SCALE,
  };
  // A speck (a stray dot of a scan) is not a figure.
  if (found.right - found.left < MIN_SIDE / 2 || found.bottom - found.top < MIN_SIDE / 2) return undefined;
  return found;
}

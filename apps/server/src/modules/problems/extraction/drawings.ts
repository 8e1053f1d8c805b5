// Figures of a PDF page from what it draws (docs/product/extraction.md#figures): the paths and
// pictures of its operator list, never its text. A path counts as (part of) a figure when it
// is filled, or has curves or slanted lines; straight rules (fraction bars, radical bars,
// underlines), plain rectangles (answer boxes, table cells) and the lines of an empty grid
// do not. Pictures count unless they cover most of the page (a scan). Parts that touch are
// merged into one figure.
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Box } from './boxes.ts';

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

const FILLS = new Set([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
const STROKES = new Set([OPS.stroke, OPS.closeStroke]);
const PICTURES = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat]);
/** pdf.js's path codes (DrawOPS): moveTo, lineTo, curveTo, quadraticCurveTo, closePath, and the numbers each takes. */
const CODE_NUMBERS = [2, 2, 6, 4, 0];
/** Parts of a figure this close (0-1000) belong together. */
const NEAR = 12;
/** A picture covering more of the page than this is the page itself (a scan). */
const PAGE_PICTURE = 0.6;

/** Whether a path is more than rules and rectangles: curves, or lines neither level nor upright. */
function isDrawing(data: ArrayLike<number>): boolean {
  let x = 0;
  let y = 0;
  for (let at = 0; at < data.length; ) {
    const code = data[at]!;
    if (code === 2 || code === 3) return true;
    if (code === 1) {
      const [nx, ny] = [data[at + 1]!, data[at + 2]!];
      if (Math.abs(nx - x) > 0.5 && Math.abs(ny - y) > 0.5) return true;
    }
    if (code === 0 || code === 1) [x, y] = [data[at + 1]!, data[at + 2]!];
    at += 1 + (CODE_NUMBERS[code] ?? data.length);
  }
  return false;
}

const grow = (a: Box, b: Box): Box => ({ left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) });
const near = (a: Box, b: Box) => a.left - NEAR <= b.right && b.left - NEAR <= a.right && a.top - NEAR <= b.bottom && b.top - NEAR <= a.bottom;

/**
 * The boxes (0-1000) of a page's figures. `toPage` turns a point of PDF space into the page's
 * 0-1000 scale; `text` are the page's text lines, so that a filled box behind text (a shaded
 * table cell, a highlighted heading) is not taken for a figure. Short level strokes (fraction
 * bars, radical bars, underlines) go to `rules` when it is given.
 */
/** A level rule: a thin box, not a dot and not across the page (a fraction's bar, an overline). */
const isRule = (box: Box) => box.bottom - box.top < 2 && box.right - box.left > 2.5 && box.right - box.left < 400;

export function figuresOf(fnArray: number[], argsArray: unknown[], toPage: (x: number, y: number) => [number, number], text: Box[], rules?: Box[]): Box[] {
  let ctm: Matrix = IDENTITY;
  const stack: Matrix[] = [];
  const parts: Box[] = [];
  const boxOf = (x0: number, y0: number, x1: number, y1: number): Box => {
    const corners = [apply(ctm, x0, y0), apply(ctm, x1, y0), apply(ctm, x0, y1), apply(ctm, x1, y1)].map(([x, y]) => toPage(x, y));
    return {
      left: Math.min(...corners.map((c) => c[0])),
      top: Math.min(...corners.map((c) => c[1])),
      right: Math.max(...corners.map((c) => c[0])),
      bottom: Math.max(...corners.map((c) => c[1])),
    };
  };
  for (const [index, fn] of fnArray.entries()) {
    const args = argsArray[index] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? IDENTITY;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin && Array.isArray(args[0])) {
      stack.push(ctm);
      ctm = multiply(ctm, args[0] as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? IDENTITY;
    else if (fn === OPS.constructPath) {
      const [paint, [data], minMax] = args as [number, [ArrayLike<number> | null], ArrayLike<number> | null];
      if (!data || !minMax || !(FILLS.has(paint) || STROKES.has(paint))) continue;
      const box = boxOf(minMax[0]!, minMax[1]!, minMax[2]!, minMax[3]!);
      const area = (box.right - box.left) * (box.bottom - box.top);
      if (area > 1_000_000 * PAGE_PICTURE) continue;
      // A level rule, stroked or filled as a thin box (TeX fills its fraction bars): a bar, not a figure.
      if (isRule(box) && !isDrawing(data)) {
        rules?.push(box);
        continue;
      }
      if (FILLS.has(paint)) {
        // A filled box with text on it is a shaded cell or a marker, not a figure.
        const behindText = text.some((t) => (t.left + t.right) / 2 > box.left && (t.left + t.right) / 2 < box.right && (t.top + t.bottom) / 2 > box.top && (t.top + t.bottom) / 2 < box.bottom);
        if (!behindText && box.right - box.left > 2 && box.bottom - box.top > 2) parts.push(box);
      } else if (isDrawing(data)) parts.push(box);
    } else if (fn === OPS.paintSolidColorImageMask) {
      // A rule drawn as a stretched one-pixel mask (TeX by way of PostScript sets its bars and
      // overlines so): a rule like a thin filled box.
      const box = boxOf(0, 0, 1, 1);
      if (isRule(box)) rules?.push(box);
    } else if (PICTURES.has(fn)) {
      const box = boxOf(0, 0, 1, 1);
      if ((box.right - box.left) * (box.bottom - box.top) < 1_000_000 * PAGE_PICTURE) parts.push(box);
    }
  }
  // Parts that touch are one figure.
  const figures: Box[] = [];
  for (const part of parts) {
    let merged = part;
    for (let i = figures.length - 1; i >= 0; i--) {
      if (near(figures[i]!, merged)) {
        merged = grow(merged, figures[i]!);
        figures.splice(i, 1);
      }
    }
    figures.push(merged);
  }
  return figures.filter((f) => f.right - f.left >= 8 && f.bottom - f.top >= 8);
}

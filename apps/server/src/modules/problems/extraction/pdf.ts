// Reading an uploaded PDF with pdf.js (Apache-2.0) on @napi-rs/canvas (MIT): each page
// rendered to a PNG for the vision model and the confirm dialog, and its text layer as lines
// with their boxes, for extraction without an AI provider. Pages are done one after the
// other and released, so a large PDF does not hold every page's pixels at once.
// What one upload may cost is bounded before anything is decoded: each page is drawn at a fixed
// size (at most 1240 x 1754 px, however large its paper), a picture in it of more than 40
// megapixels (by its declared width and height) is refused before pdf.js decodes it, all
// pictures of an upload together may have at most 300 megapixels (counted page by page, so
// the pages after the limit are not decoded), and the drawing of each page is weighed before
// it is drawn (pathWork). The operating system's memory
// limit of the image process (image-work/client.ts) catches whatever gets past these.
import { createRequire } from 'node:module';
import type { Canvas } from '@napi-rs/canvas';
import path from 'node:path';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { HttpError, unprocessable } from '../../../lib/http-error.ts';
import { MAX_IMAGE_PIXELS } from '../image-work/stored-image.ts';
import type { Box } from './boxes.ts';
import { figuresOf } from './drawings.ts';
import { type Glyphs, linesFromGlyphs, type TextLine } from './glyphs.ts';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
// pdf.js reads these in Node with fs.readFile, which takes a path, not a file: address (with
// one, the standard fonts, character maps and decoders could not be loaded).
const assetUrl = (folder: string) => path.join(PDFJS_DIR, folder) + path.sep;

/** Operators that paint raster pictures (as opposed to text and vector drawings). */
const PICTURE_OPS = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintInlineImageXObjectGroup, OPS.paintImageXObjectRepeat]);
const JPEG_QUALITY = 85;

/** The most pages one upload may have (README "Extraction from uploads"). */
const MAX_PDF_PAGES = 20;
/** Pages are rendered at about 150 dpi for A4: enough for a vision model to read small print. */
const TARGET_WIDTH = 1240;
const MAX_HEIGHT = 1754;
/**
 * The most drawing of paths one page may hold (pathWork: about a second of the canvas's work; a
 * worksheet page with figures holds well under 100).
 */
const MAX_PAGE_PATH_WORK = 1_000;
/** The most drawing of paths one upload may hold, all pages together. */
const MAX_PDF_PATH_WORK = 2_000;
/** The most pixels of pictures one upload may show, all pages together (20 pages scanned at 300 dpi hold about 175 million). */
const MAX_PDF_PICTURE_PIXELS = 300_000_000;

export type { TextLine } from './glyphs.ts';

export interface PdfPage {
  /** The page as PNG, or as JPEG when it holds pictures (a scan, a photo): far smaller and faster. */
  data: Buffer;
  type: 'image/png' | 'image/jpeg';
  /** Pixels of the rendered image. */
  width: number;
  height: number;
  /** The text layer, top to bottom, each line's (or table cell's) box on the page's 0-1000 scale. */
  lines: TextLine[];
  /** The boxes of what the page draws or shows as pictures (drawings.ts), 0-1000. */
  figures: Box[];
}

const unreadablePdf = () =>
  unprocessable('upload.invalid_file', 'The PDF could not be read: it is damaged or protected by a password.');
const tooManyPages = () =>
  unprocessable('upload.too_many_pages', `The PDF has more than ${MAX_PDF_PAGES} pages. Please upload at most ${MAX_PDF_PAGES} pages at a time.`);

const pictureTooLarge = () =>
  unprocessable('image.too_large', `The PDF holds a picture of more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} are accepted.`);
const picturesTooLarge = (pixels: number) =>
  unprocessable(
    'image.too_large',
    `The PDF's pictures have more than ${Math.floor(pixels / 1_000_000)} megapixels together; at most ${MAX_PDF_PICTURE_PIXELS / 1_000_000} are accepted.`,
  );
const pageTooComplex = (number: number) =>
  unprocessable('upload.invalid_file', `The PDF could not be read: page ${number} holds too many drawings to show.`);

/** pdf.js's warning when it leaves out a picture above `maxImageSize` (it then decodes nothing of it). */
const PICTURE_LEFT_OUT = 'Image exceeded maximum allowed size';

/**
 * Runs `work` while pdf.js's warnings (which it writes with console.warn) are read instead of
 * printed: whether it left out a picture for its size. The image process does one job at a
 * time, so no other work's output is caught.
 */
async function watchingWarnings<T>(work: (leftOut: () => boolean) => Promise<T>): Promise<T> {
  const warn = console.warn;
  let leftOut = false;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(PICTURE_LEFT_OUT)) leftOut = true;
  };
  try {
    return await work(() => leftOut);
  } finally {
    console.warn = warn;
  }
}

interface CanvasFactory {
  create(width: number, height: number): { canvas: Canvas; context: unknown };
}

async function open(data: Buffer): Promise<{ doc: PDFDocumentProxy; close: () => Promise<void> }> {
  let task: ReturnType<typeof getDocument> | undefined;
  try {
    task = getDocument({
      // pdf.js takes ownership of (and detaches) the buffer it is given: give it a copy.
      data: new Uint8Array(data),
      disableFontFace: true,
      useSystemFonts: false,
      standardFontDataUrl: assetUrl('standard_fonts'),
      cMapUrl: assetUrl('cmaps'),
      cMapPacked: true,
      wasmUrl: assetUrl('wasm'),
      // Pictures above 40 megapixels are left out before decoding (and reported, see
      // watchingWarnings); warnings are on so that the report comes.
      maxImageSize: MAX_IMAGE_PIXELS,
      // Fonts keep their names: TeX's symbol font says what its glyphs mean (symbolFontText).
      fontExtraProperties: true,
      verbosity: 1,
    });
    const doc = await task.promise;
    return { doc, close: () => task!.destroy() };
  } catch {
    await task?.destroy();
    throw unreadablePdf();
  }
}

/**
 * Each page as a PNG with its text lines. More than MAX_PDF_PAGES pages answers 422, unless
 * only the first `firstPages` are wanted.
 */
export function readPdf(data: Buffer, firstPages?: number): Promise<PdfPage[]> {
  return watchingWarnings((leftOut) => renderPdf(data, leftOut, firstPages));
}

/**
 * TeX's symbol font (CMSY) without a map to Unicode: its glyphs come out as the ASCII letters of
 * their places ("4 ABC" for △ABC). In that font those places are symbols; the ones with a
 * meaning in school maths are put back. Any other font's text is left as it is.
 */
const TEX_SYMBOLS: Record<string, string> = {
  '0': '′', '1': '∞', '2': '∈', '3': '∋', '4': '△', '5': '▽', '8': '∀', '9': '∃', ':': '¬', ';': '∅', '?': '⊥',
  j: '|', k: '‖', f: '{', g: '}', h: '⟨', i: '⟩', r: '∇',
};
/** The AMS font of blackboard letters (MSBM) without a map to Unicode: its letters are number sets. */
const BLACKBOARD: Record<string, string> = { N: 'ℕ', Z: 'ℤ', Q: 'ℚ', R: 'ℝ', C: 'ℂ' };
export function symbolFontText(text: string, fontName: string): string {
  if (/(?:^|\+)MSBM\d/iu.test(fontName)) return [...text].map((c) => BLACKBOARD[c] ?? c).join('');
  if (!/(?:^|\+)CMSY\d/iu.test(fontName)) return text;
  return [...text].map((c) => TEX_SYMBOLS[c] ?? c).join('');
}

/** "Is an element of" and the subset signs, after which a set is named. */
const ELEMENT_OF = /[∈∉⊂⊆⊄]\s*$/u;
/** Italic fonts (TeX's math and text italic, a word processor's italic): where variables are set. */
const ITALIC_FONT = /CM(?:MI|TI)\d|Italic|Oblique/iu;

/**
 * The text of each piece of a page with what its font says: TeX's symbol and blackboard fonts
 * (symbolFontText), and a capital N, Z, Q, R or C standing alone in an upright font right after
 * ∈ or ⊂, which is a number set (a bold N written for ℕ); a variable of that name would be set
 * in an italic font.
 */
export function pieceTexts(pieces: { str: string; font: string }[]): string[] {
  let before = '';
  return pieces.map(({ str, font }) => {
    const text = symbolFontText(str, font);
    const letter = text.trim();
    const set = BLACKBOARD[letter] !== undefined && ELEMENT_OF.test(before) && !ITALIC_FONT.test(font) ? text.replace(letter, BLACKBOARD[letter]!) : text;
    if (letter) before = set;
    return set;
  });
}

/** The pixels of the pictures a page shows (each time it shows one). */
function picturePixels(fnArray: number[], argsArray: unknown[]): number {
  let pixels = 0;
  for (const [index, fn] of fnArray.entries()) {
    const args = argsArray[index] as unknown[];
    if (fn === OPS.paintImageXObject) pixels += Number(args[1]) * Number(args[2]) || 0;
    else if (fn === OPS.paintInlineImageXObject || fn === OPS.paintInlineImageXObjectGroup) {
      const image = args[0] as { width?: number; height?: number } | undefined;
      pixels += (image?.width ?? 0) * (image?.height ?? 0) || 0;
    }
  }
  return pixels;
}

/** Pictures of more pixels than this on one page are collected before the next page (16 MB decoded). */
const LARGE_PAGE_PICTURES = 4_000_000;

/** pdf.js's path drawing codes (DrawOPS) and the numbers each takes. */
const PATH_CODE_NUMBERS = [2, 2, 6, 4, 0];

/**
 * How much drawing a page's paths are, in page sizes: each segment counts as long as its
 * path's box is wide and high, relative to the page's. What the canvas does costs about that
 * (stroking 6,000 curves across the page takes seconds; a page of text drawn as outlines,
 * tens of thousands of tiny segments, takes milliseconds).
 */
function pathWork(fnArray: number[], argsArray: unknown[], page: { width: number; height: number }): number {
  let work = 0;
  for (const [index, fn] of fnArray.entries()) {
    if (fn !== OPS.constructPath) continue;
    const [, [data], box] = argsArray[index] as [number, [ArrayLike<number> | null], ArrayLike<number> | null];
    if (!data) continue;
    let segments = 0;
    for (let at = 0; at < data.length; ) {
      const code = data[at]!;
      if (code !== 0 && code !== 4) segments++;
      at += 1 + (PATH_CODE_NUMBERS[code] ?? data.length);
    }
    const extent = box ? (Math.abs(box[2]! - box[0]!) + Math.abs(box[3]! - box[1]!)) / (page.width + page.height) : 1;
    work += segments * Math.min(1, Number.isFinite(extent) ? extent : 1);
  }
  return work;
}

async function renderPdf(data: Buffer, leftOut: () => boolean, firstPages?: number): Promise<PdfPage[]> {
  const { doc, close } = await open(data);
  try {
    if (firstPages === undefined && doc.numPages > MAX_PDF_PAGES) throw tooManyPages();
    const count = Math.min(doc.numPages, firstPages ?? MAX_PDF_PAGES);
    const pages: PdfPage[] = [];
    // One canvas for all pages, resized to each: its pixels are allocated once, not per page.
    let surface: ReturnType<CanvasFactory['create']> | undefined;
    let drawn = 0;
    let shown = 0;
    for (let number = 1; number <= count; number++) {
      const page = await doc.getPage(number);
      const unit = page.getViewport({ scale: 1 });
      const scale = Math.min(TARGET_WIDTH / unit.width, MAX_HEIGHT / unit.height);
      const viewport = page.getViewport({ scale });
      const [width, height] = [Math.round(viewport.width), Math.round(viewport.height)];
      // The drawing area is checked before a pixel of it is allocated (a page of no size, or a
      // scale gone wrong, is refused).
      if (!(width >= 1 && height >= 1 && width <= TARGET_WIDTH + 1 && height <= MAX_HEIGHT + 1)) throw unreadablePdf();
      if (!surface) {
        surface = (doc.canvasFactory as CanvasFactory).create(width, height);
      } else {
        surface.canvas.width = width;
        surface.canvas.height = height;
      }
      const { canvas, context } = surface;
      // Pages are paper: white behind the content, not transparent.
      const paint = context as { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
      paint.fillStyle = '#ffffff';
      paint.fillRect(0, 0, canvas.width, canvas.height);
      // The page's content is read first (pictures above the limit left out undecoded), and
      // its drawing weighed, before anything is drawn: the canvas cannot be stopped midway.
      const { fnArray, argsArray } = await page.getOperatorList();
      if (leftOut()) throw pictureTooLarge();
      const pagePictures = picturePixels(fnArray, argsArray);
      shown += pagePictures;
      if (shown > MAX_PDF_PICTURE_PIXELS) throw picturesTooLarge(shown);
      const work = pathWork(fnArray, argsArray, unit);
      drawn += work;
      if (work > MAX_PAGE_PATH_WORK || drawn > MAX_PDF_PATH_WORK) throw pageTooComplex(number);
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      const hasPictures = fnArray.some((op) => PICTURE_OPS.has(op));
      const type = hasPictures ? ('image/jpeg' as const) : ('image/png' as const);
      const image: Buffer = hasPictures ? canvas.toBuffer('image/jpeg', JPEG_QUALITY) : canvas.toBuffer('image/png');
      const content = await page.getTextContent();
      const scaleX = 1000 / unit.width;
      const scaleY = 1000 / unit.height;
      const toGlyphs = (item: TextItem, str: string): Glyphs => {
        const [x, y] = unit.convertToViewportPoint(item.transform[4], item.transform[5]) as [number, number];
        const size = Math.hypot(item.transform[2], item.transform[3]) || item.height;
        return {
          str,
          baseline: y * scaleY,
          size: size * scaleY,
          left: x * scaleX,
          right: (x + item.width) * scaleX,
          top: (y - size * 0.8) * scaleY,
          bottom: (y + size * 0.2) * scaleY,
        };
      };
      const fontNameOf = (id: string): string => {
        try {
          return String((page.commonObjs.get(id) as { name?: unknown } | undefined)?.name ?? '');
        } catch {
          // A font the page did not load: no name.
          return '';
        }
      };
      const items = content.items.filter((i): i is TextItem => 'str' in i);
      const texts = pieceTexts(items.map((item) => ({ str: item.str, font: fontNameOf(item.fontName) })));
      const glyphs = items.map((item, i) => toGlyphs(item, texts[i]!));
      const toPage = (x: number, y: number): [number, number] => {
        const [vx, vy] = unit.convertToViewportPoint(x, y) as [number, number];
        return [vx * scaleX, vy * scaleY];
      };
      const rules: Box[] = [];
      const figures = figuresOf(fnArray, argsArray, toPage, glyphs, rules);
      const lines = linesFromGlyphs(glyphs, rules);
      pages.push({ data: image, type, width: canvas.width, height: canvas.height, lines, figures });
      page.cleanup();
      // A decoded picture holds 4 bytes a pixel until it is collected; left to the collector,
      // several pages' pictures can be held at once. The image process collects on request.
      if (pagePictures > LARGE_PAGE_PICTURES) (globalThis as { gc?: () => void }).gc?.();
    }
    if (surface) {
      // Give the canvas's pixels back now rather than at the next collection.
      surface.canvas.width = 0;
      surface.canvas.height = 0;
    }
    return pages;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadablePdf();
  } finally {
    await close();
  }
}

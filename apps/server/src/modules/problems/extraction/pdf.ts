// Reading an uploaded PDF with pdf.js (Apache-2.0) on @napi-rs/canvas (MIT): each page
// rendered to a PNG for the vision model and the confirm dialog, and its text layer as lines
// with their boxes, for extraction without an AI provider. Pages are done one after the
// other and released, so a large PDF does not hold every page's pixels at once.
import { createRequire } from 'node:module';
import type { Canvas } from '@napi-rs/canvas';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { HttpError, unprocessable } from '../../../lib/http-error.ts';
import type { Box } from './boxes.ts';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
const assetUrl = (folder: string) => pathToFileURL(path.join(PDFJS_DIR, folder) + path.sep).href;

/** Operators that paint raster pictures (as opposed to text and vector drawings). */
const PICTURE_OPS = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintInlineImageXObjectGroup, OPS.paintImageXObjectRepeat]);
const JPEG_QUALITY = 85;

/** The most pages one upload may have (README "Extraction from uploads"). */
export const MAX_PDF_PAGES = 20;
/** Pages are rendered at about 150 dpi for A4: enough for a vision model to read small print. */
const TARGET_WIDTH = 1240;
const MAX_HEIGHT = 1754;

export interface TextLine extends Box {
  text: string;
}

export interface PdfPage {
  /** The page as PNG, or as JPEG when it holds pictures (a scan, a photo): far smaller and faster. */
  data: Buffer;
  type: 'image/png' | 'image/jpeg';
  /** Pixels of the rendered image. */
  width: number;
  height: number;
  /** The text layer, top to bottom, each line's box on the page's 0-1000 scale. */
  lines: TextLine[];
}

export const unreadablePdf = () =>
  unprocessable('upload.invalid_file', 'The PDF could not be read: it is damaged or protected by a password.');
export const tooManyPages = () =>
  unprocessable('upload.too_many_pages', `The PDF has more than ${MAX_PDF_PAGES} pages. Please upload at most ${MAX_PDF_PAGES} pages at a time.`);

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
      verbosity: 0,
    });
    const doc = await task.promise;
    return { doc, close: () => task!.destroy() };
  } catch {
    await task?.destroy();
    throw unreadablePdf();
  }
}

/** Text items grouped into lines: same baseline (within half a letter), left to right. */
function linesOf(items: TextItem[], toBox: (item: TextItem) => Box & { baseline: number; size: number }): TextLine[] {
  const placed = items.filter((i) => i.str.trim() !== '').map((item) => ({ item, ...toBox(item) }));
  placed.sort((a, b) => a.baseline - b.baseline || a.left - b.left);
  const lines: (typeof placed)[] = [];
  for (const p of placed) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.baseline - p.baseline) <= line[0]!.size / 2) line.push(p);
    else lines.push([p]);
  }
  return lines.map((parts) => {
    parts.sort((a, b) => a.left - b.left);
    let text = '';
    let right = -Infinity;
    for (const p of parts) {
      const gap = p.left - right;
      if (text && gap > p.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(p.item.str)) text += ' ';
      text += p.item.str;
      right = Math.max(right, p.right);
    }
    return {
      text: text.replace(/\s+/g, ' ').trim(),
      left: Math.min(...parts.map((p) => p.left)),
      top: Math.min(...parts.map((p) => p.top)),
      right: Math.max(...parts.map((p) => p.right)),
      bottom: Math.max(...parts.map((p) => p.bottom)),
    };
  });
}

/**
 * Each page as a PNG with its text lines. More than MAX_PDF_PAGES pages answers 422, unless
 * only the first `firstPages` are wanted.
 */
export async function readPdf(data: Buffer, firstPages?: number): Promise<PdfPage[]> {
  const { doc, close } = await open(data);
  try {
    if (firstPages === undefined && doc.numPages > MAX_PDF_PAGES) throw tooManyPages();
    const count = Math.min(doc.numPages, firstPages ?? MAX_PDF_PAGES);
    const pages: PdfPage[] = [];
    // One canvas for all pages, resized to each: its pixels are allocated once, not per page.
    let surface: ReturnType<CanvasFactory['create']> | undefined;
    for (let number = 1; number <= count; number++) {
      const page = await doc.getPage(number);
      const unit = page.getViewport({ scale: 1 });
      const scale = Math.min(TARGET_WIDTH / unit.width, MAX_HEIGHT / unit.height);
      const viewport = page.getViewport({ scale });
      const [width, height] = [Math.round(viewport.width), Math.round(viewport.height)];
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
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      const { fnArray } = await page.getOperatorList();
      const hasPictures = fnArray.some((op) => PICTURE_OPS.has(op));
      const type = hasPictures ? ('image/jpeg' as const) : ('image/png' as const);
      const image: Buffer = hasPictures ? canvas.toBuffer('image/jpeg', JPEG_QUALITY) : canvas.toBuffer('image/png');
      const content = await page.getTextContent();
      const toBox = (item: TextItem) => {
        const [x, y] = unit.convertToViewportPoint(item.transform[4], item.transform[5]) as [number, number];
        const size = Math.hypot(item.transform[2], item.transform[3]) || item.height;
        const scaleX = 1000 / unit.width;
        const scaleY = 1000 / unit.height;
        return {
          baseline: y * scaleY,
          size: size * scaleY,
          left: x * scaleX,
          right: (x + item.width) * scaleX,
          top: (y - size * 0.8) * scaleY,
          bottom: (y + size * 0.2) * scaleY,
        };
      };
      const items = content.items.filter((i): i is TextItem => 'str' in i);
      pages.push({ data: image, type, width: canvas.width, height: canvas.height, lines: linesOf(items, toBox) });
      page.cleanup();
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

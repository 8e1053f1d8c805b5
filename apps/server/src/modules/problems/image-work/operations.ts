// The work on pictures and PDFs: pages rendered with pdf.js on a canvas, photos and figures
// cut and scaled with sharp. It runs in the image process (worker.ts), never in the server
// itself (client.ts says why). Arguments and results cross between the processes as
// structured clones, so everything here takes and gives plain data and Buffers.
import type { ExtractedProblem, Language } from '@backoffice/api-client';
import sharp from '../../../lib/sharp.ts';
import { unprocessable } from '../../../lib/http-error.ts';
import { type Box, clampBox, cropFigure, MIN_SIDE } from '../extraction/boxes.ts';
import { blankDraft, draftNotes, type PageImage, withFigure } from '../extraction/drafts.ts';
import { readPrintedLines } from '../extraction/ocr.ts';
import { type PdfPage, readPdf } from '../extraction/pdf.ts';
import { readSheet } from '../extraction/text-layer.ts';
import { checkedSize, invalidImage, MAX_IMAGE_PIXELS, storedImage, type StoredImageType } from './stored-image.ts';
import { thumbnail } from './thumbnail.ts';

/** A photo of a worksheet: upright (EXIF), at most 2000 px on its long side, without metadata. */
const PHOTO_SIDE = 2000;
/** Pictures go to the model as PNG of at most this many pixels a side: enough to read, cheap to send. */
const MODEL_IMAGE_SIDE = 1600;

const unreadableImage = () => unprocessable('upload.invalid_file', 'The image could not be read.');

async function readImage(data: Buffer, type: 'image/png' | 'image/jpeg'): Promise<PdfPage> {
  await checkedSize(data, unreadableImage);
  try {
    const { data: out, info } = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: PHOTO_SIDE, height: PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(type === 'image/png' ? 'png' : 'jpeg', { quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data: out, type, width: info.width, height: info.height, lines: [], figures: [] };
  } catch {
    throw unreadableImage();
  }
}

/** The upload's pages: each page of a PDF with its text layer, or the photo itself (without one). */
async function readPages(file: Buffer, type: 'application/pdf' | 'image/png' | 'image/jpeg'): Promise<PdfPage[]> {
  if (type !== 'application/pdf') return [await readImage(file, type)];
  return readPdf(file);
}

/** The print on a page without a text layer (a scan, a photo), read by OCR (extraction/ocr.ts). */
const readPrintedText = readPrintedLines;

const cropPage = (page: PageImage, box: Box) => cropFigure(page.data, page.width, page.height, box, page.type);

/** Drafts from the text layer (docs/product/extraction.md): each item, or each page's text on a sheet without items. */
async function draftsFromText(pages: PdfPage[], language: Language = 'de'): Promise<ExtractedProblem[]> {
  const { items, grade } = readSheet(pages);
  if (items.length === 0) {
    return pages.flatMap((page, pageIndex) => {
      const text = page.lines.map((l) => l.text).join('\n');
      return text.trim() ? [{ ...blankDraft(pageIndex), text }] : [];
    });
  }
  // Each page's pixels are cropped once per item that needs it, and let go before the next page.
  const drafts: ExtractedProblem[] = [];
  for (const [pageIndex, page] of pages.entries()) {
    for (const item of items.filter((i) => i.pageIndex === pageIndex)) {
      // A result the task gives in brackets is its answer, and its solution when none is written out.
      const solution = item.solution ?? item.answer ?? null;
      const draft: ExtractedProblem = {
        ...blankDraft(pageIndex),
        ...(grade !== undefined ? { gradefrom: grade, gradeto: grade } : {}),
        text: item.text,
        solution,
        // A one-line solution is the answer as well.
        answer: item.answer ?? (solution && !solution.includes('\n') && solution.length <= 40 ? solution : null),
        notes: draftNotes(language, { grade, unsure: item.unsure }),
        coords: clampBox(item.textBox) ?? null,
      };
      // A little room around the drawing, as a person would crop it; a problem whose maths
      // could not be read is kept as a picture of the whole of it, to check against.
      const margin = MIN_SIDE;
      const box = item.figure ?? (item.unsure ? item.textBox : undefined);
      const crop = box && { left: box.left - margin, top: box.top - margin, right: box.right + margin, bottom: box.bottom + margin };
      drafts.push(crop ? await withFigure(draft, page, crop, cropPage) : draft);
    }
  }
  return drafts;
}

/** A picture as the vision model gets it: upright PNG, at most 1600 px a side. */
async function modelImage(data: Buffer): Promise<Buffer> {
  await checkedSize(data, invalidImage);
  return sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: MODEL_IMAGE_SIDE, height: MODEL_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch(() => {
      throw invalidImage();
    });
}

/** The first `count` pages of a PDF as pictures. */
async function pdfPictures(data: Buffer, count: number): Promise<{ data: Buffer; type: PdfPage['type'] }[]> {
  const pages = await readPdf(data, count);
  return pages.map((p) => ({ data: p.data, type: p.type }));
}

/** A problem's image or template image as it is stored (stored-image.ts); unreadable: 422 problem.invalid_file_type_image. */
const problemImage = (data: Buffer, type: StoredImageType) => storedImage(data, type, invalidImage);

export const imageOperations = { readPages, readPrintedText, draftsFromText, cropFigure: cropPage, modelImage, pdfPictures, problemImage, thumbnail };
export type ImageOperations = typeof imageOperations;

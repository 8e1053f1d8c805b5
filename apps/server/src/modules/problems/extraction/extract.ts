// Extraction of problem drafts from an uploaded worksheet (spec §2 "Upload flow", §3
// "Extracted problem draft"). Pages are rendered on the server; with an AI provider each page
// goes to the vision model, which reads the problems and says where their figures are;
// without one, a PDF's text layer still gives its numbered items. Figures are cropped from
// the page images. Nothing is stored: the confirm call creates the problems.
import type { ExtractedProblem, ExtractionResult, Language } from '@backoffice/api-client';
import sharp from '../../../lib/sharp.ts';
import { z } from 'zod';
import { aiNotConfigured, unprocessable } from '../../../lib/http-error.ts';
import type { AiProvider } from '../../../ai/provider.ts';
import { LANGUAGE_NAMES } from '../../../ai/languages.ts';
import { type Box, clampBox, cropFigure, greyPage, inkWithin, MIN_SIDE } from './boxes.ts';
import { blankToNull } from '../form.ts';
import { type PdfPage, readPdf } from './pdf.ts';
import { itemsFromText } from './text-layer.ts';

/** A page of the upload: a rendered PDF page, or the photo itself (without a text layer). */
export type Page = PdfPage;

export interface ExtractionInput {
  file: Buffer;
  /** The file's real type (checked by content before). */
  type: 'application/pdf' | 'image/png' | 'image/jpeg';
  language: Language;
  maxProblems: number;
}

/** A photo of a worksheet: upright (EXIF), at most 2000 px on its long side. */
const PHOTO_SIDE = 2000;
/** Images larger than this many pixels are refused before decoding (a decompression bomb). */
const MAX_INPUT_PIXELS = 60_000_000;
/** Pages read by the vision model at the same time, for one upload. */
const PAGES_AT_ONCE = 2;
/** Grades and difficulty of a draft nobody has judged yet: the editor's whole range, middling. */
const UNJUDGED = { gradefrom: 5, gradeto: 13, difficulty: 3 };

const unreadableImage = () => unprocessable('upload.invalid_file', 'The image could not be read.');

async function readImage(data: Buffer, type: 'image/png' | 'image/jpeg'): Promise<Page> {
  try {
    const { data: out, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_SIDE, height: PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(type === 'image/png' ? 'png' : 'jpeg', { quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data: out, type, width: info.width, height: info.height, lines: [] };
  } catch {
    throw unreadableImage();
  }
}

async function readPages(input: ExtractionInput): Promise<Page[]> {
  if (input.type !== 'application/pdf') return [await readImage(input.file, input.type)];
  const pages = await readPdf(input.file);
  return pages;
}

const blankDraft = (pageIndex: number): ExtractedProblem => ({
  text: '',
  solution: null,
  answer: null,
  notes: null,
  ...UNJUDGED,
  page_index: pageIndex,
  coords: null,
  image_data: null,
  image_type: null,
});

async function withFigure(draft: ExtractedProblem, page: Page, box: Box | undefined): Promise<ExtractedProblem> {
  const coords = box && clampBox(box);
  if (!coords) return draft;
  const figure = await cropFigure(page.data, page.width, page.height, coords, page.type);
  return { ...draft, coords, image_data: figure.toString('base64'), image_type: page.type };
}

/** Drafts from the text layer: each numbered item, or each page's text on a sheet without numbers. */
async function draftsFromText(pages: Page[]): Promise<ExtractedProblem[]> {
  const items = itemsFromText(pages.map((p) => p.lines));
  if (items.length === 0) {
    return pages.flatMap((page, pageIndex) => {
      const text = page.lines.map((l) => l.text).join('\n');
      return text.trim() ? [{ ...blankDraft(pageIndex), text }] : [];
    });
  }
  // Each page's pixels are decoded once, for all of its items, and let go before the next page.
  const drafts: ExtractedProblem[] = [];
  for (const [pageIndex, page] of pages.entries()) {
    const onPage = items.filter((item) => item.pageIndex === pageIndex);
    if (onPage.length === 0) continue;
    const grey = onPage.some((item) => item.figureArea) ? await greyPage(page.data) : undefined;
    for (const item of onPage) {
      const draft = { ...blankDraft(pageIndex), text: item.text, coords: clampBox(item.textBox) ?? null };
      const ink = grey && item.figureArea && inkWithin(grey, item.figureArea);
      // A little room around the drawing, as a person would crop it.
      const margin = MIN_SIDE;
      drafts.push(
        ink ? await withFigure(draft, page, { left: ink.left - margin, top: ink.top - margin, right: ink.right + margin, bottom: ink.bottom + margin }) : draft,
      );
    }
  }
  return drafts;
}

const AiBox = z.object({ left: z.number(), top: z.number(), right: z.number(), bottom: z.number() });
const AiDraft = z.object({
  text: z.string(),
  solution: z.string().nullable(),
  answer: z.string().nullable(),
  notes: z.string().nullable(),
  gradefrom: z.number(),
  gradeto: z.number(),
  difficulty: z.number(),
  coords: AiBox.nullable(),
});
const AiPage = z.object({ problems: z.array(AiDraft) });

const between = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;

function extractionPrompt(language: Language, pageNumber: number, pageCount: number, atMost: number): string {
  const languageName = LANGUAGE_NAMES[language];
  return [
    `This is page ${pageNumber} of ${pageCount} of a school maths worksheet.`,
    `Find at most ${atMost} problems on it, in the order they appear.`,
    `Write every problem's text, solution, answer and notes in ${languageName}; translate when the sheet is in another language.`,
    'Use Markdown, and write all mathematics in KaTeX: $…$ inline, $$…$$ for display.',
    'text: the full problem, without its number. solution: a short worked solution. answer: the final result only.',
    'notes: anything a teacher should check (for example unreadable parts), else null.',
    'gradefrom and gradeto: the school years (1-13) the problem suits; difficulty: 1 (easy) to 5 (hard).',
    'coords: the box of the problem\'s figure (a drawing, diagram or picture the problem needs), on a 0-1000 scale',
    'of the page\'s width (left, right) and height (top, bottom); null when the problem has no figure.',
  ].join('\n');
}

async function draftsFromVision(pages: Page[], input: ExtractionInput, ai: AiProvider): Promise<ExtractedProblem[]> {
  const perPage: ExtractedProblem[][] = new Array(pages.length);
  let next = 0;
  let found = 0;
  const worker = async () => {
    // Pages are taken in order, so once enough drafts are found every earlier page is read
    // too, and the later ones need not be sent at all.
    while (next < pages.length && found < input.maxProblems) {
      const pageIndex = next++;
      const page = pages[pageIndex]!;
      const answer = await ai.ask({
        purpose: 'extraction',
        vision: true,
        temperature: 0.1,
        schemaName: 'worksheet_page',
        schema: AiPage,
        system: 'You read school maths worksheets and turn each problem on them into a draft for a problem bank. Answer with JSON only.',
        user: [
          { type: 'text', text: extractionPrompt(input.language, pageIndex + 1, pages.length, input.maxProblems) },
          { type: 'image', data: page.data, mimeType: page.type },
        ],
      });
      perPage[pageIndex] = await Promise.all(
        answer.problems
          .filter((p) => p.text.trim())
          .slice(0, input.maxProblems)
          .map(async (p) => {
            const [gradefrom, gradeto] = [between(p.gradefrom, 1, 13, 5), between(p.gradeto, 1, 13, 13)].sort((a, b) => a - b) as [number, number];
            const draft: ExtractedProblem = {
              ...blankDraft(pageIndex),
              text: p.text.trim(),
              solution: blankToNull(p.solution),
              answer: blankToNull(p.answer),
              notes: blankToNull(p.notes),
              gradefrom,
              gradeto,
              difficulty: between(p.difficulty, 1, 5, 3),
            };
            return withFigure(draft, page, p.coords ?? undefined);
          }),
      );
      found += perPage[pageIndex]!.length;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, pages.length) }, worker));
  return perPage.flat();
}

/** A draft within the limits of a problem (a model may write more than a problem may hold). */
const withinLimits = (draft: ExtractedProblem): ExtractedProblem => ({
  ...draft,
  text: draft.text.slice(0, 20_000),
  solution: draft.solution?.slice(0, 20_000) ?? null,
  answer: draft.answer?.slice(0, 2_000) ?? null,
  notes: draft.notes?.slice(0, 2_000) ?? null,
});

export async function extractWorksheet(input: ExtractionInput, ai: AiProvider | undefined): Promise<ExtractionResult> {
  const pages = await readPages(input);
  let drafts: ExtractedProblem[];
  if (ai) {
    drafts = await draftsFromVision(pages, input, ai);
  } else {
    // Without AI only a text layer can be read; a scan or photo has none.
    if (!pages.some((p) => p.lines.length > 0)) throw aiNotConfigured();
    drafts = await draftsFromText(pages);
  }
  return {
    problems: drafts.slice(0, input.maxProblems).map(withinLimits),
    pages: pages.map((p) => ({ image_type: p.type, image_data: p.data.toString('base64') })),
  };
}

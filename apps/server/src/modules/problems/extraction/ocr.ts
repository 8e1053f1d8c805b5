// Printed text read from a page's picture (a scan, a photo of a sheet) when there is no AI
// provider and no text layer (docs/product/extraction.md#scans-and-photos). Tesseract (through
// tesseract.js, its WebAssembly build) finds the lines and their words; the lines then take
// the same way as a PDF's text layer (text-layer.ts). It runs in the image process only.
//
// What OCR gives is text without positions of glyphs: an exponent comes back as a plain digit
// or a stray sign ("(x³ − 4x)⁴" as "(x? — 4x)*"). So every line with maths on it is marked
// unsure: its draft asks the teacher to check the formulas and carries a picture of the
// problem as printed, and a formula is never changed without a word.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language } from '@backoffice/api-client';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { Box } from './boxes.ts';
import type { PageImage } from './drafts.ts';
import type { TextLine } from './glyphs.ts';

const require = createRequire(import.meta.url);

/**
 * The trained model for each interface language: the sheet is taken to be in the language the
 * teacher extracts in. There is no Russian model among the packages; the Ukrainian one reads
 * Cyrillic print, Russian included, well enough for a draft to check.
 */
const MODEL: Record<Language, 'deu' | 'eng' | 'spa' | 'ukr'> = { de: 'deu', en: 'eng', es: 'spa', ru: 'ukr', uk: 'ukr' };

/** Words Tesseract is less sure of than this (0-100) are noise: grid lines, shadows, handwriting. */
const MIN_WORD_CONFIDENCE = 55;
/** A page with fewer words than this that were read with confidence has no print to read. */
const MIN_WORDS = 4;
/** Digits, operators and brackets: a line with any of them may hold maths OCR cannot read. */
const MATHS = /[\d=+\-−–—×·÷*/^<>≤≥()[\]{}√]/u;
/** A leading item marker ("1.", "a)", "Aufgabe 2:") and point boxes ("(/5 BE)", "[2 marks]"): numbers, but no maths. */
const NOT_MATHS = /^(?:[\p{L}.]+\s+)?\d{1,2}[a-z]?[.):]*\s+|^[a-z]\)\s+|[([]\s*\/?\s*\d+(?:[.,]5)?\s*\p{L}+\.?\s*[)\]]/giu;
/** A word of letters in one script, or a number, or a sign: not a run of shapes read as letters. */
const WORD = /^[\p{L}\p{M}’'-]+[.,:;!?)]*$|^[([]?[\p{N}.,]+[)\].,:;]*$|^\p{P}+$|^[\p{L}\p{N}(),.=+\-−·:;/^]+[.,:;!?)]*$/u;

/**
 * A word Tesseract was not sure of that still looks like maths: letters, digits and operators
 * with at least one digit or operator ("MR-10=", "~26M", "+e=-23P"). It is kept (its line asks
 * for a check and carries the problem as printed): a formula read roughly is less to type than
 * none. Below this confidence even such a word is noise.
 */
const MIN_MATHS_CONFIDENCE = 10;
const MATHS_WORD = /^[\p{L}\p{N}()+=·:/^~“"—–−.,-]+$/u;
const HAS_DIGIT_OR_SIGN = /[\p{N}=+~“"—–−-]/u;
/** Signs OCR reads for a minus at a formula's start or between terms: "~26M", "—21g", "“2p". */
const asMaths = (word: string) => word.replace(/^[~“"](?=[\p{L}\p{N}])/u, '-').replace(/[—–−]+/gu, '-');

const workers = new Map<string, Promise<Worker>>();

/** One worker per model for the image process's life: loading a model takes about 0.3 s. */
function workerFor(model: string): Promise<Worker> {
  let worker = workers.get(model);
  if (!worker) {
    const langPath = path.join(path.dirname(require.resolve(`@tesseract.js-data/${model}/package.json`)), '4.0.0_best_int');
    // cacheMethod none: the model is read from the package, never copied into the working folder.
    worker = createWorker(model, OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
    workers.set(model, worker);
  }
  return worker;
}

/** Ends the OCR workers (a script that read pages ends with them; the image process ends with its process). */
export async function stopReading(): Promise<void> {
  const started = [...workers.values()];
  workers.clear();
  await Promise.all(started.map(async (worker) => (await worker).terminate()));
}

interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

interface OcrLine {
  words: OcrWord[];
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** A gap between words wider than this (in line heights) parts two cells: columns Tesseract read as one line. */
const CELL_GAP = 1.5;

/** A line's words in runs without a wide gap: each column's part of the line on its own, as a text layer's cells. */
function cellsOf(words: OcrWord[], height: number): OcrWord[][] {
  const cells: OcrWord[][] = [];
  for (const word of words) {
    const last = cells.at(-1)?.at(-1);
    if (!last || word.bbox.x0 - last.bbox.x1 > height * CELL_GAP) cells.push([]);
    cells.at(-1)!.push(word);
  }
  return cells;
}

/** The lines of print on a page picture, top to bottom, on the page's 0-1000 scale; none when nothing could be read. */
export async function readPrintedLines(page: PageImage, language: Language): Promise<TextLine[]> {
  const worker = await workerFor(MODEL[language] ?? 'eng');
  const { data } = await worker.recognize(page.data, {}, { blocks: true, text: false });
  const lines: OcrLine[] = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  const out: TextLine[] = [];
  let confidentWords = 0;
  const boxOf = (words: OcrWord[]) => ({
    left: (Math.min(...words.map((w) => w.bbox.x0)) / page.width) * 1000,
    right: (Math.max(...words.map((w) => w.bbox.x1)) / page.width) * 1000,
    top: (Math.min(...words.map((w) => w.bbox.y0)) / page.height) * 1000,
    bottom: (Math.max(...words.map((w) => w.bbox.y1)) / page.height) * 1000,
  });
  /** Runs of print that could not be read at all (a formula on its own, handwriting). */
  const unread: Box[] = [];
  const readable = (w: OcrWord) => w.confidence >= MIN_WORD_CONFIDENCE && w.text.trim() !== '' && WORD.test(w.text.trim());
  for (const line of lines) {
    for (const all of cellsOf(line.words.filter((w) => w.text.trim()), line.bbox.y1 - line.bbox.y0)) {
      const roughMaths = (w: OcrWord) => !readable(w) && w.confidence >= MIN_MATHS_CONFIDENCE && MATHS_WORD.test(w.text.trim());
      // Maths read roughly, with the short names beside it ("Mk" in "MR-10= Mk +R"): kept.
      const hasMaths = all.some((w) => roughMaths(w) && HAS_DIGIT_OR_SIGN.test(w.text));
      const kept = (w: OcrWord) => readable(w) || (hasMaths && roughMaths(w) && (HAS_DIGIT_OR_SIGN.test(w.text) || w.text.trim().length <= 3));
      const cell = all.filter(kept);
      if (cell.length === 0) {
        if ((all.map((w) => w.text).join('').match(/[\p{L}\p{N}]/gu) ?? []).length >= 2) unread.push(boxOf(all));
        continue;
      }
      // A word left out among read ones (a formula OCR could not read) is not dropped silently.
      const leftOut = cell.length < all.length || cell.some((w) => !readable(w));
      const text = cell.map((w) => (readable(w) ? w.text.trim() : asMaths(w.text.trim()))).join(' ');
      // Fewer than two letters or digits: a smudge, a box's corner.
      if ((text.match(/[\p{L}\p{N}]/gu) ?? []).length < 2) continue;
      confidentWords += cell.length;
      out.push({
        text,
        ...boxOf(cell),
        ...(leftOut || MATHS.test(text.replace(NOT_MATHS, ' ')) ? { unsure: true } : {}),
      });
    }
  }
  if (confidentWords < MIN_WORDS) return [];
  // The line that print belongs with (the one before it on its row, or else the one above it)
  // is marked, so that its draft asks for a check and carries the problem as printed.
  for (const box of unread) {
    const height = box.bottom - box.top;
    const before = out.filter((l) => l.right <= box.left + height && Math.min(l.bottom, box.bottom) - Math.max(l.top, box.top) > height * 0.3).sort((a, b) => b.right - a.right)[0];
    const above = out.filter((l) => l.bottom <= box.top + height * 0.3 && box.top - l.bottom < height * 2 && Math.min(l.right, box.right) > Math.max(l.left, box.left)).sort((a, b) => b.bottom - a.bottom)[0];
    const owner = before ?? above;
    if (owner) owner.unsure = true;
  }
  // A line that ends in a colon with nothing read after it on its row ("Solve for x:") lost
  // what followed: a formula Tesseract did not report at all.
  for (const line of out) {
    const height = line.bottom - line.top;
    if (/:$/u.test(line.text) && !out.some((l) => l !== line && l.left >= line.right && l.left - line.right < height * 4 && Math.min(l.bottom, line.bottom) - Math.max(l.top, line.top) > height * 0.3)) {
      line.unsure = true;
    }
  }
  return out.sort((a, b) => a.top - b.top || a.left - b.left);
}

// Extraction without an AI provider: a worksheet's numbered items, read from its text layer.
// An item starts at a line with a marker ("1.", "2)", "Aufgabe 3:", "Exercise 4", … in the
// five languages) and runs to the next marker. Letter items ("a)", "b)") start items of their
// own only on sheets without numbered items; elsewhere they are parts of their item. Lines
// that follow the item's text after a wide gap are labels of a figure, not text: the figure
// itself is found in the page image between the item's text and the next item.
import type { Box } from './boxes.ts';
import type { TextLine } from './pdf.ts';

export interface SheetItem {
  pageIndex: number;
  text: string;
  /** The item's text on the page (0-1000). */
  textBox: Box;
  /** Where a figure of the item may be: below its text, down to the next item (0-1000). */
  figureArea: Box | undefined;
}

const TASK_WORDS = [
  'Aufgabe', 'Aufg\\.', 'Übung', 'Exercise', 'Problem', 'Task', 'Question', 'Ejercicio', 'Problema', 'Pregunta',
  'Задача', 'Задание', 'Упражнение', 'Вправа', 'Завдання',
];
const NUMBERED = /^(\d{1,2})[.)]\s+(?=\S)/u;
const TASK = new RegExp(`^(?:${TASK_WORDS.join('|')})\\s*\\d{1,2}[a-z]?\\s*[:.)]?\\s*`, 'iu');
const LETTER = /^[a-z]\)\s+(?=\S)/u;

/** The marker that starts an item on this line, if it has one. */
function markerOf(text: string, lettersAreItems: boolean): RegExpMatchArray | null {
  return text.match(TASK) ?? text.match(NUMBERED) ?? (lettersAreItems ? text.match(LETTER) : null);
}

/** Plain fractions (3/4) as KaTeX, so they look like the ones typed in the editor. */
export function withMath(text: string): string {
  return text.replace(/(?<![\w/.,$])(\d{1,6})\s?\/\s?(\d{1,6})(?![\w/$])/gu, (_, a: string, b: string) => `$\\frac{${a}}{${b}}$`);
}

const union = (boxes: Box[]): Box => ({
  left: Math.min(...boxes.map((b) => b.left)),
  top: Math.min(...boxes.map((b) => b.top)),
  right: Math.max(...boxes.map((b) => b.right)),
  bottom: Math.max(...boxes.map((b) => b.bottom)),
});

/** A wider gap than this (in line heights) ends an item's text. */
const PARAGRAPH_GAP = 1.8;
/** Text below this (0-1000) is a page's footer ("Seite 1 von 2"), not a figure. */
const FOOTER_TOP = 930;

/** The numbered items of the pages, in reading order. */
export function itemsFromText(pages: TextLine[][]): SheetItem[] {
  const all = pages.flat();
  const lettersAreItems = !all.some((line) => TASK.test(line.text) || NUMBERED.test(line.text));
  const items: SheetItem[] = [];
  pages.forEach((lines, pageIndex) => {
    const starts = lines.flatMap((line, index) => (markerOf(line.text, lettersAreItems) ? [index] : []));
    starts.forEach((start, n) => {
      const end = starts[n + 1] ?? lines.length;
      const own = lines.slice(start, end);
      const textLines = [own[0]!];
      for (const line of own.slice(1)) {
        const previous = textLines.at(-1)!;
        const height = previous.bottom - previous.top;
        if (line.top - previous.bottom > height * PARAGRAPH_GAP) break;
        textLines.push(line);
      }
      const first = own[0]!;
      const marker = markerOf(first.text, lettersAreItems)![0];
      const paragraphs: string[] = [];
      textLines.forEach((line, i) => {
        const text = i === 0 ? line.text.slice(marker.length) : line.text;
        // A part ("a) …") starts a new paragraph; any other line continues a wrapped sentence.
        if (i === 0 || LETTER.test(text) || markerOf(text, false)) paragraphs.push(text);
        else paragraphs[paragraphs.length - 1] += ` ${text}`;
      });
      const text = withMath(paragraphs.map((p) => p.trim()).filter(Boolean).join('\n\n'));
      if (!text) return;
      const textBox = union(textLines);
      // The last item's figure may reach down to the page's foot, above a footer line.
      const nextTop = lines[end]?.top ?? Math.min(1000, ...lines.filter((l) => l.top > FOOTER_TOP).map((l) => l.top));
      const figureArea = nextTop - textBox.bottom > 2 ? { left: 0, top: textBox.bottom + 1, right: 1000, bottom: nextTop - 1 } : undefined;
      items.push({ pageIndex, text, textBox, figureArea });
    });
  });
  return items;
}

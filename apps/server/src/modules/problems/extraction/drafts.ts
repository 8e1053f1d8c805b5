// A draft as extraction makes it (docs/product/data.md#extracted-draft), shared by the server's
// part of extraction and the image process's part.
import type { ExtractedProblem, Language } from '@backoffice/api-client';
import { type Box, clampBox } from './boxes.ts';

/** Grades and difficulty of a draft nobody has judged yet: the editor's whole range, middling. */
const UNJUDGED = { gradefrom: 5, gradeto: 13, difficulty: 3 };

export const blankDraft = (pageIndex: number): ExtractedProblem => ({
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

/** A page of the upload: its image and its size, in pixels. */
export interface PageImage {
  data: Buffer;
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

export type CropFigure = (page: PageImage, box: Box) => Promise<Buffer>;

/** The draft with the figure in `box` cut out of its page (no change when the box is not a box). */
export async function withFigure(draft: ExtractedProblem, page: PageImage, box: Box | undefined, crop: CropFigure): Promise<ExtractedProblem> {
  const coords = box && clampBox(box);
  if (!coords) return draft;
  const figure = await crop(page, coords);
  return { ...draft, coords, image_data: figure.toString('base64'), image_type: page.type };
}

/** What extraction without AI tells the teacher about a draft, in the sheet's language. */
const NOTES: Record<Language, { grade: (grade: number) => string; unsure: string }> = {
  de: { grade: (g) => `Klassenstufe ${g} laut Arbeitsblatt.`, unsure: 'Bitte die Formeln prüfen: sie waren nicht sicher lesbar; das Bild zeigt die Aufgabe, wie sie gedruckt ist.' },
  en: { grade: (g) => `Grade ${g}, as the sheet says.`, unsure: 'Please check the formulas: they could not be read with confidence; the picture shows the problem as printed.' },
  es: { grade: (g) => `Curso ${g}, según la hoja.`, unsure: 'Revise las fórmulas: no se pudieron leer con seguridad; la imagen muestra el ejercicio impreso.' },
  ru: { grade: (g) => `${g} класс, как указано на листе.`, unsure: 'Проверьте формулы: их не удалось надёжно прочитать; на картинке задача в печатном виде.' },
  uk: { grade: (g) => `${g} клас, як зазначено на аркуші.`, unsure: 'Перевірте формули: їх не вдалося надійно прочитати; на зображенні завдання в друкованому вигляді.' },
};

/** Whether a draft's notes ask the teacher to check its formulas. */
export const asksToCheckFormulas = (notes: string | null) => notes !== null && Object.values(NOTES).some((n) => notes.includes(n.unsure));

/** The notes of a draft read without AI: the grade the sheet names, and formulas to check. */
export function draftNotes(language: Language, facts: { grade: number | undefined; unsure: boolean }): string | null {
  const notes = NOTES[language] ?? NOTES.en;
  const parts = [facts.unsure ? notes.unsure : undefined, facts.grade !== undefined ? notes.grade(facts.grade) : undefined].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

// A draft as extraction makes it (docs/product/data.md#extracted-draft), shared by the server's
// part of extraction and the image process's part.
import type { ExtractedProblem } from '@backoffice/api-client';
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

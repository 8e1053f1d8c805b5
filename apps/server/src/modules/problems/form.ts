// The problem editor's multipart form (ProblemForm) turned into the problems table's columns.
import type { HandlerContext } from '../../contract/handler.ts';
import { unprocessable } from '../../lib/http-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { problemImage, templateFile } from './files.ts';
import type { ImageWork } from './image-work/client.ts';
import { type ImageColumns, NO_IMAGE, NO_TEMPLATE, storeProblemImage, storeTemplate, type TemplateColumns } from './stored-files.ts';

export type ProblemFormBody = HandlerContext<'createProblem'>['body'];

/** One wrong answer per line; surrounding spaces and blank lines dropped (docs/product/validation.md). */
const parseWrongAnswers = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Blank optional text is stored as null, so "has a solution" means there is one. */
export const blankToNull = (text: string | null | undefined): string | null => (text?.trim() ? text.trim() : null);

/** The content columns the form always sets (create and update alike). */
export function contentColumns(body: ProblemFormBody) {
  if (body.gradefrom > body.gradeto) throw unprocessable('validation', 'The lowest grade (gradefrom) must not be above the highest grade (gradeto).');
  return {
    text: body.text.trim(),
    solution: blankToNull(body.solution),
    answer: body.answer.trim(),
    wrong_answers: JSON.stringify(parseWrongAnswers(body.wrong_answers)),
    gradefrom: body.gradefrom,
    gradeto: body.gradeto,
    difficulty: body.difficulty,
    language: body.language,
  };
}

/**
 * The image and template columns the form changes: a sent file replaces (an image scaled and
 * without metadata, see files.ts, put into the file storage with its thumbnail), empty
 * `file_data`/`file_type` (or `template_data`/`template_type`) clears, nothing keeps.
 */
export async function fileColumns(body: ProblemFormBody, images: ImageWork, store: FileStore): Promise<ImageColumns & TemplateColumns> {
  let columns: ImageColumns & TemplateColumns = {};
  if (body.file) {
    const image = await problemImage(images, body.file);
    columns = await storeProblemImage(store, (data, type) => images.run('thumbnail', data, type), image);
  } else if (body.file_data !== undefined || body.file_type !== undefined) {
    columns = { ...NO_IMAGE };
  }
  if (body.template_file) {
    columns = { ...columns, ...(await storeTemplate(store, await templateFile(images, body.template_file))) };
  } else if (body.template_data !== undefined || body.template_type !== undefined) {
    columns = { ...columns, ...NO_TEMPLATE };
  }
  return columns;
}

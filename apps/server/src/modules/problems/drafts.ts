// The upload confirm form: the edited drafts and the chosen indices arrive as JSON text in
// form fields, so the contract's binding cannot check them; they are checked here against
// the contract's own ExtractedProblem schema (no second copy of it in the server), with the
// rules every text of a request keeps (no control characters, integers within 32 bits).
import type { ExtractedProblem } from '@backoffice/api-client';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { dereference, loadDocument } from '../../contract/spec.ts';
import { compileJsonField, TEXT_RULE } from '../../contract/validation.ts';
import { unprocessable } from '../../lib/http-error.ts';

const badProblems = () => unprocessable('validation', 'The field problems must be a JSON array of extracted problems.');
const badIndices = () => unprocessable('validation', 'The field selected_indices must be a JSON array of indices into problems.');

let validateDrafts: ValidateFunction<ExtractedProblem[]> | undefined;

/** Compiled on first use from the bundled contract. */
function draftsValidator(): ValidateFunction<ExtractedProblem[]> {
  if (!validateDrafts) {
    const document = loadDocument();
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    const draft = dereference(schemas.ExtractedProblem, document);
    validateDrafts = compileJsonField<ExtractedProblem[]>({ type: 'array', items: draft as Record<string, unknown> });
  }
  return validateDrafts;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** At most this many drafts are confirmed at once, as many as one extraction gives (docs/product/limits.md). */
export const MAX_DRAFTS = 50;

export function parseDrafts(text: string): ExtractedProblem[] {
  const drafts = parseJson(text);
  const validate = draftsValidator();
  if (!validate(drafts)) {
    // A text over its limit or with control characters is said plainly; any other shape is
    // the one message of the contract.
    const tooLong = validate.errors?.find((e) => e.keyword === 'maxLength');
    if (tooLong) {
      const [, index, field] = tooLong.instancePath.split('/');
      throw unprocessable('validation', `Extracted problem ${Number(index) + 1}: the ${field} must be at most ${String(tooLong.params.limit)} characters long.`);
    }
    const control = validate.errors?.find((e) => e.keyword === TEXT_RULE);
    if (control) {
      const [, index, field] = control.instancePath.split('/');
      throw unprocessable('validation', `Extracted problem ${Number(index) + 1}: the ${field} must not contain control characters.`);
    }
    throw badProblems();
  }
  if (drafts.length > MAX_DRAFTS) throw unprocessable('validation', `At most ${MAX_DRAFTS} extracted problems can be created at once.`);
  return drafts;
}

/** At least one index, each an integer into `count` drafts, none twice; in the order sent. */
export function parseSelection(text: string, count: number): number[] {
  const indices = parseJson(text);
  const valid =
    Array.isArray(indices) &&
    indices.length > 0 &&
    indices.every((i) => Number.isInteger(i) && i >= 0 && i < count) &&
    new Set(indices).size === indices.length;
  if (!valid) throw badIndices();
  return indices as number[];
}

/** A chosen draft must make a problem the editor could save: some text, grades in order. */
export function assertCreatable(draft: ExtractedProblem, index: number): void {
  if (!draft.text.trim()) throw unprocessable('validation', `Extracted problem ${index + 1} has no text.`);
  if (draft.gradefrom > draft.gradeto) throw unprocessable('validation', `Extracted problem ${index + 1}: the lowest grade must not be above the highest grade.`);
}

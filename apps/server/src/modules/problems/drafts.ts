// The upload confirm form: the edited drafts and the chosen indices arrive as JSON text in
// form fields, so the contract's binding cannot check them; they are checked here against
// the contract's own ExtractedProblem schema (no second copy of it in the server).
import type { ExtractedProblem } from '@backoffice/api-client';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { dereference, loadDocument } from '../../contract/spec.ts';
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
    validateDrafts = new Ajv2020({ strict: false }).compile<ExtractedProblem[]>({ type: 'array', items: draft });
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

export function parseDrafts(text: string): ExtractedProblem[] {
  const drafts = parseJson(text);
  if (!draftsValidator()(drafts)) throw badProblems();
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

// Small display rules of problems (docs/product/screens.md, validation.md, limits.md).

// The plain-text excerpts are shared with the server (the class progress labels).
export { firstChars, plainProblemText, problemExcerpt } from '@backoffice/api-client/problem-text';

/** "7" when a problem is for one grade, else "5–7". */
export function gradeLabel(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`;
}

/** Wrong answers are entered one per line; surrounding spaces and blank lines are dropped. */
export function parseWrongAnswers(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

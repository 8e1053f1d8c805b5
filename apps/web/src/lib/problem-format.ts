// Small display rules of problems (spec §2, §5, §9).

/** "7" when a problem is for one grade, else "5–7". */
export function gradeLabel(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`;
}

/** The first 50 characters of a text (by characters a person sees, not UTF-16 units), with "…" when cut. */
export function firstChars(text: string, count = 50): string {
  const characters = Array.from(text.trim().replace(/\s+/g, ' '));
  return characters.length <= count ? characters.join('') : `${characters.slice(0, count).join('')}…`;
}

/** Wrong answers are entered one per line; surrounding spaces and blank lines are dropped. */
export function parseWrongAnswers(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

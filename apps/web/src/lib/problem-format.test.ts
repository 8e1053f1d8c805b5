import { describe, expect, it } from 'vitest';
import { firstChars, gradeLabel, parseWrongAnswers } from './problem-format.ts';

describe('gradeLabel', () => {
  it('shows one grade when from equals to, else the range', () => {
    expect(gradeLabel(7, 7)).toBe('7');
    expect(gradeLabel(5, 13)).toBe('5–13');
  });
});

describe('firstChars', () => {
  it('keeps a text of up to 50 characters whole', () => {
    expect(firstChars('a'.repeat(50))).toBe('a'.repeat(50));
  });
  it('cuts after 50 characters with an ellipsis, counting characters, not code units', () => {
    expect(firstChars('b'.repeat(51))).toBe(`${'b'.repeat(50)}…`);
    expect(firstChars('😀'.repeat(60))).toBe(`${'😀'.repeat(50)}…`);
  });
  it('folds line breaks and runs of spaces', () => {
    expect(firstChars('  Berechne\n\n$x$   bitte ')).toBe('Berechne $x$ bitte');
  });
});

describe('parseWrongAnswers', () => {
  it('takes one answer per line and drops blank lines and surrounding spaces', () => {
    expect(parseWrongAnswers(' 12 \n\n\r\n$\\frac{1}{2}$\r\n   \n7 cm')).toEqual(['12', '$\\frac{1}{2}$', '7 cm']);
    expect(parseWrongAnswers('')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { firstChars, gradeLabel, parseWrongAnswers, plainProblemText, problemExcerpt } from './problem-format.ts';

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

describe('plainProblemText and problemExcerpt', () => {
  it('turns formulas into readable text', () => {
    expect(plainProblemText('Berechne $\\frac{3}{4} + \\frac{1}{6}$ und kürze.')).toBe('Berechne 3/4 + 1/6 und kürze.');
    expect(plainProblemText('$$A = a \\cdot b = 6 \\cdot 4\\,\\text{cm}^2$$')).toBe('A = a · b = 6 · 4 cm²');
    expect(plainProblemText('$\\frac{a+b}{2} \\le \\sqrt{ab}$, $x^{10}$')).toBe('(a+b)/2 ≤ √ab, x¹⁰');
    expect(plainProblemText('$\\dfrac{\\frac{1}{2}}{3}$ kostet 5\\,€')).toBe('(1/2)/3 kostet 5\\,€');
  });
  it('drops markdown marks, table rules and pictures', () => {
    const table = '## Taschengeld\n\n| Kind | Betrag |\n|------|-------:|\n| Anna | 15 € |\n\n**Berechne** den _Mittelwert_. ![Skizze](data:image/png;base64,xx)';
    expect(plainProblemText(table)).toBe('Taschengeld Kind | Betrag Anna | 15 € Berechne den Mittelwert. Skizze');
    expect(plainProblemText('- erstens\n- zweitens\n1. drittens')).toBe('erstens zweitens drittens');
  });
  it('cuts the plain text after 50 characters', () => {
    const text = 'Ein Rechteck hat die Seitenlängen $a = 6\\,\\text{cm}$ und $b = 4\\,\\text{cm}$.';
    expect(problemExcerpt(text)).toBe('Ein Rechteck hat die Seitenlängen a = 6 cm und b =…');
  });
});

describe('firstChars at a word end', () => {
  it('puts the ellipsis right after the last word', () => {
    expect(firstChars(`${'a'.repeat(49)} bbb`)).toBe(`${'a'.repeat(49)}…`);
  });
});

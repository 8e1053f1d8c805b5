// Column vectors and matrices as TeX sets them (docs/product/extraction.md#maths): big brackets
// built from pieces of its extension font (a top, extension pieces and a bottom, which pdf.js
// gives as private-use characters) around entries set on baselines of their own. The pieces
// and the entries between them become one piece of text, `\begin{pmatrix}3\\5\\2\end{pmatrix}`
// (`bmatrix` for square brackets), on the baseline of the formula around it. A grid that is not
// regular (rows of different lengths, an entry that is not a term) is kept as read but marked
// unsure, so that the draft asks for a check.
import type { Piece } from './display-maths.ts';

/** The top and bottom pieces of each bracket kind in the extension font, as pdf.js maps them. */
const OPENING = { '\uF8EB': { bottom: '\uF8ED', env: 'pmatrix' }, '\uF8EE': { bottom: '\uF8F0', env: 'bmatrix' } } as const;
const CLOSING = { pmatrix: { top: '\uF8F6', bottom: '\uF8F8' }, bmatrix: { top: '\uF8F9', bottom: '\uF8FB' } } as const;
/** A piece of a big bracket, or nothing at all (pdf.js's empty items around them). */
const BRACKET_PIECE = /^[\uF8EB-\uF8FE\s]*$/u;
/** An entry: a number, a letter or a short term ("−4,2", "2a", "-t"). */
const ENTRY = /^[−-]?(?=[\da-zA-Z])(?:\d+(?:[.,]\d+)?)?[a-zA-Z]?$/u;

const trimmed = (p: Piece) => p.str.trim();
/** The most big brackets a page is read for (a sheet of vectors has a few dozen). */
const MAX_BRACKETS = 200;

/** The pieces with each bracketed column vector or matrix as one piece. */
export function withMatrices(pieces: Piece[]): Piece[] {
  const tops = pieces.filter((p) => Object.hasOwn(OPENING, trimmed(p)));
  // A page of more brackets than any sheet sets is read without this (each looks at every piece).
  if (tops.length === 0 || tops.length > MAX_BRACKETS) return pieces;
  const used = new Set<Piece>();
  const made: Piece[] = [];
  for (const top of tops) {
    const { bottom: bottomChar, env } = OPENING[trimmed(top) as keyof typeof OPENING];
    const size = top.size;
    const near = (a: number, b: number) => Math.abs(a - b) < size * 0.2;
    const bottom = pieces
      .filter((p) => trimmed(p) === bottomChar && near(p.left, top.left) && p.baseline > top.baseline)
      .sort((a, b) => a.baseline - b.baseline)[0];
    const close = pieces
      .filter((p) => trimmed(p) === CLOSING[env].top && near(p.baseline, top.baseline) && p.left > top.right - 1)
      .sort((a, b) => a.left - b.left)[0];
    const closeBottom = close && pieces.find((p) => trimmed(p) === CLOSING[env].bottom && near(p.left, close.left) && bottom && near(p.baseline, bottom.baseline));
    if (!bottom || !close || !closeBottom) continue;
    // The brackets reach from above their top piece's baseline to the foot of their bottom piece.
    const [upper, lower] = [top.baseline - size * 0.3, bottom.baseline + size * 1.6];
    const inside = (p: Piece) => p.left >= top.right - 1 && p.right <= close.left + 1 && p.baseline > upper && p.baseline < lower;
    const brackets = pieces.filter((p) => BRACKET_PIECE.test(p.str) && p.left >= top.left - 1 && p.right <= closeBottom.right + 1 && p.baseline > upper - size && p.baseline < lower);
    const entries = pieces.filter((p) => inside(p) && !BRACKET_PIECE.test(p.str) && !used.has(p)).sort((a, b) => a.baseline - b.baseline || a.left - b.left);
    if (entries.length === 0) continue;
    const rows: Piece[][] = [];
    for (const entry of entries) {
      const row = rows.at(-1);
      if (row && Math.abs(row[0]!.baseline - entry.baseline) < size * 0.3) row.push(entry);
      else rows.push([entry]);
    }
    // Pieces of a row close together are one entry (a minus sign and its number); wider gaps part columns.
    const cells = rows.map((row) =>
      row
        .sort((a, b) => a.left - b.left)
        .reduce<{ text: string; right: number }[]>((out, p) => {
          const last = out.at(-1);
          if (last && p.left - last.right < size * 0.5) [last.text, last.right] = [last.text + trimmed(p), p.right];
          else out.push({ text: trimmed(p), right: p.right });
          return out;
        }, [])
        .map((cell) => cell.text),
    );
    const regular = cells.every((row) => row.length === cells[0]!.length && row.every((cell) => ENTRY.test(cell)));
    // On the baseline of the formula it stands in: the nearest text to its left that lies within it.
    const beside = pieces
      .filter((p) => !BRACKET_PIECE.test(p.str) && !entries.includes(p) && p.right <= top.left + 1 && p.baseline > upper && p.baseline < lower)
      .sort((a, b) => b.right - a.right)[0];
    const middle = rows[Math.floor(rows.length / 2)]![0]!;
    const baseline = beside?.baseline ?? middle.baseline;
    // Without spaces: one word for the formula reader around it (text-layer.ts).
    const text = `\\begin{${env}}${cells.map((row) => row.join('&')).join('\\\\')}\\end{${env}}`;
    for (const p of [...brackets, ...entries]) used.add(p);
    made.push({
      str: text,
      baseline,
      size: beside?.size ?? middle.size,
      left: top.left,
      right: closeBottom.right,
      top: Math.min(top.top, ...entries.map((e) => e.top)),
      bottom: Math.max(bottom.bottom, ...entries.map((e) => e.bottom)),
      ...(regular ? {} : { unsure: true }),
    });
  }
  return [...pieces.filter((p) => !used.has(p)), ...made];
}

// A page's text layer read as a typesetter placed it (docs/product/extraction.md#maths): pieces
// of text with their baseline, size and extent become lines, and within a line the pieces
// raised or lowered against its baseline become exponents (^{}), indices (_{}) and stacked
// fractions (\frac{}{}), the radical sign takes what follows it under \sqrt{}. Pieces far apart
// on one baseline are cells of a table or columns: each becomes a line of its own. What cannot
// be read with confidence (a raised piece as large as the text, glyphs of a private-use font)
// marks its line `unsure`, so the draft asks the teacher to check its formulas.
import type { Box } from './boxes.ts';
import { BIG_OPERATOR_SIGNS, type Piece, withDisplayMaths, withOverlines } from './display-maths.ts';
import { withMatrices } from './matrices.ts';

/** A piece of text as pdf.js places it, on the page's 0-1000 scale. */
export interface Glyphs extends Box {
  str: string;
  baseline: number;
  size: number;
}

export interface TextLine extends Box {
  text: string;
  /** The size of its text (0-1000 scale of the page's height); unknown for lines made by hand. */
  size?: number;
  /** Maths on the line that could not be read with confidence. */
  unsure?: boolean;
}

/** A gap wider than this (in letter sizes) between pieces on one baseline parts two cells. */
const CELL_GAP = 1.6;
/** Raised by more than this (in letter sizes) is an exponent or a numerator. */
const RAISED = 0.2;
/** Lowered by more than this is an index or a denominator. */
const LOWERED = 0.12;
/** A single operator sign. */
const OPERATOR = /^\s*[−+=·×<>≤≥-]\s*$/u;
/** Smaller than this share of the line's size is a script, not text. */
const SCRIPT = 0.92;
/** Glyphs of private-use fonts (TeX's extension fonts, symbol fonts) and unmapped ones (NUL, U+FFFD): no known meaning. */
const NUL = String.fromCharCode(0);
/** A text that ends with a sum, product or integral sign: scripts after it are its limits. */
const BIG_OPERATOR_AT_END = new RegExp(`[${BIG_OPERATOR_SIGNS}]$`, 'u');
const PRIVATE_USE = new RegExp(`[\\uE000-\\uF8FF${NUL}\\uFFFD]`, 'u');
const PRIVATE_USE_ALL = new RegExp(PRIVATE_USE.source, 'gu');

interface Line {
  baseline: number;
  size: number;
  pieces: Piece[];
}

/** How far a piece lies from a line's baseline, weighed: scripts sit above more than below. */
function distance(line: Line, piece: Glyphs): number {
  const offset = (piece.baseline - line.baseline) / line.size;
  if (offset < -1.0 || offset > 0.75) return Infinity;
  if (piece.size > line.size * 1.05 && Math.abs(offset) > 0.25) return Infinity;
  return offset < 0 ? -offset * 0.8 : offset * 1.2;
}

const brace = (text: string) => `{${text.trim()}}`;

/** One cell's pieces (left to right) as text with its maths in LaTeX. */
function cellText(pieces: Piece[], line: Pick<Line, 'baseline' | 'size'>, rules: Box[]): { text: string; unsure: boolean } {
  let unsure = false;
  const kind = (p: Glyphs) => {
    const offset = (p.baseline - line.baseline) / line.size;
    // Operators sit on the maths axis, a little above the baseline: still on the line.
    if (OPERATOR.test(p.str) && Math.abs(offset) < 0.45 && p.size > line.size * SCRIPT) return 'base';
    if (offset < -RAISED) return 'up';
    if (offset > LOWERED) return 'down';
    return 'base';
  };
  const kinds = pieces.map(kind);
  const used = new Set<number>();
  let text = '';
  let right = -Infinity;
  const append = (part: string, piece: Glyphs, spaced = true) => {
    const gap = piece.left - right;
    if (spaced && text && gap > line.size * 0.15 && !/\s$/u.test(text) && !/^\s/u.test(part)) text += ' ';
    text += part;
    right = Math.max(right, piece.right);
  };
  pieces.forEach((piece, i) => {
    if (used.has(i)) return;
    used.add(i);
    if (PRIVATE_USE.test(piece.str) || piece.unsure) unsure = true;
    const k = kinds[i];
    if (k === 'base') {
      append(piece.str, piece);
      return;
    }
    // A raised piece over a lowered one (or the other way round) is a stacked fraction.
    const partner = pieces.findIndex((other, j) => {
      if (used.has(j) || kinds[j] === 'base' || kinds[j] === k) return false;
      const overlap = Math.min(piece.right, other.right) - Math.max(piece.left, other.left);
      return overlap > 0.5 * Math.min(piece.right - piece.left, other.right - other.left);
    });
    if (partner >= 0) {
      used.add(partner);
      const other = pieces[partner]!;
      const [top, bottom] = k === 'up' ? [piece, other] : [other, piece];
      // Small glyphs over one another without a bar between them are an exponent over an index (σ²ₑ).
      const bar = rules.some((r) => r.left <= Math.max(top.right, bottom.right) && r.right >= Math.min(top.left, bottom.left) && r.top >= top.top && r.top <= bottom.bottom);
      if (!bar && top.size < line.size * SCRIPT && bottom.size < line.size * SCRIPT && piece.left - right < line.size * 0.15) {
        // Without a base before them ("(" or nothing) they are no scripts: a fraction whose bar
        // was not found, or a binomial coefficient (which has none). Either way: not trusted.
        // After a sum or an integral they are its limits, lower first as LaTeX writes them.
        const limits = BIG_OPERATOR_AT_END.test(text);
        if (!limits && !/[\p{L}\p{N})\]}]$/u.test(text)) unsure = true;
        append(limits ? `_${brace(bottom.str)}^${brace(top.str)}` : `^${brace(top.str)}_${brace(bottom.str)}`, { ...piece, right: Math.max(piece.right, other.right) }, false);
        return;
      }
      // What is set right after a part, on its side of the bar (an exponent in the denominator), is part of it.
      const grow = (part: Glyphs, side: 'up' | 'down') => {
        const group = [part];
        for (let j = 0; j < pieces.length; j++) {
          const p = pieces[j]!;
          const last = group.at(-1)!;
          if (used.has(j) || kinds[j] !== side || p.left < last.left || p.left - last.right > line.size * 0.3) continue;
          used.add(j);
          group.push(p);
        }
        return group.reduce((text, p, n) => (n > 0 && p.size < part.size * SCRIPT && p.baseline < part.baseline ? `${text}^${brace(p.str)}` : text + p.str), '');
      };
      const [over, under] = [grow(top, 'up'), grow(bottom, 'down')];
      append(`\\frac${brace(over)}${brace(under)}`, { ...piece, right: Math.max(piece.right, other.right) });
      return;
    }
    if (piece.size > line.size * SCRIPT) {
      // As large as the text yet off its baseline: a display fraction's part, a matrix's row.
      unsure = true;
      append(piece.str, piece);
      return;
    }
    append(`${k === 'up' ? '^' : '_'}${brace(piece.str)}`, piece, false);
  });
  // Glyphs without a meaning are left out: the draft's picture shows them.
  // Glyphs of one exponent placed one by one ("e^{4}^{x}") are one exponent ("e^{4x}").
  const scripts = joinedScripts(text);
  // TeX's degree is a raised ring (◦): the degree sign; raised primes are primes (A'').
  const degrees = scripts.replace(/\^\{◦\}/gu, '°').replace(/\^\{(′+)\}/gu, (_, primes: string) => "'".repeat(primes.length));
  return { text: withRadicals(withAccents(withNegations(degrees).replace(PRIVATE_USE_ALL, ' ').replace(/\s+/gu, ' ').trim())), unsure };
}

/** The longest script looked for: a script is a few letters, a text of unclosed braces is none. */
const MAX_SCRIPT = 500;

/** The braced group that opens at `start` ("{…}", with groups inside it), or undefined. */
function groupAt(text: string, start: number): string | undefined {
  if (text[start] !== '{') return undefined;
  for (let i = start, depth = 0; i < Math.min(text.length, start + MAX_SCRIPT); i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(start + 1, i);
  }
  return undefined;
}

/** Scripts of one kind set one after another ("e^{−}^{\frac{2}{3}}^{x}") as one ("e^{−\frac{2}{3}x}"). */
function joinedScripts(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const mark = text[i]!;
    const first = mark === '^' || mark === '_' ? groupAt(text, i + 1) : undefined;
    if (first === undefined) {
      out += mark;
      i++;
      continue;
    }
    const parts = [first];
    i += first.length + 3;
    for (let next = groupAt(text, i + 1); text[i] === mark && next !== undefined; next = groupAt(text, i + 1)) {
      parts.push(next);
      i += next.length + 3;
    }
    out += `${mark}{${parts.join('')}}`;
  }
  return out;
}

const NOT = '\u0338';
/** A negation slash and the sign it crosses. */
const NEGATED: Record<string, string> = { '=': '≠', '∈': '∉', '≡': '≢', '<': '≮', '>': '≯', '⊂': '⊄' };
const withNegations = (text: string) => text.replace(new RegExp(`${NOT}\\s?([=∈≡<>⊂])`, 'gu'), (_, sign: string) => NEGATED[sign]!).replaceAll(NOT, '');

/** Spacing accents and the letters they sit on, as older TeX fonts place them (¨ then u), as one letter (ü). */
const ACCENTS: Record<string, string> = { '¨': '\u0308', '´': '\u0301', 'ˆ': '\u0302', '˜': '\u0303', 'ˇ': '\u030C', '˚': '\u030A', '`': '\u0300' };
const ACCENT_BEFORE = new RegExp(`([${Object.keys(ACCENTS).join('')}]) ?(\\p{L})`, 'gu');
const CEDILLA_AFTER = /(\p{L}) ?¸/gu;

export function withAccents(text: string): string {
  const joined = (letter: string, mark: string, whole: string) => {
    const one = `${letter}${mark}`.normalize('NFC');
    if ([...one].length === 1) return one;
    // No such letter (a hat on a Greek letter): the maths accent.
    return mark === '\u0302' ? `\\hat{${letter}}` : mark === '\u0303' ? `\\tilde{${letter}}` : whole;
  };
  return text
    // A vector's arrow comes after its letter as a combining arrow (x⃗).
    // Set tight after a word ("Vektorv⃗"), the word stays a word beside it.
    .replace(/(\p{L})?(\p{L})\s?\u20D7/gu, (_, before: string | undefined, letter: string) => `${before ? `${before} ` : ''}\\vec{${letter}}`)
    // TeX sets a hat over a letter in maths after the letter (β̂ as "βˆ", Ŷᵢ as "Yˆ_{i}").
    .replace(/(\p{Script=Greek}|[A-Za-z](?=ˆ_\{))ˆ/gu, '\\hat{$1}')
    .replace(ACCENT_BEFORE, (whole, accent: string, letter: string) => joined(letter, ACCENTS[accent]!, whole))
    .replace(CEDILLA_AFTER, (whole, letter: string) => joined(letter, '\u0327', whole));
}

/** The most separately set accents a page is read for (a page of German text has a few hundred). */
const MAX_PLACED_ACCENTS = 1_000;

/**
 * An accent that TeX set on its own over a letter inside a longer piece ("Übung" in an old TeX
 * font: "Ubung" and a "¨" over its U) goes into that piece before the letter it stands over, so
 * that withAccents makes the two one letter; by its place alone it would follow the whole piece
 * ("Ubung 1¨"). The letter is found by the accent's middle, the piece's letters taken as equally wide.
 */
function withPlacedAccents(glyphs: Glyphs[]): Glyphs[] {
  const accents = glyphs.filter((g) => Object.hasOwn(ACCENTS, g.str.trim()));
  // Each accent looks at every piece: a page of more than a text's worth is read without this.
  if (accents.length === 0 || accents.length > MAX_PLACED_ACCENTS) return glyphs;
  /** Each host piece's accents: the letter each stands over. */
  const placed = new Map<Glyphs, { at: number; mark: string }[]>();
  const moved = new Set<Glyphs>();
  for (const accent of accents) {
    const middle = (accent.left + accent.right) / 2;
    const host = glyphs.find((g) => g !== accent && !moved.has(g) && [...g.str].length > 1 && g.left <= middle && middle <= g.right && Math.abs(g.baseline - accent.baseline) < g.size);
    if (!host) continue;
    const letters = [...host.str];
    const at = Math.min(letters.length - 1, Math.floor(((middle - host.left) / (host.right - host.left)) * letters.length));
    if (!/\p{L}/u.test(letters[at]!)) continue;
    placed.set(host, [...(placed.get(host) ?? []), { at, mark: accent.str.trim() }]);
    moved.add(accent);
  }
  return glyphs
    .filter((g) => !moved.has(g))
    .map((g) => {
      const marks = placed.get(g);
      if (!marks) return g;
      const letters = [...g.str];
      // From the end, so that each letter keeps its index.
      for (const { at, mark } of marks.sort((a, b) => b.at - a.at)) letters.splice(at, 0, mark);
      return { ...g, str: letters.join('') };
    });
}

/** √ with what it stands over: a number, a letter group, or a bracketed group. */
export function withRadicals(text: string): string {
  return text.replace(/([∛∜]|√)\s*(\([^()]*\)|[\p{L}\p{N},.]+(?:\^\{[^{}]*\})?)/gu, (_, sign: string, radicand: string) => {
    const index = sign === '∛' ? '[3]' : sign === '∜' ? '[4]' : '';
    const inner = radicand.startsWith('(') && radicand.endsWith(')') ? radicand.slice(1, -1) : radicand;
    return `\\sqrt${index}{${inner}}`;
  });
}

/**
 * A piece without the spaces it ends with, and as much narrower (its letters taken as equally
 * wide): a denominator's ") " would reach past its fraction's bar by its space.
 */
function withoutTrailingSpace(g: Glyphs): Glyphs {
  const str = g.str.trimEnd();
  if (str.length === g.str.length) return g;
  return { ...g, str, right: g.left + ((g.right - g.left) * [...str].length) / [...g.str].length };
}

/** The lines of a page from its pieces of text: top to bottom, each cell of a row as its own line. */
export function linesFromGlyphs(glyphs: Glyphs[], drawnRules: Box[] = []): TextLine[] {
  // TeX's negation slash (set over "=" for ≠) comes without a meaning as a "6" of no width.
  const placed = withMatrices(withPlacedAccents(glyphs.filter((g) => g.str.trim() !== '' && g.size > 0).map((g) => (g.str === '6' && g.right - g.left < g.size * 0.1 ? { ...g, str: NOT } : withoutTrailingSpace(g)))));
  // Overlines first: what is left of the rules are bars (fractions, radicals) and underlines.
  const { pieces: read, rules } = withOverlines(placed, drawnRules);
  const pieces = withDisplayMaths(read, rules, (part, line) => cellText(part, line, rules));
  // The larger and longer pieces found the lines; scripts and fraction parts join the nearest.
  const order = [...pieces].sort((a, b) => b.size - a.size || b.str.length - a.str.length || a.baseline - b.baseline);
  const lines: Line[] = [];
  /** Puts the piece on the nearest line it belongs to; false when there is none. */
  const join = (piece: Piece): boolean => {
    let best: Line | undefined;
    let bestDistance = Infinity;
    for (const line of lines) {
      // A script belongs to a line with text beside it, not to another column's line on its height.
      const script = piece.size < line.size * SCRIPT;
      if (script && !line.pieces.some((q) => Math.max(q.left, piece.left) - Math.min(q.right, piece.right) < line.size * CELL_GAP)) continue;
      const d = distance(line, piece);
      if (d < bestDistance) [best, bestDistance] = [line, d];
    }
    // A piece of the text's own size on another baseline starts a line of its own.
    if (!best || (bestDistance > 0.3 && piece.size >= best.size * SCRIPT)) return false;
    best.pieces.push(piece);
    return true;
  };
  // The text's size: that of most letters on the page.
  const letters = new Map<number, number>();
  for (const p of pieces) letters.set(Math.round(p.size * 10), (letters.get(Math.round(p.size * 10)) ?? 0) + p.str.length);
  const body = ([...letters].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0) / 10;
  // Small pieces that find no line wait until the rest is placed: the middle of a long exponent
  // ("+3" of "e^{0,2x+3,4}") is beside the text only once its start has joined the line.
  let waiting: Piece[] = [];
  for (const piece of order) {
    if (join(piece)) continue;
    if (piece.size < body * SCRIPT) waiting.push(piece);
    else lines.push({ baseline: piece.baseline, size: piece.size, pieces: [piece] });
  }
  for (let round = 0; round < 3 && waiting.length > 0; round++) {
    const before = waiting.length;
    waiting = waiting.sort((a, b) => a.left - b.left).filter((piece) => !join(piece));
    if (waiting.length === before) break;
  }
  // The rest are small text of their own (a footnote, a caption): lines of their own.
  for (const piece of waiting.sort((a, b) => b.str.length - a.str.length)) if (!join(piece)) lines.push({ baseline: piece.baseline, size: piece.size, pieces: [piece] });
  const out: TextLine[] = [];
  lines.sort((a, b) => a.baseline - b.baseline);
  // Lines of full-size text closer than a line apart, over one another, are stacked maths (a
  // matrix, a column vector, a display fraction): kept as text, but not trusted.
  const stacked = new Set<Line>();
  const extent = (line: Line) => [Math.min(...line.pieces.map((p) => p.left)), Math.max(...line.pieces.map((p) => p.right))] as const;
  lines.forEach((line, i) => {
    for (const next of lines.slice(i + 1)) {
      if (next.baseline - line.baseline > Math.min(line.size, next.size) * 1.1) break;
      const [a, b] = [extent(line), extent(next)];
      if (Math.min(a[1], b[1]) > Math.max(a[0], b[0])) [line, next].forEach((l) => stacked.add(l));
    }
    // Lines over and under a bar of their own (not a line's inline fraction): a display fraction.
    for (const rule of rules) {
      const [left, right] = extent(line);
      const y = rule.top;
      const gap = line.size * 0.9;
      if (Math.min(right, rule.right) <= Math.max(left, rule.left)) continue;
      const tops = line.pieces.map((p) => p.top);
      const bottoms = line.pieces.map((p) => p.bottom);
      const over = Math.max(...bottoms) <= y + line.size * 0.1 && y - Math.max(...bottoms) < gap;
      const under = Math.min(...tops) >= y - line.size * 0.1 && Math.min(...tops) - y < gap;
      if (over || under) stacked.add(line);
    }
  });
  for (const line of lines) {
    line.pieces.sort((a, b) => a.left - b.left);
    // Cells: runs of pieces without a wide gap between them.
    const cells: Piece[][] = [];
    let right = -Infinity;
    for (const piece of line.pieces) {
      if (cells.length === 0 || piece.left - right > line.size * CELL_GAP) cells.push([]);
      cells.at(-1)!.push(piece);
      right = Math.max(right, piece.right);
    }
    for (const cell of cells) {
      const read = cellText(cell, line, rules);
      const text = read.text;
      // Text that runs past the page's edge is cut off where it was printed: not trusted.
      const offPage = cell.some((p) => p.right > 1000 || p.left < 0);
      const unsure = read.unsure || stacked.has(line) || offPage;
      if (!text) continue;
      out.push({
        text,
        size: line.size,
        ...(unsure ? { unsure } : {}),
        left: Math.min(...cell.map((p) => p.left)),
        top: Math.min(...cell.map((p) => p.top)),
        right: Math.max(...cell.map((p) => p.right)),
        bottom: Math.max(...cell.map((p) => p.bottom)),
      });
    }
  }
  return out;
}

// Display maths, as TeX sets it over several baselines (docs/product/extraction.md#maths): a
// fraction's numerator and denominator stand over and under a bar of their own, a radical's
// bar covers what stands under it, and big brackets, integral and radical signs hang above the
// line they belong to. Before a page's pieces become lines, each fraction and radical with a
// bar becomes one piece (`\frac{…}{…}`, `\sqrt[n]{…}`) on its formula's line, and each
// hanging sign moves onto the line beside it. What is left is read as
// any line is (glyphs.ts).
import { type Box, union } from './boxes.ts';

/** A piece of text as pdf.js places it (0-1000 scale), or a display fraction made of several. */
export interface Piece extends Box {
  str: string;
  baseline: number;
  size: number;
  /** Maths in it that could not be read with confidence. */
  unsure?: boolean;
}

/** Reads pieces that share one baseline (with their scripts) as text with LaTeX maths. */
export type ReadPieces = (pieces: Piece[], line: { baseline: number; size: number }) => { text: string; unsure: boolean };

/** Signs that TeX sets large and hangs from above the line: brackets, integrals, sums, radicals. */
const HANGING = /^[()[\]{}|∫∑∏∮√⟨⟩‖]+$/u;
/** A radical sign, or a glyph of no known meaning (TeX's extension font). */
const RADICAL = /[√\uE000-\uF8FF]/u;
/** A part's baseline lies at most this far (in letter sizes) over or under its bar. */
const OVER_BAR = 1.3;
const UNDER_BAR = 1.45;
/** A numerator's baseline lies at least this far over its bar; an underlined word's lies closer. */
const NUMERATOR_CLEARANCE = 0.12;
/** More bars than this on a page are not read as fractions and radicals. */
const MAX_BARS = 1_000;
/** A bar's parts lie within this many letter sizes of it, over or under (with room for nesting). */
const BAND = 3;
/** Rounds of moving hanging signs (each reaches one bracket further along a run of them). */
const PASSES = 3;
/** TeX's maths axis (where bars sit) is about this far over the baseline, in letter sizes. */
const AXIS = 0.25;

/** The baseline most of the largest pieces sit on, and their size. */
function mainLine(pieces: Piece[]): { baseline: number; size: number } {
  const size = Math.max(...pieces.map((p) => p.size));
  const full = pieces.filter((p) => p.size > size * 0.92);
  const counts = new Map<number, number>();
  for (const p of full) counts.set(Math.round(p.baseline), (counts.get(Math.round(p.baseline)) ?? 0) + 1);
  const [baseline] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return { baseline: full.find((p) => Math.round(p.baseline) === baseline)!.baseline, size };
}

/** The bar's fraction, if pieces stand over and under it (and it is no radical's or underline's bar). */
function fractionAt(bar: Box, pieces: Piece[], read: ReadPieces): { piece: Piece; parts: Piece[] } | undefined {
  // A fraction's parts lie within its bar's ends.
  const inside = pieces.filter((p) => p.left > bar.left - p.size * 0.3 && p.right < bar.right + p.size * 0.3);
  if (inside.length < 2) return undefined;
  // The parts' size is that of the pieces next to the bar (each weighed in its own size: a
  // fraction in an exponent is small and close); their scripts lie within reach of that size.
  const nextToBar = inside.filter((p) => (p.baseline <= bar.top ? bar.top - p.baseline < OVER_BAR * p.size : p.baseline - bar.top < UNDER_BAR * p.size));
  if (nextToBar.length === 0) return undefined;
  const size = Math.max(...nextToBar.map((p) => p.size));
  const over = inside.filter((p) => p.baseline <= bar.top && bar.top - p.baseline < OVER_BAR * size);
  const under = inside.filter((p) => p.baseline > bar.top && p.baseline - bar.top < UNDER_BAR * size);
  if (over.length === 0 || under.length === 0) return undefined;
  // An underlined word sits just over its rule.
  if (Math.min(...over.map((p) => bar.top - p.baseline)) < NUMERATOR_CLEARANCE * Math.max(...over.map((p) => p.size))) return undefined;
  // Both parts are centred on their bar (a line of text under an underlined word is not).
  const middle = (box: Box) => (box.left + box.right) / 2;
  const centred = (part: Piece[]) => Math.abs(middle(union(part)) - middle(bar)) < (bar.right - bar.left) * 0.2 + size * 0.3;
  if (!centred(over) || !centred(under)) return undefined;
  // A radical's bar starts where its sign ends.
  if (pieces.some((p) => signOf(p, bar))) return undefined;
  // A part never reaches past its bar: a line of text under a rule does. (A line of larger
  // text above a small fraction in an exponent reaches over it, on a row of its own.)
  const crosses = (p: Piece) => (p.left < bar.left - size * 0.3 && p.right > bar.left + 1) || (p.left < bar.right - 1 && p.right > bar.right + size * 0.3);
  const onPartRow = (p: Piece) => [...over, ...under].some((part) => Math.abs(part.baseline - p.baseline) < 0.5 * Math.max(part.size, p.size));
  if (pieces.some((p) => !inside.includes(p) && crosses(p) && onPartRow(p))) return undefined;
  const partText = (part: Piece[]) => {
    const sorted = [...part].sort((a, b) => a.left - b.left);
    return read(sorted, mainLine(sorted));
  };
  const [numerator, denominator] = [partText(over), partText(under)];
  if (!numerator.text || !denominator.text) return undefined;
  const parts = [...over, ...under];
  const box = union([...parts, bar]);
  const unsure = numerator.unsure || denominator.unsure || parts.some((p) => p.unsure);
  return {
    parts,
    piece: { ...box, str: `\\frac{${numerator.text}}{${denominator.text}}`, baseline: bar.top + AXIS * size, size, ...(unsure ? { unsure } : {}) },
  };
}

/** Whether the piece is the radical sign whose bar this is: the bar runs from the sign's top (level with a TeX radical's baseline, or over a text glyph's). */
const signOf = (p: Piece, bar: Box) =>
  RADICAL.test(p.str) && p.str.trim().length === 1 && Math.abs(p.right - bar.left) < p.size * 0.4 && bar.top > p.baseline - p.size * 1.2 && bar.top < p.baseline + p.size * 0.4;

/** The bar's radical, if a radical sign ends where it starts: what stands under it, with the index over the sign. */
function radicalAt(bar: Box, pieces: Piece[], read: ReadPieces): { piece: Piece; parts: Piece[] } | undefined {
  const sign = pieces.find((p) => signOf(p, bar));
  if (!sign) return undefined;
  const size = sign.size;
  const radicand = pieces.filter((p) => p !== sign && p.left > bar.left - p.size * 0.3 && p.right < bar.right + p.size * 0.3 && p.baseline > bar.top && p.baseline - bar.top < UNDER_BAR * size);
  if (radicand.length === 0) return undefined;
  // The index ("4" of a fourth root) is small and stands in the crook of the sign, on its left.
  const index = pieces.find((p) => p !== sign && !radicand.includes(p) && p.size < size * 0.8 && p.left < (sign.left + sign.right) / 2 && p.right < sign.right && p.right > sign.left - size * 0.5 && p.baseline < sign.baseline + size && p.baseline > bar.top - size * 0.5);
  const sorted = [...radicand].sort((a, b) => a.left - b.left);
  const line = mainLine(sorted);
  const inner = read(sorted, line);
  if (!inner.text) return undefined;
  const parts = [sign, ...radicand, ...(index ? [index] : [])];
  const unsure = inner.unsure || radicand.some((p) => p.unsure);
  const { baseline } = line;
  return {
    parts,
    piece: { ...union([...parts, bar]), str: `\\sqrt${index ? `[${index.str.trim()}]` : ''}{${inner.text}}`, baseline, size: Math.max(...radicand.map((p) => p.size)), ...(unsure ? { unsure } : {}) },
  };
}

/** Hanging signs moved onto the line of what stands beside them. */
function withHangingSigns(pieces: Piece[]): Piece[] {
  const hanging = (p: Piece) => HANGING.test(p.str.trim());
  const anchored = new Set(pieces.filter((p) => !hanging(p)));
  const beside = (a: Piece, b: Piece, gap: number) => Math.max(a.left, b.left) - Math.min(a.right, b.right) < gap * Math.max(a.size, b.size);
  const signs = pieces.filter(hanging);
  if (signs.length === 0) return pieces;
  // Signs on the line of a neighbour are ordinary brackets where they are. A few rounds reach
  // through a run of brackets ("((x"); the rounds are bounded, so a page of thousands of
  // brackets costs no more than a few passes over it.
  for (let round = 0, changed = true; changed && round < PASSES; round++) {
    changed = false;
    const onLines = [...anchored];
    for (const p of signs) {
      if (anchored.has(p)) continue;
      // Only a neighbour of its size: an exponent beside a big bracket (")³") does not hold it up.
      if (onLines.some((q) => q.size > p.size * 0.92 && beside(p, q, 1.2) && Math.abs(q.baseline - p.baseline) < 0.3 * p.size)) {
        anchored.add(p);
        changed = true;
      }
    }
  }
  const moved = new Map<Piece, Piece>();
  for (let round = 0, changed = true; changed && round < PASSES; round++) {
    changed = false;
    for (const p of signs) {
      if (anchored.has(p) || moved.has(p)) continue;
      // The line it hangs over: beside it, lower by up to two and a half letter sizes.
      // The line it hangs over: text of its size beside it, lower by up to two and a half
      // letter sizes; the nearest such line (a marker further down may stand beside it too).
      const below = [...anchored, ...moved.values()]
        .filter((q) => q.size > p.size * 0.92 && beside(p, q, 1.5) && q.baseline - p.baseline > 0.3 * p.size && q.baseline - p.baseline < 2.6 * p.size)
        .sort((a, b) => a.baseline - b.baseline)[0];
      if (!below) continue;
      moved.set(p, { ...p, baseline: below.baseline });
      changed = true;
    }
  }
  return pieces.map((p) => moved.get(p) ?? p);
}

/** Sum, product and integral signs: they take limits. */
export const BIG_OPERATOR_SIGNS = '∑∏∫∮';
const BIG_OPERATOR = new RegExp(`^[${BIG_OPERATOR_SIGNS}]$`, 'u');
/** A display fraction or radical read into one piece: the formula's own, whatever its size. */
const MADE = /^\\(?:frac|sqrt)/u;
/** The most big operators a page is read for (each looks at the pieces beside it). */
const MAX_BIG_OPERATORS = 200;

/**
 * Sums, products and integrals with their limits as one piece ("∫_{0}^{1}") on the line of
 * what follows them. A typesetter sets the sign larger or raised and its limits small, over and
 * under it or at its right (an integral's), before the first piece of the formula's own size:
 * read line by line, the sign and its limits would fall onto lines of their own.
 */
function withBigOperators(pieces: Piece[]): Piece[] {
  const signs = pieces.filter((p) => BIG_OPERATOR.test(p.str.trim()));
  if (signs.length === 0 || signs.length > MAX_BIG_OPERATORS) return pieces;
  const used = new Set<Piece>();
  const made: Piece[] = [];
  for (const sign of signs) {
    const size = sign.size;
    // What follows the sign: the nearest piece of the formula's size after it, on its baseline or
    // up to two and a half sizes lower (a display integral hangs above its line).
    const next = pieces
      .filter((q) => q !== sign && !used.has(q) && !BIG_OPERATOR.test(q.str.trim()) && (q.size > size * 0.92 || MADE.test(q.str)) && q.left >= sign.right - size * 0.2 && q.left - sign.right < 2.5 * size && q.baseline - sign.baseline > -0.3 * size && q.baseline - sign.baseline < 2.6 * size)
      .sort((a, b) => a.left - b.left)[0];
    if (!next) continue;
    const { baseline } = next;
    // A display fraction after the sign has its parts' size: the line's is at least the sign's.
    const lineSize = Math.max(next.size, MADE.test(next.str) ? size : 0);
    const small = pieces.filter((p) => p !== sign && !used.has(p) && p.size < lineSize * 0.92 && p.left >= sign.left - 0.5 * size && p.right <= next.left + 0.3 * size);
    /** The run of small pieces in one band that starts at the sign: a limit. */
    const limit = (inBand: (p: Piece) => boolean): Piece[] => {
      const band = small.filter(inBand).sort((a, b) => a.left - b.left);
      const run: Piece[] = [];
      for (const p of band) {
        const last = run.at(-1);
        if (!last ? p.left <= sign.right + 0.8 * size : p.left - last.right < 0.4 * p.size && Math.abs(p.baseline - last.baseline) < 0.3 * p.size) run.push(p);
      }
      return run;
    };
    const upper = limit((p) => p.baseline < baseline - 0.2 * lineSize && p.baseline > sign.top - size);
    const lower = limit((p) => p.baseline > baseline + 0.12 * lineSize && p.baseline < baseline + 1.2 * lineSize);
    if (upper.length === 0 && lower.length === 0 && Math.abs(sign.baseline - baseline) < 0.3 * size) continue;
    const text = (part: Piece[]) => part.map((p) => p.str.trim()).join('');
    const parts = [sign, ...upper, ...lower];
    for (const p of parts) used.add(p);
    const unsure = parts.some((p) => p.unsure);
    made.push({
      ...union(parts),
      str: `${sign.str.trim()}${lower.length ? `_{${text(lower)}}` : ''}${upper.length ? `^{${text(upper)}}` : ''}`,
      baseline,
      size: lineSize,
      ...(unsure ? { unsure } : {}),
    });
  }
  return [...pieces.filter((p) => !used.has(p)), ...made];
}

/** A piece of a tall vertical bar, as TeX builds one from several. */
const BAR_PIECE = /^[|∣]$/u;
/** The most bar pieces a page is read for (each looks at the others in its column). */
const MAX_BAR_PIECES = 500;

/**
 * A system of equations set between two tall bars (each stacked from bar pieces, as TeX builds
 * them) as one `\begin{array}{l}…\end{array}` piece, a row per equation, on its middle row's
 * baseline. Read line by line, the bars' pieces and the rows' cells came out as scattered
 * glyphs.
 */
function withBarredSystems(pieces: Piece[], read: ReadPieces): Piece[] {
  const barPieces = pieces.filter((p) => BAR_PIECE.test(p.str.trim()));
  if (barPieces.length < 6 || barPieces.length > MAX_BAR_PIECES) return pieces;
  // Tall bars: runs of at least three bar pieces over one another in one column.
  const columns = new Map<number, Piece[]>();
  for (const p of barPieces) columns.set(Math.round(p.left), [...(columns.get(Math.round(p.left)) ?? []), p]);
  const tall: { parts: Piece[]; left: number; right: number; top: number; bottom: number }[] = [];
  for (const column of columns.values()) {
    column.sort((a, b) => a.baseline - b.baseline);
    let run: Piece[] = [];
    const close = () => {
      if (run.length >= 3) tall.push({ parts: run, left: run[0]!.left, right: run[0]!.right, top: run[0]!.top, bottom: run.at(-1)!.bottom });
      run = [];
    };
    for (const p of column) {
      if (run.length > 0 && p.baseline - run.at(-1)!.baseline > p.size) close();
      run.push(p);
    }
    close();
  }
  const used = new Set<Piece>();
  const made: Piece[] = [];
  for (const left of tall.sort((a, b) => a.left - b.left)) {
    if (left.parts.some((p) => used.has(p))) continue;
    const size = left.parts[0]!.size;
    const right = tall
      .filter((b) => b.left > left.right && !b.parts.some((p) => used.has(p)) && Math.abs(b.top - left.top) < size && Math.abs(b.bottom - left.bottom) < size)
      .sort((a, b) => a.left - b.left)[0];
    if (!right) continue;
    const inside = pieces.filter((p) => !BAR_PIECE.test(p.str.trim()) && !used.has(p) && p.left >= left.right - 1 && p.right <= right.left + 1 && p.baseline > left.top && p.top < left.bottom);
    const rows: Piece[][] = [];
    for (const p of [...inside].sort((a, b) => a.baseline - b.baseline)) {
      const row = rows.at(-1);
      if (row && p.baseline - row[0]!.baseline < 0.3 * p.size) row.push(p);
      else rows.push([p]);
    }
    if (rows.length < 2) continue;
    const texts = rows.map((row) => {
      const sorted = [...row].sort((a, b) => a.left - b.left);
      return read(sorted, mainLine(sorted));
    });
    if (texts.some((t) => !t.text)) continue;
    const parts = [...left.parts, ...right.parts, ...inside];
    for (const p of parts) used.add(p);
    const middle = rows[Math.floor((rows.length - 1) / 2)]!;
    const unsure = texts.some((t) => t.unsure) || inside.some((p) => p.unsure);
    made.push({
      ...union(parts),
      // Without spaces: the system is one formula, whatever its rows hold.
      str: `\\begin{array}{l}${texts.map((t) => t.text.replace(/\s+/gu, '')).join('\\\\')}\\end{array}`,
      baseline: mainLine(middle).baseline,
      size: Math.max(...inside.map((p) => p.size)),
      ...(unsure ? { unsure } : {}),
    });
  }
  return [...pieces.filter((p) => !used.has(p)), ...made];
}

/** The pieces (sorted by baseline) whose baselines lie within `reach` of `y`, found by halving. */
function baselinesAround(byBaseline: Piece[], y: number, reach: number): Piece[] {
  let low = 0;
  for (let high = byBaseline.length; low < high; ) {
    const middle = (low + high) >> 1;
    if (byBaseline[middle]!.baseline < y - reach) low = middle + 1;
    else high = middle;
  }
  const band: Piece[] = [];
  for (let i = low; i < byBaseline.length && byBaseline[i]!.baseline <= y + reach; i++) band.push(byBaseline[i]!);
  return band;
}

/** What an overline can stand over: a name of letters, digits and primes ("BC", "AH", "A'B'"). */
const OVERLINED = /^[\p{L}\p{N}'′]+$/u;
/** More rules than this on a page are not read as overlines. */
const MAX_OVERLINES = 1_000;

/**
 * A segment's or a repeating decimal's bar: a rule just over a name's letters (a capital's top
 * is about 0.7 sizes over its baseline), spanning them and nothing else, with nothing over it
 * (which would make it a fraction's bar) and no radical sign before it (which would make it the
 * radical's), becomes `\overline{BC}`. The rules read so are no longer bars for what comes after.
 */
export function withOverlines(pieces: Piece[], rules: Box[]): { pieces: Piece[]; rules: Box[] } {
  if (rules.length === 0 || rules.length > MAX_OVERLINES) return { pieces, rules };
  const used = new Set<Piece>();
  const made: Piece[] = [];
  const left: Box[] = [];
  // Each rule is weighed against the pieces whose baselines lie within reach of it only.
  const byBaseline = [...pieces].sort((a, b) => a.baseline - b.baseline);
  const reach = 1.3 * Math.max(...pieces.map((p) => p.size), 0);
  for (const rule of rules) {
    const band = baselinesAround(byBaseline, rule.top, reach);
    const under = band
      .filter((p) => !used.has(p) && p.baseline - rule.top > 0.6 * p.size && p.baseline - rule.top < 1.05 * p.size && p.left > rule.left - 0.3 * p.size && p.right < rule.right + 0.3 * p.size)
      .sort((a, b) => a.left - b.left);
    const first = under[0];
    const last = under.at(-1);
    const size = first?.size ?? 0;
    const spans = first && last && Math.abs(first.left - rule.left) < 0.3 * size && Math.abs(last.right - rule.right) < 0.3 * size;
    const names = under.every((p) => OVERLINED.test(p.str.trim()) && Math.abs(p.baseline - first!.baseline) < 0.1 * size);
    // A piece over the rule's middle makes it a fraction's bar (1 over BC), not an overline.
    const numerator = band.some((p) => p.baseline <= rule.top && rule.top - p.baseline < 1.3 * p.size && p.left < rule.right && p.right > rule.left && (p.left + p.right) / 2 > rule.left && (p.left + p.right) / 2 < rule.right);
    // A rule that starts where a radical sign ends is the radical's.
    const radical = band.some((p) => signOf(p, rule));
    if (!first || !spans || !names || numerator || radical) {
      left.push(rule);
      continue;
    }
    for (const p of under) used.add(p);
    const unsure = under.some((p) => p.unsure);
    made.push({ ...union(under), str: `\\overline{${under.map((p) => p.str.trim()).join('')}}`, baseline: first.baseline, size, ...(unsure ? { unsure } : {}) });
  }
  return { pieces: [...pieces.filter((p) => !used.has(p)), ...made], rules: left };
}

/** After the bars' fractions and radicals: systems between tall bars, big operators with their limits, then hanging signs onto their lines. */
const withSignsAndSystems = (pieces: Piece[], read: ReadPieces): Piece[] => withHangingSigns(withBigOperators(withBarredSystems(pieces, read)));

/** A page's pieces with its display fractions and radicals as single pieces and its hanging signs on their lines. */
export function withDisplayMaths(pieces: Piece[], rules: Box[], read: ReadPieces): Piece[] {
  // Each bar is weighed against the pieces in a band around it: a page of more bars than any
  // sheet of maths has (drawn to cost time) is read without them.
  const bars = rules.length > MAX_BARS ? [] : rules;
  if (bars.length === 0) return withSignsAndSystems(pieces, read);
  const reach = BAND * Math.max(...pieces.map((p) => p.size), 0);
  const byBaseline = [...pieces].sort((a, b) => a.baseline - b.baseline);
  const consumed = new Set<Piece>();
  const made: Piece[] = [];
  /** The pieces not yet read into a fraction or radical whose baseline lies near the bar's height. */
  const around = (bar: Box): Piece[] => [
    ...baselinesAround(byBaseline, bar.top, reach).filter((p) => !consumed.has(p)),
    ...made.filter((p) => !consumed.has(p) && Math.abs(p.baseline - bar.top) <= reach),
  ];
  // Inner bars are narrower than the bars around them: their fractions are read first.
  for (const bar of [...bars].sort((a, b) => a.right - a.left - (b.right - b.left))) {
    const band = around(bar);
    const found = radicalAt(bar, band, read) ?? fractionAt(bar, band, read);
    if (!found) continue;
    for (const part of found.parts) consumed.add(part);
    made.push(found.piece);
  }
  return withSignsAndSystems([...pieces, ...made].filter((p) => !consumed.has(p)), read);
}

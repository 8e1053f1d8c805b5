// Extraction without an AI provider: a worksheet's problems, read from its text layer
// (docs/product/extraction.md). An item starts at a line (or table cell) with a marker ("1.",
// "2)", "Aufgabe 3:", "Exercise 4", … in the five languages) and runs down its column to the
// next marker. Letter items ("a)", "b)") start items of their own only on sheets without
// numbered items; elsewhere they are parts of their item, each on a line of its own. A sheet
// without any markers whose cells are sums to work out (a drill grid) gives one item a cell.
// Page furniture is dropped: headers, footers and page numbers, headings (larger type),
// whatever stands before the first item (title, name line, cover table, allowed aids), and
// point boxes. A solution section ("Lösungen", "Erwartungshorizont", "Answer key", …) gives
// solutions to the items with the same numbers, never items. Figures come from what the page
// draws (drawings.ts), each given to the item it stands under or beside.
import { type Box, union } from './boxes.ts';
import { type TextLine, withRadicals } from './glyphs.ts';

export interface SheetItem {
  pageIndex: number;
  /** The number of its marker, when it has one. */
  number: number | undefined;
  text: string;
  /** The item's text on the page (0-1000). */
  textBox: Box;
  /** The box of the item's figure, with its labels (0-1000). */
  figure: Box | undefined;
  /** Maths in it that could not be read with confidence. */
  unsure: boolean;
  solution: string | undefined;
  /** A result the task gives in brackets for comparing ("(Antwort: 376)"), taken out of its text. */
  answer?: string | undefined;
}

export interface SheetReading {
  items: SheetItem[];
  /** The school year the sheet names ("Klasse 7", "Grade 8", "Q2"), if it names one. */
  grade: number | undefined;
}

export interface SheetPage {
  lines: TextLine[];
  figures?: Box[];
}

const TASK_WORDS = [
  'Aufgabe', 'Aufg\\.', 'Übung', 'Exercise', 'Problem', 'Task', 'Question', 'Ejercicio', 'Problema', 'Pregunta',
  'Задача', 'Задание', 'Упражнение', 'Вправа', 'Завдання',
];
const NUMBERED = /^(\d{1,2})[.)](?:\s+(?=\S)|\s*$)/u;
const TASK = new RegExp(`^(?:${TASK_WORDS.join('|')})\\s*(\\d{1,2})[a-z]?(?:\\s*[:.)]\\s*|\\s+|$)`, 'iu');
const LETTER = /^[a-z]\)\s+(?=\S)/u;
/** A part's heading: "Part A", "Teil 2", "Parte b)". */
const PART = /^(?:Part|Teil|Parte|Часть|Частина)\s+(?:[A-Za-z]|\d{1,2}|[IVX]{1,4})\b[:.)]?/u;
/** A marker with nothing after it on its line. */
const BARE_MARKER = /^(?:\d{1,2}|[a-z])[.)]$/u;
const SOLUTIONS = /^(?:Lösungen|Lösung|Lösungshinweise|Erwartungshorizont|Solutions?|Answers?|Answer key|Soluciones|Respuestas|Ответы|Решения|Відповіді|Розв[’']язки)\s*:?$/iu;
const PAGE_NUMBER = /^[-–—\s]*(?:(?:Seite|Page|Página|Pág\.|Страница|Стр\.|Сторінка|С\.)\s*)?\d{1,3}(?:\s*(?:von|of|de|из|з|\/)\s*\d{1,3})?[-–—\s]*$/iu;
/** A note that the page goes on overleaf: "Problem 4 continued on next page. . .", "Fortsetzung auf der nächsten Seite", "bitte wenden". */
const CONTINUED = new RegExp(
  `^[(\\[]?(?:(?:${TASK_WORDS.join('|')})\\s*\\d{1,2}[a-z]?\\s+)?(?:continued on (?:the )?next page|Fortsetzung (?:auf der )?(?:nächsten|folgenden) Seite|bitte wenden|b\\.\\s?w\\.|continúa en la página siguiente|продолжение на следующей странице|продовження на наступній сторінці)\\s*(?:…|(?:\\.\\s?){3})?[)\\]]?$`,
  'iu',
);
/** Point boxes and marks: "( / 5 BE)", "(4 Punkte)", "[2 marks]", "/ 3 P". */
const POINTS = /[([]\s*(?:\/\s*)?\d*(?:[.,]5)?\s*(?:\/\s*\d+\s*)?(?:BE|VP|P\.?|Pkt\.?|Punkte?|points?|pts?\.?|marks?|puntos?|балл(?:а|ов)?|бал(?:и|ів)?)\s*[)\]]/giu;
/** Above this and below that (0-1000) is a page's header or footer band. */
const HEADER_BOTTOM = 50;
const FOOTER_TOP = 935;
/** A wider gap than this (in line heights) ends an item's text. */
const PARAGRAPH_GAP = 1.8;
/** A hint to a task, which belongs to it: "(Hinweis: …)", "Hint: …". */
const HINT = /^\(|^(?:Hinweis|Tipp|Hint|Tip|Pista|Sugerencia|Подсказка|Указание|Підказка|Вказівка)\b/iu;
/**
 * Where a task comes from, after its number: a competition's task number with a reference to
 * the literature ("Aufgabe 2 (61236, [2, A 24])"). Not the task's text.
 */
const CITATION = /^\s*\([^()]*\[\d[^\]]*\]\)\s*/u;
/**
 * A bracket that is all of the number's line, with the task on the lines below: where the task
 * comes from ("Aufgabe 5 (√WURZEL, δ19)", a journal and its issue), not the task's text.
 */
const SOURCE_LINE = /^\s*\([^()]*\)\s*$/u;
/** This many lines of prose before the first task make a sheet a handout. */
const HANDOUT_PROSE = 8;
/** Type this much larger than the body text is a heading. */
const HEADING = 1.15;
/** A cell of a drill grid: a sum to work out. */
const EXERCISE = /\d\s*(?:[+\-−·×*:÷]|\\cdot|\\frac)\s*[\d(\\]|=\s*(?:_+|\.{3,}|…)?\s*$/u;

/** The marker that starts an item on this line, if it has one. */
function markerOf(text: string, lettersAreItems: boolean): RegExpMatchArray | null {
  return text.match(TASK) ?? text.match(NUMBERED) ?? (lettersAreItems ? text.match(LETTER) : null);
}

// ---------------------------------------------------------------------------------------
// Maths in the text: spans of formula tokens go inside $…$, in LaTeX.

const UNICODE_MATH: Record<string, string> = {
  '−': '-', '·': '\\cdot ', '×': '\\times ', '÷': '\\div ', '≤': '\\leq ', '≥': '\\geq ', '≠': '\\neq ', '≈': '\\approx ',
  '∈': '\\in ', '∉': '\\notin ', '∀': '\\forall ', '∃': '\\exists ', '≡': '\\equiv ', '⊂': '\\subset ', '∪': '\\cup ', '∩': '\\cap ', '→': '\\to ', '⇒': '\\Rightarrow ', '∞': '\\infty ',
  'ℝ': '\\mathbb{R}', 'ℕ': '\\mathbb{N}', 'ℤ': '\\mathbb{Z}', 'ℚ': '\\mathbb{Q}', 'ℂ': '\\mathbb{C}', '±': '\\pm ', 'π': '\\pi ', '°': '^{\\circ}',
  '²': '^{2}', '³': '^{3}', '½': '\\frac{1}{2}', '⅓': '\\frac{1}{3}', '⅔': '\\frac{2}{3}', '¼': '\\frac{1}{4}', '¾': '\\frac{3}{4}',
  'α': '\\alpha ', 'β': '\\beta ', 'γ': '\\gamma ', 'δ': '\\delta ', 'ε': '\\varepsilon ', 'ϵ': '\\epsilon ', 'ζ': '\\zeta ', 'η': '\\eta ', 'θ': '\\theta ', 'ϑ': '\\vartheta ',
  'κ': '\\kappa ', 'λ': '\\lambda ', 'μ': '\\mu ', 'ν': '\\nu ', 'ξ': '\\xi ', 'ρ': '\\rho ', 'σ': '\\sigma ', 'τ': '\\tau ', 'φ': '\\varphi ', 'ϕ': '\\phi ',
  'χ': '\\chi ', 'ψ': '\\psi ', 'ω': '\\omega ', 'Γ': '\\Gamma ', 'Δ': '\\Delta ', 'Θ': '\\Theta ', 'Λ': '\\Lambda ', 'Σ': '\\Sigma ', 'Φ': '\\Phi ', 'Ψ': '\\Psi ', 'Ω': '\\Omega ',
  '∑': '\\sum ', '∫': '\\int ', '√': '\\sqrt ', '∠': '\\angle ', '△': '\\triangle ', '‖': '\\parallel ', '⊥': '\\perp ', '′': "'", '∂': '\\partial ', '∇': '\\nabla ', '⊆': '\\subseteq ', '∅': '\\emptyset ',
};
const MATH_CHARS = new RegExp(`[=<>${Object.keys(UNICODE_MATH).join('')}]`, 'u');
const FUNCTIONS = /^(lim|sin|cos|tan|log|ln|exp|max|min)$/u;
/** A number, a variable, or both ("2x", "(c", "4d)", "f(x)", "2ab"), points' names ("OAH|"): formula only beside an operator. */
const TERM = /^[([|]*(?:\d+(?:[.,]\d+)?)?(?:[A-Za-z](?:\([a-z]\))?)?\d*[)\]|]*$|^\d+[A-Za-z]{2,3}$|^[([|]*[A-Z]{2,3}'*[)\]|]*$/u;
/** A factor before a bracket that goes on ("1000(1", "2(x"). */
const OPENS = /^\d+(?:[.,]\d+)?\([\d\p{L}]*$/u;
const FRACTION = /^[([]*\d{1,6}\/\d{1,6}[)\]]*$/u;
const UNIT = /^(?:mm|cm|dm|m|km|g|kg|ml|l)$/u;

/** A point with its coordinates: P(1|2|3), Q(-1|0,5). */
const POINT = /^[A-Z]['’]?\([−-]?\d+(?:[.,]\d+)?(?:\|[−-]?\d+(?:[.,]\d+)?)+\)$/u;
/** A function applied to its argument: "sin(x", "(log(x)". */
const CALL = /(?:^|[^\p{L}\\])(?:sin|cos|tan|log|ln|exp)\(/u;
/** A signed term ("-26M", "+R", "+20") or a sum written without spaces ("Hu+y"), as OCR gives them. */
const SIGNED = /^[+-][\d(]|^-[A-Za-z]{1,2}$|^\+[\p{L}\p{N}(]|[\p{L}\p{N})]\+[\p{L}\p{N}(]/u;
/** A function of one variable by its name: "f(t)", "Q(t)". */
const APPLIED = /^[A-Za-z]\([a-z]\)[,.;]?$/u;
const isStrong = (token: string) =>
  APPLIED.test(token) ||
  POINT.test(token) || CALL.test(token) || /\\[a-z]+|[_^]\{/u.test(token) || MATH_CHARS.test(token) || FRACTION.test(token) || /^[+\-*:=<>/]$/u.test(token) || SIGNED.test(token);
const isWeak = (token: string) => token !== '' && (/^…,?$/u.test(token) || OPENS.test(token) || TERM.test(token) || FUNCTIONS.test(token) || UNIT.test(token.replace(/\^\{\d\}$/u, '')));

/** A span's tokens in LaTeX. */
function latex(tokens: string[]): string {
  const out: string[] = [];
  tokens.forEach((token, i) => {
    let t = token;
    if (FUNCTIONS.test(t)) t = `\\${t}`;
    else if (i > 0 && /^\d/u.test(tokens[i - 1]!) && UNIT.test(t.replace(/\^\{\d\}$|[²³]$/u, ''))) {
      const [, unit, power] = /^([a-z]+)(.*)$/u.exec(t)!;
      t = `\\text{ ${unit}}${power}`;
    }
    t = t.replace(/(?<![\d/.,])(\d{1,6})\/(\d{1,6})(?![\d/])/gu, '\\frac{$1}{$2}');
    // A function's name before its argument: "sin(x", "cos^{2}", and "(cos" of "(cos x)".
    t = t.replace(/(?<![\\A-Za-z])(sin|cos|tan|ln|log|exp)(?=\(|\^|$)/gu, '\\$1');
    t = t.replace(/…/gu, '\\ldots');
    t = [...t].map((c) => UNICODE_MATH[c] ?? c).join('').trim();
    out.push(t);
  });
  return out.join(' ').replace(/\s+/gu, ' ').replace(/ ([\^_])/gu, '$1');
}

/** The words of a text: runs without white space, a group in braces (`\frac{a + b}{2}`) as one. */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let depth = 0;
  for (const char of text) {
    if (char === '{') depth++;
    else if (char === '}') depth = Math.max(0, depth - 1);
    if (depth === 0 && /\s/u.test(char)) {
      if (word) words.push(word);
      word = '';
    } else word += char;
  }
  if (word) words.push(word);
  return words;
}

/** Marks a word that is glued to the formula before it (the rest of a compound): no space between. */
const GLUED = '\u2063';

/** Formulas in a piece of plain text, put inside $…$ (text already inside $…$ is left alone). */
function mathOfPlain(text: string, firstIsLabel: boolean): string {
  // A point's coordinates set apart by the typesetter ("B (2| − 2|1)") are one token.
  // An ellipsis set as three dots ("a_{1}, . . . , a_{n}") is one, and part of the formula around it.
  const dots = text.replace(/\.\s?\.\s?\.(\s?,)?/gu, (_, comma: string | undefined) => (comma ? '…,' : '…'));
  // A function's name set apart from its argument ("f (t)") is one with it.
  const calls = dots.replace(/(?<![\p{L}\\])([A-Za-z]) \(([a-z])\)/gu, '$1($2)').replace(/(?<![\p{L}\\])(sin|cos|tan|log|ln|exp) \(/gu, '$1(');
  const points = calls.replace(/\b([A-Z]['’]?)\s?\(([^()|]*(?:\|[^()|]*)+)\)/gu, (_, name: string, inner: string) => `${name}(${inner.replace(/\s+/gu, '')})`);
  // A compound of a formula and a word ("x_{1}x_{2}-Ebene", "x-Achse") keeps the word out of the formula.
  const words = wordsOf(withRadicals(points)).flatMap((w) => {
    const compound = /^(.*[^\s-])(-\p{Lu}\p{Ll}{2,}[.,;:!?]?)$/u.exec(w);
    return compound && isStrong(compound[1]!) ? [compound[1]!, `${GLUED}${compound[2]}`] : [w];
  });
  const math = words.map((w, i) => {
    if (i === 0 && firstIsLabel && /^[a-z]\)$/u.test(w)) return false;
    const core = w.replace(/[.,;!?]$/u, '');
    if (/^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/u.test(core)) return false;
    return isStrong(core) || isWeak(core);
  });
  // A product of letters between two operators ("= bz −", ": Xy +") is maths, not a word.
  const strongAt = (i: number) => i >= 0 && i < words.length && isStrong(words[i]!.replace(/[.,;!?]$/u, ''));
  const inIntegral = (i: number) => words.slice(0, i).some((v) => /∫|\\int/u.test(v));
  const differential = (i: number) => i < words.length && /^d[a-z][.,;]?$/u.test(words[i]!) && inIntegral(i);
  words.forEach((w, i) => {
    // So is one at the end after an operator ("= V + pt"), or before an integral's differential ("+ kx dx").
    if (!math[i] && /^[A-Za-z]{2}$/u.test(w) && strongAt(i - 1) && (strongAt(i + 1) || i === words.length - 1 || differential(i + 1))) math[i] = true;
    // The differential after an integrand ("∫ (2x + 1) dx") ends the integral.
    if (!math[i] && differential(i) && math[i - 1]) math[i] = true;
  });
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    if (!math[i]) {
      out.push(words[i]!);
      i++;
      continue;
    }
    let j = i;
    while (j < words.length && math[j]) j++;
    let span = words.slice(i, j);
    // A span needs an operator or markup; a lone operator between words is a dash.
    if (!span.some((w) => isStrong(w.replace(/[.,;!?]$/u, ''))) || (span.length === 1 && /^[+\-*:/]$/u.test(span[0]!))) {
      out.push(...span);
      i = j;
      continue;
    }
    // Punctuation after the formula and words standing at its edges stay outside.
    const before: string[] = [];
    const after: string[] = [];
    while (span.length > 1 && /^[+\-*:/<>]$/u.test(span.at(-1)!)) after.unshift(span.pop()!);
    if (!span.some((w) => isStrong(w.replace(/[.,;!?]$/u, '')))) {
      out.push(...span, ...after);
      i = j;
      continue;
    }
    let last = span.at(-1)!;
    let trailing = '';
    if (/[.,;!?]$/u.test(last)) {
      trailing = last.slice(-1);
      last = last.slice(0, -1);
      span = [...span.slice(0, -1), last];
    }
    while (span.length > 1 && /^[A-Za-z]$/u.test(span[0]!) && !isStrong(span[1]!)) before.push(span.shift()!);
    // A lone word-letter after a number ("= 11 y comprueba") is a word of the sentence, not a factor ("A + T b").
    while (span.length > 1 && /^[aeiouy]$/u.test(span.at(-1)!) && !isStrong(span.at(-2)!)) after.unshift(span.pop()!);
    out.push(...before, `$${latex(span)}$${trailing}`, ...after);
    i = j;
  }
  return out.join(' ').replaceAll(` ${GLUED}`, '');
}

/**
 * Words that name a mathematical object by a letter after them ("die Gerade g", "Punkte E und F",
 * "das Dreieck ABD", "the function f", "la recta r", "точка A"), in the five languages.
 */
const NAMING_NOUNS = [
  'Punkt', 'Punkte', 'Punktes', 'Punkten', 'Gerade', 'Geraden', 'Ebene', 'Ebenen', 'Strecke', 'Strecken', 'Dreieck', 'Dreiecks', 'Viereck', 'Vierecks',
  'Parallelogramm', 'Parallelogramms', 'Pyramide', 'Kreis', 'Kreises', 'Vektor', 'Vektors', 'Vektoren', 'Funktion', 'Funktionen', 'Polynom', 'Polynoms',
  'Menge', 'Matrix', 'Folge', 'Seite', 'Seiten', 'Höhenfußpunkt', 'Höhenfußpunkte', 'Mittelpunkt', 'Schnittpunkt', 'Eckpunkt', 'Eckpunkte',
  // Quantities named by their letter ("der Ladestrom I", "die Zeit t"); German has no article of
  // one letter that could stand after them (English "time a car needs", Spanish "velocidad a la").
  'Ladung', 'Ladestrom', 'Strom', 'Stromstärke', 'Spannung', 'Widerstand', 'Leistung', 'Energie', 'Kraft', 'Masse', 'Temperatur',
  'Druck', 'Zeit', 'Geschwindigkeit', 'Beschleunigung', 'Kapazität', 'Radius', 'Durchmesser', 'Winkel', 'Flächeninhalt', 'Umfang',
  'point', 'points', 'line', 'lines', 'plane', 'segment', 'triangle', 'quadrilateral', 'parallelogram', 'circle', 'vector', 'vectors', 'function', 'polynomial', 'set', 'matrix', 'side', 'sides',
  'punto', 'puntos', 'recta', 'rectas', 'plano', 'segmento', 'triángulo', 'función', 'polinomio', 'conjunto', 'matriz', 'lado', 'lados',
  'точка', 'точки', 'точку', 'прямая', 'прямой', 'прямую', 'прямые', 'плоскость', 'отрезок', 'треугольник', 'функция', 'функции', 'функцию', 'многочлен', 'множество', 'матрица',
  'заряд', 'ток', 'напряжение', 'сопротивление', 'мощность', 'масса', 'время', 'скорость', 'ускорение', 'радиус', 'угол',
  'точці', 'пряма', 'прямої', 'пряму', 'площина', 'відрізок', 'трикутник', 'функція', 'функції', 'функцію', 'множина', 'матриця',
  'струм', 'напруга', 'опір', 'потужність', 'маса', 'час', 'швидкість', 'прискорення', 'радіус', 'кут',
];
/** A name: up to four capitals (with primes), or one small Latin letter, with its index ("S_{r}"). */
const NAME = "(?:[A-Z]{1,4}'*|[a-z])(?:_\\{[\\p{L}\\p{N}]{1,4}\\})?";
const AND_OR = '(?:und|oder|and|or|y|o|и|или|і|та|або)';
const NAME_LIST_SEPARATOR = new RegExp(`(\\s+${AND_OR}\\s+)`, 'u');
const NAMED = new RegExp(
  `(?<!\\p{L})(${NAMING_NOUNS.map((noun) => `[${noun[0]!.toUpperCase()}${noun[0]}]${noun.slice(1)}`).join('|')})(\\s+)(${NAME}(?:\\s*,\\s*${NAME})*(?:\\s+${AND_OR}\\s+${NAME})?)(?![\\p{L}\\p{N}(|'’])(?!\\s?\\()(?!\\s?:\\s?(?:\\\\vec|\\\\begin|[A-Za-z]?\\s?=))`,
  'gu',
);
/**
 * Names after the words that introduce them, as maths: "die Gerade $g$", "Punkte $E$ und $F$",
 * "die Seiten $a, b, c$" (a list set with commas is one formula, as it is written in LaTeX).
 * A name that starts an equation ("die Gerade g: \vec{x} = …") is left to that equation's formula.
 */
const withNames = (text: string) =>
  text.replace(NAMED, (_, noun: string, space: string, names: string) => noun + space + names.split(NAME_LIST_SEPARATOR).map((part, i) => (i % 2 === 0 ? `$${part}$` : part)).join(''));

/** The text with its formulas in $…$ LaTeX: Unicode maths, plain fractions, glyph-read exponents. */
export function withMath(text: string): string {
  return text
    .split('\n')
    .map((paragraph) =>
      paragraph
        .split(/(\$[^$]*\$)/u)
        .map((part, i) => (i % 2 === 1 ? part : withNames(part)))
        .join('')
        .split(/(\$[^$]*\$)/u)
        .map((part, i) => {
          if (i % 2 === 1 || part.trim() === '') return part;
          const lead = /^\s*/u.exec(part)![0];
          const trail = /\s*$/u.exec(part)![0];
          return lead + mathOfPlain(part.trim(), i === 0) + trail;
        })
        .join('')
        // Punctuation set apart after a formula (a full stop after a stacked fraction) closes up to it.
        .replace(/\$ ([.,;!?])(?=\s|$)/gu, '$$$1')
        // Two formulas with nothing between them are one ("$S$$_{r}$" would open display maths).
        .replace(/(?<=[^$\s])\$\$(?=[^$\s])/gu, '')
        // A paragraph's own number ("1. f(n) = …", a list in the task) is not part of its formula.
        .replace(/^\$(\d{1,2}[.)])\s+(?=[^\s$])/u, '$1 $$'),
    )
    .join('\n');
}

// ---------------------------------------------------------------------------------------
// The school year a sheet is for.

const GRADE_PATTERNS: [RegExp, (m: RegExpMatchArray) => number][] = [
  [/\b(?:Klasse|Klassenstufe|Jahrgangsstufe|Jahrgang|Jg\.|Stufe)\s*:?\s*(\d{1,2})/iu, (m) => Number(m[1])],
  [/\b(\d{1,2})\.\s*(?:Klasse|Schuljahr)/iu, (m) => Number(m[1])],
  [/\b(?:Grade|Year|Class)\s*:?\s*(\d{1,2})\b/iu, (m) => Number(m[1])],
  [/\b(\d{1,2})(?:st|nd|rd|th)\s+grade\b/iu, (m) => Number(m[1])],
  [/(\d{1,2})\s*(?:-?[йи]\s*)?(?:класс|клас)/iu, (m) => Number(m[1])],
  [/(?:класс|клас)\s*:?\s*(\d{1,2})/iu, (m) => Number(m[1])],
  [/(\d{1,2})\s*º\s*(?:de\s+)?(?:ESO|Primaria)/iu, (m) => Number(m[1]) + (/ESO/iu.test(m[0]) ? 6 : 0)],
  // Gymnasiale Oberstufe (G8): Einführungsphase 10, Qualifikationsphase 1 and 2: 11 and 12.
  [/(?:^|[\s,(-])(EF|Q1|Q2)(?=$|[\s,.)-])/u, (m) => ({ EF: 10, Q1: 11, Q2: 12 })[m[1] as 'EF' | 'Q1' | 'Q2']],
];

function gradeOf(lines: TextLine[]): number | undefined {
  for (const line of lines) {
    for (const [pattern, value] of GRADE_PATTERNS) {
      const m = line.text.match(pattern);
      if (m) {
        const grade = value(m);
        if (grade >= 1 && grade <= 13) return grade;
      }
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------

/** A line's height, for gaps. */
const heightOf = (line: TextLine) => line.bottom - line.top;

/** Lines that are page furniture: headers, footers, page numbers, and text repeated on every page. */
function furnitureOf(pages: TextLine[][]): Set<TextLine> {
  const out = new Set<TextLine>();
  const seen = new Map<string, number>();
  for (const lines of pages) {
    for (const key of new Set(lines.filter((l) => l.top < 120 || l.top > 880).map((l) => l.text.replace(/\d+/gu, '#')))) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  for (const lines of pages) {
    for (const line of lines) {
      const band = line.top < 120 || line.top > 850;
      if (CONTINUED.test(line.text.trim())) out.add(line);
      if (TASK.test(line.text) || STATEMENT.test(line.text.trim())) continue;
      if ((band && PAGE_NUMBER.test(line.text)) || line.bottom < HEADER_BOTTOM || line.top > FOOTER_TOP) out.add(line);
      // A task's heading ("Aufgabe 3") at the top of several pages is not a running header.
      else if (pages.length > 1 && (line.top < 120 || line.top > 880) && !TASK.test(line.text) && (seen.get(line.text.replace(/\d+/gu, '#')) ?? 0) >= 2) out.add(line);
    }
  }
  return out;
}

/** The size of the body text: the size most of the text is set in. */
function bodySize(lines: TextLine[]): number | undefined {
  const weight = new Map<number, number>();
  for (const line of lines) if (line.size) weight.set(Math.round(line.size * 10), (weight.get(Math.round(line.size * 10)) ?? 0) + line.text.length);
  let best: number | undefined;
  for (const [size, w] of weight) if (best === undefined || w > weight.get(best)!) best = size;
  return best === undefined ? undefined : best / 10;
}

const cleaned = (text: string) => (CAPTION.test(text.trim()) ? '' : text.replace(POINTS, ' ').replace(BLANKS, ' ').replace(/\s+/gu, ' ').trim());
/** Dotted blanks to write an answer on ("…………", ". . . . ."), also over a rule: no text of the task. */
const BLANKS = /\\frac\{[.…\s]*\}\{[.…\s]*\}|(?:[.…]\s?){4,}/gu;
/** A figure's caption alone on its line ("Bild 1", "Abb. 2", "Figure 3"): the figure's, not the task's text. */
const CAPTION = /^(?:Bild|Abb\.|Abbildung|Figur|Figure|Fig\.|Figura|Рис\.|Рисунок|Мал\.|Малюнок)\s*\d{1,2}[a-z]?$/u;

/**
 * A task that refers back to what stands above it ("Beweise diese Beziehungen.", "Prove this
 * theorem."): a demonstrative in its first sentence, in the five languages.
 */
const REFERS_BACK =
  /(?<!\p{L})(?:dies(?:e[mnrs]?)?|obige[mnrs]?|(?:im|dem|den|das|der|die|des|vom|zum)\s+(?:alte|neue|gegebene)[mnrs]?|this|these|above|est[aeo]s?|это(?:т|го|му|м)?|эт[иуа]|ц(?:ей|ього|і|ю|я))(?!\p{L})/iu;
/** The lines of a task's context: closer together than this many line heights. */
const CONTEXT_GAP = 2;

/**
 * In a handout, the explanation right above a task that refers back to it: the block of lines
 * in the task's column up to a heading, another problem, the top of the page or a wider gap.
 */
function contextAbove(lines: TextLine[], first: TextLine, taken: Box[], isHeading: (line: TextLine) => boolean): TextLine[] {
  const reach = first.left + (first.right - first.left) * 0.6;
  const above = lines.filter((l) => l.bottom <= first.top + 1 && l.left >= first.left - 15 && l.left < reach).sort((a, b) => b.top - a.top);
  const inOther = (line: TextLine) => taken.some((box) => line.top < box.bottom && line.bottom > box.top && line.left < box.right && line.right > box.left);
  const block: TextLine[] = [];
  let edge = first;
  for (const line of above) {
    if (isHeading(line) || inOther(line) || edge.top - line.bottom > heightOf(line) * CONTEXT_GAP) break;
    block.unshift(line);
    edge = line;
  }
  return block;
}

/** Lines as paragraphs: a marker ("1.", "a)") or a gap starts one; wrapped lines are joined. */
function paragraphsOf(lines: TextLine[]): string[] {
  const paragraphs: string[] = [];
  lines.forEach((line, i) => {
    const text = cleaned(line.text);
    if (!text) return;
    const gap = i > 0 && line.top - lines[i - 1]!.bottom > heightOf(line) * 0.6;
    if (paragraphs.length === 0 || gap || markerOf(text, true)) paragraphs.push(text);
    else paragraphs[paragraphs.length - 1] = joinWrapped(paragraphs.at(-1)!, text);
  });
  return paragraphs;
}

/** An equation's number at the page's right edge, beside its display formula: "(5)". */
const EQUATION_NUMBER = /^\(\d{1,3}[a-z]?\)$/u;
const isEquationNumber = (line: TextLine, lines: TextLine[]) =>
  EQUATION_NUMBER.test(line.text.trim()) &&
  line.left > 700 &&
  lines.some((other) => other !== line && other.right < line.left - 50 && other.top < line.bottom && line.top < other.bottom);

/** A display formula: a line of maths set in well from the task's margin. */
const DISPLAY_INDENT = 80;
const isDisplayFormula = (line: TextLine, margin: number) => line.left >= margin + DISPLAY_INDENT && /[=<>≤≥]|\\frac/u.test(line.text) && !LETTER.test(line.text);

/** A line that starts a part of a task: "a) …", "3.", "Part B", "2. …". */
const startsPart = (text: string) => LETTER.test(text) || BARE_MARKER.test(text) || PART.test(text) || markerOf(text, false) !== null;

/**
 * Where a task of a worked sheet that has no solution label ends and its solution begins: at a
 * new paragraph after the task has ended a sentence, unless that paragraph is a formula set out
 * under the task or a hint, or the task's parts ("a) …", "2. …") follow.
 */
function startsUnlabelledSolution(line: TextLine, previous: TextLine, task: string, rest: string[], display: boolean): boolean {
  const gap = line.top - previous.bottom > heightOf(previous) * 0.6 && Math.abs(line.top - previous.top) > heightOf(previous) * 0.6;
  const ended = /[.!?)]$/u.test(task.trim());
  return gap && ended && !display && !HINT.test(rest[0] ?? '') && !rest.some(startsPart);
}

/** A solution written under its task ("Lösung: …"). */
const INLINE_SOLUTION = /^(?:(?:Lösung|Lösungshinweis|Solution|Answer|Solución|Respuesta|Решение|Ответ|Розв[’']язання|Відповідь)(?:\s*:\s*|\s*$)|(?:Beweis|Proof|Demostración|Доказательство|Доведення)(?:\s*[.:]\s*|\s*$))/iu;

/**
 * A result given in brackets at the end of a task, for the pupil to compare with: "(Antwort, zum
 * Vergleich: 376 und 001)". It is the task's answer (and, with no solution written out, its
 * solution), not part of what the task asks.
 */
const TRAILING_ANSWER =
  /\s*\((?:Antwort|Lösung|Ergebnis|Answer|Solution|Result|Respuesta|Solución|Resultado|Ответ|Решение|Відповідь)(?:,[^():]{0,40})?:\s*([^()]{1,200})\)\s*$/iu;

/** The heading of a sheet's one task, without a number. */
const STATEMENT = /^(?:Aufgabenstellung|Aufgabe|Problem statement|Problem|Task|Enunciado|Условие|Задача|Умова|Завдання)\s*:?$/iu;

/** A section that adds to the task after its solution ("2 Erweiterung der Aufgabenstellung", "Zusatzaufgabe", "Extension"). */
const EXTENSION =
  /^(?:\d+(?:\.\d+)*\s+)?(?:Erweiterung(?: der Aufgabe(?:nstellung)?)?|Zusatzaufgabe|Extension(?: of the (?:task|problem))?|Extended task|Ampliación(?: del (?:ejercicio|problema))?|Дополнительное задание|Додаткове завдання)\s*:?$/iu;

/** Lines joined as one paragraph, wrapped words made whole. */
const paragraph = (lines: TextLine[]) => lines.map((l) => cleaned(l.text)).reduce((t, line) => (t ? joinWrapped(t, line) : line), '');

/**
 * A sheet of one task and its worked solution: the task is what stands under its heading up to
 * the first section heading; everything after it is the solution, but for a section that extends
 * the task (its heading and what it asks join the task; the solution goes on after it).
 */
function singleTask(pages: TextLine[][], statement: TextLine, body: number | undefined): SheetItem[] {
  const pageIndex = pages.findIndex((lines) => lines.includes(statement));
  const isSection = (line: TextLine) => body !== undefined && line.size !== undefined && line.size > body * 1.05;
  const after = pages.flatMap((lines, i) => (i < pageIndex ? [] : lines.filter((l) => i > pageIndex || l.top > statement.top)).map((line) => ({ line, i })));
  const section = after.findIndex(({ line }) => isSection(line));
  const own = (section < 0 ? after : after.slice(0, section)).map((a) => a.line);
  let rest = section < 0 ? [] : after.slice(section).map((a) => a.line);
  let extension: TextLine[] = [];
  const extended = rest.findIndex((l) => isSection(l) && EXTENSION.test(cleaned(l.text)));
  if (extended >= 0) {
    const next = rest.findIndex((l, i) => i > extended && isSection(l));
    extension = rest.slice(extended, next < 0 ? undefined : next);
    rest = [...rest.slice(0, extended), ...(next < 0 ? [] : rest.slice(next))];
  }
  const task = paragraph(own);
  if (!task) return [];
  const added = extension.length > 1 ? `\n\n${cleaned(extension[0]!.text).replace(/^\d+(?:\.\d+)*\s+|\s*:$/gu, '')}: ${paragraph(extension.slice(1))}` : '';
  const text = withMath(task + added);
  const solution = withMath(rest.map((l) => cleaned(l.text).replace(/^\d+(?:\.\d+)*\s+(?=\p{Lu})/u, '')).join('\n'));
  const unsure = [...own, ...extension].some((l) => l.unsure);
  return [{ pageIndex, number: undefined, text, textBox: union([statement, ...own]), figure: undefined, unsure, solution: solution || undefined }];
}

/** A wrapped line joined to the text before it; a word hyphenated at the line's end is joined whole ("min-" "destens"). */
export const joinWrapped = (before: string, line: string) =>
  /\p{Ll}-$/u.test(before) && /^\p{Ll}/u.test(line) ? `${before.slice(0, -1)}${line}` : `${before} ${line}`;

interface Located {
  pageIndex: number;
  line: TextLine;
}

/** The lines below `first` in its column, down to the next marker, heading, or wide gap. */
function columnBelow(lines: TextLine[], first: TextLine, stop: (line: TextLine) => boolean, prose = false): TextLine[] {
  const rowHeight = heightOf(first) * 0.6;
  const neighbours = lines.filter((l) => l !== first && Math.abs(l.top - first.top) < rowHeight && l.left > first.left + 5).sort((a, b) => a.left - b.left);
  // A number alone ("4.") has its text beside it: a display formula, set a little off its row
  // (up to two lines), the nearest one to its right unless another marker comes first.
  const near = lines.filter((l) => l !== first && l.left > first.right && Math.abs(l.top - first.top) < heightOf(first) * 2).sort((a, b) => a.left - b.left);
  const beside = BARE_MARKER.test(first.text.trim()) && near[0] && !stop(near[0]) ? near[0] : undefined;
  // The column ends where the next item to the right begins: on this row, or a marker set a
  // little lower or higher (two-digit numbers are set apart from one-digit ones).
  const nextMarkers = near.filter((l) => l !== beside && stop(l));
  const right = Math.min(1000, ...[...neighbours.filter((l) => l !== beside), ...nextMarkers].map((l) => l.left));
  const own = beside ? [first, beside] : [first];
  for (const line of lines) {
    // A line on the marker's row is beside it, not under it; one whose top reaches up into the
    // row (a raised fraction at its start) but that ends well below it is the next line.
    const onRow = line.top <= first.top + rowHeight && line.bottom <= first.bottom + rowHeight;
    if (line === beside || onRow || line.left < first.left - 15 || line.left >= right) continue;
    if (stop(line)) break;
    const previous = own.at(-1)!;
    // A marker alone on its line ("Aufgabe 1", a heading) may have its text a little further
    // down; a bare number ("3.") with nothing beside it, its formula set lower still (a tall
    // formula of the row before pushed it down).
    const lone = own.length === 1 && first.text.length <= 24;
    const gap = lone && BARE_MARKER.test(first.text.trim()) ? PARAGRAPH_GAP * 4.5 : lone ? PARAGRAPH_GAP * 1.8 : PARAGRAPH_GAP;
    // Cells of one row under the item (its parts side by side) are one step down, not a gap.
    if (line.top - previous.bottom > heightOf(previous) * gap && Math.abs(line.top - previous.top) > rowHeight) break;
    // In a handout, explanation goes on after a task: a new paragraph of prose at the margin,
    // once the task has ended a sentence, is not part of it (its solution, once begun, is).
    const lowest = own.reduce((a, b) => (b.bottom > a.bottom ? b : a));
    const paragraph = line.top - lowest.bottom > heightOf(lowest) * 0.6 && line.left <= first.left + 5;
    const continues = LETTER.test(line.text) || HINT.test(line.text) || INLINE_SOLUTION.test(line.text) || own.some((l) => INLINE_SOLUTION.test(l.text));
    // A display formula set in from the margin ends no sentence with its closing bracket.
    const ended = /[.!?]$/u.test(lowest.text.trim()) || (/\)$/u.test(lowest.text.trim()) && lowest.left <= first.left + 5);
    if (prose && paragraph && ended && !continues) break;
    own.push(line);
  }
  return own;
}

/**
 * An item's lines in reading order when part of it is set in two columns (a task's parts a)…d)
 * beside e)…h)): the lines across the whole width first, then the left column, then the right.
 */
function inColumns(own: TextLine[]): TextLine[] {
  // A line set out to the left of the columns, alone on its row ("Lösung" under the parts),
  // ends one band of columns; each band is read column by column on its own.
  const alone = (line: TextLine) => !own.some((other) => other !== line && Math.abs(other.top - line.top) < heightOf(line) * 0.6);
  const indent = Math.min(...own.filter((l) => !alone(l)).map((l) => l.left));
  const bands: TextLine[][] = [[]];
  own.forEach((line, i) => {
    if (i > 0 && alone(line) && line.left < indent - 10 && bands.at(-1)!.length > 0) bands.push([]);
    bands.at(-1)!.push(line);
  });
  return bands.flatMap(columnsOf);
}

/** A band's lines column by column (see inColumns). */
function columnsOf(own: TextLine[]): TextLine[] {
  // On one row: tops within most of the lower line's height (a tall display formula set a
  // little under its part's label is not on the label's row).
  const onRow = (a: TextLine, b: TextLine) => Math.abs(a.top - b.top) < Math.min(heightOf(a), heightOf(b)) * 0.6;
  const besides = own.filter((line) => own.some((other) => other !== line && onRow(other, line) && other.left > line.right));
  if (besides.length < 2) return own;
  const gutter = Math.min(...own.filter((l) => besides.some((b) => b !== l && onRow(b, l) && b.right < l.left)).map((l) => l.left));
  const left = own.filter((l) => l.right < gutter);
  const right = own.filter((l) => l.left >= gutter);
  const across = own.filter((l) => l.right >= gutter && l.left < gutter);
  // Only a plain split: everything across the width stands above both columns.
  const columnsTop = Math.min(...[...left.slice(1), ...right].map((l) => l.top));
  if (right.length < 2 || left.length < 2 || across.some((l) => l.top > columnsTop)) return own;
  const ordered = [...across, ...left, ...right].sort((a, b) => {
    const rank = (l: TextLine) => (across.includes(l) ? 0 : left.includes(l) ? 1 : 2);
    return rank(a) - rank(b) || a.top - b.top;
  });
  // Parts labelled along the rows (a) beside b), c) beside d)) are read in their labels' order,
  // each with its own lines; labelled down the columns, that is the order already.
  const parts: TextLine[][] = [];
  for (const line of ordered) {
    if (parts.length === 0 || LETTER.test(line.text)) parts.push([line]);
    else parts.at(-1)!.push(line);
  }
  const label = (part: TextLine[]) => (LETTER.test(part[0]!.text) ? part[0]!.text[0]! : '');
  const labels = parts.map(label).filter(Boolean);
  if (new Set(labels).size !== labels.length) return ordered;
  return parts.sort((a, b) => label(a).localeCompare(label(b))).flat();
}

/** The problems of a sheet's pages, in reading order, with their solutions and the sheet's grade. */
export function readSheet(pages: SheetPage[]): SheetReading {
  const allLines = pages.flatMap((p) => p.lines);
  const grade = gradeOf(allLines);
  const furniture = furnitureOf(pages.map((p) => p.lines));
  const body = bodySize(allLines);
  const isHeading = (line: TextLine) => body !== undefined && line.size !== undefined && line.size > body * HEADING;
  // A footnote: smaller type under the text, starting with its raised mark ("¹Es gilt …").
  const footnote = (line: TextLine) => body !== undefined && line.size !== undefined && line.size < body * 0.92 && line.top > 750 && /^\^\{\d\}/u.test(line.text);
  const kept = pages.map((p) => p.lines.filter((l) => !furniture.has(l) && !footnote(l)));

  // Everything from a solution heading on is solutions.
  // (A "Solution" under every task is each task's own, not a section.)
  let solutionStart: Located | undefined;
  const solutionHeadings = kept.flat().filter((l) => SOLUTIONS.test(l.text.trim())).length;
  kept.forEach((lines, pageIndex) => {
    const heading = lines.find((l) => SOLUTIONS.test(l.text.trim()));
    if (!heading || solutionStart || solutionHeadings !== 1) return;
    // A "Lösung" followed by tasks of new numbers is the solution of the task before it, not a
    // section (a section's solutions repeat the tasks' numbers).
    const numbers = (after: boolean) =>
      kept.flatMap((other, i) => other.filter((l) => (after ? i > pageIndex || (i === pageIndex && l.top > heading.top) : i < pageIndex || (i === pageIndex && l.top < heading.top))).map((l) => TASK.exec(l.text)?.[1]).filter((n) => n !== undefined));
    const before = new Set(numbers(false));
    if (!numbers(true).some((n) => !before.has(n))) solutionStart = { pageIndex, line: heading };
  });
  const inSolutions = (pageIndex: number, line: TextLine) =>
    solutionStart !== undefined && (pageIndex > solutionStart.pageIndex || (pageIndex === solutionStart.pageIndex && line.top >= solutionStart.line.top));
  const problemLines = kept.map((lines, pageIndex) => lines.filter((l) => !inSolutions(pageIndex, l)));
  const solutionLines = kept.map((lines, pageIndex) => lines.filter((l) => inSolutions(pageIndex, l) && l !== solutionStart?.line));

  const flat = problemLines.flat().filter((l) => !isHeading(l) || TASK.test(l.text));
  const statement = problemLines.flat().find((l) => STATEMENT.test(l.text.trim()));
  if (statement && !flat.some((l) => TASK.test(l.text))) return { items: singleTask(problemLines, statement, body), grade };
  // On a sheet of "Aufgabe n" tasks, "1." lines set in from the tasks' headings are parts of a task.
  const taskLefts = flat.filter((line) => TASK.test(line.text)).map((line) => line.left);
  const taskLeft = taskLefts.length > 0 ? Math.min(...taskLefts) : Infinity;
  const lettersAreItems = taskLefts.length === 0 && !flat.some((line) => NUMBERED.test(line.text));
  const drill = lettersAreItems && !flat.some((line) => LETTER.test(line.text));
  const markerIn = (line: TextLine) => (line.left > taskLeft + 10 ? line.text.match(TASK) : markerOf(line.text, lettersAreItems));
  const starts = (line: TextLine) => (drill ? !isHeading(line) && EXERCISE.test(line.text) : markerIn(line) !== null && (!isHeading(line) || TASK.test(line.text)));

  // A handout: paragraphs of explanation before the first task (a worksheet has a title, a
  // name line, an instruction or two). Its tasks end where the explanation goes on.
  const firstTask = flat.findIndex(starts);
  const handout = flat.slice(0, firstTask < 0 ? 0 : firstTask).filter((l) => l.text.length >= 50).length >= HANDOUT_PROSE;

  // A worked sheet (a homework handed in, an answer-keyed sheet) has its tasks' solutions under
  // them, most of them labelled ("Solution", "Proof."). A task there without a label has its
  // solution right under it too: what follows the task's first paragraph is that solution.
  const worked = problemLines.flat().filter((l) => INLINE_SOLUTION.test(cleaned(l.text))).length >= 2;

  const items: SheetItem[] = [];
  problemLines.forEach((lines, pageIndex) => {
    for (const first of lines.filter(starts)) {
      const column = drill ? [first] : inColumns(columnBelow(lines, first, (l) => starts(l) || (isHeading(l) && !SOLUTIONS.test(l.text.trim()) && !PART.test(l.text.trim())), handout));
      // An equation's number is a reference for the text around it, not part of the task.
      const own = column.filter((line) => !isEquationNumber(line, column));
      // Display formulas stacked one under another (a list of identities) each keep a line of
      // their own, and so does the text after them; joined, they would read as one formula.
      const displayed = own.map((line) => isDisplayFormula(line, first.left));
      const stacked = displayed.map((d, i) => d && (displayed[i - 1] === true || displayed[i + 1] === true));
      const marker = drill ? undefined : markerIn(first);
      const paragraphs: string[] = [];
      const solution: string[] = [];
      let solving = false;
      const labelled = own.some((line) => INLINE_SOLUTION.test(cleaned(line.text)));
      own.forEach((line, i) => {
        let text = cleaned(i === 0 && marker ? line.text.slice(marker[0].length).replace(CITATION, '') : line.text);
        if (i === 0 && marker && own.length > 1 && SOURCE_LINE.test(text)) text = '';
        if (worked && !labelled && !solving && i > 0 && paragraphs.length > 0 && startsUnlabelledSolution(line, own[i - 1]!, paragraphs.at(-1)!, own.slice(i).map((l) => cleaned(l.text)), displayed[i] === true)) {
          solution.push('');
          solving = true;
        }
        // "Lösung: …" under a task: from there on its solution.
        const solutionMark = INLINE_SOLUTION.exec(text);
        if (solutionMark && (paragraphs.length > 0 || solution.length > 0)) {
          text = text.slice(solutionMark[0].length).trim();
          solution.push('');
          solving = true;
        }
        // The next part ("Part B") after a part's solution is the task's again.
        if (PART.test(text)) {
          solving = false;
          paragraphs.push('');
        }
        if (!text) return;
        const into = solving ? solution : paragraphs;
        // A part ("a) …") starts a new paragraph; any other line continues a wrapped sentence.
        // So does the top line of a second column (it stands above the line before it).
        const newColumn = i > 0 && line.top < own[i - 1]!.top - 2;
        const display = i > 0 && !newColumn && (stacked[i] === true || stacked[i - 1] === true);
        if (into.length === 0 || into.at(-1) === '' || newColumn || display || startsPart(text)) {
          if (into.at(-1) === '') into[into.length - 1] = text;
          else into.push(text);
        } else into[into.length - 1] = joinWrapped(into.at(-1)!, text);
      });
      const trailingAnswer = paragraphs.length > 0 ? TRAILING_ANSWER.exec(paragraphs.at(-1)!) : null;
      if (trailingAnswer) paragraphs[paragraphs.length - 1] = paragraphs.at(-1)!.slice(0, trailingAnswer.index);
      // In a handout, a task that refers back ("Beweise diese Beziehungen.") takes what it refers to.
      const firstSentence = /^[^.!?]*/u.exec(paragraphs[0] ?? '')![0];
      const context = handout && REFERS_BACK.test(firstSentence) ? contextAbove(lines, first, items.filter((i) => i.pageIndex === pageIndex).map((i) => i.textBox), isHeading) : [];
      const text = withMath([...paragraphsOf(context), ...paragraphs].map((p) => p.trim()).filter(Boolean).join('\n\n'));
      if (!text) continue;
      const solutionText = withMath(solution.map((p) => p.trim()).filter(Boolean).join('\n\n'));
      items.push({
        pageIndex,
        number: marker?.[1] ? Number(marker[1]) : undefined,
        text,
        textBox: union([...context, ...own]),
        figure: undefined,
        unsure: [...context, ...own].some((l) => l.unsure),
        solution: solutionText || undefined,
        answer: trailingAnswer ? withMath(trailingAnswer[1]!.trim()) : undefined,
      });
    }
  });

  solutionsBetween(items, problemLines, starts);
  withInstructions(items, problemLines, isHeading);
  attachFigures(items, pages, problemLines);
  attachSolutions(items, solutionLines);
  return { items, grade };
}

/** A "Lösung" block of its own (on the page after its task) is the solution of the task before it. */
function solutionsBetween(items: SheetItem[], pages: TextLine[][], starts: (line: TextLine) => boolean) {
  pages.forEach((lines, pageIndex) => {
    for (const heading of lines.filter((l) => INLINE_SOLUTION.test(l.text.trim()) && l.text.trim().length <= 24)) {
      const owner = items.filter((i) => i.pageIndex < pageIndex || (i.pageIndex === pageIndex && i.textBox.top < heading.top)).at(-1);
      if (!owner || owner.solution || (owner.pageIndex === pageIndex && heading.top <= owner.textBox.bottom)) continue;
      const own = columnBelow(lines, heading, starts).slice(1);
      const text = withMath(own.map((l) => cleaned(l.text)).filter(Boolean).join('\n'));
      if (text) owner.solution = text;
    }
  });
}

/**
 * An item that is only a formula ("4y² = −15y − 10" under "Solve the following equations.")
 * takes the instruction it stands under, so that it can be set as a problem of its own.
 */
function withInstructions(items: SheetItem[], pages: TextLine[][], isHeading: (line: TextLine) => boolean) {
  const inItem = (line: TextLine, pageIndex: number) =>
    items.some((i) => i.pageIndex === pageIndex && line.top >= i.textBox.top - 1 && line.bottom <= i.textBox.bottom + 1 && line.left >= i.textBox.left - 1 && line.right <= i.textBox.right + 1);
  const words = /^\p{Lu}\p{Ll}+(?:\s+\p{L}+)+$/u;
  /** The instruction the last formula-only item took, for those on the next page under no text of their own. */
  let last: { text: string; pageIndex: number } | undefined;
  for (const item of items) {
    if (item.text.replace(/\$[^$]*\$/gu, '').replace(/[\s.,;:!?()]/gu, '') !== '') {
      last = undefined;
      continue;
    }
    const above = pages[item.pageIndex]!.filter((l) => l.bottom <= item.textBox.top && !inItem(l, item.pageIndex)).sort((a, b) => b.top - a.top);
    let instruction: string | undefined;
    for (const line of above) {
      // A numbered section's heading when no sentence stands under it ("3 Compute the
      // derivative"); a sheet's title ("Division drill") is no instruction.
      if (isHeading(line)) {
        const title = /^\d+(?:\.\d+)*\.?\s+(.*)$/u.exec(line.text)?.[1];
        if (title && words.test(title)) instruction = title;
        break;
      }
      // A sentence, or a line of words only ("Compute each derivative").
      if (/\p{L}{3,}.*[.:]$/u.test(line.text) || words.test(line.text)) {
        instruction = cleaned(line.text);
        break;
      }
      // Other text ends the search; a line without words (a stray list of symbols) is passed over.
      if (/\p{L}{3,}/u.test(line.text)) break;
    }
    if (instruction) last = { text: instruction, pageIndex: item.pageIndex };
    else if (above.length === 0 && last && last.pageIndex < item.pageIndex) instruction = last.text;
    if (instruction) item.text = `${withMath(instruction)}\n\n${item.text}`;
  }
}

/** Each figure goes to the item it stands under (down to the next item) or beside; small labels next to it join it. */
function attachFigures(items: SheetItem[], pages: SheetPage[], lines: TextLine[][]) {
  pages.forEach((page, pageIndex) => {
    const onPage = items.filter((i) => i.pageIndex === pageIndex);
    for (const figure of page.figures ?? []) {
      const middle = (figure.top + figure.bottom) / 2;
      const above = onPage.filter((i) => i.textBox.top <= middle && i.textBox.left < figure.right && !onPage.some((o) => o !== i && o.textBox.top > i.textBox.top && o.textBox.top <= figure.top && o.textBox.left < figure.right && o.textBox.right > figure.left));
      const owner = above.sort((a, b) => b.textBox.top - a.textBox.top)[0];
      if (!owner || owner.figure) continue;
      // Labels: short lines touching the drawing that belong to no item's text.
      const labels = lines[pageIndex]!.filter(
        (l) =>
          l.text.length <= 14 &&
          !onPage.some((i) => l.top >= i.textBox.top - 1 && l.bottom <= i.textBox.bottom + 1 && l.left >= i.textBox.left - 1 && l.right <= i.textBox.right + 1) &&
          l.left - 15 <= figure.right && figure.left - 15 <= l.right && l.top - 15 <= figure.bottom && figure.top - 15 <= l.bottom,
      );
      owner.figure = union([figure, ...labels]);
    }
  });
}

/** Solutions by the numbers of their items (or in order, for a sheet without numbers). */
function attachSolutions(items: SheetItem[], pages: TextLine[][]) {
  const found: { number: number | undefined; text: string }[] = [];
  for (const lines of pages) {
    for (const first of lines.filter((l) => markerOf(l.text, true))) {
      const own = columnBelow(lines, first, (l) => markerOf(l.text, true) !== null);
      const marker = markerOf(first.text, true)!;
      const text = withMath(own.map((l, i) => cleaned(i === 0 ? l.text.slice(marker[0].length) : l.text)).filter(Boolean).join('\n'));
      if (text) found.push({ number: marker[1] ? Number(marker[1]) : undefined, text });
    }
  }
  const numbered = items.some((i) => i.number !== undefined);
  found.forEach((solution, index) => {
    const item = numbered ? items.find((i) => i.number === solution.number && !i.solution) : items[index];
    if (item) item.solution = solution.text;
  });
}

/** The items of the pages' text lines, in reading order (readSheet without figures). */
export function itemsFromText(pages: TextLine[][]): SheetItem[] {
  return readSheet(pages.map((lines) => ({ lines }))).items;
}

// Problem markdown as short plain text, shared by the web app (excerpts) and the server
// (labels of the class progress matrix): formulas as readable text, no markdown marks.

/** The first 50 characters of a text (by characters a person sees, not UTF-16 units), with "…" when cut. */
export function firstChars(text: string, count = 50): string {
  const characters = Array.from(text.trim().replace(/\s+/g, ' '));
  return characters.length <= count ? characters.join('') : `${characters.slice(0, count).join('').trimEnd()}…`;
}

// LaTeX commands that stand for one character in a plain-text excerpt.
const LATEX_SYMBOLS: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: ':',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  neq: '≠',
  ne: '≠',
  approx: '≈',
  infty: '∞',
  pi: 'π',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  Delta: 'Δ',
  varphi: 'φ',
  circ: '°',
  degree: '°',
  euro: '€',
  to: '→',
  rightarrow: '→',
  Rightarrow: '⇒',
  ldots: '…',
  dots: '…',
  cdots: '⋯',
  percent: '%',
};

const SUPERSCRIPTS: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };

/** One formula as plain text: "\frac{3}{4} \cdot x^2" → "3/4 · x²". */
function plainFormula(tex: string): string {
  let text = tex;
  // Innermost first, so that nested fractions and roots come out whole.
  for (let round = 0; round < 10; round++) {
    const before = text;
    text = text
      .replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, (_, a: string, b: string) => `${wrap(a)}/${wrap(b)}`)
      .replace(/\\sqrt\s*\{([^{}]*)\}/g, (_, a: string) => `√${wrap(a)}`)
      .replace(/\\(?:text|mathrm|textbf|mathbf|textit|mathit|operatorname)\s*\{([^{}]*)\}/g, '$1')
      .replace(/\^\{([^{}]*)\}/g, (_, a: string) => superscript(a))
      .replace(/_\{([^{}]*)\}/g, '_$1');
    if (text === before) break;
  }
  return text
    .replace(/\^(\d)/g, (_, d: string) => SUPERSCRIPTS[d] ?? d)
    .replace(/\\(?:left|right|displaystyle|big|Big)\b/g, '')
    .replace(/\\[,;:! ]|\\q?quad\b/g, ' ')
    .replace(/\\([%$&#_{}])/g, '$1')
    .replace(/\\([a-zA-Z]+)/g, (_, name: string) => LATEX_SYMBOLS[name] ?? '')
    .replace(/[{}]/g, '')
    .replace(/\\\\/g, ' ');
}

/** A fraction's part keeps its brackets when it is more than one term: (a+b)/2. */
const wrap = (part: string) => (/^[\w.,·²³]+$/u.test(part.trim()) ? part.trim() : `(${part.trim()})`);
const superscript = (part: string) => (/^\d+$/.test(part) ? Array.from(part, (d) => SUPERSCRIPTS[d] ?? d).join('') : `^(${part})`);

/**
 * A problem's markdown with LaTeX as plain text, for places that show a short excerpt rather
 * than the rendered problem (e.g. the delete confirmation): formulas become readable text
 * ("$\frac{3}{4}$" → "3/4"), markdown marks, table rules and pictures go, line breaks fold.
 */
export function plainProblemText(markdown: string): string {
  return markdown
    .replace(/\$\$([\s\S]+?)\$\$|\$((?:[^$\\]|\\.)+?)\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g, (_, a?: string, b?: string, c?: string, d?: string) =>
      plainFormula(a ?? b ?? c ?? d ?? ''),
    )
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, '')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/gm, '$1$2')
    .replace(/^[ \t]*\|[ \t]*|[ \t]*\|[ \t]*$/gm, '')
    .replace(/[ \t]*\|[ \t]*/g, ' | ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of a problem as plain text: its first 50 characters (docs/product/screens.md, delete confirmation). */
export function problemExcerpt(markdown: string, count = 50): string {
  return firstChars(plainProblemText(markdown), count);
}

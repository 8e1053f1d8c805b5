// Number and formula formatting for the generated problem texts (German or English).
export type Lang = 'de' | 'en';

/** The German or the English text. */
export const t = (lang: Lang, de: string, en: string): string => (lang === 'de' ? de : en);

const plain = {
  de: new Intl.NumberFormat('de-DE', { maximumFractionDigits: 4 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 }),
};
const bare = {
  de: new Intl.NumberFormat('de-DE', { maximumFractionDigits: 4, useGrouping: false }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4, useGrouping: false }),
};

/** A number in running text: 1.234,5 (de) or 1,234.5 (en). */
export function num(x: number, lang: Lang): string {
  return plain[lang].format(x);
}

/** A number inside $…$: no grouping; the German decimal comma in braces so KaTeX adds no space. */
export function tex(x: number, lang: Lang): string {
  const s = bare[lang].format(x).replace('−', '-');
  return lang === 'de' ? s.replace(',', '{,}') : s;
}

const euros = {
  de: [0, 2].map((d) => new Intl.NumberFormat('de-DE', { minimumFractionDigits: d, maximumFractionDigits: d })),
  en: [0, 2].map((d) => new Intl.NumberFormat('en-GB', { minimumFractionDigits: d, maximumFractionDigits: d })),
};

/** An amount of money: "17,50 €" / "€17.50"; whole amounts without cents ("18 €"). */
export function money(x: number, lang: Lang): string {
  const cents = Math.round(x * 100);
  const s = (euros[lang][cents % 100 === 0 ? 0 : 1] as Intl.NumberFormat).format(cents / 100);
  return lang === 'de' ? `${s} €` : `€${s}`;
}

/** "value unit" inside $…$, e.g. 6\,\text{cm}. */
export function qty(x: number, unit: string, lang: Lang): string {
  return `${tex(x, lang)}\\,\\text{${unit}}`;
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1;
}

export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/** p/q in lowest terms, the sign on the numerator. */
export function reduce(p: number, q: number): [number, number] {
  const g = gcd(p, q) * Math.sign(q);
  return [p / g, q / g];
}

/** \frac{p}{q} (as given, not reduced); a whole number when q is 1. */
export function frac(p: number, q: number): string {
  if (q === 1) return String(p);
  return p < 0 ? `-\\frac{${-p}}{${q}}` : `\\frac{${p}}{${q}}`;
}

/** A reduced fraction as an answer: $\frac{11}{12}$. */
export function fracAnswer(p: number, q: number): string {
  const [a, b] = reduce(p, q);
  return `$${frac(a, b)}$`;
}

/** A polynomial from its coefficients, highest power first: [2, -3, 0, 1] → 2x^3 - 3x^2 + 1. */
export function poly(coefficients: readonly number[], variable = 'x'): string {
  const degree = coefficients.length - 1;
  let out = '';
  coefficients.forEach((c, i) => {
    if (c === 0) return;
    const power = degree - i;
    const abs = Math.abs(c);
    const body =
      power === 0 ? String(abs) : `${abs === 1 ? '' : abs}${variable}${power === 1 ? '' : `^${power > 9 ? `{${power}}` : power}`}`;
    out += out === '' ? (c < 0 ? `-${body}` : body) : c < 0 ? ` - ${body}` : ` + ${body}`;
  });
  return out === '' ? '0' : out;
}

/** "+ 5" / "- 5" for a term that follows another. */
export function signed(x: number): string {
  return x < 0 ? `- ${-x}` : `+ ${x}`;
}

/**
 * Three wrong answers from candidates: distinct, none equal to the answer. Throws when the
 * candidates run out, so a template that cannot produce three is noticed at once.
 */
export function wrong(answer: string, candidates: readonly string[]): string[] {
  const out: string[] = [];
  for (const c of candidates) {
    if (c !== answer && !out.includes(c)) out.push(c);
    if (out.length === 3) return out;
  }
  throw new Error(`not enough wrong answers for ${answer}: ${candidates.join(' | ')}`);
}

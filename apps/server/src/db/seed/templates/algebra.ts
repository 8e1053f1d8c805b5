// Problem templates: Equations, roots and powers, and a little calculus.
import { frac, poly, reduce, signed, t, tex, wrong } from '../format.ts';
import type { Template } from './types.ts';

export const linear: Template = {
  kind: 'linear',
  collection: 4,
  count: 10,
  make(rng, lang) {
    const a = rng.int(2, 9);
    const riddle = rng.chance(0.3);
    const x = riddle ? rng.int(2, 15) : rng.pick([-9, -7, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const b = riddle ? rng.int(3, 30) : rng.pick([-20, -15, -12, -9, -7, -5, -3, 2, 4, 6, 8, 11, 13, 17, 19]);
    const c = a * x + b;
    const equation = `${a}x ${signed(b)} = ${c}`;
    const text = riddle
      ? t(
          lang,
          `Ich denke mir eine Zahl, multipliziere sie mit ${a} und addiere ${b}. Ich erhalte ${c}. Stelle eine Gleichung auf und bestimme die Zahl.`,
          `I think of a number, multiply it by ${a} and add ${b}. The result is ${c}. Write an equation and find the number.`,
        )
      : t(lang, `Löse die Gleichung $${equation}$.`, `Solve the equation $${equation}$.`);
    const solution =
      (riddle ? t(lang, `Gleichung: $${equation}$. `, `Equation: $${equation}$. `) : '') +
      t(
        lang,
        `Auf beiden Seiten ${b < 0 ? `${-b} addieren` : `${b} subtrahieren`}: $${a}x = ${c - b}$. Dann durch ${a} teilen: $x = \\frac{${c - b}}{${a}} = ${x}$.`,
        `${b < 0 ? `Add ${-b}` : `Subtract ${b}`} on both sides: $${a}x = ${c - b}$. Then divide by ${a}: $x = \\frac{${c - b}}{${a}} = ${x}$.`,
      );
    const sol = (v: number | string) => `$x = ${v}$`;
    const answer = sol(x);
    const [p, q] = reduce(c + b, a);
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [sol(frac(p, q)), sol(-x), sol(c - b), sol(x + 1), sol(x - 2)]),
      gradefrom: 7,
      gradeto: 8,
      difficulty: riddle ? 3 : 2,
    };
  },
};

export const linearBothSides: Template = {
  kind: 'linear-both',
  collection: 4,
  count: 6,
  make(rng, lang) {
    const a = rng.int(3, 9);
    const c = rng.int(1, a - 1);
    const x = rng.pick([-6, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8]);
    const b = rng.pick([-14, -11, -8, -5, -2, 3, 6, 9, 12, 15]);
    const d = (a - c) * x + b;
    const left = `${poly([a, b])}`;
    const right = `${poly([c, d])}`;
    const text = t(lang, `Löse die Gleichung $${left} = ${right}$.`, `Solve the equation $${left} = ${right}$.`);
    const k = a - c;
    const solution =
      t(lang, 'Bringe alle $x$ auf die linke Seite und alle Zahlen auf die rechte:', 'Collect the $x$ terms on the left and the numbers on the right:') +
      `\n\n$$\\begin{aligned} ${left} &= ${right} && \\mid ${c === 1 ? '-x' : `-${c}x`} \\\\ ${poly([k, b])} &= ${d} && \\mid ${b < 0 ? `+${-b}` : `-${b}`} \\\\ ${poly([k, 0])} &= ${d - b}${k === 1 ? '' : ` && \\mid ${lang === 'de' ? ':' : '\\div '}${k} \\\\ x &= ${x}`} \\end{aligned}$$`;
    const sol = (v: number | string) => `$x = ${v}$`;
    const answer = sol(x);
    const [p1, q1] = reduce(d - b, a + c);
    const [p2, q2] = reduce(d + b, k);
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [sol(frac(p1, q1)), sol(frac(p2, q2)), sol(-x), sol(x + 2), sol(d - b)]),
      gradefrom: 8,
      gradeto: 9,
      difficulty: rng.pick([3, 4]),
    };
  },
};

export const quadratic: Template = {
  kind: 'quadratic',
  collection: 4,
  count: 6,
  make(rng, lang) {
    const r1 = rng.int(-8, 6);
    const r2 = rng.int(r1 + 1, 9);
    const p = -(r1 + r2);
    const q = r1 * r2;
    const equation = `${poly([1, p, q])} = 0`;
    const text = t(lang, `Löse die quadratische Gleichung $${equation}$.`, `Solve the quadratic equation $${equation}$.`);
    const half = -p / 2;
    const radicand = (p / 2) ** 2 - q;
    const root = (r2 - r1) / 2;
    const factor = (r: number) => (r === 0 ? 'x' : `(x ${signed(-r)})`);
    const solution =
      lang === 'de'
        ? `Mit der $pq$-Formel ($p = ${p}$, $q = ${q}$):\n\n$$x_{1,2} = -\\frac{p}{2} \\pm \\sqrt{\\left(\\frac{p}{2}\\right)^2 - q} = ${tex(half, lang)} \\pm \\sqrt{${tex(radicand, lang)}} = ${tex(half, lang)} \\pm ${tex(root, lang)}$$\n\nAlso $x_1 = ${r1}$ und $x_2 = ${r2}$. Probe: $${factor(r1)}${factor(r2)} = ${poly([1, p, q])}$.`
        : `Factorise: we need two numbers with product $${q}$ and sum $${-p}$, which are $${r1}$ and $${r2}$:\n\n$$${poly([1, p, q])} = ${factor(r1)}${factor(r2)} = 0$$\n\nSo $x_1 = ${r1}$ and $x_2 = ${r2}$.`;
    const sol = (a: number, b: number) => `$x_1 = ${Math.min(a, b)}$, $x_2 = ${Math.max(a, b)}$`;
    const answer = sol(r1, r2);
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [sol(-r1, -r2), sol(r1, -r2), sol(p, q), sol(r1 - 1, r2 + 1), sol(-r1, r2)]),
      gradefrom: 9,
      gradeto: 10,
      difficulty: 4,
    };
  },
};

export const roots: Template = {
  kind: 'roots',
  collection: null,
  count: 6,
  make(rng, lang) {
    if (rng.chance(0.6)) {
      const k = rng.int(2, 7);
      const m = rng.pick([2, 3, 5, 6, 7]);
      const n = k * k * m;
      const answer = `$${k}\\sqrt{${m}}$`;
      return {
        text: t(lang, `Vereinfache $\\sqrt{${n}}$ so weit wie möglich.`, `Simplify $\\sqrt{${n}}$ as far as possible.`),
        solution: t(
          lang,
          `Zerlege den Radikanden so, dass eine Quadratzahl entsteht: $\\sqrt{${n}} = \\sqrt{${k * k} \\cdot ${m}} = \\sqrt{${k * k}} \\cdot \\sqrt{${m}} = ${k}\\sqrt{${m}}$.`,
          `Split off a square number: $\\sqrt{${n}} = \\sqrt{${k * k} \\cdot ${m}} = \\sqrt{${k * k}} \\cdot \\sqrt{${m}} = ${k}\\sqrt{${m}}$.`,
        ),
        answer,
        wrong_answers: wrong(answer, [`$${m}\\sqrt{${k}}$`, `$${k * k}\\sqrt{${m}}$`, `$${k}\\sqrt{${m * 2}}$`, `$${n / 2}$`]),
        gradefrom: 9,
        gradeto: 10,
        difficulty: 3,
      };
    }
    const base = rng.pick([2, 3, 5, 10]);
    const e1 = rng.int(2, 5);
    const e2 = rng.int(2, 4);
    const value = base ** (e1 + e2);
    const answer = `$${base}^{${e1 + e2}} = ${value}$`;
    return {
      text: t(
        lang,
        `Schreibe $${base}^{${e1}} \\cdot ${base}^{${e2}}$ als eine Potenz und berechne ihren Wert.`,
        `Write $${base}^{${e1}} \\cdot ${base}^{${e2}}$ as a single power and find its value.`,
      ),
      solution: t(
        lang,
        `Potenzen mit gleicher Basis werden multipliziert, indem man die Exponenten addiert: $${base}^{${e1}} \\cdot ${base}^{${e2}} = ${base}^{${e1} + ${e2}} = ${base}^{${e1 + e2}} = ${value}$.`,
        `To multiply powers with the same base, add the exponents: $${base}^{${e1}} \\cdot ${base}^{${e2}} = ${base}^{${e1} + ${e2}} = ${base}^{${e1 + e2}} = ${value}$.`,
      ),
      answer,
      wrong_answers: wrong(answer, [
        `$${base}^{${e1 * e2}} = ${base ** (e1 * e2)}$`,
        `$${base * base}^{${e1 + e2}} = ${(base * base) ** (e1 + e2)}$`,
        `$${base}^{${e1 + e2 - 1}} = ${base ** (e1 + e2 - 1)}$`,
      ]),
      gradefrom: 8,
      gradeto: 9,
      difficulty: 2,
    };
  },
};

export const derivative: Template = {
  kind: 'derivative',
  collection: null,
  count: 5,
  make(rng, lang) {
    const a = rng.pick([-2, -1, 1, 2, 3]);
    const b = rng.int(-4, 4);
    const c = rng.int(-6, 6);
    const d = rng.int(-9, 9);
    const x0 = rng.pick([-2, -1, 1, 2, 3]);
    const f = poly([a, b, c, d]);
    const df = [3 * a, 2 * b, c];
    const slope = 3 * a * x0 * x0 + 2 * b * x0 + c;
    const value = a * x0 ** 3 + b * x0 ** 2 + c * x0 + d;
    const paren = (v: number) => (v < 0 ? `(${v})` : String(v));
    const text = t(
      lang,
      `Gegeben ist die Funktion $f(x) = ${f}$. Berechne die Steigung des Graphen an der Stelle $x_0 = ${x0}$.`,
      `Let $f(x) = ${f}$. Find the slope of the graph at $x_0 = ${x0}$.`,
    );
    const solution =
      t(lang, 'Mit der Potenzregel $(x^n)\' = n x^{n-1}$ ist', 'By the power rule $(x^n)\' = n x^{n-1}$,') +
      `\n\n$$f'(x) = ${poly(df)}$$\n\n` +
      t(lang, 'und damit', 'so') +
      ` $f'(${x0}) = ${df[0]} \\cdot ${paren(x0)}^2 ${signed(df[1] as number)} \\cdot ${paren(x0)} ${signed(c)} = ${slope}$.`;
    const answer = `$f'(${x0}) = ${slope}$`;
    const alt = (v: number) => `$f'(${x0}) = ${v}$`;
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [
        alt(value),
        alt(a * x0 * x0 + b * x0 + c),
        alt(3 * a * x0 * x0 - 2 * b * x0 + c),
        alt(slope + 2),
        alt(-slope),
      ]),
      gradefrom: 11,
      gradeto: 12,
      difficulty: rng.pick([3, 4]),
    };
  },
};

export const integral: Template = {
  kind: 'integral',
  collection: null,
  count: 4,
  make(rng, lang) {
    const k = rng.int(1, 4);
    const a = k % 3 === 0 ? rng.int(1, 4) : rng.pick([3, 6]);
    const b = rng.int(0, 5);
    const integrand = poly([a, 0, b]);
    const value = (a * k ** 3) / 3 + b * k;
    const F = `${a / 3 === 1 ? '' : a % 3 === 0 ? a / 3 : `\\frac{${a}}{3}`}x^3${b ? ` + ${b === 1 ? '' : b}x` : ''}`;
    const text = t(
      lang,
      `Berechne das Integral\n\n$$\\int_0^{${k}} \\left(${integrand}\\right)\\,dx.$$`,
      `Evaluate the integral\n\n$$\\int_0^{${k}} \\left(${integrand}\\right)\\,dx.$$`,
    );
    const solution =
      t(lang, `Eine Stammfunktion ist $F(x) = ${F}$. Damit`, `An antiderivative is $F(x) = ${F}$. Hence`) +
      `\n\n$$\\int_0^{${k}} \\left(${integrand}\\right)\\,dx = F(${k}) - F(0) = ${value} - 0 = ${value}.$$`;
    const answer = `$${value}$`;
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [`$${tex((a * k * k) / 2 + b * k, lang)}$`, `$${a * k ** 3 + b * k}$`, `$${2 * a * k}$`, `$${value + b}$`, `$${value * 2}$`]),
      gradefrom: 11,
      gradeto: 13,
      difficulty: k > 2 ? 5 : 4,
    };
  },
};

// Problem templates: Areas and lengths of plane figures, most with a figure.
import { qty, t, tex, wrong } from '../format.ts';
import { circleFigure, rectangleFigure, rightTriangleFigure, triangleFigure } from '../media.ts';
import type { Template } from './types.ts';

export const rectangle: Template = {
  kind: 'rectangle',
  collection: 2,
  count: 9,
  make(rng, lang) {
    const a = rng.int(4, 12);
    const b = rng.int(2, a - 1);
    const findSide = rng.chance(0.35);
    if (findSide) {
      const A = a * b;
      const text = t(
        lang,
        `Ein rechteckiges Beet ist $${qty(a, 'm', lang)}$ lang und hat einen Flächeninhalt von $${qty(A, 'm', lang)}^2$. Wie breit ist das Beet?`,
        `A rectangular flower bed is $${qty(a, 'm', lang)}$ long and has an area of $${qty(A, 'm', lang)}^2$. How wide is it?`,
      );
      const solution = t(
        lang,
        `Aus $A = a \\cdot b$ folgt $b = \\frac{A}{a} = \\frac{${A}\\,\\text{m}^2}{${a}\\,\\text{m}} = ${qty(b, 'm', lang)}$.`,
        `From $A = a \\cdot b$ we get $b = \\frac{A}{a} = \\frac{${A}\\,\\text{m}^2}{${a}\\,\\text{m}} = ${qty(b, 'm', lang)}$.`,
      );
      const m = (x: number) => `$${qty(x, 'm', lang)}$`;
      return {
        text,
        solution,
        answer: m(b),
        wrong_answers: wrong(m(b), [m(A - a), m(A / 2 - a), m(b + 1), m(A * a)]),
        gradefrom: 5,
        gradeto: 6,
        difficulty: 2,
        ...(rng.chance(0.6) ? { figure: rectangleFigure(a, b, `${a} m`, 'b = ?') } : {}),
      };
    }
    const u = 2 * (a + b);
    const A = a * b;
    const [uName, uSym] = lang === 'de' ? ['Umfang', 'u'] : ['perimeter', 'P'];
    const text = t(
      lang,
      `Ein Rechteck hat die Seitenlängen $a = ${qty(a, 'cm', lang)}$ und $b = ${qty(b, 'cm', lang)}$. Berechne den Umfang und den Flächeninhalt.`,
      `A rectangle has sides $a = ${qty(a, 'cm', lang)}$ and $b = ${qty(b, 'cm', lang)}$. Find its perimeter and its area.`,
    );
    const solution = t(
      lang,
      `${uName} $u = 2 \\cdot (a + b) = 2 \\cdot (${a} + ${b})\\,\\text{cm} = ${qty(u, 'cm', lang)}$; Flächeninhalt $A = a \\cdot b = ${a} \\cdot ${b}\\,\\text{cm}^2 = ${qty(A, 'cm', lang)}^2$.`,
      `Perimeter $P = 2 \\cdot (a + b) = 2 \\cdot (${a} + ${b})\\,\\text{cm} = ${qty(u, 'cm', lang)}$; area $A = a \\cdot b = ${a} \\cdot ${b}\\,\\text{cm}^2 = ${qty(A, 'cm', lang)}^2$.`,
    );
    const both = (x: number, y: number) => `$${uSym} = ${qty(x, 'cm', lang)}$, $A = ${qty(y, 'cm', lang)}^2$`;
    const answer = both(u, A);
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [both(a + b, A), both(u, u), both(A, u), both(u, 2 * A)]),
      gradefrom: 5,
      gradeto: 6,
      difficulty: 1,
      ...(rng.chance(0.6) ? { figure: rectangleFigure(a, b, `${a} cm`, `${b} cm`) } : {}),
    };
  },
};

export const triangle: Template = {
  kind: 'triangle',
  collection: 2,
  count: 7,
  make(rng, lang) {
    const g = rng.int(4, 14);
    const h = rng.int(3, 10);
    const A = (g * h) / 2;
    const text = t(
      lang,
      `Ein Dreieck hat die Grundseite $g = ${qty(g, 'cm', lang)}$ und die zugehörige Höhe $h = ${qty(h, 'cm', lang)}$. Berechne seinen Flächeninhalt.`,
      `A triangle has base $b = ${qty(g, 'cm', lang)}$ and height $h = ${qty(h, 'cm', lang)}$. Find its area.`,
    );
    const base = lang === 'de' ? 'g' : 'b';
    const solution = t(
      lang,
      `Das Dreieck ist halb so groß wie das Rechteck aus Grundseite und Höhe: $A = \\frac{1}{2} \\cdot g \\cdot h = \\frac{1}{2} \\cdot ${g} \\cdot ${h}\\,\\text{cm}^2 = ${qty(A, 'cm', lang)}^2$.`,
      `The triangle is half of the rectangle formed by base and height: $A = \\frac{1}{2} \\cdot b \\cdot h = \\frac{1}{2} \\cdot ${g} \\cdot ${h}\\,\\text{cm}^2 = ${qty(A, 'cm', lang)}^2$.`,
    );
    const area = (x: number) => `$${qty(x, 'cm', lang)}^2$`;
    return {
      text,
      solution,
      answer: area(A),
      wrong_answers: wrong(area(A), [area(g * h), area(g + h), area(A / 2), area(A + g)]),
      gradefrom: 6,
      gradeto: 7,
      difficulty: 2,
      ...(rng.chance(0.6) ? { figure: triangleFigure(g, h, `${base} = ${g} cm`, `h = ${h} cm`) } : {}),
    };
  },
};

export const circle: Template = {
  kind: 'circle',
  collection: 2,
  count: 6,
  make(rng, lang) {
    const r = rng.int(3, 12);
    const askArea = rng.chance(0.5);
    const round1 = (x: number) => Math.round(x * 10) / 10;
    const A = round1(Math.PI * r * r);
    const u = round1(2 * Math.PI * r);
    const text = askArea
      ? t(
          lang,
          `Ein Kreis hat den Radius $r = ${qty(r, 'cm', lang)}$. Berechne seinen Flächeninhalt und runde auf eine Nachkommastelle.`,
          `A circle has radius $r = ${qty(r, 'cm', lang)}$. Find its area to one decimal place.`,
        )
      : t(
          lang,
          `Ein rundes Tischset hat den Radius $r = ${qty(r, 'cm', lang)}$. Wie lang ist sein Rand? Runde auf eine Nachkommastelle.`,
          `A round place mat has radius $r = ${qty(r, 'cm', lang)}$. How long is its edge? Round to one decimal place.`,
        );
    const solution = askArea
      ? `$A = \\pi r^2 = \\pi \\cdot ${r}^2\\,\\text{cm}^2 \\approx ${qty(A, 'cm', lang)}^2$`
      : t(
          lang,
          `Der Rand ist der Umfang: $u = 2 \\pi r = 2 \\cdot \\pi \\cdot ${qty(r, 'cm', lang)} \\approx ${qty(u, 'cm', lang)}$`,
          `The edge is the circumference: $C = 2 \\pi r = 2 \\cdot \\pi \\cdot ${qty(r, 'cm', lang)} \\approx ${qty(u, 'cm', lang)}$`,
        );
    const area = (x: number) => `$${qty(x, 'cm', lang)}^2$`;
    const len = (x: number) => `$${qty(x, 'cm', lang)}$`;
    const answer = askArea ? area(A) : len(u);
    return {
      text,
      solution,
      answer,
      wrong_answers: askArea
        ? wrong(answer, [area(u), area(round1(Math.PI * r)), area(round1(Math.PI * 4 * r * r)), area(round1(2 * r * r)), area(round1((Math.PI * r * r) / 2))])
        : wrong(answer, [len(round1(Math.PI * r)), len(A), len(round1(Math.PI * r * r * 2)), len(round1(4 * Math.PI * r)), len(2 * r)]),
      gradefrom: 8,
      gradeto: 9,
      difficulty: 3,
      ...(rng.chance(0.5) ? { figure: circleFigure(`r = ${r} cm`) } : {}),
    };
  },
};

export const pythagoras: Template = {
  kind: 'pythagoras',
  collection: 2,
  count: 7,
  make(rng, lang) {
    const [x, y, z] = rng.pick([[3, 4, 5], [5, 12, 13], [8, 15, 17], [7, 24, 25], [6, 8, 10], [9, 12, 15], [20, 21, 29]] as const);
    const ladder = rng.chance(0.4);
    if (ladder) {
      const text = t(
        lang,
        `Eine $${qty(z / 2, 'm', lang)}$ lange Leiter lehnt an einer Hauswand. Ihr Fuß steht $${qty(x / 2, 'm', lang)}$ von der Wand entfernt. In welcher Höhe berührt die Leiter die Wand?`,
        `A ladder $${qty(z / 2, 'm', lang)}$ long leans against a wall. Its foot is $${qty(x / 2, 'm', lang)}$ from the wall. How high up the wall does it reach?`,
      );
      const h = y / 2;
      const solution =
        t(lang, 'Leiter, Wand und Boden bilden ein rechtwinkliges Dreieck; die Leiter ist die Hypotenuse:', 'Ladder, wall and ground form a right triangle; the ladder is the hypotenuse:') +
        `\n\n$$h = \\sqrt{${tex(z / 2, lang)}^2 - ${tex(x / 2, lang)}^2} = \\sqrt{${tex((z / 2) ** 2, lang)} - ${tex((x / 2) ** 2, lang)}} = \\sqrt{${tex(h * h, lang)}} = ${tex(h, lang)}$$`;
      const m = (v: number) => `$${qty(v, 'm', lang)}$`;
      return {
        text,
        solution,
        answer: m(h),
        wrong_answers: wrong(m(h), [m(z / 2 - x / 2), m(Math.round(Math.sqrt((z / 2) ** 2 + (x / 2) ** 2) * 10) / 10), m(h + 1), m(z / 2 + x / 2)]),
        gradefrom: 8,
        gradeto: 9,
        difficulty: 3,
      };
    }
    const text = t(
      lang,
      `In einem rechtwinkligen Dreieck sind die Katheten $a = ${qty(x, 'cm', lang)}$ und $b = ${qty(y, 'cm', lang)}$ lang. Berechne die Länge der Hypotenuse $c$.`,
      `In a right triangle the legs are $a = ${qty(x, 'cm', lang)}$ and $b = ${qty(y, 'cm', lang)}$. Find the length of the hypotenuse $c$.`,
    );
    const solution =
      t(lang, 'Nach dem Satz des Pythagoras gilt $a^2 + b^2 = c^2$, also', 'By Pythagoras\' theorem $a^2 + b^2 = c^2$, so') +
      `\n\n$$c = \\sqrt{a^2 + b^2} = \\sqrt{${x}^2 + ${y}^2} = \\sqrt{${x * x + y * y}} = ${z}$$\n\n` +
      t(lang, `Die Hypotenuse ist $${qty(z, 'cm', lang)}$ lang.`, `The hypotenuse is $${qty(z, 'cm', lang)}$ long.`);
    const cm = (v: number) => `$${qty(v, 'cm', lang)}$`;
    return {
      text,
      solution,
      answer: cm(z),
      wrong_answers: wrong(cm(z), [cm(x + y), cm(x * x + y * y), cm((x * y) / 2), cm(z + 1)]),
      gradefrom: 8,
      gradeto: 9,
      difficulty: 3,
      ...(rng.chance(0.6) ? { figure: rightTriangleFigure(y, x, `${y} cm`, `${x} cm`, 'c = ?') } : {}),
    };
  },
};

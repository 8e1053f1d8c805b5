// Problem templates: Fractions, percentages and everyday arithmetic (units, rule of three, speed).
import { frac, fracAnswer, gcd, lcm, money, num, qty, reduce, t, tex, wrong } from '../format.ts';
import type { Rng } from '../random.ts';
import type { Template } from './types.ts';

export const fractionAdd: Template = {
  kind: 'fraction-add',
  collection: 1,
  count: 10,
  make(rng, lang) {
    const dens = [2, 3, 4, 5, 6, 8, 9, 10, 12];
    const b = rng.pick(dens);
    const d = rng.pick(dens.filter((x) => x !== b));
    let [a, c] = [rng.int(1, b - 1), rng.int(1, d - 1)];
    let [bb, dd] = [b, d];
    const subtract = rng.chance(0.4) && a * d !== c * b;
    if (subtract && a * d < c * b) [a, bb, c, dd] = [c, d, a, b];
    const op = subtract ? '-' : '+';
    const l = lcm(bb, dd);
    const [a2, c2] = [(a * l) / bb, (c * l) / dd];
    const s = subtract ? a2 - c2 : a2 + c2;
    const [p, q] = reduce(s, l);
    const expr = `\\frac{${a}}{${bb}} ${op} \\frac{${c}}{${dd}}`;
    const pizza = !subtract && s <= l && rng.chance(0.35);
    const [name, sibling] = rng.pick([
      ['Tim', t(lang, 'seine Schwester', 'his sister')],
      ['Aylin', t(lang, 'ihr Bruder', 'her brother')],
      ['Jonas', t(lang, 'sein Vater', 'his father')],
    ] as const);
    const text = pizza
      ? t(
          lang,
          `${name} isst $\\frac{${a}}{${bb}}$ einer Pizza, ${sibling} $\\frac{${c}}{${dd}}$. Welcher Anteil der Pizza ist insgesamt gegessen?`,
          `${name} eats $\\frac{${a}}{${bb}}$ of a pizza and ${sibling} eats $\\frac{${c}}{${dd}}$. What fraction of the pizza has been eaten altogether?`,
        )
      : rng.chance(0.5)
        ? t(lang, `Berechne $${expr}$ und kürze das Ergebnis so weit wie möglich.`, `Calculate $${expr}$ and simplify the result as far as possible.`)
        : t(lang, `Wie viel ist $${expr}$? Gib das Ergebnis vollständig gekürzt an.`, `What is $${expr}$? Give the result in lowest terms.`);
    const g = s / p;
    const steps = `$${expr} = \\frac{${a2}}{${l}} ${op} \\frac{${c2}}{${l}} = \\frac{${s}}{${l}}$`;
    const solution =
      t(lang, `Hauptnenner ${l}, also ${steps}`, `The common denominator is ${l}, so ${steps}`) +
      (g > 1
        ? t(lang, `. Gekürzt mit ${g}: $\\frac{${s}}{${l}} = ${frac(p, q)}$.`, `. Dividing by ${g}: $\\frac{${s}}{${l}} = ${frac(p, q)}$.`)
        : t(lang, '. Der Bruch lässt sich nicht weiter kürzen.', '. The fraction cannot be simplified further.'));
    const answer = `$${frac(p, q)}$`;
    const naive = subtract ? Math.max(a - c, 1) : a + c;
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [
        `$\\frac{${naive}}{${subtract ? (Math.abs(bb - dd) > 1 ? Math.abs(bb - dd) : bb * dd) : bb + dd}}$`,
        g > 1 ? `$\\frac{${s}}{${l * 2}}$` : `$\\frac{${s + 1}}{${l}}$`,
        `$\\frac{${naive}}{${l}}$`,
        fracAnswer(a * c, bb * dd),
        fracAnswer(p + 1, q),
        fracAnswer(p, q + 1),
      ]),
      gradefrom: 5,
      gradeto: 6,
      difficulty: bb % dd === 0 || dd % bb === 0 ? 2 : 3,
    };
  },
};

export const fractionMul: Template = {
  kind: 'fraction-mul',
  collection: 1,
  count: 7,
  make(rng, lang) {
    const b = rng.int(2, 9);
    const d = rng.int(2, 9);
    const a = rng.int(1, 8);
    const c = rng.int(1, 8);
    const divide = rng.chance(0.5);
    const op = divide ? t(lang, ':', '\\div') : '\\cdot';
    const expr = `\\frac{${a}}{${b}} ${op} \\frac{${c}}{${d}}`;
    const [n, m] = divide ? [a * d, b * c] : [a * c, b * d];
    const [p, q] = reduce(n, m);
    const text = t(lang, `Berechne $${expr}$ und kürze das Ergebnis.`, `Calculate $${expr}$ and simplify the result.`);
    const rest = `= \\frac{${n}}{${m}}${n !== p ? ` = ${frac(p, q)}` : ''}`;
    const solution = divide
      ? t(
          lang,
          `Durch einen Bruch teilt man, indem man mit dem Kehrwert multipliziert: $${expr} = \\frac{${a}}{${b}} \\cdot \\frac{${d}}{${c}} ${rest}$.`,
          `To divide by a fraction, multiply by its reciprocal: $${expr} = \\frac{${a}}{${b}} \\cdot \\frac{${d}}{${c}} ${rest}$.`,
        )
      : t(
          lang,
          `Zähler mal Zähler, Nenner mal Nenner: $${expr} = \\frac{${a} \\cdot ${c}}{${b} \\cdot ${d}} ${rest}$.`,
          `Multiply numerators and denominators: $${expr} = \\frac{${a} \\cdot ${c}}{${b} \\cdot ${d}} ${rest}$.`,
        );
    const answer = `$${frac(p, q)}$`;
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [
        divide ? fracAnswer(a * c, b * d) : fracAnswer(a * d, b * c),
        divide ? fracAnswer(b * c, a * d) : fracAnswer(a + c, b + d),
        fracAnswer(a * c, b + d),
        fracAnswer(n, m + 1),
        fracAnswer(p + 1, q),
      ]),
      gradefrom: 6,
      gradeto: 7,
      difficulty: divide ? 3 : 2,
    };
  },
};

/** A base value G for which p % of G is a whole number. */
function baseFor(rng: Rng, p: number, min: number, max: number): number {
  const step = 100 / gcd(p, 100);
  const k = rng.int(Math.ceil(min / step), Math.floor(max / step));
  return k * step;
}

export const percentOf: Template = {
  kind: 'percent-of',
  collection: 3,
  count: 7,
  make(rng, lang) {
    const p = rng.pick([5, 10, 12, 15, 20, 25, 30, 40, 60, 75]);
    const G = baseFor(rng, p, 40, 900);
    const W = (G * p) / 100;
    const variant = rng.int(0, 2);
    const text = [
      t(lang, `Berechne $${p}\\,\\%$ von ${money(G, lang)}.`, `Calculate $${p}\\,\\%$ of ${money(G, lang)}.`),
      t(
        lang,
        `Eine Klassenfahrt kostet insgesamt ${money(G, lang)}. Der Förderverein übernimmt $${p}\\,\\%$ davon. Wie viel Euro zahlt der Förderverein?`,
        `A class trip costs ${money(G, lang)} in total. The parents' association pays $${p}\\,\\%$ of it. How much does the association pay?`,
      ),
      t(
        lang,
        `Bei einer Tombola gibt es ${G} Lose, davon sind $${p}\\,\\%$ Gewinne. Wie viele Gewinnlose gibt es?`,
        `A raffle has ${G} tickets and $${p}\\,\\%$ of them win a prize. How many winning tickets are there?`,
      ),
    ][variant] as string;
    const show = (x: number) => (variant === 2 ? num(x, lang) : money(x, lang));
    const result = variant === 2 ? t(lang, `${num(W, lang)} Gewinnlose`, `${num(W, lang)} winning tickets`) : money(W, lang);
    const solution = t(
      lang,
      `Prozentwert $W = G \\cdot \\frac{p}{100} = ${tex(G, lang)} \\cdot \\frac{${p}}{100} = ${tex(W, lang)}$, also ${result}.`,
      `Percentage $W = G \\cdot \\frac{p}{100} = ${tex(G, lang)} \\cdot \\frac{${p}}{100} = ${tex(W, lang)}$, so ${result}.`,
    );
    const answer = show(W);
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [show(G - W), show(W * 10), show(W + p), show(G / p), show(W / 2)]),
      gradefrom: 6,
      gradeto: 7,
      difficulty: variant === 0 ? 1 : 2,
    };
  },
};

export const percentDiscount: Template = {
  kind: 'percent-discount',
  collection: 3,
  count: 6,
  make(rng, lang) {
    const [itemDe, itemEn] = rng.pick([
      ['Ein Fahrrad', 'A bicycle'],
      ['Ein Skateboard', 'A skateboard'],
      ['Ein Paar Kopfhörer', 'A pair of headphones'],
      ['Ein Schulrucksack', 'A school backpack'],
      ['Ein Tablet', 'A tablet'],
    ] as const);
    const p = rng.pick([10, 15, 20, 25, 30, 40]);
    const G = baseFor(rng, p, 40, 600);
    const W = (G * p) / 100;
    const N = G - W;
    const factor = tex(1 - p / 100, lang);
    const text = t(
      lang,
      `${itemDe} kostet ${money(G, lang)}. Im Schlussverkauf gibt es $${p}\\,\\%$ Rabatt. Wie viel kostet es jetzt?`,
      `${itemEn} costs ${money(G, lang)}. In the sale there is a $${p}\\,\\%$ discount. What does it cost now?`,
    );
    const solution = t(
      lang,
      `Rabatt: $${tex(G, lang)} \\cdot \\frac{${p}}{100} = ${tex(W, lang)}$ €. Neuer Preis: $${tex(G, lang)} - ${tex(W, lang)} = ${tex(N, lang)}$ €. Kürzer: $${tex(G, lang)} \\cdot ${factor} = ${tex(N, lang)}$.`,
      `Discount: $${tex(G, lang)} \\cdot \\frac{${p}}{100} = ${tex(W, lang)}$ euros. New price: $${tex(G, lang)} - ${tex(W, lang)} = ${tex(N, lang)}$ euros. In one step: $${tex(G, lang)} \\cdot ${factor} = ${tex(N, lang)}$.`,
    );
    const answer = money(N, lang);
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [money(W, lang), money(G - p, lang), money(G + W, lang), money(N - W, lang)]),
      gradefrom: 6,
      gradeto: 8,
      difficulty: 2,
    };
  },
};

export const percentRate: Template = {
  kind: 'percent-rate',
  collection: 3,
  count: 6,
  make(rng, lang) {
    const N = rng.pick([25, 40, 50, 80, 120, 125, 150, 200, 250]);
    const options = [5, 10, 15, 20, 25, 30, 35, 40, 45, 55, 60, 64, 70, 75, 80].filter((p) => (N * p) % 100 === 0);
    const p = rng.pick(options);
    const k = (N * p) / 100;
    const grade = rng.int(5, 9);
    const group = N <= 40 ? t(lang, `In der Klasse ${grade}c sind`, `Class ${grade}c has`) : t(lang, `In der Jahrgangsstufe ${grade} gibt es`, `Year ${grade} has`);
    const text = t(
      lang,
      `${group} ${N} Schülerinnen und Schüler. ${k} von ihnen kommen mit dem Fahrrad zur Schule. Wie viel Prozent sind das?`,
      `${group} ${N} students. ${k} of them cycle to school. What percentage is that?`,
    );
    const solution = t(
      lang,
      `Prozentsatz $p = \\frac{W}{G} \\cdot 100\\,\\% = \\frac{${k}}{${N}} \\cdot 100\\,\\% = ${p}\\,\\%$.`,
      `Percentage $p = \\frac{W}{G} \\cdot 100\\,\\% = \\frac{${k}}{${N}} \\cdot 100\\,\\% = ${p}\\,\\%$.`,
    );
    const pct = (x: number) => `$${tex(x, lang)}\\,\\%$`;
    const answer = pct(p);
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [pct(100 - p), pct(k), pct(Math.round((N / k) * 10) / 10), pct(p / 10), pct(p + 10)]),
      gradefrom: 7,
      gradeto: 8,
      difficulty: 2,
    };
  },
};

export const interest: Template = {
  kind: 'interest',
  collection: 3,
  count: 4,
  make(rng, lang) {
    const K = rng.pick([500, 1000, 1500, 2000, 2500, 4000, 5000]);
    const p = rng.pick([1.5, 2, 2.5, 3, 3.5, 4]);
    const n = rng.int(2, 5);
    const q = 1 + p / 100;
    const round = (x: number) => Math.round(x * 100) / 100;
    const Kn = round(K * q ** n);
    const [who, whoEn] = rng.pick([
      ['Frau Keller', 'Ms Keller'],
      ['Herr Yılmaz', 'Mr Yılmaz'],
      ['Familie Braun', 'The Braun family'],
    ] as const);
    const text = t(
      lang,
      `${who} legt ${money(K, lang)} zu einem Zinssatz von $${tex(p, lang)}\\,\\%$ pro Jahr an. Die Zinsen werden jedes Jahr mitverzinst. Wie viel Geld ist es nach ${n} Jahren? Runde auf Cent.`,
      `${whoEn} invests ${money(K, lang)} at $${tex(p, lang)}\\,\\%$ interest per year, compounded yearly. How much money is there after ${n} years? Round to the cent.`,
    );
    const solution = t(
      lang,
      `Mit Zinseszins wächst das Kapital jedes Jahr um den Faktor $q = 1 + \\frac{${tex(p, lang)}}{100} = ${tex(q, lang)}$:\n\n$$K_{${n}} = K_0 \\cdot q^{${n}} = ${tex(K, lang)} \\cdot ${tex(q, lang)}^{${n}} \\approx ${tex(Kn, lang)}$$\n\nNach ${n} Jahren sind es ${money(Kn, lang)}.`,
      `With compound interest the capital grows each year by the factor $q = 1 + \\frac{${tex(p, lang)}}{100} = ${tex(q, lang)}$:\n\n$$K_{${n}} = K_0 \\cdot q^{${n}} = ${tex(K, lang)} \\cdot ${tex(q, lang)}^{${n}} \\approx ${tex(Kn, lang)}$$\n\nAfter ${n} years there are ${money(Kn, lang)}.`,
    );
    const answer = money(Kn, lang);
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [
        money(round(K * (1 + (n * p) / 100)), lang),
        money(round(K * q ** (n - 1)), lang),
        money(round(K * q ** (n + 1)), lang),
        money(round(K + (K * p) / 100), lang),
      ]),
      gradefrom: 9,
      gradeto: 10,
      difficulty: 4,
    };
  },
};

const UNITS = [
  // [from, to, factor, German name of the target unit, English name, grade]
  ['km', 'm', 1000, 'Meter', 'metres', 5],
  ['m', 'cm', 100, 'Zentimeter', 'centimetres', 5],
  ['cm', 'mm', 10, 'Millimeter', 'millimetres', 5],
  ['m', 'km', 0.001, 'Kilometer', 'kilometres', 5],
  ['kg', 'g', 1000, 'Gramm', 'grams', 5],
  ['t', 'kg', 1000, 'Kilogramm', 'kilograms', 5],
  ['g', 'kg', 0.001, 'Kilogramm', 'kilograms', 5],
  ['h', 'min', 60, 'Minuten', 'minutes', 5],
  ['min', 's', 60, 'Sekunden', 'seconds', 5],
  ['m^2', 'dm^2', 100, 'Quadratdezimeter', 'square decimetres', 6],
  ['dm^2', 'cm^2', 100, 'Quadratzentimeter', 'square centimetres', 6],
  ['cm^2', 'mm^2', 100, 'Quadratmillimeter', 'square millimetres', 6],
] as const;

export const units: Template = {
  kind: 'units',
  collection: null,
  count: 8,
  make(rng, lang) {
    const [from, to, factor, nameDe, nameEn, grade] = rng.pick(UNITS);
    const value = factor < 1 ? rng.pick([250, 750, 1200, 3500, 4080, 12500]) : rng.pick([2, 3.5, 4.25, 0.8, 12, 1.5, 7.2]);
    const result = Math.round(value * factor * 1000) / 1000;
    const u = (x: string) => (x.endsWith('^2') ? `\\text{${x.slice(0, -2)}}^2` : `\\text{${x}}`);
    const q = (x: number, unit: string) => `$${tex(x, lang)}\\,${u(unit)}$`;
    const text = t(lang, `Wandle ${q(value, from)} in ${nameDe} um.`, `Convert ${q(value, from)} to ${nameEn}.`);
    const rule = factor < 1 ? `$1\\,${u(to)} = ${tex(1 / factor, lang)}\\,${u(from)}$` : `$1\\,${u(from)} = ${tex(factor, lang)}\\,${u(to)}$`;
    const step = factor < 1 ? `${tex(value, lang)} : ${tex(1 / factor, lang)}` : `${tex(value, lang)} \\cdot ${tex(factor, lang)}`;
    const solution = t(
      lang,
      `Es gilt ${rule}, also ${q(value, from).slice(0, -1)} = ${step}\\,${u(to)} = ${tex(result, lang)}\\,${u(to)}$.`,
      `Since ${rule}, ${q(value, from).slice(0, -1)} = ${step}\\,${u(to)} = ${tex(result, lang)}\\,${u(to)}$.`,
    );
    const answer = q(result, to);
    const r3 = (x: number) => Math.round(x * 100000) / 100000;
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [q(r3(result * 10), to), q(r3(result / 10), to), q(r3(value / factor), to), q(r3(result * 100), to)]),
      gradefrom: grade,
      gradeto: grade + 1,
      difficulty: grade === 6 ? 2 : 1,
    };
  },
};

export const ruleOfThree: Template = {
  kind: 'rule-of-three',
  collection: null,
  count: 7,
  make(rng, lang) {
    if (rng.chance(0.3)) {
      const workers = rng.pick([2, 3, 4, 6]);
      const days = rng.pick([4, 6, 8, 12]);
      const other = rng.pick([2, 3, 4, 6, 8, 12].filter((w) => w !== workers && w < workers * days && (workers * days) % w === 0));
      const result = (workers * days) / other;
      const text = t(
        lang,
        `${workers} Maler brauchen ${days} Tage, um eine Schule zu streichen. Wie viele Tage brauchen ${other} Maler, wenn alle gleich schnell arbeiten?`,
        `${workers} painters need ${days} days to paint a school. How many days do ${other} painters need if they all work at the same speed?`,
      );
      const solution = t(
        lang,
        `Mehr Maler brauchen weniger Zeit (antiproportional). Ein Maler bräuchte $${workers} \\cdot ${days} = ${workers * days}$ Tage, ${other} Maler brauchen $${workers * days} : ${other} = ${result}$ Tage.`,
        `More painters need less time (inverse proportion). One painter would need $${workers} \\cdot ${days} = ${workers * days}$ days, so ${other} painters need $${workers * days} \\div ${other} = ${result}$ days.`,
      );
      const d = (x: number) => t(lang, `${num(x, lang)} Tage`, `${num(x, lang)} days`);
      return {
        text,
        solution,
        answer: d(result),
        wrong_answers: wrong(d(result), [d(Math.round(((days * other) / workers) * 100) / 100), d(days + other - workers), d(result + 1), d(workers * days), d(result + 2)]),
        gradefrom: 7,
        gradeto: 8,
        difficulty: 3,
      };
    }
    const unit = rng.pick([35, 45, 60, 75, 80, 95, 120, 150, 180, 250]) / 100;
    const k = rng.int(2, 6);
    const m = rng.pick([3, 5, 7, 8, 9, 10, 12].filter((x) => x !== k));
    const price = Math.round(unit * k * 100) / 100;
    const total = Math.round(unit * m * 100) / 100;
    const [thingDe, thingEn] = rng.pick([
      ['Hefte', 'exercise books'],
      ['Bleistifte', 'pencils'],
      ['Brezeln', 'pretzels'],
      ['Äpfel', 'apples'],
    ] as const);
    const text = t(
      lang,
      `${k} ${thingDe} kosten ${money(price, lang)}. Wie viel kosten ${m} ${thingDe}?`,
      `${k} ${thingEn} cost ${money(price, lang)}. How much do ${m} ${thingEn} cost?`,
    );
    const solution = t(
      lang,
      `Ein Stück kostet $${tex(price, lang)} : ${k} = ${tex(unit, lang)}$ €, also kosten ${m} Stück $${m} \\cdot ${tex(unit, lang)} = ${tex(total, lang)}$ €.`,
      `One costs $${tex(price, lang)} \\div ${k} = ${tex(unit, lang)}$ euros, so ${m} cost $${m} \\cdot ${tex(unit, lang)} = ${tex(total, lang)}$ euros.`,
    );
    const answer = money(total, lang);
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [
        money(price * m, lang),
        money(Math.round(((price * k) / m) * 100) / 100, lang),
        money(total + unit, lang),
        money(price + (m - k), lang),
      ]),
      gradefrom: 6,
      gradeto: 7,
      difficulty: 2,
    };
  },
};

export const speed: Template = {
  kind: 'speed',
  collection: null,
  count: 7,
  make(rng, lang) {
    const [whoDe, pronoun, whoEn, speeds] = rng.pick([
      ['Ein Regionalzug', 'er', 'A regional train', [60, 72, 80, 96]],
      ['Eine Radfahrerin', 'sie', 'A cyclist', [12, 16, 18, 20]],
      ['Ein Reisebus', 'er', 'A coach', [64, 70, 80, 90]],
      ['Ein Auto', 'es', 'A car', [50, 75, 90, 100]],
    ] as const);
    const v = rng.pick(speeds);
    const tHours = rng.pick([0.5, 1.5, 2, 2.5, 3, 0.75]);
    const s = v * tHours;
    const kmh = '\\frac{\\text{km}}{\\text{h}}';
    const askTime = rng.chance(0.4);
    const text = askTime
      ? t(
          lang,
          `${whoDe} fährt mit einer Durchschnittsgeschwindigkeit von $${tex(v, lang)}\\,${kmh}$. Wie lange braucht ${pronoun} für $${qty(s, 'km', lang)}$?`,
          `${whoEn} travels at an average speed of $${tex(v, lang)}\\,${kmh}$. How long does it take for $${qty(s, 'km', lang)}$?`,
        )
      : t(
          lang,
          `${whoDe} legt $${qty(s, 'km', lang)}$ in $${tex(tHours, lang)}$ Stunden zurück. Wie groß ist die Durchschnittsgeschwindigkeit in $${kmh}$?`,
          `${whoEn} covers $${qty(s, 'km', lang)}$ in $${tex(tHours, lang)}$ hours. What is its average speed in $${kmh}$?`,
        );
    const h = (x: number) => `$${qty(x, 'h', lang)}$`;
    const vv = (x: number) => `$${tex(x, lang)}\\,${kmh}$`;
    if (askTime) {
      return {
        text,
        solution: `$t = \\frac{s}{v} = \\frac{${qty(s, 'km', lang)}}{${tex(v, lang)}\\,${kmh}} = ${qty(tHours, 'h', lang)}$${tHours % 1 ? t(lang, `, also ${tHours * 60} Minuten.`, `, that is ${tHours * 60} minutes.`) : '.'}`,
        answer: h(tHours),
        wrong_answers: wrong(h(tHours), [h(Math.round((v / s) * 100) / 100), h(s * v), h(tHours + 0.5), h(tHours * 2)]),
        gradefrom: 7,
        gradeto: 8,
        difficulty: 3,
      };
    }
    return {
      text,
      solution: `$v = \\frac{s}{t} = \\frac{${qty(s, 'km', lang)}}{${qty(tHours, 'h', lang)}} = ${tex(v, lang)}\\,${kmh}$`,
      answer: vv(v),
      wrong_answers: wrong(vv(v), [vv(s * tHours), vv(Math.round((tHours / s) * 1000) / 1000), vv(s), vv(v + 10)]),
      gradefrom: 7,
      gradeto: 8,
      difficulty: 2,
    };
  },
};

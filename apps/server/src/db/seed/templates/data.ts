// Problem templates: Reading tables, mean and median, and probability.
import { frac, fracAnswer, gcd, num, reduce, t, wrong } from '../format.ts';
import type { Template } from './types.ts';

const DAYS = {
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

export const tableMean: Template = {
  kind: 'table-mean',
  collection: null,
  count: 7,
  make(rng, lang) {
    const n = rng.pick([5, 7]);
    const median = rng.chance(0.4);
    const values = Array.from({ length: n }, () => rng.int(8, 24));
    if (!median) values[n - 1] = (values[n - 1] as number) + ((n - (values.reduce((s, v) => s + v, 0) % n)) % n);
    const sum = values.reduce((s, v) => s + v, 0);
    const mean = sum / n;
    const sorted = [...values].sort((a, b) => a - b);
    const med = sorted[(n - 1) / 2] as number;
    const rows = values.map((v, i) => `| ${DAYS[lang][i]} | ${v} °C |`).join('\n');
    const head = t(lang, '| Tag | Höchsttemperatur |\n|-----|------:|', '| Day | Highest temperature |\n|-----|------:|');
    const question = median
      ? t(lang, 'Bestimme den Median (Zentralwert) der Temperaturen.', 'Find the median of the temperatures.')
      : t(lang, 'Berechne den Mittelwert der Temperaturen.', 'Calculate the mean of the temperatures.');
    const text = t(lang, 'Die Tabelle zeigt die Höchsttemperaturen einer Woche im April:', 'The table shows the highest temperatures of a week in April:') + `\n\n${head}\n${rows}\n\n${question}`;
    const solution = median
      ? t(
          lang,
          `Der Größe nach geordnet: ${sorted.join('; ')}. Der Wert in der Mitte (Platz ${(n + 1) / 2}) ist der Median: ${med} °C.`,
          `In order: ${sorted.join(', ')}. The middle value (position ${(n + 1) / 2}) is the median: ${med} °C.`,
        )
      : `${t(lang, 'Mittelwert', 'Mean')} $\\bar{x} = \\frac{${values.join(' + ')}}{${n}} = \\frac{${sum}}{${n}} = ${mean}$, ${t(lang, 'also', 'so')} ${mean} °C.`;
    const deg = (x: number) => `${num(x, lang)} °C`;
    const answer = deg(median ? med : mean);
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [
        deg(median ? Math.round(mean * 10) / 10 : med),
        deg(values[(n - 1) / 2] as number),
        deg(((sorted[0] as number) + (sorted[n - 1] as number)) / 2),
        deg(sum),
        deg((median ? med : mean) + 1),
        deg((median ? med : mean) - 1),
      ]),
      gradefrom: 6,
      gradeto: 8,
      difficulty: median ? 3 : 2,
    };
  },
};

const SPORTS = {
  de: ['Fußball', 'Schwimmen', 'Basketball', 'Reiten', 'Tischtennis', 'Turnen'],
  en: ['Football', 'Swimming', 'Basketball', 'Horse riding', 'Table tennis', 'Gymnastics'],
};

export const tableReading: Template = {
  kind: 'table-reading',
  collection: null,
  count: 5,
  make(rng, lang) {
    const k = rng.int(4, 5);
    const counts = Array.from({ length: k }, () => rng.int(2, 14));
    const total = counts.reduce((s, v) => s + v, 0);
    const rows = counts.map((c, i) => `| ${SPORTS[lang][i]} | ${c} |`).join('\n');
    const head = t(lang, '| Lieblingssport | Anzahl |\n|------|-----:|', '| Favourite sport | Number |\n|------|-----:|');
    const intro = t(lang, 'Die Klasse 5b hat eine Umfrage gemacht:', 'Class 5b did a survey:');
    const [i, j] = rng.shuffle([...Array(k).keys()]).slice(0, 2) as [number, number];
    const [hi, lo] = (counts[i] as number) >= (counts[j] as number) ? [i, j] : [j, i];
    const diff = (counts[hi] as number) - (counts[lo] as number);
    const askTotal = rng.chance(0.4) || diff === 0;
    const question = askTotal
      ? t(lang, 'Wie viele Kinder wurden insgesamt befragt?', 'How many children were asked altogether?')
      : t(
          lang,
          `Wie viele Kinder mehr haben ${SPORTS.de[hi]} als ${SPORTS.de[lo]} gewählt?`,
          `How many more children chose ${SPORTS.en[hi]?.toLowerCase()} than ${SPORTS.en[lo]?.toLowerCase()}?`,
        );
    const text = `${intro}\n\n${head}\n${rows}\n\n${question}`;
    const solution = askTotal
      ? t(lang, `Alle Anzahlen addieren: $${counts.join(' + ')} = ${total}$.`, `Add all the numbers: $${counts.join(' + ')} = ${total}$.`)
      : t(
          lang,
          `${SPORTS.de[hi]}: ${counts[hi]}, ${SPORTS.de[lo]}: ${counts[lo]}; Unterschied $${counts[hi]} - ${counts[lo]} = ${diff}$.`,
          `${SPORTS.en[hi]}: ${counts[hi]}, ${SPORTS.en[lo]}: ${counts[lo]}; difference $${counts[hi]} - ${counts[lo]} = ${diff}$.`,
        );
    const value = askTotal ? total : diff;
    const answer = String(value);
    return {
      text,
      solution,
      answer,
      wrong_answers: wrong(answer, [
        String(askTotal ? total - (counts[0] as number) : (counts[hi] as number) + (counts[lo] as number)),
        String(value + 1),
        String(Math.max(value - 2, 0)),
        String(askTotal ? k : counts[hi]),
        String(value + 10),
      ]),
      gradefrom: 5,
      gradeto: 6,
      difficulty: 1,
    };
  },
};

export const probability: Template = {
  kind: 'probability',
  collection: null,
  count: 6,
  make(rng, lang) {
    if (rng.chance(0.5)) {
      const s = rng.int(3, 11);
      const pairs: string[] = [];
      for (let i = 1; i <= 6; i++) if (s - i >= 1 && s - i <= 6) pairs.push(lang === 'de' ? `(${i}|${s - i})` : `(${i}, ${s - i})`);
      const ways = pairs.length;
      const answer = fracAnswer(ways, 36);
      return {
        text: t(
          lang,
          `Zwei faire Würfel werden gleichzeitig geworfen. Wie groß ist die Wahrscheinlichkeit, dass die Augensumme ${s} ist?`,
          `Two fair dice are rolled. What is the probability that the total is ${s}?`,
        ),
        solution: t(
          lang,
          `Es gibt $6 \\cdot 6 = 36$ gleich wahrscheinliche Ergebnisse. Günstig sind ${pairs.join(', ')}, also ${ways}. $P = ${frac(ways, 36)}${gcd(ways, 36) > 1 ? ` = ${frac(...reduce(ways, 36))}` : ''}$.`,
          `There are $6 \\cdot 6 = 36$ equally likely outcomes. The favourable ones are ${pairs.join(', ')}, that is ${ways}. $P = ${frac(ways, 36)}${gcd(ways, 36) > 1 ? ` = ${frac(...reduce(ways, 36))}` : ''}$.`,
        ),
        answer,
        wrong_answers: wrong(answer, [fracAnswer(1, 11), fracAnswer(ways, 12), fracAnswer(1, 6), `$\\frac{${ways + 1}}{36}$`, fracAnswer(1, 36)]),
        gradefrom: 7,
        gradeto: 9,
        difficulty: 3,
      };
    }
    const red = rng.int(2, 8);
    const blue = rng.int(1, 7);
    const green = rng.int(1, 5);
    const total = red + blue + green;
    const answer = fracAnswer(red, total);
    return {
      text: t(
        lang,
        `In einer Urne liegen ${red} rote, ${blue} blaue und ${green} grüne Kugeln. Eine Kugel wird zufällig gezogen. Wie groß ist die Wahrscheinlichkeit, dass sie rot ist?`,
        `A bag holds ${red} red, ${blue} blue and ${green} green marbles. One marble is drawn at random. What is the probability that it is red?`,
      ),
      solution: t(
        lang,
        `Insgesamt sind es $${red} + ${blue} + ${green} = ${total}$ Kugeln, davon ${red} rote: $P(\\text{rot}) = ${frac(red, total)}${gcd(red, total) > 1 ? ` = ${frac(...reduce(red, total))}` : ''}$.`,
        `There are $${red} + ${blue} + ${green} = ${total}$ marbles, ${red} of them red: $P(\\text{red}) = ${frac(red, total)}${gcd(red, total) > 1 ? ` = ${frac(...reduce(red, total))}` : ''}$.`,
      ),
      answer,
      wrong_answers: wrong(answer, [
        fracAnswer(red, blue + green),
        fracAnswer(1, 3),
        fracAnswer(blue + green, total),
        `$\\frac{${red}}{${total + 1}}$`,
        fracAnswer(red, 10),
      ]),
      gradefrom: 7,
      gradeto: 8,
      difficulty: 2,
    };
  },
};

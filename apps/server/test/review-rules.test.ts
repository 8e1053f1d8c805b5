// The review rules per language (src/reviews/rules/, docs/product/screens.md#reviews):
// phrases with their word forms and misspellings flag; maths talk never does.
import { describe, expect, it } from 'vitest';
import { findByRules, excerptOf, ASSISTANT_CATEGORIES } from '../src/reviews/rules/index.ts';

type Case = [text: string, category: string, marked?: string];

const categories = (text: string) => findByRules(text).map((f) => f.category).sort();
const marked = (text: string, category: string) => {
  const finding = findByRules(text).find((f) => f.category === category);
  return finding && text.slice(finding.start, finding.end);
};

function checkLanguage(positives: Case[], negatives: string[]) {
  it.each(positives)('flags %j as %s', (text, category, part) => {
    expect(categories(text)).toContain(category);
    if (part) expect(marked(text, category)).toBe(part);
  });
  it.each(negatives)('does not flag %j', (text) => {
    expect(categories(text)).toEqual([]);
  });
}

describe('German', () => {
  checkLanguage(
    [
      ['Manchmal will ich einfach nicht mehr leben.', 'self_harm', 'will ich einfach nicht mehr leben'],
      ['ich möchte sterben', 'self_harm'],
      ['ich moechte sterben', 'self_harm'],
      ['Ich denke an Selbstmord', 'self_harm'],
      ['selbstmort', 'self_harm'],
      ['ich bring mich um', 'self_harm'],
      ['Ich ritze mich manchmal', 'self_harm'],
      ['Ich bin so lebensmüde', 'self_harm'],
      ['Ich bin so lebensmuede', 'self_harm'],
      ['Ich bring dich um!', 'violence'],
      ['Die großen Jungs verprügeln mich', 'violence'],
      ['Ich werde in der Schule gemobbt', 'bullying'],
      ['Alle lachen mich aus', 'bullying'],
      ['Schick mir Nacktbilder', 'sexual'],
      ['Meine Nummer ist 0171 2345678', 'personal_data', '0171 2345678'],
      ['Ruf an: +49 30 1234567', 'personal_data'],
      ['Ich wohne in der Hauptstraße 12', 'personal_data', 'Hauptstraße 12'],
      ['ich wohne Goethestrasse 5a', 'personal_data'],
      ['Schreib mir: lena.fischer@gmx.de', 'personal_data', 'lena.fischer@gmx.de'],
      ['Mein Snapchat: lena_2014', 'personal_data'],
    ],
    [
      'Wir teilen 12 durch 3.',
      'Das Ergebnis ist minus 4.',
      'Jetzt musst du die Wurzel ziehen.',
      'Ziehe 7 von 15 ab und teile durch 2.',
      'Der Schulweg ist 2,5 km lang, die Hauptstraße 3 km.',
      'Schneide den Kuchen in 8 Stücke.',
      'Wie viel ist 0,5 mal 12?',
      'Die Zahl 12 345 678 hat acht Stellen.',
      'Berechne 0171 + 2345.',
      'Diese Aufgabe bringt mich um den Verstand, aber ich schaffe sie.',
      'Insta ist cool, aber jetzt rechnen wir.',
      'Welche Seite der Gleichung sollen wir vereinfachen?',
    ],
  );
});

describe('English', () => {
  checkLanguage(
    [
      ['I want to die', 'self_harm'],
      ["I don't want to live anymore", 'self_harm', "don't want to live"],
      ['sometimes i think about suicide', 'self_harm'],
      ['i want to kill myself', 'self_harm'],
      ['I cut myself', 'self_harm'],
      ["I'll kill you", 'violence'],
      ['they beat me up after school', 'violence'],
      ['I get bullied every day', 'bullying'],
      ['everyone hates me', 'bullying'],
      ['send me nudes', 'sexual'],
      ['call me at +1 (555) 123-4567', 'personal_data'],
      ['I live at 42 Oak Tree Road', 'personal_data'],
      ['my discord is @mathkid_99', 'personal_data'],
    ],
    [
      'kill the process and restart the calculator',
      'subtract 5 minus 3',
      'take the square root of 49',
      'the road is 5 km long',
      'we divide the cake into 8 pieces',
      'this problem is killing me, haha',
      'The function dies off quickly as x grows.',
      'What is 3 to the power of 6?',
    ],
  );
});

describe('Spanish', () => {
  checkLanguage(
    [
      ['quiero morirme', 'self_harm'],
      ['no quiero vivir más', 'self_harm'],
      ['pienso en el suicidio', 'self_harm'],
      ['te voy a matar', 'violence'],
      ['me acosan en el colegio', 'bullying'],
      ['se burlan de mí', 'bullying'],
      ['mándame fotos desnuda', 'sexual'],
      ['mi número es 612 345 678', 'personal_data', '612 345 678'],
      ['vivo en la calle Mayor 15', 'personal_data'],
    ],
    ['hay que restar 4 y dividir entre 2', 'la raíz cuadrada de 81', 'la calle mide 20 metros', 'el sexto número es 36', 'menos 3 por menos 2'],
  );
});

describe('Russian', () => {
  checkLanguage(
    [
      ['я не хочу жить', 'self_harm'],
      ['Не хочу больше жить', 'self_harm'],
      ['хочу покончить с собой', 'self_harm'],
      ['думаю о суициде', 'self_harm'],
      ['я убью тебя', 'violence'],
      ['меня травят в классе', 'bullying'],
      ['все смеются надо мной', 'bullying'],
      ['пришли фото голая', 'sexual'],
      ['мой номер 8 (916) 123-45-67', 'personal_data'],
      ['я живу на ул. Ленина, д. 5', 'personal_data'],
    ],
    ['нужно вычесть 5 и разделить на 2', 'минус три', 'извлечь корень из 16', 'ученики делят 12 яблок', 'убить время до урока', 'Берёза выросла на 3 метра'],
  );
});

describe('Ukrainian', () => {
  checkLanguage(
    [
      ['я не хочу жити', 'self_harm'],
      ['хочу покінчити з собою', 'self_harm'],
      ['думаю про суїцид', 'self_harm'],
      ["я вб'ю тебе", 'violence'],
      ['я вбʼю тебе', 'violence'],
      ['мене цькують у школі', 'bullying'],
      ['всі сміються з мене', 'bullying'],
      ['мій номер 067 123 45 67', 'personal_data'],
      ['я живу на вул. Шевченка 12', 'personal_data'],
    ],
    ['треба відняти 5 і поділити на 2', 'мінус три', 'добути корінь з 16', 'вулиця має довжину 300 метрів'],
  );
});

describe('the rules as a whole', () => {
  it('self-harm is always high', () => {
    expect(findByRules('ich will nicht mehr leben')[0]!.severity).toBe('high');
  });
  it('characters are checked for sexual content and violence only', () => {
    expect(findByRules('Ruf mich an: 0171 2345678', ASSISTANT_CATEGORIES)).toEqual([]);
    expect(findByRules('Ich bring dich um', ASSISTANT_CATEGORIES).map((f) => f.category)).toEqual(['violence']);
  });
  it('the excerpt keeps at most 300 characters around the match', () => {
    const text = `${'Brüche kürzen. '.repeat(40)}Ich will nicht mehr leben. ${'Weiter rechnen. '.repeat(40)}`;
    const [finding] = findByRules(text);
    const cut = excerptOf(text, finding!.start, finding!.end);
    expect(cut.excerpt.length).toBeLessThanOrEqual(300);
    expect(cut.excerpt.slice(cut.start, cut.end)).toBe('will nicht mehr leben');
  });
});

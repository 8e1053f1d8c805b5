// Personal data a child should not give a chatbot (docs/product/screens.md#reviews): phone
// numbers in the usual national forms (de, en, es, ru, uk), e-mail addresses, a street with
// its house number, messenger handles. Numbers in maths look different: a phone number here
// starts with a country code, a leading 0 (or 8 in Russia) and has at least nine digits in
// groups, or stands next to a word that says it is a number to call.
import type { ReviewSeverity } from '../../db/schema.ts';

export interface DataPattern {
  /** What it finds, for tests and the log. */
  kind: 'phone' | 'email' | 'address' | 'handle';
  severity: ReviewSeverity;
  pattern: RegExp;
}

const B = String.raw`(?<![\p{L}\p{N}@.,/+-])`;
const E = String.raw`(?![\p{L}\p{N}@])`;
/** After a house number: a unit or a decimal means a distance or a measure, not an address. */
const NOT_A_MEASURE = String.raw`(?!\s?(?:(?:km|cm|mm|m|meter|metern|metros?|miles?|min|minuten|minutes?|minutos?|h|std|stunden|hours?|horas?)(?![\p{L}])|%|[.,]\d|метр|км|см|мм|мин|хв|год|час|м(?![\p{L}])))`;

const PHONE_FORMS = [
  // International: +49 171 2345678, +7 (916) 123-45-67, +380 67 123 45 67, +34 612 345 678, +1 (555) 123-4567
  String.raw`\+\d{1,3}[\s-]?\(?\d{1,4}\)?(?:[\s/-]?\d{2,4}){2,4}`,
  // Germany: 0171 2345678, 030/1234567, 0151-23456789
  String.raw`0\d{2,4}[\s/-]?\d{3,4}[\s-]?\d{2,5}`,
  // Russia: 8 (916) 123-45-67, 8 916 123 45 67, 89161234567
  String.raw`8[\s-]?\(?9\d{2}\)?[\s-]?\d{3}[\s-]?\d{2}[\s-]?\d{2}`,
  // Ukraine: 067 123 45 67, (067) 123-45-67
  String.raw`\(?0\d{2}\)?[\s-]?\d{3}[\s-]?\d{2}[\s-]?\d{2}`,
  // US: (555) 123-4567, 555-123-4567
  String.raw`\(\d{3}\)\s?\d{3}-\d{4}`,
  String.raw`\d{3}-\d{3}-\d{4}`,
];

/** Words that say the digits after them are a number to call or text. */
const PHONE_WORDS = String.raw`(?:telefon\p{L}*|handy\p{L}*|nummer|handynummer|ruf mich an|anrufen|phone|number|call me|text me|número|numero|teléfono|telefono|móvil|movil|llámame|llamame|номер\p{L}*|телефон\p{L}*|звони\p{L}*|дзвони\p{L}*|whats\s?app|viber|signal)`;
/** Spanish mobiles and other national numbers without a leading 0: nine or more digits, only next to such a word. */
const PHONE_NEAR_WORD = String.raw`${PHONE_WORDS}[^\p{N}\n]{0,20}(\d(?:[\s-]?\d){8,12})`;

const STREET_DE = String.raw`[\p{L}-]{2,40}(?:straße|strasse|str\.|gasse|allee|damm|chaussee)\s?\d{1,4}\s?[a-z]?`;
const STREET_DE_SEPARATE = String.raw`(?:\p{L}+\s)?(?:straße|strasse|gasse|allee)\s\d{1,4}\s?[a-z]?(?=[\s,.!?]|$)`;
const STREET_EN = String.raw`\d{1,5}\s?[a-z]?\s(?:[\p{L}'-]+\s){1,2}(?:street|st\.|avenue|ave\.?|road|rd\.|lane|drive|boulevard|blvd\.?)`;
const STREET_ES = String.raw`(?:calle|c/|avenida|avda\.?|plaza|paseo)\s(?:de\s(?:la\s|los\s|las\s)?)?\p{L}[\p{L}\s]{1,30}?,?\s(?:n[º°o]\.?\s?)?\d{1,4}`;
const STREET_RU_UK = String.raw`(?:ул\.|улиц\p{L}*|проспект\p{L}*|пр-т|переул\p{L}*|пер\.|вул\.|вулиц\p{L}*|провул\p{L}*|пров\.)\s?\p{L}[\p{L}\s.-]{1,30}?,?\s(?:д\.|дом|буд\.|будинок)?\s?\d{1,4}`;

const MESSENGER = String.raw`(?:snap(?:chat)?|insta(?:gram)?|telegram|tg|tiktok|discord|threema|kik)(?:\s?(?:name|handle|nick|ник|нік|usuario|user))?`;
const HANDLE = [
  String.raw`(?<![\p{L}\p{N}._%+-])@[a-z0-9_.]{3,32}(?![\p{L}\p{N}@])`,
  String.raw`(?<![\p{L}\p{N}])${MESSENGER}\s?(?:ist|is|es|это|це)?\s?(?::\s?@?|@)[a-z0-9_.]{3,32}(?![\p{L}\p{N}])`,
  String.raw`(?<![\p{L}\p{N}])${MESSENGER}\s?(?:ist|is|es|это|це|:)?\s?[a-z.]*[0-9_][a-z0-9_.]{2,31}(?![\p{L}\p{N}])`,
].join('|');

export const PERSONAL_DATA: DataPattern[] = [
  { kind: 'phone', severity: 'medium', pattern: new RegExp(`${B}(?:${PHONE_FORMS.join('|')})${E}`, 'giu') },
  { kind: 'phone', severity: 'medium', pattern: new RegExp(PHONE_NEAR_WORD, 'giu') },
  { kind: 'email', severity: 'medium', pattern: /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}.-]{1,253}\.[\p{L}]{2,24}(?![\p{L}\p{N}])/giu },
  {
    kind: 'address',
    severity: 'medium',
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${[STREET_DE, STREET_DE_SEPARATE, STREET_EN, STREET_ES, STREET_RU_UK].join('|')})${NOT_A_MEASURE}(?![\\p{L}\\p{N}])`, 'giu'),
  },
  // Messenger handles: @name, or a messenger's name followed by the account (after a colon or
  // an @, or one with a digit or underscore, so "insta ist cool" is not a handle).
  { kind: 'handle', severity: 'low', pattern: new RegExp(HANDLE, 'giu') },
];

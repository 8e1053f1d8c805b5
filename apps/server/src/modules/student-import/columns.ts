// The words of a roster: column headers, genders and languages as schools write them in the
// product's five languages (docs/product/validation.md#student-import). Everything is compared
// after `normalWord`: lower case, without spaces, dashes, dots, underscores or apostrophes.
import type { Gender, Language } from '../../db/schema.ts';

export type Column = 'firstname' | 'lastname' | 'class_name' | 'gender' | 'language';

/** Lower case, NFC, ё as е, and no spaces, dashes, dots, underscores, slashes or apostrophes. */
export const normalWord = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\s\-_.'’`ʼ/*:]+/g, '');

const words = (...list: string[]) => list.map(normalWord);

const HEADERS: Record<Column, string[]> = {
  firstname: words(
    'first name', 'firstname', 'given name', 'forename', 'first', 'christian name',
    'Vorname', 'Vornamen', 'Rufname',
    'nombre', 'nombres', 'primer nombre', 'nombre de pila',
    'имя', 'имя ученика',
    "ім'я", 'імя',
  ),
  lastname: words(
    'last name', 'lastname', 'surname', 'family name', 'last',
    'Nachname', 'Familienname', 'Zuname', 'Name',
    'apellido', 'apellidos', 'primer apellido',
    'фамилия',
    'прізвище',
  ),
  class_name: words(
    'class', 'class name', 'form', 'homeroom',
    'Klasse', 'Klassenname', 'Klassenbezeichnung', 'Lerngruppe',
    'clase', 'curso', 'grupo',
    'класс', 'группа',
    'клас', 'група',
  ),
  gender: words(
    'gender', 'sex',
    'Geschlecht',
    'género', 'genero', 'sexo',
    'пол',
    'стать',
  ),
  language: words(
    'language', 'lang',
    'Sprache', 'Unterrichtssprache', 'Muttersprache',
    'idioma', 'lengua',
    'язык',
    'мова',
  ),
};

const HEADER_OF = new Map<string, Column>();
for (const [column, names] of Object.entries(HEADERS) as [Column, string[]][]) {
  for (const name of names) HEADER_OF.set(name, column);
}

/**
 * The columns a header row names: column → cell index. "Name" alone is the last name only
 * beside a first-name column (German lists say "Name, Vorname"); the first of two columns
 * with the same meaning wins. Undefined unless both names are there.
 */
export function headerColumns(cells: string[]): Partial<Record<Column, number>> | undefined {
  const found: Partial<Record<Column, number>> = {};
  cells.forEach((cell, index) => {
    const column = HEADER_OF.get(normalWord(cell));
    if (column && found[column] === undefined) found[column] = index;
  });
  return found.firstname !== undefined && found.lastname !== undefined ? found : undefined;
}

const GENDERS: Record<Gender, string[]> = {
  m: words(
    'm', 'male', 'boy', 'man', 'masculine',
    'männlich', 'maennlich', 'junge', 'knabe', 'j',
    'masculino', 'hombre', 'niño', 'nino', 'chico', 'varón', 'varon', 'v',
    'м', 'муж', 'мужской', 'мальчик', 'мужчина',
    'ч', 'чол', 'чоловіча', 'чоловічий', 'хлопчик', 'чоловік',
  ),
  w: words(
    'w', 'f', 'female', 'girl', 'woman', 'feminine',
    'weiblich', 'mädchen', 'maedchen',
    'femenino', 'mujer', 'niña', 'nina', 'chica',
    'ж', 'жен', 'женский', 'девочка', 'женщина',
    'жін', 'жіноча', 'жіночий', 'дівчинка', 'жінка',
  ),
};

const LANGUAGES: Record<Language, string[]> = {
  de: words('de', 'deu', 'ger', 'german', 'deutsch', 'alemán', 'aleman', 'немецкий', 'німецька'),
  en: words('en', 'eng', 'english', 'englisch', 'inglés', 'ingles', 'английский', 'англійська'),
  es: words('es', 'spa', 'spanish', 'spanisch', 'español', 'espanol', 'castellano', 'испанский', 'іспанська'),
  ru: words('ru', 'rus', 'russian', 'russisch', 'ruso', 'русский', 'російська'),
  uk: words('uk', 'ua', 'ukr', 'ukrainian', 'ukrainisch', 'ucraniano', 'украинский', 'українська'),
};

function lookup<T extends string>(table: Record<T, string[]>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [value, list] of Object.entries(table) as [T, string[]][]) for (const word of list) map.set(word, value);
  return map;
}

const GENDER_OF = lookup(GENDERS);
const LANGUAGE_OF = lookup(LANGUAGES);

/** m or w from a gender cell; undefined when the word is not known. */
export const genderOf = (text: string): Gender | undefined => GENDER_OF.get(normalWord(text));
/** A language code from a language cell (code or name); undefined when not known. */
export const languageOf = (text: string): Language | undefined => LANGUAGE_OF.get(normalWord(text));

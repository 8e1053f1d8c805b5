// What an import does with each row of a roster (docs/product/validation.md#student-import):
// the rows are checked like createStudent's body, with the contract's own Name schema, and
// compared with the school's students and classes. Pure: the handler loads the school's
// state and writes the plan.
import { IMPORT_MAX_ROWS } from '@backoffice/api-client/constants';
import type { StudentImportRow } from '@backoffice/api-client';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { NEW_STUDENT } from '../../contract/enums.ts';
import { dereference, loadDocument } from '../../contract/spec.ts';
import { compileJsonField, TEXT_RULE } from '../../contract/validation.ts';
import type { Language } from '../../db/schema.ts';
import { type ErrorCode, unprocessable } from '../../lib/http-error.ts';
import { type Column, genderOf, headerColumns, languageOf } from './columns.ts';
import type { TableRow } from './read-table.ts';

/** The school as the plan needs it: its language, its classes and its students' names. */
export interface SchoolState {
  language: Language;
  /** Class id by lower-cased, trimmed name. */
  classes: Map<string, { class_id: number; name: string }>;
  students: { firstname: string; lastname: string; class_id: number | null }[];
}

export interface Plan {
  rows: StudentImportRow[];
  /** The classes to create, by lower-cased name, with the spelling of their first row. */
  newClasses: Map<string, string>;
  /** Every class a row without errors names (its lower-cased name), in file order. */
  classNames: string[];
}

let nameValidator: ValidateFunction<string> | undefined;

/** The contract's Name (StudentCreate.firstname): the same rules as creating a student one by one. */
function validName(): ValidateFunction<string> {
  if (!nameValidator) {
    const document = loadDocument();
    const schemas = (document.components as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas;
    nameValidator = compileJsonField<string>(dereference(schemas.StudentCreate!.properties.firstname, document) as Record<string, unknown>);
  }
  return nameValidator;
}

/** Why a name is refused, or undefined. Blank is the caller's "missing". */
function nameError(value: string): ErrorCode | undefined {
  const validate = validName();
  if (validate(value)) return undefined;
  const keywords = (validate.errors ?? []).map((e) => e.keyword);
  if (keywords.includes('maxLength')) return 'import.name_too_long';
  if (keywords.includes(TEXT_RULE)) return 'import.name_invalid_characters';
  return 'import.name_invalid_characters';
}

const key = (text: string) => text.trim().toLowerCase();
const personKey = (classKey: string | null, firstname: string, lastname: string) => `${classKey ?? ''}\u0000${key(firstname)}\u0000${key(lastname)}`;

export const noHeader = () => unprocessable('import.no_header', 'No header row names a first-name and a last-name column.');
export const tooManyRows = (count: number) =>
  unprocessable('import.too_many_rows', `The file has ${count} rows; at most ${IMPORT_MAX_ROWS} are imported at once.`);

/** How many rows before the header may be a title or notes ("Klassenliste 6b"). */
const HEADER_SEARCH_ROWS = 10;

export function planImport(table: TableRow[], school: SchoolState, createClasses: boolean): Plan {
  const headerIndex = table.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => headerColumns(row.cells));
  if (headerIndex < 0) throw noHeader();
  const columns = headerColumns(table[headerIndex]!.cells)!;
  const data = table.slice(headerIndex + 1);
  if (data.length > IMPORT_MAX_ROWS) throw tooManyRows(data.length);

  const cell = (row: TableRow, column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (row.cells[index] ?? '').trim();
  };

  // Who is there already: by class, and in the school whatever their class.
  const inClass = new Set<string>();
  const inSchool = new Set<string>();
  const classKeyOf = new Map<number, string>([...school.classes].map(([name, c]) => [c.class_id, name]));
  for (const s of school.students) {
    inSchool.add(personKey(null, s.firstname, s.lastname));
    if (s.class_id !== null) inClass.add(personKey(classKeyOf.get(s.class_id) ?? `#${s.class_id}`, s.firstname, s.lastname));
  }

  const newClasses = new Map<string, string>();
  const classNames: string[] = [];
  const seen = new Set<string>();
  const rows = data.map((row): StudentImportRow => {
    const firstname = cell(row, 'firstname');
    const lastname = cell(row, 'lastname');
    const className = cell(row, 'class_name');
    const genderText = cell(row, 'gender');
    const languageText = cell(row, 'language');
    const gender = genderText === '' ? NEW_STUDENT.gender : (genderOf(genderText) ?? null);
    const language = languageText === '' ? school.language : (languageOf(languageText) ?? null);

    const errors: ErrorCode[] = [];
    if (firstname === '') errors.push('import.firstname_missing');
    if (lastname === '') errors.push('import.lastname_missing');
    for (const name of [firstname, lastname]) {
      const error = name === '' ? undefined : nameError(name);
      if (error && !errors.includes(error)) errors.push(error);
    }
    const classKey = className === '' ? null : key(className);
    if (classKey !== null && !school.classes.has(classKey)) {
      if (!createClasses) errors.push('import.class_not_found');
      else if (nameError(className)) errors.push('import.class_name_invalid');
    }
    if (gender === null) errors.push('import.gender_unknown');
    if (language === null) errors.push('import.language_unknown');

    const person = personKey(classKey, firstname, lastname);
    if (errors.length === 0 && seen.has(person)) errors.push('import.duplicate_row');
    seen.add(person);

    let status: StudentImportRow['status'] = 'error';
    if (errors.length === 0) {
      status = (classKey === null ? inSchool.has(person) : inClass.has(person)) ? 'exists' : 'create';
      if (classKey !== null) {
        if (!school.classes.has(classKey) && !newClasses.has(classKey)) newClasses.set(classKey, className);
        if (!classNames.includes(classKey)) classNames.push(classKey);
      }
    }
    return { line: row.line, firstname, lastname, class_name: className === '' ? null : className, gender, language, status, errors };
  });
  return { rows, newClasses, classNames };
}

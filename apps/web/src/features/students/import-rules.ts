// The student import's rules on the screen (docs/product/screens.md#student-import): which rows
// the preview shows first, the counts, the files it takes, and the template to download.
import { MAX_FILE_BYTES, type Language, type StudentImportResult, type StudentImportRow } from '@backoffice/api-client';

/** What the file picker offers; the server decides by the content, not the name. */
export const IMPORT_ACCEPT = ['.csv', '.txt', '.tsv', '.xlsx', 'text/csv', 'text/plain', 'text/tab-separated-values', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** A file too large to send (the contract's x-max-bytes); the server would answer 413. */
export const tooLarge = (file: File) => file.size > MAX_FILE_BYTES;

const STATUS_ORDER: Record<StudentImportRow['status'], number> = { error: 0, create: 1, exists: 2 };

/** Errors first (docs/product/screens.md#student-import), then new students, then those already there; each by line. */
export function previewOrder(rows: readonly StudentImportRow[]): StudentImportRow[] {
  return [...rows].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.line - b.line);
}

export interface ImportCounts {
  create: number;
  exists: number;
  error: number;
}

export function importCounts(result: Pick<StudentImportResult, 'rows'>): ImportCounts {
  const counts: ImportCounts = { create: 0, exists: 0, error: 0 };
  for (const row of result.rows) counts[row.status] += 1;
  return counts;
}

/**
 * The template's header and one example row per interface language. These are words of the
 * file, not of the screen: the server knows each of them (apps/server/src/modules/student-import/
 * columns.ts), so they stay fixed rather than translated.
 */
const TEMPLATES: Record<Language, { separator: string; header: string[]; example: string[] }> = {
  de: { separator: ';', header: ['Vorname', 'Nachname', 'Klasse', 'Geschlecht', 'Sprache'], example: ['Lena', 'Fischer', '5a', 'w', 'de'] },
  en: { separator: ',', header: ['First name', 'Last name', 'Class', 'Gender', 'Language'], example: ['Emma', 'Smith', '5a', 'w', 'en'] },
  es: { separator: ';', header: ['Nombre', 'Apellido', 'Clase', 'Género', 'Idioma'], example: ['Lucía', 'García', '5a', 'w', 'es'] },
  ru: { separator: ';', header: ['Имя', 'Фамилия', 'Класс', 'Пол', 'Язык'], example: ['Анна', 'Иванова', '5a', 'w', 'ru'] },
  uk: { separator: ';', header: ['Імʼя', 'Прізвище', 'Клас', 'Стать', 'Мова'], example: ['Олена', 'Коваленко', '5a', 'w', 'uk'] },
};

/**
 * The template file in the interface language: UTF-8 with a byte order mark, so that Excel opens
 * it with the right letters, separated as Excel of that language separates (a semicolon where
 * the decimal mark is a comma).
 */
export function importTemplate(language: Language): { blob: Blob; fileName: string } {
  const { separator, header, example } = TEMPLATES[language];
  const text = `\uFEFF${header.join(separator)}\r\n${example.join(separator)}\r\n`;
  return { blob: new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName: `students-template-${language}.csv` };
}

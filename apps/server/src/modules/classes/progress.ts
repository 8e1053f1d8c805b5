// The class progress matrix as a CSV file (exportClassProgress): one header line, one line
// per student. Cell marks: x solved, q a quiz not solved, o assigned and not solved, empty
// for not assigned. Header words and the file name follow the requested language.
import type { ClassProgress } from '@backoffice/api-client';
import type { Language } from '../../db/schema.ts';
import { berlinMinute, csvDocument } from '../../lib/csv.ts';

interface ExportWords {
  lastname: string;
  firstname: string;
  solved: string;
  assigned: string;
  lastActivity: string;
  /** The file name's first word, before `_<class>.csv`. */
  file: string;
}

const WORDS: Record<Language, ExportWords> = {
  de: { lastname: 'Nachname', firstname: 'Vorname', solved: 'Gelöst', assigned: 'Zugewiesen', lastActivity: 'Letzte Aktivität', file: 'Fortschritt' },
  en: { lastname: 'Last name', firstname: 'First name', solved: 'Solved', assigned: 'Assigned', lastActivity: 'Last activity', file: 'Progress' },
  es: { lastname: 'Apellido', firstname: 'Nombre', solved: 'Resueltos', assigned: 'Asignados', lastActivity: 'Última actividad', file: 'Progreso' },
  ru: { lastname: 'Фамилия', firstname: 'Имя', solved: 'Решено', assigned: 'Назначено', lastActivity: 'Последняя активность', file: 'Прогресс' },
  uk: { lastname: 'Прізвище', firstname: "Ім'я", solved: "Розв'язано", assigned: 'Призначено', lastActivity: 'Остання активність', file: 'Прогрес' },
};

const mark = (cell: { solved: boolean; quiz: boolean } | undefined) => (!cell ? '' : cell.solved ? 'x' : cell.quiz ? 'q' : 'o');

/** The CSV text (with its byte order mark) of a matrix. */
export function progressCsv(progress: ClassProgress, language: Language): string {
  const words = WORDS[language];
  const cells = new Map(progress.cells.map((c) => [`${c.student_id}:${c.problem_id}`, c]));
  const header = [
    words.lastname,
    words.firstname,
    ...progress.problems.map((p) => `${p.problemset_name}: ${p.problem_id}`),
    words.solved,
    words.assigned,
    words.lastActivity,
  ];
  const lines = progress.students.map((s) => [
    s.lastname,
    s.firstname,
    ...progress.problems.map((p) => mark(cells.get(`${s.student_id}:${p.problem_id}`))),
    s.solved_count,
    s.assigned_count,
    berlinMinute(s.last_activity),
  ]);
  return csvDocument([header, ...lines]);
}

/** The export's file name, e.g. `Fortschritt_5a.csv`: the class name with spaces and path characters as `_`. */
export function progressFileName(className: string, language: Language): string {
  const name = Array.from(className.trim(), (c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' || /[\s/\\:*?"<>|]/.test(c) ? '_' : c)).join('');
  return `${WORDS[language].file}_${name || 'class'}.csv`;
}

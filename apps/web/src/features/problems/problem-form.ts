// The problem editor's form (docs/product/screens.md, validation.md): text and answer required, grades 5-13 (wider when a
// stored problem already has lower grades), difficulty 1-5, wrong answers one per line.
import type { Language, Problem, ProblemForm } from '@backoffice/api-client';
import * as z from 'zod/mini';
import { languageValue, optionalText, requiredText } from '../../components/form/index.ts';

export const problemSchema = z.object({
  text: requiredText(),
  solution: optionalText(),
  answer: requiredText(),
  wrong_answers: optionalText(),
  language: languageValue(),
  grade: z.tuple([z.number(), z.number()]),
  difficulty: z.number().check(z.gte(1), z.lte(5)),
});

export type ProblemValues = z.input<typeof problemSchema>;

export const EDITOR_GRADES: [number, number] = [5, 13];

export function problemDefaults(problem: Problem | undefined, language: Language): ProblemValues {
  if (!problem) return { text: '', solution: '', answer: '', wrong_answers: '', language, grade: EDITOR_GRADES, difficulty: 1 };
  return {
    text: problem.text,
    solution: problem.solution ?? '',
    answer: problem.answer ?? '',
    wrong_answers: problem.wrong_answers.join('\n'),
    language: problem.language,
    grade: [problem.gradefrom, problem.gradeto],
    difficulty: Math.min(5, Math.max(1, problem.difficulty)),
  };
}

/** An image field's state: unchanged (what is stored), a new file, or cleared. */
export type FileChange = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'clear' };

/** The multipart form of POST/PUT /admin/problems; a cleared file is sent as empty data and type. */
export function toProblemForm(values: z.output<typeof problemSchema>, image: FileChange, template: FileChange): ProblemForm {
  const form: ProblemForm = {
    text: values.text.trim(),
    solution: values.solution,
    answer: values.answer.trim(),
    wrong_answers: values.wrong_answers,
    gradefrom: values.grade[0],
    gradeto: values.grade[1],
    difficulty: values.difficulty,
    language: values.language,
  };
  if (image.kind === 'new') form.file = image.file;
  if (image.kind === 'clear') Object.assign(form, { file_data: '', file_type: '' });
  if (template.kind === 'new') form.template_file = template.file;
  if (template.kind === 'clear') Object.assign(form, { template_data: '', template_type: '' });
  return form;
}

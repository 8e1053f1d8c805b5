// The problem editor's two AI helpers (docs/product/screens.md#problem-editor, docs/product/api.md): a worked solution in
// the problem's language, looking at its image and template when sent, and plausible wrong
// answers for quizzes. Nothing is stored; the editor fills its fields with the answers.
import type { Language } from '@backoffice/api-client';
import { z } from 'zod';
import { aiBadAnswer, aiNotConfigured } from '../../ai/errors.ts';
import { LANGUAGE_NAMES } from '../../ai/languages.ts';
import type { AiPart, AiProvider } from '../../ai/provider.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { ImageWork } from './image-work/client.ts';
import { problemImageType, sniffType } from './files.ts';

/** Template PDFs: the model sees this many of their first pages. */
const TEMPLATE_PAGES = 2;

function configured(ai: AiProvider | undefined): AiProvider {
  if (!ai) throw aiNotConfigured();
  return ai;
}

async function modelImage(images: ImageWork, data: Buffer): Promise<AiPart> {
  return { type: 'image', data: await images.run('modelImage', data), mimeType: 'image/png' };
}

/** The template as pictures the model can look at: an image, or a PDF's first pages; other types are not sent. */
async function templateImages(images: ImageWork, file: UploadedFile): Promise<AiPart[]> {
  // A template the server cannot read is left out: the text alone may still be enough.
  const type = sniffType(file.data);
  try {
    if (type === 'application/pdf') {
      const pages = await images.run('pdfPictures', file.data, TEMPLATE_PAGES);
      return pages.map((p) => ({ type: 'image', data: p.data, mimeType: p.type }));
    }
    if (type?.startsWith('image/')) return [await modelImage(images, file.data)];
  } catch {
    return [];
  }
  return [];
}

const Solution = z.object({ solution: z.string() });

export async function generateSolution(
  ai: AiProvider | undefined,
  imageWork: ImageWork,
  input: { text: string; language: Language; file?: UploadedFile; template?: UploadedFile },
): Promise<string> {
  const provider = configured(ai);
  const pictures: AiPart[] = [];
  if (input.file) {
    problemImageType(input.file); // a problem image must be a JPG, PNG or GIF, as in the editor
    pictures.push(await modelImage(imageWork, input.file.data));
  }
  if (input.template) pictures.push(...(await templateImages(imageWork, input.template)));
  const language = LANGUAGE_NAMES[input.language];
  const answer = await provider.ask({
    purpose: 'solution',
    vision: pictures.length > 0,
    schemaName: 'solution',
    schema: Solution,
    system: `You are a maths teacher. You write worked solutions for pupils, step by step, in ${language}. Answer with JSON only.`,
    user: [
      {
        type: 'text',
        text: [
          `Write a worked solution, in ${language}, to the problem below${pictures.length ? ' (its pictures follow)' : ''}.`,
          'Use Markdown; write all mathematics in KaTeX: $…$ inline, $$…$$ for display. End with the result.',
          '',
          'Problem:',
          input.text,
        ].join('\n'),
      },
      ...pictures,
    ],
  });
  const solution = answer.solution.trim();
  if (!solution) throw aiBadAnswer();
  return solution;
}

const WrongAnswers = z.object({ wrong_answers: z.array(z.string()) });
const MIN_WRONG_ANSWERS = 3;
const MAX_WRONG_ANSWERS = 5;

/** How an answer compares with another: without spaces, dollar signs, thin spaces and case. */
function answerKey(answer: string): string {
  return answer
    .toLowerCase()
    .replace(/\\[,;:! ]/g, '')
    .replace(/\\dfrac|\\tfrac/g, '\\frac')
    .replace(/[\s$]/g, '')
    .replace(/[.,]$/, '');
}

/** One line each, none blank, none twice, none equal to the answer; at most five. */
function cleanWrongAnswers(candidates: string[], answer: string | null | undefined): string[] {
  const seen = new Set(answer?.trim() ? [answerKey(answer)] : []);
  const kept: string[] = [];
  for (const candidate of candidates) {
    const line = candidate.replace(/\s*\n\s*/g, ' ').trim();
    const key = answerKey(line);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(line);
  }
  return kept.slice(0, MAX_WRONG_ANSWERS);
}

export async function generateWrongAnswers(
  ai: AiProvider | undefined,
  input: { text: string; solution?: string | null; answer?: string | null; language: Language },
): Promise<string[]> {
  const provider = configured(ai);
  const language = LANGUAGE_NAMES[input.language];
  const ask = () =>
    provider.ask({
      purpose: 'wrong_answers',
      schemaName: 'wrong_answers',
      schema: WrongAnswers,
      temperature: 0.7,
      system: `You are a maths teacher who writes multiple-choice quizzes in ${language}. Answer with JSON only.`,
      user: [
        {
          type: 'text',
          text: [
            `Give ${MIN_WRONG_ANSWERS} to ${MAX_WRONG_ANSWERS} different wrong answers to the problem below, in ${language}:`,
            'results pupils typically get from a real mistake (a wrong rule, a slip, a misread number).',
            'Each is a single short line in the same form as the correct answer; KaTeX for mathematics ($…$).',
            'None may equal the correct answer.',
            '',
            'Problem:',
            input.text,
            ...(input.solution?.trim() ? ['', 'Solution:', input.solution] : []),
            ...(input.answer?.trim() ? ['', 'Correct answer:', input.answer] : []),
          ].join('\n'),
        },
      ],
    });
  // A model that repeats itself or the answer gets one more chance.
  for (let attempt = 0; attempt < 2; attempt++) {
    const answers = cleanWrongAnswers((await ask()).wrong_answers, input.answer);
    if (answers.length >= MIN_WRONG_ANSWERS) return answers;
  }
  throw aiBadAnswer();
}

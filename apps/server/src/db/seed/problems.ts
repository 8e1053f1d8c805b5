// Collections and problems: 101-104 exactly as in the contract's examples, then about 145
// generated from the templates, owned by the schools, the shared library and the parent.
import type { Insertable } from 'kysely';
import type { CollectionsTable, Language, ProblemsTable } from '../schema.ts';
import type { FileContent } from '../../modules/problems/files.ts';
import { TEMPLATES } from './problem-templates.ts';
import { coordinateGridTemplate, numberLineTemplate, rectangleFigure } from './media.ts';
import { type Clock, createRng } from './random.ts';

export const COLLECTIONS: readonly Insertable<CollectionsTable>[] = [
  { collection_id: 1, name: 'Bruchrechnung Klasse 5 und 6' },
  { collection_id: 2, name: 'Geometrie Grundlagen' },
  { collection_id: 3, name: 'Prozentrechnung' },
  { collection_id: 4, name: 'Gleichungen' },
];

/** A problem row with what the topics need to pick it: its kind and who may see it. */
export interface DemoProblem {
  problem_id: number;
  kind: string;
  text: string;
  file_data: string | null;
  file_type: string | null;
  template_data: string | null;
  template_type: string | null;
  solution: string;
  answer: string;
  wrong_answers: string[];
  gradefrom: number;
  gradeto: number;
  difficulty: number;
  language: Language;
  collection_id: number | null;
  owner_school_id: number | null;
  created_by_user_id: number;
  created_at: Date;
  updated_at: Date;
}

type FixedProblem = Omit<DemoProblem, 'created_at' | 'updated_at' | 'template_data' | 'template_type'>;

const FIXED: readonly FixedProblem[] = [
  {
    problem_id: 101,
    kind: 'fraction-add',
    text: 'Berechne $\\frac{3}{4} + \\frac{1}{6}$ und kürze das Ergebnis so weit wie möglich.',
    file_data: null,
    file_type: null,
    solution:
      'Hauptnenner 12, also $\\frac{3}{4} + \\frac{1}{6} = \\frac{9}{12} + \\frac{2}{12} = \\frac{11}{12}$. ' +
      'Da 11 eine Primzahl ist, lässt sich der Bruch nicht weiter kürzen.',
    answer: '$\\frac{11}{12}$',
    wrong_answers: ['$\\frac{4}{10}$', '$\\frac{2}{5}$', '$\\frac{4}{24}$'],
    gradefrom: 5,
    gradeto: 6,
    difficulty: 2,
    language: 'de',
    collection_id: 1,
    owner_school_id: 1,
    created_by_user_id: 3,
  },
  {
    problem_id: 102,
    kind: 'table-mean',
    text: [
      'Vier Kinder haben notiert, wie viel Taschengeld sie im Monat bekommen:',
      '',
      '| Kind | Betrag |',
      '|------|-------:|',
      '| Anna | 15 € |',
      '| Ben | 20 € |',
      '| Clara | 12 € |',
      '| David | 25 € |',
      '',
      'Berechne den Mittelwert des monatlichen Taschengelds.',
    ].join('\n'),
    file_data: null,
    file_type: null,
    solution: 'Mittelwert $= \\frac{15 + 20 + 12 + 25}{4} = \\frac{72}{4} = 18$, also 18 € im Monat.',
    answer: '18 €',
    wrong_answers: ['17,50 €', '20 €', '72 €'],
    gradefrom: 7,
    gradeto: 8,
    difficulty: 3,
    language: 'de',
    collection_id: null,
    owner_school_id: 1,
    created_by_user_id: 2,
  },
  {
    problem_id: 103,
    kind: 'rectangle',
    text:
      'Ein Rechteck hat die Seitenlängen $a = 6\\,\\text{cm}$ und $b = 4\\,\\text{cm}$ (siehe ' +
      'Abbildung). Berechne den Umfang und den Flächeninhalt des Rechtecks.',
    // The contract's example carries a 1×1 placeholder; the demo shows the real figure.
    file_data: rectangleFigure(6, 4, '6 cm', '4 cm').toString('base64'),
    file_type: 'image/png',
    solution:
      'Umfang $u = 2 \\cdot (a + b) = 2 \\cdot (6 + 4)\\,\\text{cm} = 20\\,\\text{cm}$; ' +
      'Flächeninhalt $A = a \\cdot b = 6 \\cdot 4\\,\\text{cm}^2 = 24\\,\\text{cm}^2$.',
    answer: '$u = 20\\,\\text{cm}$, $A = 24\\,\\text{cm}^2$',
    wrong_answers: [
      '$u = 10\\,\\text{cm}$, $A = 24\\,\\text{cm}^2$',
      '$u = 20\\,\\text{cm}$, $A = 20\\,\\text{cm}^2$',
      '$u = 24\\,\\text{cm}$, $A = 10\\,\\text{cm}^2$',
    ],
    gradefrom: 5,
    gradeto: 5,
    difficulty: 1,
    language: 'de',
    collection_id: 2,
    owner_school_id: 1,
    created_by_user_id: 3,
  },
  {
    problem_id: 104,
    kind: 'speed',
    text: 'A train travels $180\\,\\text{km}$ in $2.5$ hours. What is its average speed in $\\frac{\\text{km}}{\\text{h}}$?',
    file_data: null,
    file_type: null,
    solution: '$v = \\frac{180\\,\\text{km}}{2.5\\,\\text{h}} = 72\\,\\frac{\\text{km}}{\\text{h}}$',
    answer: '$72\\,\\frac{\\text{km}}{\\text{h}}$',
    wrong_answers: [
      '$450\\,\\frac{\\text{km}}{\\text{h}}$',
      '$90\\,\\frac{\\text{km}}{\\text{h}}$',
      '$60\\,\\frac{\\text{km}}{\\text{h}}$',
    ],
    gradefrom: 7,
    gradeto: 9,
    difficulty: 2,
    language: 'en',
    collection_id: null,
    owner_school_id: null,
    created_by_user_id: 4,
  },
];

/** Who owns the generated problems: [owner school, creators to choose from, how many]. */
const OWNERS: readonly [school: number | null, creators: readonly number[], count: number][] = [
  [1, [2, 3, 3, 3, 7, 7], 100],
  [2, [6], 28],
  [null, [1], 15], // the shared library: no owning school, created by the admin
  [null, [4], 3], // the parent's own problems
];

const WORKSHEET = (title: string, lines: readonly string[]) =>
  [
    `Arbeitsblatt: ${title}`,
    'Name: ____________________   Klasse: ______   Datum: __________',
    '',
    ...lines,
    '',
    'Antwortsatz: ______________________________________________',
  ].join('\n');

/** The few problems that come with a worksheet template, by kind (the first of each kind). */
const WORKSHEET_TEMPLATES: Record<string, () => { data: Buffer; type: string }> = {
  'fraction-add': () => ({ data: numberLineTemplate(12), type: 'image/png' }),
  linear: () => ({ data: coordinateGridTemplate(), type: 'image/png' }),
  'percent-of': () => ({
    data: Buffer.from(WORKSHEET('Prozentrechnung', ['Grundwert G = __________', 'Prozentsatz p = ______ %', 'Prozentwert W = G · p / 100 = __________'])),
    type: 'text/plain',
  }),
  'table-mean': () => ({
    data: Buffer.from(WORKSHEET('Mittelwert', ['Werte: ___ ___ ___ ___ ___ ___ ___', 'Summe: __________', 'Anzahl: ______', 'Mittelwert = Summe : Anzahl = __________'])),
    type: 'text/plain',
  }),
  units: () => ({
    data: Buffer.from(WORKSHEET('Einheiten umrechnen', ['km | m | dm | cm | mm', '   |   |    |    |   ', 'Umrechnungszahl: __________'])),
    type: 'text/plain',
  }),
};

export function buildProblems(clock: Clock): DemoProblem[] {
  const rng = createRng('problems');
  const fixedDates: Record<number, [number, number]> = { 101: [40, 9], 102: [33, 14], 103: [26, 11], 104: [9, 19] };
  const problems: DemoProblem[] = FIXED.map((p) => {
    const [days, hh] = fixedDates[p.problem_id] ?? [30, 10];
    const created = clock.daysAgo(days, hh, 12);
    return { ...p, template_data: null, template_type: null, created_at: created, updated_at: created };
  });

  const kinds = rng.shuffle(TEMPLATES.flatMap((template) => Array.from({ length: template.count }, () => template)));
  const owners = rng.shuffle(OWNERS.flatMap(([school, creators, count]) => Array.from({ length: count }, () => ({ school, creators }))));
  if (kinds.length !== owners.length) throw new Error(`seed: ${kinds.length} problem templates for ${owners.length} owners`);
  const withWorksheet = new Set<string>();

  kinds.forEach((template, i) => {
    const owner = owners[i] as (typeof owners)[number];
    const creator = rng.pick(owner.creators);
    const language: Language = rng.chance(creator === 4 ? 0.5 : 0.2) ? 'en' : 'de';
    const draft = template.make(rng, language);
    const created = clock.daysAgo(rng.int(12, 420), rng.int(7, 18), rng.int(0, 59));
    const edited = rng.chance(0.3) ? clock.after(created, rng.int(1, 10) * 86_400 + rng.int(0, 7200)) : created;
    const worksheet = WORKSHEET_TEMPLATES[template.kind];
    let templateFile: { data: Buffer; type: string } | null = null;
    if (worksheet && language === 'de' && owner.school === 1 && !withWorksheet.has(template.kind)) {
      withWorksheet.add(template.kind);
      templateFile = worksheet();
    }
    problems.push({
      problem_id: 105 + i,
      kind: template.kind,
      text: draft.text,
      file_data: draft.figure ? draft.figure.toString('base64') : null,
      file_type: draft.figure ? 'image/png' : null,
      template_data: templateFile ? templateFile.data.toString('base64') : null,
      template_type: templateFile ? templateFile.type : null,
      solution: draft.solution,
      answer: draft.answer,
      wrong_answers: draft.wrong_answers,
      gradefrom: draft.gradefrom,
      gradeto: draft.gradeto,
      difficulty: draft.difficulty,
      language,
      collection_id: template.collection !== null && rng.chance(0.75) ? template.collection : null,
      owner_school_id: owner.school,
      created_by_user_id: creator,
      created_at: created,
      updated_at: edited > clock.now ? created : edited,
    });
  });
  return problems;
}

/** The rows of the problems, with their image and template still to be stored (seed.ts stores them). */
export function problemRows(problems: readonly DemoProblem[]): (Insertable<ProblemsTable> & { file: FileContent | null; template: FileContent | null })[] {
  return problems.map(({ kind: _kind, wrong_answers, file_data, file_type, template_data, template_type, ...row }) => ({
    ...row,
    wrong_answers: JSON.stringify(wrong_answers),
    file: file_data && file_type ? { data: Buffer.from(file_data, 'base64'), type: file_type } : null,
    template: template_data && template_type ? { data: Buffer.from(template_data, 'base64'), type: template_type } : null,
  }));
}

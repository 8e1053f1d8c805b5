// The problem library: search, read, create and edit with files, collection, copy, delete,
// the AI operations without a provider, and creating problems from upload drafts.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_TWO_ADMIN, startTestServer, type TestServer } from './helpers/app.ts';

let server: TestServer;
/** Jens Albrecht, schooladmin of school 2. */
let otherSchool: string;

beforeAll(async () => {
  server = await startTestServer();
  otherSchool = await server.signIn(SCHOOL_TWO_ADMIN);
});
afterAll(() => server.close());

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const png = () => ({ data: Buffer.from(PNG_BASE64, 'base64'), type: 'image/png', filename: 'rechteck.png' });
// Real images (2 × 2 pixels, no metadata): the server reads every image it stores.
const GIF_BASE64 = 'R0lGODlhAgACAIAAAExpcf8AACH5BAUAAAAALAAAAAACAAIAAAICjFMAOw==';
const JPEG_BASE64 =
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdABykX//Z';
const gif = () => ({ data: Buffer.from(GIF_BASE64, 'base64'), type: 'image/gif', filename: 'a.gif' });
const jpeg = () => ({ data: Buffer.from(JPEG_BASE64, 'base64'), type: 'image/jpeg', filename: 'a.jpg' });
const pdf = () => ({ data: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), type: 'application/pdf', filename: 'blatt.pdf' });

const problemForm = (extra: Record<string, string | number | { data: Buffer; type: string; filename?: string }> = {}) => ({
  text: 'Berechne $\\frac{1}{2} + \\frac{1}{4}$.',
  solution: '$\\frac{2}{4} + \\frac{1}{4} = \\frac{3}{4}$',
  answer: '$\\frac{3}{4}$',
  wrong_answers: '  $\\frac{2}{6}$ \n\n$\\frac{1}{8}$\r\n   \n$\\frac{2}{4}$',
  gradefrom: 5,
  gradeto: 6,
  difficulty: 2,
  language: 'de',
  ...extra,
});

const problemCount = async () => (await server.db.selectFrom('problems').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
const problemRow = (id: number) => server.db.selectFrom('problems').selectAll().where('problem_id', '=', id).executeTakeFirstOrThrow();
const problemOwnedBy = async (schoolId: number | null, creator: number) =>
  (
    await server.db
      .selectFrom('problems')
      .select('problem_id')
      .where('owner_school_id', schoolId === null ? 'is' : '=', schoolId)
      .where('created_by_user_id', '=', creator)
      .orderBy('problem_id')
      .executeTakeFirstOrThrow()
  ).problem_id;

async function create(as: string, extra = {}): Promise<number> {
  const res = await server.call('createProblem', { as, form: problemForm(extra) });
  expect(res.status).toBe(200);
  return res.body.problem_id;
}

type Item = { problem_id: number; text: string; solution: string | null; answer: string | null; gradefrom: number; gradeto: number; difficulty: number; language: string; collection_id: number | null; created_by_user_id: number | null; owner_school_id: number | null };
const search = async (as: string, query: Record<string, string | number> = {}) => {
  const res = await server.call<{ items: Item[]; total: number }>('searchProblems', { as, query: { per_page: 100, ...query } });
  expect(res.status).toBe(200);
  return res.body;
};
const ids = (items: Item[]) => items.map((p) => p.problem_id);

describe('searchProblems', () => {
  it('pages an admin through every problem, newest first, with the total', async () => {
    const total = await problemCount();
    const first = await server.call('searchProblems', { as: 'admin' });
    expect(first.body.total).toBe(total);
    expect(first.body.items).toHaveLength(Math.min(20, total));
    const second = await server.call('searchProblems', { as: 'admin', query: { page: 2 } });
    const all = [...ids(first.body.items), ...ids(second.body.items)];
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(new Set(all).size).toBe(all.length);
    const beyond = await server.call('searchProblems', { as: 'admin', query: { page: 999 } });
    expect(beyond.body).toEqual({ items: [], total });
  });

  it('shows a teacher their school\'s, their own and the shared problems only', async () => {
    const { items, total } = await search('teacher', { per_page: 100 });
    const { n } = await server.db
      .selectFrom('problems')
      .leftJoin('users', 'users.user_id', 'problems.created_by_user_id')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('problems.owner_school_id', '=', 1),
          eb('problems.created_by_user_id', '=', 3),
          eb.and([eb('problems.owner_school_id', 'is', null), eb('users.usertype', '=', 'admin')]),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(total).toBe(n);
    expect(ids(items)).not.toContain(104);
    for (const p of items) expect(p.owner_school_id === 1 || p.owner_school_id === null).toBe(true);
    const teacherAll = await search('teacher', { query: 'train travels' });
    expect(teacherAll.total).toBe(0);
  });

  it('shows a parent their own and the shared problems, and another school nothing of school 1', async () => {
    const parent = await search('parent');
    expect(ids(parent.items)).toContain(104);
    expect(ids(parent.items)).not.toContain(101);
    for (const p of parent.items) expect(p.owner_school_id).toBeNull();
    const other = await search(otherSchool);
    expect(ids(other.items)).not.toContain(101);
    expect(other.items.some((p) => p.owner_school_id === 2)).toBe(true);
  });

  it('finds text in the text, solution and answer without case', async () => {
    expect(ids((await search('teacher', { query: 'TASCHENGELD' })).items)).toContain(102);
    expect(ids((await search('teacher', { query: 'hauptnenner 12' })).items)).toContain(101);
    const byAnswer = await search('admin', { query: '72\\,\\frac{\\text{km}}' });
    expect(ids(byAnswer.items)).toContain(104);
  });

  it('takes % and _ in the search text literally', async () => {
    const everything = await search('admin');
    for (const wildcard of ['%', '_']) {
      const res = await search('admin', { query: wildcard });
      expect(res.total).toBeLessThan(everything.total);
      for (const p of res.items) expect(`${p.text}${p.solution}${p.answer}`).toContain(wildcard);
    }
  });

  it('matches grade ranges that overlap the filter, and the difficulty range', async () => {
    const res = await search('admin', { grade_min: 7, grade_max: 7, per_page: 100 });
    expect(ids(res.items)).toEqual(expect.arrayContaining([102, 104]));
    expect(ids(res.items)).not.toContain(101);
    for (const p of res.items) expect(p.gradefrom <= 7 && p.gradeto >= 7).toBe(true);
    const hard = await search('admin', { difficulty_min: 4, difficulty_max: 5 });
    expect(hard.total).toBeGreaterThan(0);
    for (const p of hard.items) expect(p.difficulty).toBeGreaterThanOrEqual(4);
  });

  it('filters by language, by "mine" and by collection, all combined', async () => {
    const english = await search('admin', { language: 'en' });
    expect(ids(english.items)).toContain(104);
    for (const p of english.items) expect(p.language).toBe('en');

    const mine = await search('teacher', { created_by: 'mine' });
    expect(ids(mine.items)).toEqual(expect.arrayContaining([101, 103]));
    for (const p of mine.items) expect(p.created_by_user_id).toBe(3);

    const fractions = await search('teacher', { created_by: '1' });
    expect(ids(fractions.items)).toContain(101);
    for (const p of fractions.items) expect(p.collection_id).toBe(1);

    const combined = await search('teacher', { created_by: 'mine', grade_min: 5, grade_max: 5, difficulty_max: 1 });
    expect(ids(combined.items)).toContain(103);
    expect(ids(combined.items)).not.toContain(101);
  });

  it('refuses filters outside the contract', async () => {
    expect((await server.call('searchProblems', { query: { created_by: 'others' } })).status).toBe(422);
    expect((await server.call('searchProblems', { query: { per_page: 101 } })).status).toBe(422);
    expect((await server.call('searchProblems', { query: { grade_min: 0 } })).status).toBe(422);
  });
});

describe('getProblem', () => {
  it('reads a problem with its collection and creator names', async () => {
    const res = await server.call('getProblem', { as: 'teacher', params: { id: 101 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      problem_id: 101,
      collection_id: 1,
      collection_name: 'Bruchrechnung Klasse 5 und 6',
      creator_firstname: 'Julia',
      creator_lastname: 'Hoffmann',
      owner_school_id: 1,
      created_by_user_id: 3,
    });
    expect((await server.call('getProblem', { as: 'admin', params: { id: 104 } })).body.language).toBe('en');
  });

  it('answers 404 problem.not_found outside the scope', async () => {
    const cases: [string, number][] = [
      ['teacher', 104],
      ['parent', 101],
      ['teacher', await problemOwnedBy(2, 6)],
      [otherSchool, 101],
      ['admin', 999999],
    ];
    for (const [as, id] of cases) {
      const res = await server.call('getProblem', { as, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('problem.not_found');
    }
  });
});

describe('createProblem', () => {
  it('stores the problem with image and template for the creator and their school', async () => {
    const template = { data: Buffer.from('Arbeitsblatt'), type: 'text/plain', filename: 'vorlage.txt' };
    const res = await server.call('createProblem', { as: 'teacher', form: problemForm({ file: png(), template_file: template }) });
    expect(res.status).toBe(200);
    const id = res.body.problem_id;
    expect(res.body.redirect_url).toBe(`/problems?page=1#p${id}`);
    const problem = (await server.call('getProblem', { as: 'teacher', params: { id } })).body;
    expect(problem).toMatchObject({
      text: 'Berechne $\\frac{1}{2} + \\frac{1}{4}$.',
      answer: '$\\frac{3}{4}$',
      wrong_answers: ['$\\frac{2}{6}$', '$\\frac{1}{8}$', '$\\frac{2}{4}$'],
      gradefrom: 5,
      gradeto: 6,
      difficulty: 2,
      file_type: 'image/png',
      template_type: 'application/octet-stream', // not an image or a PDF by its content
      owner_school_id: 1,
      created_by_user_id: 3,
      collection_id: null,
      creator_firstname: 'Julia',
    });
    // The answer names the files; their addresses serve them.
    const image = await server.readFile(problem.file_url);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.toString('base64')).toBe(PNG_BASE64);
    const stored = await server.readFile(problem.template_url);
    expect(stored.headers['content-type']).toBe('application/octet-stream');
    expect(stored.body.toString()).toBe('Arbeitsblatt');
    const first = await server.call('searchProblems', { as: 'teacher' });
    expect(first.body.items[0].problem_id).toBe(id);
  });

  it('gives a parent\'s problem no school, and accepts GIF and JPEG images', async () => {
    const id = await create('parent', { file: gif() });
    expect(await problemRow(id)).toMatchObject({ owner_school_id: null, created_by_user_id: 4, file_type: 'image/gif' });
    expect((await server.call('getProblem', { as: 'teacher', params: { id } })).status).toBe(404);
    const withJpeg = await create('admin', { file: jpeg() });
    expect(await problemRow(withJpeg)).toMatchObject({ owner_school_id: null, created_by_user_id: 1, file_type: 'image/jpeg' });
  });

  it('refuses a file that is not a JPG, PNG or GIF, by its content and by its type, writing nothing', async () => {
    const before = await problemCount();
    const fakes = [
      { data: Buffer.from('not an image at all'), type: 'image/png', filename: 'fake.png' },
      { ...png(), type: 'application/octet-stream' },
      pdf(),
    ];
    for (const file of fakes) {
      const res = await server.call('createProblem', { as: 'teacher', form: problemForm({ file }) });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('problem.invalid_file_type_image');
    }
    expect(await problemCount()).toBe(before);
  });

  it('refuses missing fields, grades out of order and files over 5 MB, writing nothing', async () => {
    const before = await problemCount();
    const { answer: _answer, ...withoutAnswer } = problemForm();
    const missing = await server.call('createProblem', { as: 'teacher', form: withoutAnswer });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toBe("The field 'answer' is required.");
    const reversed = await server.call('createProblem', { as: 'teacher', form: problemForm({ gradefrom: 8, gradeto: 6 }) });
    expect(reversed.status).toBe(422);
    expect((await server.call('createProblem', { as: 'teacher', form: problemForm({ difficulty: 6 }) })).status).toBe(422);
    const big = { data: Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(5 * 1024 * 1024 + 1)]), type: 'image/png', filename: 'big.png' };
    expect((await server.call('createProblem', { as: 'teacher', form: problemForm({ file: big }) })).status).toBe(413);
    expect(await problemCount()).toBe(before);
  });
});

describe('updateProblem', () => {
  it('replaces the fields, keeps a file not sent, and clears one with empty fields', async () => {
    const id = await create('teacher', { file: png(), template_file: { ...png(), filename: 'vorlage.png' } });
    const res = await server.call('updateProblem', {
      as: 'teacher',
      params: { id },
      form: problemForm({ text: 'Neuer Text', difficulty: 4, wrong_answers: '' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ problem_id: id, redirect_url: `/problems?page=1#p${id}` });
    let row = await problemRow(id);
    expect(row).toMatchObject({ text: 'Neuer Text', difficulty: 4, wrong_answers: [], file_type: 'image/png', template_type: 'image/png' });

    await server.call('updateProblem', { as: 'teacher', params: { id }, form: problemForm({ file_type: '', file_data: '' }) });
    row = await problemRow(id);
    expect(row).toMatchObject({ file_key: null, file_type: null, file_size: null, thumbnail_key: null, template_type: 'image/png' });
    await server.call('updateProblem', { as: 'teacher', params: { id }, form: problemForm({ template_type: '' }) });
    expect(await problemRow(id)).toMatchObject({ template_key: null, template_type: null, template_size: null });
    await server.call('updateProblem', { as: 'teacher', params: { id }, form: problemForm({ file: gif() }) });
    expect((await problemRow(id)).file_type).toBe('image/gif');
  });

  it('keeps owner, creator and collection, and points to the list page that shows the problem', async () => {
    const res = await server.call('updateProblem', { as: 'schooladmin', params: { id: 101 }, form: problemForm({ difficulty: 3 }) });
    expect(res.status).toBe(200);
    expect(await problemRow(101)).toMatchObject({ owner_school_id: 1, created_by_user_id: 3, collection_id: 1, difficulty: 3 });
    const page = Number(/page=(\d+)#p101$/.exec(res.body.redirect_url)![1]);
    const listed = await server.call('searchProblems', { as: 'schooladmin', query: { page } });
    expect(ids(listed.body.items)).toContain(101);
  });

  it('answers 403 where docs/product/roles.md forbids editing and 404 where the problem is not visible, changing nothing', async () => {
    const shared = await problemOwnedBy(null, 1);
    const cases: [string, number, number][] = [
      ['teacher', 102, 403], // the schooladmin's problem
      ['teacher', shared, 403],
      ['parent', shared, 403],
      ['schooladmin', shared, 403],
      ['teacher', 104, 404],
      [otherSchool, 101, 404],
    ];
    for (const [as, id, status] of cases) {
      const before = await problemRow(id);
      const res = await server.call('updateProblem', { as, params: { id }, form: problemForm({ text: 'Übernommen' }) });
      expect(res.status).toBe(status);
      if (status === 404) expect(res.body.code).toBe('problem.not_found');
      expect(await problemRow(id)).toEqual(before);
    }
  });

  it('lets a parent edit their own problem, and refuses a bad image without changing it', async () => {
    expect((await server.call('updateProblem', { as: 'parent', params: { id: 104 }, form: problemForm({ language: 'en' }) })).status).toBe(200);
    const before = await problemRow(104);
    const bad = await server.call('updateProblem', {
      as: 'parent',
      params: { id: 104 },
      form: problemForm({ text: 'Changed', file: { data: Buffer.from('<svg/>'), type: 'image/svg+xml', filename: 'x.svg' } }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('problem.invalid_file_type_image');
    expect(await problemRow(104)).toEqual(before);
  });
});

describe('updateProblemCollection', () => {
  it('puts a problem into a collection and takes it out again (admin)', async () => {
    const res = await server.call('updateProblemCollection', { as: 'admin', params: { id: 102 }, body: { collection_id: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ problem_id: 102, collection_id: 1, collection_name: 'Bruchrechnung Klasse 5 und 6', creator_firstname: 'Thomas' });
    const out = await server.call('updateProblemCollection', { as: 'admin', params: { id: 102 }, body: { collection_id: null } });
    expect(out.body).toMatchObject({ collection_id: null, collection_name: null });
  });

  it('is for admins only', async () => {
    for (const as of ['schooladmin', 'teacher', 'parent'] as const) {
      const res = await server.call('updateProblemCollection', { as, params: { id: 101 }, body: { collection_id: 2 } });
      expect(res.status).toBe(403);
    }
    expect((await problemRow(101)).collection_id).toBe(1);
  });

  it('answers 404 for an unknown problem or collection, changing nothing', async () => {
    const collection = await server.call('updateProblemCollection', { as: 'admin', params: { id: 101 }, body: { collection_id: 9999 } });
    expect(collection.status).toBe(404);
    expect(collection.body.code).toBe('collection.not_found');
    expect((await problemRow(101)).collection_id).toBe(1);
    const problem = await server.call('updateProblemCollection', { as: 'admin', params: { id: 999999 }, body: { collection_id: 1 } });
    expect(problem.status).toBe(404);
    expect(problem.body.code).toBe('problem.not_found');
  });
});

describe('copyProblem', () => {
  it('copies everything into a problem of the signed-in user, which they may edit', async () => {
    const res = await server.call('copyProblem', { as: 'teacher', params: { id: 103 } });
    expect(res.status).toBe(200);
    const copy = await problemRow(res.body.problem_id);
    const original = await problemRow(103);
    const content = ['text', 'file_key', 'file_type', 'file_size', 'thumbnail_key', 'template_key', 'template_type', 'template_size', 'solution', 'answer', 'wrong_answers', 'gradefrom', 'gradeto', 'difficulty', 'language'] as const;
    for (const field of content) expect(copy[field]).toEqual(original[field]);
    expect(copy).toMatchObject({ owner_school_id: 1, created_by_user_id: 3, collection_id: null });
    const notMine = await server.call('copyProblem', { as: 'teacher', params: { id: 102 } });
    const edit = await server.call('updateProblem', { as: 'teacher', params: { id: notMine.body.problem_id }, form: problemForm() });
    expect(edit.status).toBe(200);
  });

  it('gives a parent\'s copy of a shared problem no school', async () => {
    const shared = await problemOwnedBy(null, 1);
    const res = await server.call('copyProblem', { as: 'parent', params: { id: shared } });
    expect(await problemRow(res.body.problem_id)).toMatchObject({ owner_school_id: null, created_by_user_id: 4 });
  });

  it('answers 404 for a problem the user may not see, copying nothing', async () => {
    const before = await problemCount();
    for (const [as, id] of [['teacher', 104], ['parent', 101], [otherSchool, 103]] as const) {
      const res = await server.call('copyProblem', { as, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('problem.not_found');
    }
    expect(await problemCount()).toBe(before);
  });
});

describe('AI operations without a provider', () => {
  it('answer 503 with the reason', async () => {
    const solution = await server.call('generateSolution', { as: 'teacher', form: { text: 'Berechne 2 + 2.', language: 'de' } });
    expect(solution.status).toBe(503);
    expect(solution.body.code).toBe('ai.not_configured');
    const wrong = await server.call('generateWrongAnswers', { as: 'parent', body: { text: 'Berechne 2 + 2.', answer: '4', language: 'de' } });
    expect(wrong.status).toBe(503);
    // A photo without print is refused with what to do, not "AI not set up" (a photo of a
    // printed sheet is read by OCR: test/extraction.test.ts).
    const photo = await server.call('uploadProblemFile', { as: 'teacher', form: { file: png(), language: 'de' } });
    expect(photo.status).toBe(422);
    expect(photo.body.code).toBe('upload.text_unreadable');
  });

  it('check the upload first: only PDF, JPG and PNG, at most 5 MB, 1-50 problems', async () => {
    const docx = { data: Buffer.from('PK\u0003\u0004word/document.xml'), type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', filename: 'blatt.docx' };
    for (const file of [docx, { ...docx, type: 'application/pdf' }, gif(), { ...pdf(), type: 'text/plain' }, { ...png(), data: Buffer.from('%PNG but not really') }]) {
      const res = await server.call('uploadProblemFile', { as: 'teacher', form: { file, language: 'de' } });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('upload.invalid_file');
    }
    const big = { ...pdf(), data: Buffer.concat([pdf().data, Buffer.alloc(5 * 1024 * 1024)]) };
    expect((await server.call('uploadProblemFile', { as: 'teacher', form: { file: big, language: 'de' } })).status).toBe(413);
    const many = await server.call('uploadProblemFile', { as: 'teacher', form: { file: pdf(), language: 'de', num_problems: 51 } });
    expect(many.status).toBe(422);
    expect(many.body.detail).toBe("The field 'num_problems' must be at most 50.");
  });
});

describe('confirmProblemUpload', () => {
  const drafts = [
    {
      text: 'Berechne $\\frac{2}{3} + \\frac{1}{4}$ und kürze das Ergebnis.',
      solution: '$\\frac{8}{12} + \\frac{3}{12} = \\frac{11}{12}$',
      answer: '$\\frac{11}{12}$',
      notes: null,
      gradefrom: 5,
      gradeto: 6,
      difficulty: 2,
      page_index: 0,
      coords: { left: 80, top: 150, right: 920, bottom: 260 },
      image_data: null,
      image_type: null,
    },
    {
      text: 'Ein Rechteck ist $8\\,\\text{cm}$ lang und $3\\,\\text{cm}$ breit. Berechne den Flächeninhalt.',
      solution: null,
      answer: '$24\\,\\text{cm}^2$',
      notes: 'Die Skizze wurde ausgeschnitten.',
      gradefrom: 5,
      gradeto: 5,
      difficulty: 1,
      page_index: 1,
      coords: { left: 120, top: 410, right: 680, bottom: 720 },
      image_data: PNG_BASE64,
      image_type: 'image/png',
    },
  ];
  const topicCount = async () => (await server.db.selectFrom('problemsets').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('creates the chosen drafts in the chosen order, in a new topic', async () => {
    const res = await server.call('confirmProblemUpload', {
      as: 'teacher',
      form: { problems: JSON.stringify(drafts), selected_indices: '[1, 0]', language: 'en', problemset_name: ' Arbeitsblatt Brüche und Flächen ' },
    });
    expect(res.status).toBe(200);
    const [rectangle, fractions] = res.body.problem_ids;
    expect(await problemRow(rectangle)).toMatchObject({
      text: drafts[1]!.text,
      solution: null,
      answer: '$24\\,\\text{cm}^2$',
      file_key: `${createHash('sha256').update(Buffer.from(PNG_BASE64, 'base64')).digest('hex')}.png`,
      file_type: 'image/png',
      language: 'en',
      gradefrom: 5,
      gradeto: 5,
      difficulty: 1,
      owner_school_id: 1,
      created_by_user_id: 3,
      collection_id: null,
    });
    expect(await problemRow(fractions)).toMatchObject({ text: drafts[0]!.text, file_key: null, wrong_answers: [] });
    const topic = await server.call('getProblemset', { as: 'teacher', params: { id: res.body.problemset_id } });
    expect(topic.body).toMatchObject({ name: 'Arbeitsblatt Brüche und Flächen', creator_name: 'Julia Hoffmann', problem_count: 2 });
    const list = await server.call('listProblemsetProblems', { as: 'teacher', params: { id: res.body.problemset_id } });
    expect(list.body.map((p: { problem_id: number; ordering: number }) => [p.problem_id, p.ordering])).toEqual([
      [rectangle, 0],
      [fractions, 1],
    ]);
  });

  it('creates no topic without a name; a parent\'s problems get no school', async () => {
    const topics = await topicCount();
    const res = await server.call('confirmProblemUpload', {
      as: 'parent',
      form: { problems: JSON.stringify(drafts), selected_indices: '[0]', language: 'de', problemset_name: '  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.problemset_id).toBeNull();
    expect(res.body.problem_ids).toHaveLength(1);
    expect(await problemRow(res.body.problem_ids[0])).toMatchObject({ owner_school_id: null, created_by_user_id: 4, language: 'de' });
    expect(await topicCount()).toBe(topics);
  });

  it('refuses drafts and indices of the wrong shape, writing nothing', async () => {
    const before = { problems: await problemCount(), topics: await topicCount() };
    const { answer: _answer, ...withoutAnswer } = drafts[0]!;
    const badProblems = ['not json', '{"text": "x"}', JSON.stringify([withoutAnswer]), JSON.stringify([{ ...drafts[0], gradefrom: 14 }]), JSON.stringify([{ ...drafts[0], coords: { left: 1 } }])];
    for (const problems of badProblems) {
      const res = await server.call('confirmProblemUpload', { as: 'teacher', form: { problems, selected_indices: '[0]', language: 'de', problemset_name: 'X' } });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation');
    }
    for (const selected of ['[]', '[2]', '[-1]', '[0, 0]', '[0.5]', '["0"]', '0', 'nope']) {
      const res = await server.call('confirmProblemUpload', { as: 'teacher', form: { problems: JSON.stringify(drafts), selected_indices: selected, language: 'de', problemset_name: 'X' } });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation');
    }
    const notImage = JSON.stringify([{ ...drafts[1], image_data: Buffer.from('<svg/>').toString('base64'), image_type: 'image/svg+xml' }]);
    const image = await server.call('confirmProblemUpload', { as: 'teacher', form: { problems: notImage, selected_indices: '[0]', language: 'de' } });
    expect(image.status).toBe(422);
    expect(image.body.code).toBe('problem.invalid_file_type_image');
    const reversed = JSON.stringify([drafts[0], { ...drafts[1], gradefrom: 9, gradeto: 5 }]);
    const grades = await server.call('confirmProblemUpload', { as: 'teacher', form: { problems: reversed, selected_indices: '[0, 1]', language: 'de' } });
    expect(grades.status).toBe(422);
    expect({ problems: await problemCount(), topics: await topicCount() }).toEqual(before);
  });
});

describe('deleteProblem', () => {
  it('answers 403 where docs/product/roles.md forbids it and 404 where not visible, deleting nothing', async () => {
    const before = await problemCount();
    for (const [as, id, status] of [['teacher', 102, 403], ['parent', 101, 404], [otherSchool, 101, 404], ['teacher', 104, 404]] as const) {
      expect((await server.call('deleteProblem', { as, params: { id } })).status).toBe(status);
    }
    expect(await problemCount()).toBe(before);
  });

  it('deletes a problem in use: it leaves its topics and students\' lists, which close up', async () => {
    const lena = 'k7m2q9xw4tfa';
    const topicsBefore = await server.db.selectFrom('problemset_problems').select('problemset_id').where('problem_id', '=', 101).execute();
    expect(topicsBefore.length).toBeGreaterThan(0);
    const res = await server.call('deleteProblem', { as: 'teacher', params: { id: 101 } });
    expect(res.status).toBe(200);
    expect((await server.call('getProblem', { as: 'teacher', params: { id: 101 } })).status).toBe(404);
    const topic = await server.call('listProblemsetProblems', { as: 'teacher', params: { id: 31 } });
    expect(topic.body.map((p: { problem_id: number }) => p.problem_id)).not.toContain(101);
    expect(topic.body.map((p: { ordering: number }) => p.ordering)).toEqual(topic.body.map((_: unknown, i: number) => i));
    const list = await server.db.selectFrom('student_problems').select(['problem_id', 'ordering']).where('student_id', '=', lena).orderBy('ordering').execute();
    expect(list.map((p) => p.problem_id)).not.toContain(101);
    expect(list.map((p) => p.ordering)).toEqual(list.map((_, i) => i));
  });
});

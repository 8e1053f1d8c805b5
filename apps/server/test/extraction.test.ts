// Extraction from uploaded worksheets with the real renderer: the two-page worksheet PDF of
// test/fixtures, read by the vision model of the loopback AI server, and read from its text
// layer by a server without AI. Crops are checked by their pixels.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pixelsOf } from '../src/modules/problems/extraction/boxes.ts';
import { asksToCheckFormulas } from '../src/modules/problems/extraction/drafts.ts';
import { linesFromGlyphs } from '../src/modules/problems/extraction/glyphs.ts';
import { pieceTexts, readPdf, symbolFontText } from '../src/modules/problems/extraction/pdf.ts';
import { itemsFromText, readSheet, withMath } from '../src/modules/problems/extraction/text-layer.ts';
import { scannedPdf } from './fixtures/make-pdf.ts';
import { WORKSHEET, worksheetPdf } from './fixtures/worksheet-pdf.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';
import { startLoopbackAi, type LoopbackAi } from './helpers/loopback-ai.ts';

interface Draft {
  text: string;
  notes: string | null;
  solution: string | null;
  answer: string | null;
  gradefrom: number;
  gradeto: number;
  difficulty: number;
  page_index: number;
  coords: { left: number; top: number; right: number; bottom: number } | null;
  image_data: string | null;
  image_type: string | null;
}
interface Extraction {
  /** Set on errors. */
  detail?: string;
  code?: string;
  problems: Draft[];
  pages: { image_type: string; image_data: string }[];
}

let ai: LoopbackAi;
let withAi: TestServer;
let withoutAi: TestServer;
let worksheet: { data: Buffer; type: string; filename: string };

beforeAll(async () => {
  ai = await startLoopbackAi();
  [withAi, withoutAi] = await Promise.all([
    startTestServer({ env: { AI_BASE_URL: ai.url, AI_MODEL: 'tutor-text', AI_VISION_MODEL: 'tutor-vision', AI_TIMEOUT_MS: '5000' } }),
    startTestServer(),
  ]);
  worksheet = { data: await worksheetPdf(), type: 'application/pdf', filename: 'arbeitsblatt.pdf' };
});
afterAll(async () => {
  await Promise.all([withAi.close(), withoutAi.close()]);
  await ai.close();
});
beforeEach(() => {
  ai.requests.length = 0;
});

/** Time budgets are for a quiet machine; CI's runs share two cores with other test files. */
const SLOW_MACHINE = 2;


const metadataOf = (base64: string) => sharp(Buffer.from(base64, 'base64')).metadata();

async function extract(server: TestServer, form: Record<string, unknown>) {
  return server.call<Extraction>('uploadProblemFile', { as: 'teacher', form: form as never });
}

describe('with an AI provider', () => {
  it('sends each rendered page to the vision model and crops the figures it finds', async () => {
    const res = await extract(withAi, { file: worksheet, language: 'de', num_problems: 10 });
    expect(res.status).toBe(200);
    // Two pages, rendered as PNG at 1240 px wide (A4 at about 150 dpi).
    expect(res.body.pages).toHaveLength(2);
    for (const page of res.body.pages) {
      expect(page.image_type).toBe('image/png');
      expect(await metadataOf(page.image_data)).toMatchObject({ format: 'png', width: 1240, height: 1754 });
    }
    expect(ai.requests).toHaveLength(2);
    for (const request of ai.requests) {
      expect(request).toMatchObject({ model: 'tutor-vision', schemaName: 'worksheet_page' });
      expect(request.images).toEqual([{ type: 'image/png', bytes: expect.any(Number) }]);
      expect(request.text).toContain('in German');
    }
    // With each page, its text layer as extraction without AI reads it: the items, their boxes, their formulas.
    // (The two pages are asked side by side: the requests may come in either order.)
    const hintOf = (page: number) => {
      const text = ai.requests.find((r) => r.text.includes(`page ${page} of 2`))!.text;
      return text.slice(text.indexOf('<<<text layer'), text.indexOf('text layer>>>'));
    };
    const [first, second] = [hintOf(1), hintOf(2)];
    expect(first).toContain(JSON.stringify('Berechne $\\frac{3}{4} + \\frac{1}{6}$ und kürze das Ergebnis.'));
    expect(first).toMatch(/^\[\d+,\d+,\d+,\d+\] "/mu);
    expect(second).not.toContain('Berechne $\\frac{3}{4}');
    expect(res.body.problems.map((p) => p.page_index)).toEqual([0, 0, 0, 1, 1]);
    expect(res.body.problems[0]).toMatchObject({ text: 'Berechne $\\frac{3}{4}$ + $\\frac{1}{6}$ und kürze das Ergebnis.', answer: '$\\frac{11}{12}$', coords: null, image_data: null });

    // The figures: cut from the page at the model's boxes, pixel for pixel.
    const figures = res.body.problems.filter((p) => p.image_data);
    expect(figures).toHaveLength(2);
    for (const [index, draft] of figures.entries()) {
      const truth = WORKSHEET.figures[index]!.box;
      expect(draft.coords).toEqual(truth);
      const expected = pixelsOf(truth, 1240, 1754);
      expect(expected.width).toBeLessThan(800);
      expect(await metadataOf(draft.image_data!)).toMatchObject({ format: 'png', width: expected.width, height: expected.height });
      expect(draft.image_type).toBe('image/png');
    }
  });

  it('keeps at most num_problems drafts, clamps boxes to the page and crops to at most 800 px wide', async () => {
    const draft = (coords: object | null) => ({ text: 'Aufgabe', solution: '', answer: '1', notes: null, gradefrom: 9, gradeto: 7, difficulty: 9, coords });
    // Both pages are sent at once and may reach the model in either order: each gets the same
    // answer, and the first page's drafts are the ones kept.
    const page = { json: { problems: [draft({ left: 0, top: 0, right: 1000, bottom: 500 }), draft({ left: -50, top: 995, right: 2000, bottom: 1200 }), draft(null)] } };
    ai.script(page, page);
    const res = await extract(withAi, { file: worksheet, language: 'en', num_problems: 2 });
    expect(res.status).toBe(200);
    expect(ai.requests[0]!.text).toContain('in English');
    expect(res.body.problems.map((p) => p.page_index)).toEqual([0, 0]);
    const [wide, edge] = res.body.problems as [Draft, Draft];
    // Grades in order and difficulty within 1-5, whatever the model said; a blank solution is none.
    expect(wide).toMatchObject({ gradefrom: 7, gradeto: 9, difficulty: 5, solution: null });
    expect(await metadataOf(wide.image_data!)).toMatchObject({ width: 800, height: Math.round((877 * 800) / 1240) });
    expect(edge.coords).toEqual({ left: 0, top: 990, right: 1000, bottom: 1000 });
    expect(await metadataOf(edge.image_data!)).toMatchObject({ width: 800 });
  });

  it('stops sending pages once it has num_problems drafts', async () => {
    const res = await extract(withAi, { file: { data: await scannedPdf(4), type: 'application/pdf' }, language: 'de', num_problems: 1 });
    expect(res.status).toBe(200);
    expect(res.body.pages).toHaveLength(4);
    expect(res.body.problems.map((p) => p.page_index)).toEqual([0]);
    // Two pages are read at a time: the first two went, the last two were not needed.
    expect(ai.requests).toHaveLength(2);
  });

  it('reads a photo as one page', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#fafafa' } }).jpeg().toBuffer();
    const res = await extract(withAi, { file: { data: photo, type: 'image/jpeg', filename: 'foto.jpg' }, language: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.pages).toHaveLength(1);
    expect(await metadataOf(res.body.pages[0]!.image_data)).toMatchObject({ format: 'jpeg', width: 2000, height: 1333 });
    expect(res.body.problems).toHaveLength(1);
    // A photo's figure stays a JPEG: as PNG it would be many times larger.
    expect(res.body.problems[0]!.image_type).toBe('image/jpeg');
    expect(await metadataOf(res.body.problems[0]!.image_data!)).toMatchObject({ format: 'jpeg', width: 800 });
    expect(ai.requests[0]!.images).toEqual([{ type: 'image/jpeg', bytes: expect.any(Number) }]);
  });

  it('renders a PDF page that holds pictures (a scan) as JPEG, a drawn one as PNG', async () => {
    const res = await extract(withAi, { file: { data: await scannedPdf(1, { picture: true }), type: 'application/pdf' }, language: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.pages.map((p) => p.image_type)).toEqual(['image/jpeg']);
    expect(await metadataOf(res.body.pages[0]!.image_data)).toMatchObject({ format: 'jpeg', width: 1240 });
    expect(ai.requests[0]!.images).toEqual([{ type: 'image/jpeg', bytes: expect.any(Number) }]);
  });

  it('an unusable answer for a page is 502, a page the model refuses too', async () => {
    ai.script({ content: '{"problems": "none"}' });
    expect((await extract(withAi, { file: worksheet, language: 'de' })).status).toBe(502);
    ai.script({ refusal: 'No.' }, { refusal: 'No.' });
    expect((await extract(withAi, { file: worksheet, language: 'de' })).status).toBe(502);
  });
});

describe('without an AI provider', () => {
  it('turns the numbered items of a PDF\'s text layer into drafts with their real boxes and figures', async () => {
    const res = await extract(withoutAi, { file: worksheet, language: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.pages).toHaveLength(2);
    expect(res.body.problems.map((p) => p.text)).toEqual([
      'Berechne $\\frac{3}{4} + \\frac{1}{6}$ und kürze das Ergebnis.',
      'Welcher Bruch ist größer: $\\frac{2}{3}$ oder $\\frac{3}{5}$? Begründe deine Antwort.',
      'Kürze den Bruch $\\frac{12}{18}$ so weit wie möglich.',
      'Ein Rechteck ist 8 cm lang und 3 cm breit. Berechne den Flächeninhalt.',
      'Welcher Anteil des Kreises ist gefärbt?\n\na) als Bruch\n\nb) in Prozent',
    ]);
    // The sheet's name line says "Klasse: 6b": the grade, with a note saying where it came from.
    for (const draft of res.body.problems) {
      expect(draft).toMatchObject({ solution: null, answer: null, gradefrom: 6, gradeto: 6, difficulty: 3, notes: 'Klassenstufe 6 laut Arbeitsblatt.' });
    }
    // Items without a figure: the box of their text, as printed.
    for (const [index, draft] of res.body.problems.slice(0, 3).entries()) {
      const truth = WORKSHEET.items[index]!.box;
      expect(draft.page_index).toBe(WORKSHEET.items[index]!.page);
      expect(Math.abs(draft.coords!.left - truth.left)).toBeLessThanOrEqual(3);
      expect(Math.abs(draft.coords!.top - truth.top)).toBeLessThanOrEqual(5);
      expect(Math.abs(draft.coords!.bottom - truth.bottom)).toBeLessThanOrEqual(5);
      expect(draft.image_data).toBeNull();
    }
    // Items with a figure: the drawing, found below their text, with a small margin.
    for (const [index, draft] of res.body.problems.slice(3).entries()) {
      const truth = WORKSHEET.figures[index]!.box;
      for (const side of ['left', 'top', 'right', 'bottom'] as const) {
        expect(Math.abs(draft.coords![side] - truth[side]), side).toBeLessThanOrEqual(16);
      }
      const expected = pixelsOf(draft.coords!, 1240, 1754);
      expect(await metadataOf(draft.image_data!)).toMatchObject({ format: 'png', width: expected.width, height: expected.height });
    }
  });

  it('keeps at most num_problems drafts', async () => {
    const res = await extract(withoutAi, { file: worksheet, language: 'de', num_problems: 2 });
    expect(res.body.problems).toHaveLength(2);
  });

  it('reads a phone photo of a printed sheet by OCR: its items as drafts, maths marked to check with the problem as printed', async () => {
    // The worksheet's first page, photographed: a little turned, soft, darker, as JPEG.
    const [page] = await readPdf(worksheet.data, 1);
    const photo = await sharp(page!.data).rotate(1.2, { background: '#d8d4cc' }).blur(0.7).modulate({ brightness: 0.92 }).jpeg({ quality: 78 }).toBuffer();
    const started = Date.now();
    const res = await extract(withoutAi, { file: { data: photo, type: 'image/jpeg', filename: 'foto.jpg' }, language: 'de' });
    const ms = Date.now() - started;
    expect(res.status, res.body.detail).toBe(200);
    expect(res.body.pages).toHaveLength(1);
    const texts = res.body.problems.map((p) => p.text);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts[0]).toMatch(/^Berechne .* und kürze das Ergebnis\.$/u);
    expect(texts[2]).toMatch(/^Kürze den Bruch .* so weit wie möglich\.$/u);
    for (const draft of res.body.problems) {
      // OCR cannot tell 3/4 stacked from 34: each of these asks to check and shows the print.
      expect(asksToCheckFormulas(draft.notes)).toBe(true);
      expect(draft.image_data).not.toBeNull();
    }
    console.log(`OCR of a one-page photo without AI: ${ms} ms`, JSON.stringify(texts));
    expect(ms).toBeLessThan(10_000 * SLOW_MACHINE);
  });

  it('refuses a scan or a photo without print with 422 and says why, after its first two pages', async () => {
    const started = Date.now();
    const scan = await extract(withoutAi, { file: { data: await scannedPdf(20, { picture: true }), type: 'application/pdf', filename: 'scan.pdf' }, language: 'de' });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(scan.status).toBe(422);
    expect(scan.body.code).toBe('upload.text_unreadable');
    expect(scan.body.detail).toMatch(/handwritten/);
    const photo = await extract(withoutAi, { file: { data: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } }).png().toBuffer(), type: 'image/png' }, language: 'de' });
    expect([photo.status, photo.body.code]).toEqual([422, 'upload.text_unreadable']);
  });
});

describe('the app configuration', () => {
  it('says that an upload can read images, with an AI provider or by OCR without one, for every role', async () => {
    for (const role of ['admin', 'teacher', 'parent'] as const) {
      expect((await withAi.call('getAppConfig', { as: role })).body).toMatchObject({ extraction_reads_images: true });
      expect((await withoutAi.call('getAppConfig', { as: role })).body).toMatchObject({ extraction_reads_images: true });
    }
  });
});

describe('files it cannot read', () => {
  it('a damaged PDF or one with too many pages is 422', async () => {
    const broken = await extract(withoutAi, { file: { data: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), type: 'application/pdf' }, language: 'de' });
    expect(broken.status).toBe(422);
    expect(broken.body).toEqual({ code: 'upload.invalid_file', detail: 'The PDF could not be read: it is damaged or protected by a password.' });
    const long = await extract(withAi, { file: { data: await scannedPdf(21), type: 'application/pdf' }, language: 'de' });
    expect(long.status).toBe(422);
    expect(long.body).toEqual({ code: 'upload.too_many_pages', detail: 'The PDF has more than 20 pages. Please upload at most 20 pages at a time.' });
    expect(ai.requests).toHaveLength(0);
  });

  it('a PNG that is not a picture is 422', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    const res = await extract(withAi, { file: { data: fake, type: 'image/png' }, language: 'de' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: 'upload.invalid_file', detail: 'The image could not be read.' });
  });
});

describe('the text-layer reader', () => {
  const line = (text: string, top: number, left = 100) => ({ text, left, top, right: left + 300, bottom: top + 14 });

  it('knows item markers of the five languages; letters are items only on sheets without numbers', () => {
    const items = itemsFromText([[line('Übungsblatt', 50), line('Aufgabe 1: Rechne.', 100), line('Exercise 2. Add.', 150), line('Задача 3) Реши.', 200), line('7) Kürze.', 250), line('a) 2/4', 270)]]);
    expect(items.map((i) => i.text)).toEqual(['Rechne.', 'Add.', 'Реши.', 'Kürze.\n\na) $\\frac{2}{4}$']);
    const letters = itemsFromText([[line('a) Rechne 1 + 1.', 100), line('b) Rechne 2 + 2.', 150)]]);
    expect(letters.map((i) => i.text)).toEqual(['Rechne $1 + 1$.', 'Rechne $2 + 2$.']);
    // Dotted blanks to write on are no text of the task; an ellipsis in a formula stays.
    const blanks = itemsFromText([[line('1. Deute die Werte als …………… …….. Koordinaten für a_{1}, . . . , a_{n}.', 100), line('\\frac{….}{………} . . . . . . . .', 118)]]);
    expect(blanks.map((i) => i.text)).toEqual(['Deute die Werte als Koordinaten für $a_{1}, \\ldots, a_{n}$.']);
  });

  it('writes formulas as KaTeX, one span each, leaving dates, decimals, dashes and math alone', () => {
    expect(withMath('Berechne 3/4 + 1/6.')).toBe('Berechne $\\frac{3}{4} + \\frac{1}{6}$.');
    // A list's number in a task stays out of the formula after it; a decimal stays in.
    expect(withMath('1. f(n) = n^{2} + 1\n\n2) x + 3 = 5\n\n1.5 x = 3')).toBe('1. $f(n) = n^{2} + 1$\n\n2) $x + 3 = 5$\n\n$1.5 x = 3$');
    expect(withMath('Für alle x ∈ ℝ mit x ≥ 0 gilt x² + 1 ≥ 2x.')).toBe('Für alle $x \\in \\mathbb{R}$ mit $x \\geq 0$ gilt $x^{2} + 1 \\geq 2x$.');
    expect(withMath('Ein Würfel hat 27 cm³. Klasse 7 - Gleichungen, 3 cm breit.')).toBe('Ein Würfel hat $27 \\text{ cm}^{3}$. Klasse 7 - Gleichungen, 3 cm breit.');
    expect(withMath('a) √12 · √3')).toBe('a) $\\sqrt{12} \\cdot \\sqrt{3}$');
    expect(withMath('am 12/05/2026 und 2.5/3 und $\\frac{1}{2}$')).toBe('am 12/05/2026 und 2.5/3 und $\\frac{1}{2}$');
    // Greek letters and angles are maths; so is a product of letters after a number ("2ab"), and a function before its bracketed argument.
    expect(withMath('Beweise sin φ + sin ψ = 2 und c² = a² + b² − 2ab cos ∠(a, b) mit P(cos x).')).toBe(
      'Beweise $\\sin \\varphi + \\sin \\psi = 2$ und $c^{2} = a^{2} + b^{2} - 2ab \\cos \\angle (a, b)$ mit P(cos x).',
    );
    // Signed terms and sums without spaces (as OCR gives them) are maths, a product of letters at the end too; hyphenated words are not.
    expect(withMath('Solve for M : -26M +9=Mj +b')).toBe('Solve for $M : -26M +9=Mj +b$');
    expect(withMath('Solve for p: g - 5p = V + pt')).toBe('Solve for p: $g - 5p = V + pt$');
    expect(withMath('Die Quick-Sort-Methode und x-Koordinaten, 10-Ecks - und mehr.')).toBe('Die Quick-Sort-Methode und x-Koordinaten, 10-Ecks - und mehr.');
    // Names after the words that introduce them are maths; the words alone are not.
    expect(withMath('Die Geraden AR, BS und CT schneiden die Gerade g im Punkt P(1|2).')).toBe('Die Geraden $AR, BS$ und $CT$ schneiden die Gerade $g$ im Punkt $P(1|2)$.');
    // A quantity named by its letter; English keeps "a" after such a word, where it is the article.
    expect(withMath('Wann erreicht der Ladestrom I den Wert 10? скорость v')).toBe('Wann erreicht der Ladestrom $I$ den Wert 10? скорость $v$');
    expect(withMath('the time a car needs')).toBe('the time a car needs');
    // A name with its index is one formula.
    expect(withMath('für einen Punkt S_{r}, der auf g liegt')).toBe('für einen Punkt $S_{r}$, der auf g liegt');
    // Formulas with nothing between them are one: "$$" would open display maths.
    expect(withMath('$a$$b$$c$ und $x$ $y$')).toBe('$abc$ und $x$ $y$');
    expect(withMath('Sea la recta r y el punto P. Die Seite ist lang.')).toBe('Sea la recta $r$ y el punto $P$. Die Seite ist lang.');
    // A point with its coordinates stays one formula after its introducing word; a function of one variable is maths.
    expect(withMath('soll am Punkt K (5| − 6|16) liegen, Q(t) in mAh')).toBe('soll am Punkt $K(5|-6|16)$ liegen, $Q(t)$ in mAh');
    // A compound of a formula and a word keeps the word as text, glued to the formula.
    expect(withMath('Rechteck in der x_{2}x_{3}-Ebene und die x-Koordinaten.')).toBe('Rechteck in der $x_{2}x_{3}$-Ebene und die x-Koordinaten.');
  });
});

/** A text line of a sheet, as the text layer gives it: 6 units a character, 12 high unless given. */
const textLine = (text: string, top: number, left = 60, height = 12) => ({ text, top, left, right: left + text.length * 6, bottom: top + height, size: 12 });

describe('maths and layout from glyph positions', () => {
  // A piece of text at `left` on `baseline`, `size` high (0-1000 scale), about half a size a letter wide.
  const piece = (str: string, left: number, baseline: number, size = 12) => ({
    str, left, baseline, size, right: left + str.length * size * 0.5, top: baseline - size * 0.8, bottom: baseline + size * 0.2,
  });

  it('reads raised and lowered pieces as exponents, indices and stacked fractions, and marks what it cannot read', () => {
    const [power] = linesFromGlyphs([piece('(x', 100, 200), piece('3', 112, 195, 8), piece(' − 4x)', 117, 200), piece('4', 150, 195, 8)]);
    expect(power!.text).toBe('(x^{3} − 4x)^{4}');
    const [fraction] = linesFromGlyphs([piece('Löse', 100, 200), piece('1', 140, 193, 9), piece('3', 140, 205, 9), piece('x = 5.', 148, 200)]);
    expect(fraction!.text).toBe('Löse \\frac{1}{3} x = 5.');
    expect(fraction!.unsure).toBeUndefined();
    const [index] = linesFromGlyphs([piece('a', 100, 200), piece('n', 106, 203, 8), piece(' = 1', 111, 200)]);
    expect(index!.text).toBe('a_{n} = 1');
    // A piece as large as the text yet raised: a matrix row or a display fraction, not guessed.
    const [odd] = linesFromGlyphs([piece('A =', 100, 200), piece('1 2', 130, 194), piece('3 4', 130, 206)]);
    expect(odd!.unsure).toBe(true);
    // Small pieces over one another with no base before them and no bar found: a fraction or a
    // binomial coefficient, not scripts; kept as read but not trusted.
    const [stacked] = linesFromGlyphs([piece('sin (', 100, 200), piece('π', 125, 195, 8), piece('18', 125, 204, 8), piece(')', 135, 200)]);
    expect(stacked!.unsure).toBe(true);
    const [scripts] = linesFromGlyphs([piece('σ', 100, 200), piece('2', 106, 195, 8), piece('e', 106, 204, 8)]);
    expect([scripts!.text, scripts!.unsure]).toEqual(['σ^{2}_{e}', undefined]);
  });

  it("reads TeX's symbol font without a map to Unicode by its glyphs' places, and raised primes as primes", () => {
    expect(symbolFontText('4', 'XKLMNB+CMSY10')).toBe('△');
    expect(symbolFontText('k', 'CMSY7')).toBe('‖');
    expect(symbolFontText('4', 'CMR10')).toBe('4');
    // The AMS font of blackboard letters: number sets.
    expect(withMath(`in ${symbolFontText('R', 'QDTWCG+MSBM10')} definierten`)).toBe('in $\\mathbb{R}$ definierten');
    // An upright capital right after ∈ is a number set (a bold N written for ℕ), also over a
    // line's end; a variable of that name is set in italics, and a point C elsewhere stays C.
    const texts = (...pieces: [string, string][]) => pieceTexts(pieces.map(([str, font]) => ({ str, font })));
    expect(texts(['n', 'CMMI10'], ['2', 'JTYFKO+CMSY10'], [' ', 'CMSY10'], ['', ''], ['N', ''], [').', 'CMR10'])).toEqual(['n', '∈', ' ', '', 'ℕ', ').']);
    expect(texts(['x ∈ ', 'Times-Roman'], ['Z', 'Times-Bold'])).toEqual(['x ∈ ', 'ℤ']);
    expect(texts(['x ∈ ', 'CMR10'], ['N', 'CMMI10'])).toEqual(['x ∈ ', 'N']);
    expect(texts(['der Punkt ', 'CMR10'], ['C', 'CMR10'])).toEqual(['der Punkt ', 'C']);
    const [primes] = linesFromGlyphs([piece('Dreieck A', 100, 200), piece('′′', 150, 195, 8), piece('B', 156, 200)]);
    expect(primes!.text).toBe("Dreieck A''B");
  });

  it("reads a column vector inside TeX's big brackets as a pmatrix on its formula's baseline, and marks an irregular one", () => {
    const vector = (entries: [string, number, number][]) => [
      piece('x⃗ =', 100, 200),
      piece('\uF8EB', 130, 180), piece('\uF8EC', 130, 192), piece('\uF8ED', 130, 200),
      ...entries.map(([text, left, baseline]) => piece(text, left, baseline)),
      piece('\uF8F6', 152, 180), piece('\uF8F7', 152, 192), piece('\uF8F8', 152, 200),
      piece('+ 1', 162, 200),
    ];
    const [line] = linesFromGlyphs(vector([['3', 138, 186], ['−4', 137, 200], ['2', 138, 214]]));
    expect([line!.text, line!.unsure]).toEqual(['\\vec{x} = \\begin{pmatrix}3\\\\−4\\\\2\\end{pmatrix} + 1', undefined]);
    // An entry that is not a term (a product of two letters, a misread sum): kept, not trusted.
    const [odd] = linesFromGlyphs(vector([['ab', 138, 186], ['−4', 137, 200], ['2', 138, 214]]));
    expect(odd!.unsure).toBe(true);
    // A page of more big brackets than a sheet sets (made to cost time) is read without looking for grids: the draft is flagged.
    const many = Array.from({ length: 201 }, (_, i) => vector([['3', 138, 186], ['4', 138, 200], ['2', 138, 214]]).map((p) => ({ ...p, baseline: p.baseline + i * 60, top: p.top + i * 60, bottom: p.bottom + i * 60 }))).flat();
    const read = linesFromGlyphs(many);
    expect(read.some((l) => l.text.includes('pmatrix'))).toBe(false);
    expect(read.some((l) => l.unsure)).toBe(true);
  });

  it('puts an accent that older TeX fonts set on its own onto the letter it stands over', () => {
    // "Übung 1" in an old TeX font: the piece "Ubung 1" and a "¨" over its U.
    const [heading] = linesFromGlyphs([piece('Ubung 1', 100, 200), { ...piece('¨', 101, 200), right: 104 }, piece('Man nutze', 150, 200)]);
    expect(heading!.text).toBe('Übung 1 Man nutze');
    // Two in one piece, each on its own letter: "Größenänderung".
    const [word] = linesFromGlyphs([piece('Groszenanderung', 100, 200), { ...piece('¨', 113, 200), right: 117 }, { ...piece('¨', 143, 200), right: 147 }]);
    expect(word!.text).toBe('Gröszenänderung');
  });

  it('reads display maths set over several baselines: fractions over their bars, radicals under theirs, hanging brackets and integrals', () => {
    // d/dx ( (x + 1) / x² ) as TeX sets it: each part over or under its bar (0.5 high), the big
    // brackets hanging from above the axis, the exponent raised in the denominator.
    const bar = (left: number, right: number, top: number) => ({ left, right, top, bottom: top + 0.5 });
    const derivative = linesFromGlyphs(
      [piece('d', 102, 195), piece('dx', 100, 212), piece('(', 115, 190), piece('x + 1', 125, 195), piece('x', 130, 212), piece('2', 136, 207, 8), piece(')', 155, 190)],
      [bar(100, 112, 200), bar(124, 155, 200)],
    );
    expect(derivative.map((l) => [l.text, l.unsure])).toEqual([['\\frac{d}{dx} ( \\frac{x + 1}{x^{2}})', undefined]]);
    // ∫ √[4]{z} dz: the integral sign hangs over the line it belongs to; the fourth root's bar
    // covers z, its index sits in the crook of the sign.
    // A hat TeX sets after its letter: \hat{β}.
    expect(linesFromGlyphs([piece('βˆ', 100, 200), piece('1', 112, 203, 8)]).map((l) => l.text)).toEqual(['\\hat{β}_{1}']);
    const integral = linesFromGlyphs([piece('∫', 100, 185), piece('√', 115, 198), piece('4', 116, 203, 6), piece('z', 121, 207), piece('dz', 132, 207)], [bar(121, 128, 198)]);
    expect(integral.map((l) => l.text)).toEqual(['∫ \\sqrt[4]{z} dz']);
    // An underlined word over the next line of text is no fraction.
    const underlined = linesFromGlyphs([piece('Wichtig', 100, 200), piece('Rechne 2 + 3 und 4 + 5.', 60, 215)], [bar(100, 121, 202)]);
    expect(underlined.map((l) => l.text)).toEqual(['Wichtig', 'Rechne 2 + 3 und 4 + 5.']);
  });

  it('reads sums and integrals with their limits, raised or hanging, and a long exponent placed piece by piece', () => {
    // ∑ set raised at the text's size with its limits at its right (a word processor's), and a
    // TeX display integral hanging above its line with its limits over and under it.
    const sum = linesFromGlyphs([piece('Evaluate', 40, 200), piece('∑', 90, 190), piece('5', 97, 195, 8), piece('k=1', 97, 205, 8), piece('k', 115, 200), piece('2', 121, 196, 8)]);
    expect(sum.map((l) => [l.text, l.unsure])).toEqual([['Evaluate ∑_{k=1}^{5} k^{2}', undefined]]);
    const integral = linesFromGlyphs([piece('a)', 20, 190), piece('∫', 60, 186, 11), piece('1', 67, 189, 8), piece('0', 66, 210, 8), piece('ke', 75, 201), piece('x', 87, 196, 8), piece('− e dx = 0', 93, 201)]);
    expect(integral.map((l) => l.text)).toEqual(['a)', '∫_{0}^{1} ke^{x} − e dx = 0']);
    expect(withMath('c) ∫_{−1}^{1}e^{x} + kx dx = e')).toBe('c) $\\int_{-1}^{1}e^{x} + kx dx = e$');
    // An integral whose integrand is a display fraction: the limits are the sign's, not the fraction's.
    const overFraction = linesFromGlyphs(
      [piece('∫', 40, 190), piece('∞', 48, 193, 8), piece('1', 47, 205, 8), piece('1', 62, 196, 8), piece('x', 61, 205, 8), piece('dx', 72, 200)],
      [{ left: 60, right: 67, top: 198, bottom: 198 }],
    );
    expect(overFraction.map((l) => l.text)).toEqual(['∫_{1}^{∞} \\frac{1}{x} dx']);
    // e^{0,2x+3,4}: the exponent's middle ("+3") lies far from the text until its start has joined.
    const exponent = linesFromGlyphs([piece('f(x) = 6x − e', 20, 200), piece('+3', 95, 196, 8), piece('0,2x', 79, 196, 8), piece(',4', 103, 196, 8)]);
    expect(exponent.map((l) => l.text)).toEqual(['f(x) = 6x − e^{0,2x+3,4}']);
    // e^{−⅔x}: a fraction in an exponent, under a line of larger text that reaches over it.
    const bar = { left: 73, right: 79, top: 187, bottom: 187 };
    const fractionUp = linesFromGlyphs(
      [piece('Der Graph der Funktion f mit', 20, 178), piece('f(x) = e', 20, 200), piece('−', 69, 191, 8), piece('2', 74, 185, 8), piece('3', 74, 196, 8), piece('x', 80, 191, 8)],
      [bar],
    );
    expect(fractionUp.map((l) => l.text)).toEqual(['Der Graph der Funktion f mit', 'f(x) = e^{−\\frac{2}{3}x}']);
    // A denominator's piece that ends with a space ("tan (x) ") is no wider than its letters.
    const spaced = linesFromGlyphs([piece('d', 11, 195), piece('dx', 8, 209), piece('1', 48, 195), piece('tan (', 30, 209), piece('x', 60, 209), piece(') ', 66, 209)], [
      { left: 8, right: 20, top: 200, bottom: 200 },
      { left: 30, right: 72, top: 200, bottom: 200 },
    ]);
    expect(spaced.map((l) => l.text)).toEqual(['\\frac{d}{dx} \\frac{1}{tan (x)}']);
    // A big bracket hangs above its line even with an exponent beside it: "6(…)³".
    const bracketed = linesFromGlyphs([piece('6', 20, 200), piece('(', 27, 192), piece('x + 1', 33, 200), piece(')', 63, 192), piece('3', 69, 194, 8)]);
    expect(bracketed.map((l) => l.text)).toEqual(['6(x + 1)^{3}']);
    // A system of equations between two tall bars, each stacked from bar pieces.
    const bars = [186, 193, 200, 207, 214].flatMap((baseline) => [piece('∣', 40, baseline, 10), piece('∣', 110, baseline, 10)]);
    const system = linesFromGlyphs([piece('a)', 10, 186), ...bars, piece('x + y = 3', 50, 192), piece('2x − y = 0', 50, 208)]);
    expect(system.map((l) => l.text)).toEqual(['a)', '\\begin{array}{l}x+y=3\\\\2x−y=0\\end{array}']);
    // A segment's overline: a rule just over a name's letters, spanning them; not a radical's bar, nor a fraction's.
    const overline = (left: number, right: number) => ({ left, right, top: 190, bottom: 190.5 });
    expect(linesFromGlyphs([piece('über dem Radius', 20, 200), piece('BC', 114, 200), piece('und', 132, 200)], [overline(114, 126)]).map((l) => [l.text, l.unsure])).toEqual([
      ['über dem Radius \\overline{BC} und', undefined],
    ]);
    expect(linesFromGlyphs([piece('√', 100, 200), piece('x', 110, 200)], [overline(106, 116)]).map((l) => l.text)).toEqual(['\\sqrt{x}']);
    expect(linesFromGlyphs([piece('1', 110, 186), piece('BC', 107, 200)], [overline(106, 120)]).map((l) => l.text)).toEqual(['\\frac{1}{BC}']);
    // A formula that runs past the page's edge is cut off: marked to check.
    expect(linesFromGlyphs([piece('x + 1 = 2y − 5', 940, 200)]).map((l) => l.unsure)).toEqual([true]);
    // A line's name before its equation stays in the equation's formula.
    expect(withMath('die Gerade g :\\vec{x} = 3 + r')).toBe('die Gerade $g :\\vec{x} = 3 + r$');
  });

  it('ends a handout task where the explanation goes on, with its hint and without the footnote', () => {
    const line = (text: string, top: number, size = 12) => ({ text, top, left: 60, right: 60 + text.length * 6, bottom: top + size, size });
    const prose = Array.from({ length: 8 }, (_, i) => line(`Kongruenzen sind ein wichtiges Hilfsmittel, Zeile ${i + 1} der Einführung vor den Aufgaben.`, 100 + i * 15));
    const { items } = readSheet([
      {
        lines: [
          ...prose,
          line('Aufgabe 1 Zeige, dass 2 + 2 = 4 ist.', 240),
          line('(Hinweis: Zähle.)', 262),
          line('Wir können also in jedem Ausdruck die Zahlen durch ihre Reste ersetzen.', 284),
          line('^{1}Eine Fußnote zur Einführung.', 900, 9),
        ],
      },
    ]);
    expect(items.map((i) => i.text)).toEqual(['Zeige, dass $2 + 2 = 4$ ist. (Hinweis: Zähle.)']);
  });

  it('keeps a handout task going past its display formula, and leaves out where the task comes from', () => {
    const line = (text: string, top: number, left = 60, bottom = top + 12) => ({ text, top, left, right: left + text.length * 6, bottom, size: 12 });
    const prose = Array.from({ length: 8 }, (_, i) => line(`Komplexe Zahlen sind ein wichtiges Hilfsmittel, Zeile ${i + 1} der Einführung vor den Aufgaben.`, 100 + i * 15));
    const { items } = readSheet([
      {
        lines: [
          ...prose,
          line('Übung 2 Man nutze komplexe Zahlen für einen Beweis des Cosinussatzes', 240),
          // A display formula, set in, ending with its bracket: no sentence ends there.
          line('c² = a² + b² − 2ab cos ∠(a, b)', 262, 200),
          line('für ein Dreieck mit den Seiten a, b, c.', 284),
          line('Wir können also auch Dreiecke mit komplexen Zahlen behandeln.', 306),
          line('Aufgabe 2 (61236, [2, A 24])', 340),
          // Its first line reaches up into the heading's row (a raised fraction at its start).
          line('Die Zahl sin(π/18) genügt einer Gleichung dritten Grades.', 345, 60, 365),
          // A bracket that is all of the number's line: the journal the task comes from.
          line('Aufgabe 3 (√WURZEL, δ19)', 400),
          line('Man bestimme alle reellen Lösungen.', 416),
        ],
      },
    ]);
    expect(items.map((i) => i.text)).toEqual([
      'Man nutze komplexe Zahlen für einen Beweis des Cosinussatzes $c^{2} = a^{2} + b^{2} - 2ab \\cos \\angle (a, b)$ für ein Dreieck mit den Seiten $a, b, c$.',
      'Die Zahl $\\sin(\\pi /18)$ genügt einer Gleichung dritten Grades.',
      'Man bestimme alle reellen Lösungen.',
    ]);
  });

  it('gives a handout task that refers back the explanation right above it, without the figure caption', () => {
    const line = textLine;
    const prose = Array.from({ length: 8 }, (_, i) => line(`Das Höhenfußpunktdreieck hat viele Eigenschaften, Zeile ${i + 1} der Einführung vor den Aufgaben.`, 100 + i * 15));
    const { items } = readSheet([
      {
        lines: [
          ...prose,
          line('Aufgabe 1 Zeige, dass die Höhen konkurrent sind.', 240),
          // Explanation after a gap, then a list and its formula, then the task that refers to them.
          line('Dieses Dreieck hat weitere Eigenschaften:', 300),
          line('1. Die Dreiecke sind einander ähnlich.', 316, 80),
          line('2. Es gilt |∠ OAH| = |β − γ|.', 332, 80),
          line('Aufgabe 2 Beweise diese Beziehungen.', 356),
          line('Bild 1', 372, 400),
          // A task that does not refer back stands alone.
          line('Aufgabe 3 Zeige, dass die Höhen Winkelhalbierende sind.', 410),
          // One that speaks of "the new triangle" refers to where it was made.
          line('Die Senkrechten bilden ein neues Dreieck.', 460),
          line('Aufgabe 4 Zeige, dass die Höhen im alten Dreieck Mittelsenkrechte im neuen Dreieck sind.', 476),
        ],
      },
    ]);
    expect(items.map((i) => i.text)).toEqual([
      'Zeige, dass die Höhen konkurrent sind.',
      'Dieses Dreieck hat weitere Eigenschaften:\n\n1. Die Dreiecke sind einander ähnlich.\n\n2. Es gilt $|\\angle OAH| = |\\beta - \\gamma |$.\n\nBeweise diese Beziehungen.',
      'Zeige, dass die Höhen Winkelhalbierende sind.',
      'Die Senkrechten bilden ein neues Dreieck.\n\nZeige, dass die Höhen im alten Dreieck Mittelsenkrechte im neuen Dreieck sind.',
    ]);
  });

  it('keeps "Part A", "Part B" in their problem, each after the solution of the part before', () => {
    const line = textLine;
    const { items } = readSheet([
      {
        lines: [
          line('Problem 1', 100),
          line('A line through the origin is fitted to points.', 120),
          line('Part A', 145),
          line('Find the slope.', 160),
          line('Solution', 185),
          line('It is the mean of the ratios.', 200),
          line('Part B', 225),
          line('Find its variance.', 240),
          line('Problem 2', 300),
          line('Prove that 2 + 2 = 4.', 320),
          line('Solution', 345),
          line('Count.', 360),
        ],
      },
    ]);
    expect(items.map((i) => [i.text, i.solution])).toEqual([
      ['A line through the origin is fitted to points.\n\nPart A Find the slope.\n\nPart B Find its variance.', 'It is the mean of the ratios.'],
      ['Prove that $2 + 2 = 4$.', 'Count.'],
    ]);
  });

  it('on a worked sheet, takes what follows a task without a solution label as its solution, but keeps a task\'s parts', () => {
    const line = textLine;
    const { items } = readSheet([
      {
        lines: [
          line('Problem 1', 100),
          line('Prove that 2 + 2 = 4.', 120),
          line('Solution', 145),
          line('Count.', 160),
          line('Problem 2', 220),
          line('Construct a machine that adds two numbers.', 240),
          line('Let the machine count up from the first number.', 270),
          line('It stops after as many steps as the second number.', 285),
          line('Problem 3', 340),
          line('Show that 3 is odd.', 360),
          line('Proof. It is 2 + 1.', 385),
          line('Problem 4', 440),
          line('Compute the sums.', 460),
          line('a) 1 + 2', 485),
          line('b) 3 + 4', 500),
        ],
      },
    ]);
    expect(items.map((i) => [i.text, i.solution])).toEqual([
      ['Prove that $2 + 2 = 4$.', 'Count.'],
      ['Construct a machine that adds two numbers.', 'Let the machine count up from the first number. It stops after as many steps as the second number.'],
      ['Show that 3 is odd.', 'It is $2 + 1$.'],
      ['Compute the sums.\n\na) $1 + 2$\n\nb) $3 + 4$', undefined],
    ]);
  });

  it('takes a proof under its problem as its solution, and drops a note that the problem goes on overleaf', () => {
    const line = textLine;
    const { items } = readSheet([
      { lines: [line('Problem 1', 100), line('Prove that n² + n is even.', 120), line('Proof. One of n and n + 1 is even.', 140), line('Problem 2 continued on next page. . .', 900)] },
    ]);
    expect(items.map((i) => [i.text, i.solution])).toEqual([['Prove that $n^{2} + n$ is even.', 'One of n and $n + 1$ is even.']]);
  });

  it('finds the formula of a bare number set well below it, when a tall formula of the row before pushed it down', () => {
    const line = textLine;
    const { items } = readSheet([
      {
        lines: [
          line('Compute each derivative', 730, 220),
          line('1.', 761, 238),
          line('3.', 761, 527),
          line('x^{2} + 1 = y', 764, 310, 39),
          line('2.', 817, 238),
          line('z^{3} − 1 = w', 822, 590, 39),
          line('2z + 4 = v', 827, 294, 31),
        ],
      },
    ]);
    expect(items.map((i) => i.text)).toEqual(['$x^{2} + 1 = y$', '$z^{3} - 1 = w$', '$2z + 4 = v$'].map((formula) => `Compute each derivative\n\n${formula}`));
  });

  it('keeps display formulas stacked one under another each on a line of its own, without their equation number', () => {
    const line = textLine;
    const { items } = readSheet([
      {
        lines: [
          line('Übung 1 Man nutze die Beziehungen', 100),
          line('a + b = c', 125, 300),
          line('c − d = e', 145, 300),
          line('(5)', 145, 850),
          line('e + f = g', 165, 300),
          line('abzuleiten!', 190),
          line('Übung 2 Löse die Gleichung', 240),
          line('3x + 4 = 10', 260, 300),
          line('nach x auf.', 280),
        ],
      },
    ]);
    expect(items.map((i) => i.text)).toEqual([
      'Man nutze die Beziehungen\n\n$a + b = c$\n\n$c - d = e$\n\n$e + f = g$\n\nabzuleiten!',
      // One displayed equation goes on with the sentence around it.
      'Löse die Gleichung $3x + 4 = 10$ nach x auf.',
    ]);
  });

  it('takes a result in brackets at the end of a task, given to compare with, as its answer', () => {
    const line = textLine;
    const { items } = readSheet([
      {
        lines: [
          line('Aufgabe 1', 100),
          line('Wie viele Teiler hat 360? (Antwort, zum Vergleich: 24)', 120),
          line('Aufgabe 2', 200),
          line('Rechne 3 + 4 (Klammern zählen nicht).', 220),
          line('Aufgabe 3', 300),
          line('Prove it. (Answer: 12)', 320),
          line('Solution: By counting.', 340),
        ],
      },
    ]);
    expect(items.map((i) => [i.text, i.answer, i.solution])).toEqual([
      ['Wie viele Teiler hat 360?', '24', undefined],
      // Brackets that give no result stay in the task.
      ['Rechne $3 + 4$ (Klammern zählen nicht).', undefined, undefined],
      // A solution written out stays the solution; the bracket is the answer.
      ['Prove it.', '12', 'By counting.'],
    ]);
  });

  it('parts cells of a row at wide gaps, and drops page furniture, headings, point boxes and solution sections', () => {
    const cells = linesFromGlyphs([piece('a) 9 · a = 18', 60, 200), piece('b) 5b = 10', 500, 200)]);
    expect(cells.map((l) => l.text)).toEqual(['a) 9 · a = 18', 'b) 5b = 10']);
    const line = (text: string, top: number, size = 12, left = 60) => ({ text, top, left, right: left + text.length * 6, bottom: top + size, size });
    const { items, grade } = readSheet([
      { lines: [line('Klassenarbeit Klasse 8', 30, 8), line('1. Klassenarbeit', 80, 18), line('Aufgabe 1 ( / 5 BE)', 150), line('Rechne 2 + 3.', 170), line('Seite 1 von 2', 960, 8)] },
      { lines: [line('Aufgabe 2 (4 Punkte)', 100), line('Rechne 4 + 5.', 120), line('Lösungen', 300), line('Aufgabe 1: 5', 320), line('Aufgabe 2: 9', 340)] },
    ]);
    expect(grade).toBe(8);
    expect(items.map((i) => [i.text, i.solution])).toEqual([
      ['Rechne $2 + 3$.', '5'],
      ['Rechne $4 + 5$.', '9'],
    ]);
  });
});

describe('confirming extracted drafts', () => {
  it('creates the chosen drafts with their cropped figures, and the topic, from a real extraction', async () => {
    const extraction = await extract(withoutAi, { file: worksheet, language: 'de' });
    const drafts = extraction.body.problems;
    const res = await withoutAi.call('confirmProblemUpload', {
      as: 'teacher',
      form: { problems: JSON.stringify(drafts), selected_indices: '[4, 3, 0]', language: 'de', problemset_name: 'Arbeitsblatt Brüche' },
    });
    expect(res.status).toBe(200);
    const rows = await Promise.all(
      (res.body.problem_ids as number[]).map((id) => withoutAi.db.selectFrom('problems').selectAll().where('problem_id', '=', id).executeTakeFirstOrThrow()),
    );
    expect(rows.map((r) => r.text)).toEqual([drafts[4]!.text, drafts[3]!.text, drafts[0]!.text]);
    expect(rows.map((r) => r.file_type)).toEqual(['image/png', 'image/png', null]);
    expect((await withoutAi.files.readAll(rows[0]!.file_key!)).toString('base64')).toBe(drafts[4]!.image_data);
    const topic = await withoutAi.call('listProblemsetProblems', { as: 'teacher', params: { id: res.body.problemset_id } });
    expect(topic.body.map((p: { problem_id: number }) => p.problem_id)).toEqual(res.body.problem_ids);
  });

  it('applies the limits of creating a problem: 50 drafts, text lengths, 5 MB images', async () => {
    const draft = { text: 'Rechne.', solution: null, answer: '1', notes: null, gradefrom: 5, gradeto: 6, difficulty: 2, page_index: 0, coords: null, image_data: null, image_type: null };
    const confirm = (problems: unknown[], selected = '[0]') =>
      withoutAi.call('confirmProblemUpload', { as: 'teacher', form: { problems: JSON.stringify(problems), selected_indices: selected, language: 'de' } });
    const count = async () => (await withoutAi.db.selectFrom('problems').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();

    const many = await confirm(Array.from({ length: 51 }, () => draft));
    expect(many.status).toBe(422);
    expect(many.body.detail).toBe('At most 50 extracted problems can be created at once.');
    const fifty = await confirm(Array.from({ length: 50 }, () => draft), JSON.stringify(Array.from({ length: 50 }, (_, i) => i)));
    expect(fifty.status).toBe(200);
    expect(fifty.body.problem_ids).toHaveLength(50);

    const long = await confirm([draft, { ...draft, text: 'x'.repeat(20_001) }], '[0, 1]');
    expect(long.status).toBe(422);
    expect(long.body.detail).toBe('Extracted problem 2: the text must be at most 20000 characters long.');
    expect((await confirm([{ ...draft, answer: 'x'.repeat(2_001) }])).status).toBe(422);

    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    const big = await confirm([draft, { ...draft, image_data: huge, image_type: 'image/png' }], '[0, 1]');
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('payload_too_large');
    // Nothing of a refused confirmation was created.
    expect(await count()).toBe(before + 50);
  });
});

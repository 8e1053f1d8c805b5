// Every image the server stores is read in the image process first: more than 40 megapixels
// is refused with 422 image.too_large (the 30,000 × 30,000 PNG bomb of under 1 MB included),
// what is kept is upright, at most 2,000 px on its long side, without EXIF (no GPS position),
// in its format; templates that are not images are kept as they came.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanProblemImages } from '../src/modules/problems/clean-images.ts';
import { createImageWork } from '../src/modules/problems/image-work/client.ts';
import { fileKey } from '../src/storage/index.ts';
import { bombPng, exifPhoto, plainImage } from './fixtures/images.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const form = (extra: Record<string, unknown> = {}) => ({
  text: 'Berechne den Flächeninhalt.',
  answer: '24',
  gradefrom: 5,
  gradeto: 6,
  difficulty: 2,
  language: 'de',
  ...extra,
});
const file = (data: Buffer, type: string, filename: string) => ({ data, type, filename });
const problemCount = async () => (await server.db.selectFrom('problems').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

async function createWith(extra: Record<string, unknown>) {
  const res = await server.call('createProblem', { as: 'teacher', form: form(extra) });
  expect(res.status).toBe(200);
  const problem = (await server.call('getProblem', { as: 'teacher', params: { id: res.body.problem_id } })).body;
  // The stored files, read at their addresses as the browser does.
  const read = async (url: string | null) => (url ? (await server.readFile(url)).body.toString('base64') : null);
  return { ...problem, file_data: await read(problem.file_url), template_data: await read(problem.template_url) };
}

describe('problem images', () => {
  it('refuses the 30,000 × 30,000 PNG bomb with 422 image.too_large, as image and as template, writing nothing', async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 30_000, height: 30_000 });
    const before = await problemCount();
    for (const extra of [{ file: file(bomb, 'image/png', 'bomb.png') }, { template_file: file(bomb, 'image/png', 'bomb.png') }]) {
      const res = await server.call('createProblem', { as: 'teacher', form: form(extra) });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ code: 'image.too_large', detail: 'The image has 900 megapixels; at most 40 are accepted.' });
    }
    const edit = await server.call('updateProblem', { as: 'teacher', params: { id: 101 }, form: form({ file: file(bomb, 'image/png', 'bomb.png') }) });
    expect(edit.status).toBe(422);
    expect(edit.body.code).toBe('image.too_large');
    expect(await problemCount()).toBe(before);
  });

  it('stores a phone photo upright and without EXIF, GPS included, as a JPEG of good quality', async () => {
    const photo = await exifPhoto();
    const original = await sharp(photo).metadata();
    expect(original.exif?.toString('latin1')).toContain('TestPhone');
    expect(original.orientation).toBe(6);
    const problem = await createWith({ file: file(photo, 'image/jpeg', 'foto.jpg') });
    expect(problem.file_type).toBe('image/jpeg');
    const stored = Buffer.from(problem.file_data, 'base64');
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    // Turned as its orientation said: the yellow corner, top left as taken, is now top right.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    expect(at(info.width - 20, 20)[0]).toBeGreaterThan(200);
    expect(at(20, 20)[0]).toBeLessThan(100);
  });

  it('scales a 4000 px image to 2000 px on its long side, keeping its format', async () => {
    const png = await createWith({ file: file(await plainImage(4000, 3000, 'png'), 'image/png', 'gross.png') });
    expect(png.file_type).toBe('image/png');
    expect(await sharp(Buffer.from(png.file_data, 'base64')).metadata()).toMatchObject({ format: 'png', width: 2000, height: 1500 });
    const jpeg = await createWith({ template_file: file(await plainImage(3000, 4000, 'jpeg'), 'image/jpeg', 'vorlage.jpg') });
    expect(jpeg.template_type).toBe('image/jpeg');
    expect(await sharp(Buffer.from(jpeg.template_data, 'base64')).metadata()).toMatchObject({ format: 'jpeg', width: 1500, height: 2000 });
  });

  it('keeps a small clean image byte for byte, an animated GIF animated, and a template that is no image as it came', async () => {
    const small = await plainImage(300, 200, 'png');
    const kept = await createWith({ file: file(small, 'image/png', 'klein.png') });
    expect(Buffer.from(kept.file_data, 'base64').equals(small)).toBe(true);

    // Three frames of 2400 × 1200: scaled to 2000 × 1000, still three frames with their timing.
    const frame = (background: string) => sharp({ create: { width: 2400, height: 1200, channels: 3, background } }).png().toBuffer();
    const gif = await sharp(await Promise.all(['#cc3300', '#0033cc', '#33cc00'].map(frame)), { join: { animated: true } })
      .gif({ delay: [200, 200, 200], loop: 0 })
      .toBuffer();
    const storedGif = await createWith({ file: file(gif, 'image/gif', 'animation.gif') });
    expect(storedGif.file_type).toBe('image/gif');
    expect(await sharp(Buffer.from(storedGif.file_data, 'base64')).metadata()).toMatchObject({ format: 'gif', width: 2000, height: 1000, pages: 3, delay: [200, 200, 200] });

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
    const withPdf = await createWith({ template_file: file(pdf, 'application/pdf', 'blatt.pdf') });
    expect(withPdf.template_type).toBe('application/pdf');
    expect(Buffer.from(withPdf.template_data, 'base64').equals(pdf)).toBe(true);
  });

  it('refuses a bomb as an extracted draft\'s figure and as a worksheet photo; stores a figure without metadata', async () => {
    const bomb = bombPng(8000);
    const draft = { text: 'Rechne.', solution: null, answer: '1', notes: null, gradefrom: 5, gradeto: 6, difficulty: 2, page_index: 0, coords: null };
    const confirm = (image: Buffer, type: string) =>
      server.call('confirmProblemUpload', {
        as: 'teacher',
        form: { problems: JSON.stringify([{ ...draft, image_data: image.toString('base64'), image_type: type }]), selected_indices: '[0]', language: 'de' },
      });
    const refused = await confirm(bomb, 'image/png');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('image.too_large');

    const photo = await exifPhoto();
    const created = await confirm(photo, 'image/jpeg');
    expect(created.status).toBe(200);
    const row = await server.db.selectFrom('problems').select(['file_key', 'file_type']).where('problem_id', '=', created.body.problem_ids[0]).executeTakeFirstOrThrow();
    expect(row.file_type).toBe('image/jpeg');
    const metadata = await sharp(await server.files.readAll(row.file_key!)).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([800, 1200]);

    // As a worksheet photo it is refused for its size before it is decoded.
    const upload = await server.call('uploadProblemFile', { as: 'teacher', form: { file: file(bomb, 'image/png', 'blatt.png'), language: 'de' } });
    expect(upload.status).toBe(422);
    expect(upload.body.code).toBe('image.too_large');
  });
});

describe('cleaning the images of problems stored before (scripts/clean-problem-images.ts)', () => {
  it('scales and strips what is stored, removes what is too large, leaves the rest, and a second run changes nothing', async () => {
    const photo = await exifPhoto();
    const big = await plainImage(4000, 3000, 'png');
    const small = await plainImage(300, 200, 'png');
    const bomb = bombPng(8000);
    const put = async (data: Buffer | null, type: string | null) => {
      if (!data || !type) return null;
      const key = fileKey(data, type);
      await server.files.put(key, data, type);
      return key;
    };
    const insert = async (file: Buffer | null, type: string | null, template: Buffer | null = null, templateType: string | null = null) =>
      (
        await server.db
          .insertInto('problems')
          .values({
            text: 'Alt.',
            answer: '1',
            wrong_answers: '[]',
            gradefrom: 5,
            gradeto: 6,
            difficulty: 2,
            language: 'de',
            file_key: await put(file, type),
            file_type: type,
            template_key: await put(template, templateType),
            template_type: templateType,
            created_by_user_id: 3,
            owner_school_id: 1,
          })
          .returning('problem_id')
          .executeTakeFirstOrThrow()
      ).problem_id;
    const withPhoto = await insert(photo, 'image/jpeg', big, 'image/png');
    const withBomb = await insert(bomb, 'image/png');
    const withSmall = await insert(small, 'image/png', Buffer.from('%PDF-1.7\n%%EOF\n'), 'application/pdf');
    const row = (id: number) => server.db.selectFrom('problems').selectAll().where('problem_id', '=', id).executeTakeFirstOrThrow();
    const before = await row(withPhoto);

    const work = createImageWork();
    try {
      const dry = await cleanProblemImages(server.db, work, server.files, { dryRun: true });
      expect(dry.removed.map((r) => r.problemId)).toEqual([withBomb]);
      expect((await row(withBomb)).file_key).not.toBeNull();
      expect(await row(withPhoto)).toEqual(before);

      const report = await cleanProblemImages(server.db, work, server.files);
      expect(report.cleaned.filter((c) => c.problemId === withPhoto).map((c) => c.what)).toEqual(['image', 'template']);
      expect(report.removed).toEqual([{ problemId: withBomb, what: 'image', detail: 'The image has 64 megapixels; at most 40 are accepted.' }]);
      const photoRow = await row(withPhoto);
      const image = await sharp(await server.files.readAll(photoRow.file_key!)).metadata();
      expect([image.format, image.width, image.height, image.exif]).toEqual(['jpeg', 800, 1200, undefined]);
      expect(photoRow.file_size).toBe((await server.files.stat(photoRow.file_key!))?.size);
      expect(await sharp(await server.files.readAll(photoRow.template_key!)).metadata()).toMatchObject({ format: 'png', width: 2000, height: 1500 });
      expect(photoRow.updated_at).toEqual(before.updated_at);
      expect(await row(withBomb)).toMatchObject({ file_key: null, file_type: null, thumbnail_key: null });
      expect(await row(withSmall)).toMatchObject({ file_key: fileKey(small, 'image/png'), template_type: 'application/pdf' });

      const again = await cleanProblemImages(server.db, work, server.files);
      expect([again.cleaned, again.removed]).toEqual([[], []]);
    } finally {
      await work.close();
    }
  });
});

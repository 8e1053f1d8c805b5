// No list and no mutation answer carries a problem's files: they carry addresses under
// /api/files/ (file_url, thumbnail_url, template_url), and the files are read there from the
// file storage, cached by anyone for a year. Five problems with 5 MB files used to make the
// default problem page about 70 MB. The older signed addresses (getProblemImage) still work.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactTokens } from '../src/app.ts';
import { currentExpiry, fileToken, useFileUrlSecret } from '../src/modules/problems/file-urls.ts';
import { fileKey, RECORDINGS_PREFIX } from '../src/storage/index.ts';
import { MAX_JSON_ANSWER_BYTES, startTestServer, type TestServer } from './helpers/app.ts';

let server: TestServer;
const LENA = 'k7m2q9xw4tfa';
/** A small answer: a page of 20 problems without files is a few kB. */
const SMALL = 100 * 1024;
const IMAGE = randomBytes(5 * 1024 * 1024 - 1);
const TEMPLATE = randomBytes(5 * 1024 * 1024 - 1);
let big: number[] = [];
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Puts a file into the server's storage as the write paths do; its key. */
async function store(data: Buffer, type: string): Promise<string> {
  const key = fileKey(data, type);
  await server.files.put(key, data, type);
  return key;
}

beforeAll(async () => {
  server = await startTestServer();
  // Stored directly: the files' bytes matter here, not what the image process makes of them.
  const imageKey = await store(IMAGE, 'image/png');
  const templateKey = await store(TEMPLATE, 'application/pdf');
  const rows = await server.db
    .insertInto('problems')
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        text: `Großes Bild ${i + 1}`,
        answer: '1',
        wrong_answers: '[]',
        gradefrom: 5,
        gradeto: 6,
        difficulty: 2,
        language: 'de' as const,
        file_key: imageKey,
        file_type: 'image/png',
        file_size: IMAGE.length,
        thumbnail_key: imageKey,
        template_key: templateKey,
        template_type: 'application/pdf',
        template_size: TEMPLATE.length,
        owner_school_id: 1,
        created_by_user_id: 3,
        collection_id: null,
        created_at: new Date(),
        updated_at: new Date(),
      })),
    )
    .returning('problem_id')
    .execute();
  big = rows.map((r) => r.problem_id);
}, 120_000);
afterAll(() => server.close());

const size = (res: { raw: { rawPayload: Buffer } }) => res.raw.rawPayload.length;

describe('answers with problems', () => {
  it('carry addresses, not files: every list and mutation answer stays small', async () => {
    expect(MAX_JSON_ANSWER_BYTES).toBeLessThanOrEqual(2 * 1024 * 1024);
    const page = await server.call('searchProblems', { as: 'teacher' });
    expect(page.status).toBe(200);
    const shown = page.body.items.filter((p: { problem_id: number }) => big.includes(p.problem_id));
    expect(shown).toHaveLength(5);
    for (const p of shown) {
      expect(p).not.toHaveProperty('file_data');
      expect(p.file_url).toBe(`/api/files/${sha256(IMAGE)}.png`);
      expect(p.thumbnail_url).toBe(p.file_url);
      expect(p.template_url).toBe(`/api/files/${sha256(TEMPLATE)}.pdf`);
    }
    // A problem without files has no addresses.
    const plain = page.body.items.find((p: { problem_id: number }) => p.problem_id === 101) ?? (await server.call('getProblem', { as: 'teacher', params: { id: 101 } })).body;
    expect(plain).toMatchObject({ file_url: null, thumbnail_url: null, template_url: null });
    expect(size(page)).toBeLessThan(SMALL);

    const topic = (await server.call('createProblemset', { as: 'teacher', body: { name: 'Große Dateien' } })).body.problemset_id;
    const answers = [
      await server.call('getProblem', { as: 'teacher', params: { id: big[0]! } }),
      await server.call('addProblemsetProblems', { as: 'teacher', params: { id: topic }, body: { problem_ids: big } }),
      await server.call('setProblemsetProblems', { as: 'teacher', params: { id: topic }, body: { problem_ids: [...big].reverse() } }),
      await server.call('reorderProblemsetProblems', { as: 'teacher', params: { id: topic }, body: { problem_id: big[0]!, new_index: 0 } }),
      await server.call('updateProblemsetProblem', { as: 'teacher', params: { id: topic, problemId: big[1]! }, body: { quiz: true } }),
      await server.call('listProblemsetProblems', { as: 'teacher', params: { id: topic } }),
      await server.call('addStudentProblems', { as: 'teacher', params: { id: LENA }, body: { problem_ids: big.slice(0, 2) } }),
      await server.call('addStudentProblemset', { as: 'teacher', params: { id: LENA, problemsetId: topic } }),
      await server.call('reorderStudentProblems', { as: 'teacher', params: { id: LENA }, body: { problem_id: big[2]!, new_index: 0 } }),
      await server.call('updateStudentProblem', { as: 'teacher', params: { id: LENA, problemId: big[2]! }, form: { solved: true } }),
      await server.call('resetStudentProblems', { as: 'teacher', params: { id: LENA } }),
      await server.call('listStudentProblems', { as: 'teacher', params: { id: LENA } }),
      await server.call('updateProblemCollection', { as: 'admin', params: { id: big[4]! }, body: { collection_id: 1 } }),
    ];
    for (const res of answers) {
      expect(res.status, res.raw.body.slice(0, 200)).toBe(200);
      expect(size(res), `${res.raw.body.slice(0, 100)}`).toBeLessThan(SMALL);
      expect(res.raw.body).not.toContain(IMAGE.toString('base64').slice(0, 100));
      expect(res.raw.body).toContain(`/api/files/${sha256(IMAGE)}.png`);
    }
  });
});

describe('getFile', () => {
  it('sends the file without a session, immutable for a year, with a strong ETag, nosniff, inline for images', async () => {
    const problem = (await server.call('getProblem', { as: 'teacher', params: { id: big[0]! } })).body;
    const image = await server.readFile(problem.file_url);
    expect(image.status).toBe(200);
    expect(image.body.equals(IMAGE)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${sha256(IMAGE)}"`,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'content-length': String(IMAGE.length),
    });
    const template = await server.readFile(problem.template_url);
    expect(template.body.equals(TEMPLATE)).toBe(true);
    expect(template.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${sha256(TEMPLATE)}.pdf"`,
      'x-content-type-options': 'nosniff',
    });
  });

  it('answers 304 for the ETag the browser has, and the file for any other', async () => {
    const url = `/api/files/${sha256(IMAGE)}.png`;
    const etag = `"${sha256(IMAGE)}"`;
    const again = await server.readFile(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.raw.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.readFile(url, { 'if-none-match': `"0", W/${etag}` })).status).toBe(304);
    expect((await server.readFile(url, { 'if-none-match': '"0"' })).status).toBe(200);
  });

  it('answers 404 for a key without a file, and never serves a recording', async () => {
    const unknown = await server.call('getFile', { as: null, params: { key: `${'0'.repeat(64)}.png` } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    // A recording is stored under recordings/, which no key of this route can name.
    const audio = Buffer.from('RIFF-secret-voice');
    const recordingKey = fileKey(audio, 'audio/wav', RECORDINGS_PREFIX);
    await server.files.put(recordingKey, audio, 'audio/wav');
    const hash = recordingKey.slice(RECORDINGS_PREFIX.length);
    expect((await server.call('getFile', { as: null, params: { key: hash } })).status).toBe(404);
    const slashed = await server.app.inject({ method: 'GET', url: `/api/files/${encodeURIComponent(recordingKey)}` });
    expect([404, 422]).toContain(slashed.statusCode);
    // Not a key at all.
    expect((await server.call('getFile', { as: null, params: { key: '../../etc/passwd' } })).status).toBe(422);
  });
});

describe('the older signed addresses', () => {
  const read = (id: number, kind: 'image' | 'template', t: string) =>
    server.call(kind === 'image' ? 'getProblemImage' : 'getProblemTemplate', { as: null, params: { id }, query: { t } });

  it('still send the file from the storage, and refuse a wrong, swapped or expired signature (403)', async () => {
    const key = `${sha256(IMAGE)}.png`;
    const token = fileToken(big[0]!, 'image', key, currentExpiry());
    const ok = await read(big[0]!, 'image', token);
    expect(ok.status).toBe(200);
    expect(ok.body.equals(IMAGE)).toBe(true);
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect((await read(big[0]!, 'image', token.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`))).status).toBe(403);
    expect((await read(big[1]!, 'image', token)).status).toBe(403);
    expect((await read(big[0]!, 'template', token)).status).toBe(403);
    expect((await read(big[0]!, 'image', fileToken(big[0]!, 'image', key, currentExpiry() - 3 * 3600))).status).toBe(403);
    expect((await read(101, 'image', token)).status).toBe(404);
    expect((await read(999_999, 'image', token)).status).toBe(404);
    expect((await read(big[0]!, 'image', 'no-token')).status).toBe(422);
  });
});

describe('a changed file', () => {
  it('gets a new address; the other file keeps its own', async () => {
    const before = (await server.call('getProblem', { as: 'teacher', params: { id: big[3]! } })).body;
    const gif = Buffer.from('GIF89a');
    const key = await store(gif, 'image/gif');
    await server.db.updateTable('problems').set({ file_key: key, file_type: 'image/gif', file_size: gif.length, thumbnail_key: key }).where('problem_id', '=', big[3]!).execute();
    const after = (await server.call('getProblem', { as: 'teacher', params: { id: big[3]! } })).body;
    expect(after.file_url).not.toBe(before.file_url);
    const image = await server.readFile(after.file_url);
    expect(image.headers['content-type']).toBe('image/gif');
    expect(image.body.toString()).toBe('GIF89a');
    expect(after.template_url).toBe(before.template_url);
  });

  it('hands addresses only to readers who may see the problem', async () => {
    // A parent sees neither the school's problems nor their addresses.
    const res = await server.call('getProblem', { as: 'parent', params: { id: big[0]! } });
    expect(res.status).toBe(404);
    const page = await server.call('searchProblems', { as: 'parent', query: { per_page: 100 } });
    expect(page.raw.body).not.toContain(sha256(IMAGE));
  });

  it('signs old addresses with one key per database, kept over a restart, unless FILE_URL_SECRET names one', async () => {
    const token = () => fileToken(7, 'image', 'abc', currentExpiry());
    const before = token();
    await useFileUrlSecret(server.db, undefined);
    expect(token()).toBe(before);
    expect(await server.db.selectFrom('server_keys').select('name').execute()).toEqual([{ name: 'file_url' }]);
    await useFileUrlSecret(server.db, 'a-key-of-the-operator-at-least-32-characters');
    expect(token()).not.toBe(before);
    await useFileUrlSecret(server.db, undefined);
    expect(token()).toBe(before);
  });

  it('keeps the signature out of the request log', () => {
    expect(redactTokens('/api/admin/problems/5/image?t=1795532400.mD0Xq3m0Y1v7u9bLzqk4wS2hF8eJr6tNcA5pGdVxKoI')).toBe('/api/admin/problems/5/image?t=[redacted]');
  });
});

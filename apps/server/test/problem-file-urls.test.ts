// No list and no mutation answer carries a problem's files: they carry signed addresses
// (file_url, template_url), and the files are read there, cached by the browser. Five
// problems with 5 MB files used to make the default problem page about 70 MB.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactTokens } from '../src/app.ts';
import { currentExpiry, fileToken, useFileUrlSecret } from '../src/modules/problems/file-urls.ts';
import { MAX_JSON_ANSWER_BYTES, startTestServer, type TestServer } from './helpers/app.ts';

let server: TestServer;
const LENA = 'k7m2q9xw4tfa';
/** A small answer: a page of 20 problems without files is a few kB. */
const SMALL = 100 * 1024;
const IMAGE = randomBytes(5 * 1024 * 1024 - 1);
const TEMPLATE = randomBytes(5 * 1024 * 1024 - 1);
let big: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  // Stored directly: the files' bytes matter here, not what the image process makes of them.
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
        file_data: IMAGE.toString('base64'),
        file_type: 'image/png',
        template_data: TEMPLATE.toString('base64'),
        template_type: 'application/pdf',
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
      expect(p.file_url).toMatch(new RegExp(`^/api/admin/problems/${p.problem_id}/image\\?t=\\d+\\.[\\w-]{43}$`));
      expect(p.template_url).toMatch(new RegExp(`^/api/admin/problems/${p.problem_id}/template\\?t=`));
    }
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
    }
  });

  it('serves the file at its address without a session, cached until the signature ends, 304 for the same ETag', async () => {
    const problem = (await server.call('getProblem', { as: 'teacher', params: { id: big[0]! } })).body;
    const image = await server.readFile(problem.file_url);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.equals(IMAGE)).toBe(true);
    const maxAge = Number(/^private, max-age=(\d+), immutable$/.exec(String(image.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(7200);
    const etag = String(image.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await server.readFile(problem.file_url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.raw.rawPayload.length).toBe(0);
    expect((await server.readFile(problem.file_url, { 'if-none-match': `"0", W/${etag}` })).status).toBe(304);
    expect((await server.readFile(problem.file_url, { 'if-none-match': '"0"' })).status).toBe(200);
    const template = await server.readFile(problem.template_url);
    expect(template.headers['content-type']).toBe('application/pdf');
    expect(template.body.equals(TEMPLATE)).toBe(true);
    // The same address within the hour, so the browser's cache is used.
    const later = (await server.call('searchProblems', { as: 'teacher' })).body.items.find((p: { problem_id: number }) => p.problem_id === big[0]);
    expect(later.file_url).toBe(problem.file_url);
  });

  it('refuses a wrong, swapped or expired signature (403), and a problem without the file (404)', async () => {
    const problem = (await server.call('getProblem', { as: 'teacher', params: { id: big[0]! } })).body;
    const token = new URL(problem.file_url, 'http://x').searchParams.get('t')!;
    const [expires, signature] = token.split('.') as [string, string];
    const flipped = `${expires}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const read = (id: number, kind: 'image' | 'template', t: string) =>
      server.call(kind === 'image' ? 'getProblemImage' : 'getProblemTemplate', { as: null, params: { id }, query: { t } });
    expect((await read(big[0]!, 'image', flipped)).status).toBe(403);
    // Another problem's file, or the template, with this image's signature.
    expect((await read(big[1]!, 'image', token)).status).toBe(403);
    expect((await read(big[0]!, 'template', token)).status).toBe(403);
    // A later end with the same signature.
    expect((await read(big[0]!, 'image', `${Number(expires) + 3600}.${signature}`)).status).toBe(403);
    // Correctly signed, but expired.
    const hash = (await server.db.selectFrom('problems').select('file_hash').where('problem_id', '=', big[0]!).executeTakeFirstOrThrow()).file_hash!;
    const past = currentExpiry() - 3 * 3600;
    expect((await read(big[0]!, 'image', fileToken(big[0]!, 'image', hash, past))).status).toBe(403);
    expect((await read(big[0]!, 'image', fileToken(big[0]!, 'image', hash, currentExpiry()))).status).toBe(200);
    // No image, no problem.
    expect((await read(101, 'image', token)).status).toBe(404);
    expect((await read(999_999, 'image', token)).status).toBe(404);
    expect((await read(big[0]!, 'image', 'no-token')).status).toBe(422);
  });

  it('makes the old address invalid when the file changes', async () => {
    const before = (await server.call('getProblem', { as: 'teacher', params: { id: big[3]! } })).body;
    await server.db.updateTable('problems').set({ file_data: Buffer.from('GIF89a').toString('base64'), file_type: 'image/gif' }).where('problem_id', '=', big[3]!).execute();
    expect((await server.readFile(before.file_url)).status).toBe(403);
    const after = (await server.call('getProblem', { as: 'teacher', params: { id: big[3]! } })).body;
    expect(after.file_url).not.toBe(before.file_url);
    const image = await server.readFile(after.file_url);
    expect(image.headers['content-type']).toBe('image/gif');
    expect(image.body.toString()).toBe('GIF89a');
    // The template did not change: its address stays.
    expect(after.template_url).toBe(before.template_url);
  });

  it('hands addresses only to readers who may see the problem', async () => {
    // A parent sees neither the school's problems nor their addresses.
    const res = await server.call('getProblem', { as: 'parent', params: { id: big[0]! } });
    expect(res.status).toBe(404);
    const page = await server.call('searchProblems', { as: 'parent', query: { per_page: 100 } });
    expect(page.raw.body).not.toContain(`/problems/${big[0]}/`);
  });

  it('signs with one key per database, kept over a restart, unless FILE_URL_SECRET names one', async () => {
    const token = () => fileToken(7, 'image', 'abc', currentExpiry());
    const before = token();
    // What another process on the same database, or this one after a restart, does at start.
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

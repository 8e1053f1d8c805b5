// Bounded uploads: a multipart request is refused by its length before it is read, its parts
// are limited to the form's fields, files are judged by their content, and files served back
// are downloads that browsers may not sniff into something else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MULTIPART_BYTES } from '../src/lib/uploads.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';
import { checkResponse } from './helpers/contract.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const BOUNDARY = '----upload-test';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, data: Buffer, type: string) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="f"\r\nContent-Type: ${type}\r\n\r\n`), data, Buffer.from('\r\n')]);
const form = (...parts: (string | Buffer)[]) => Buffer.concat([...parts.map((p) => Buffer.from(p)), Buffer.from(`--${BOUNDARY}--\r\n`)]);
const problemFields = [field('text', 'Was ist 1 + 1?'), field('answer', '2'), field('gradefrom', '5'), field('gradeto', '6'), field('difficulty', '1'), field('language', 'de')];

async function post(payload: Buffer, headers: Record<string, string> = {}) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/admin/problems',
    payload,
    headers: { authorization: `Bearer ${await server.login('teacher')}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
  });
  expect(checkResponse('createProblem', res.statusCode, res.headers['content-type'] as string, res.rawPayload)).toBeNull();
  return res;
}

describe('multipart requests', () => {
  it('are refused with 413 by their stated length, before the body is read', async () => {
    // The stated length alone decides: the body sent is small.
    const res = await post(form(...problemFields), { 'content-length': String(MAX_MULTIPART_BYTES + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    const big = await post(form(...problemFields, file('file', Buffer.alloc(MAX_MULTIPART_BYTES, 1), 'image/png')));
    expect(big.statusCode).toBe(413);
    expect(big.headers.connection).toBe('close');
  });

  it('may have no more parts than the form has fields', async () => {
    const extra = Array.from({ length: 40 }, (_, i) => field(`x${i}`, 'y'));
    const res = await post(form(...problemFields, ...extra));
    expect([413, 422]).toContain(res.statusCode);
    const flood = Array.from({ length: 40 }, () => field('text', 'y'));
    const res2 = await post(form(...flood));
    expect(res2.statusCode).toBe(413);
    expect(res2.json().code).toBe('payload_too_large');
  });

  it('that are malformed answer 400 with what is wrong', async () => {
    const cut = await post(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\nabc`));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().detail).toMatch(/not valid multipart/);
    const noBoundary = await post(form(...problemFields), { 'content-type': 'multipart/form-data' });
    expect(noBoundary.statusCode).toBe(400);
  });
});

describe('files of a problem', () => {
  it('an image is judged by its content, and a template that is not an image or PDF is kept as a plain download', async () => {
    const fake = await post(form(...problemFields, file('file', Buffer.from('<svg onload="alert(1)"/>'), 'image/png')));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().code).toBe('problem.invalid_file_type_image');
    const html = await post(form(...problemFields, file('file', PNG, 'image/png'), file('template_file', Buffer.from('<html><script>alert(1)</script></html>'), 'text/html')));
    expect(html.statusCode).toBe(200);
    const problem = await server.call('getProblem', { as: 'teacher', params: { id: html.json().problem_id } });
    expect(problem.body.file_type).toBe('image/png');
    expect(problem.body.template_type).toBe('application/octet-stream');
  });
});

describe('answers of the API', () => {
  it('are never cached, the sign-in answer included', async () => {
    const teacher = await server.call('login', { as: null, body: { email: 'julia.hoffmann@stadtpark-gymnasium.example.org', password: 'Demo-Lehrer-2026' } });
    expect(teacher.headers['cache-control']).toBe('no-store');
    expect((await server.call('listClasses', { as: 'teacher' })).headers['cache-control']).toBe('no-store');
    expect((await server.call('getMe', { as: null })).headers['cache-control']).toBe('no-store');
    const unknown = await server.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});

// The AI provider against a real OpenAI-compatible server on the loopback interface: what
// the server sends (models, image parts, JSON schemas, the key), what it makes of good
// answers, and how it answers when the provider fails, is slow, busy or rate-limited.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/app.ts';
import { startLoopbackAi, type LoopbackAi } from './helpers/loopback-ai.ts';
import { worksheetPdf } from './fixtures/worksheet-pdf.ts';

let ai: LoopbackAi;
let server: TestServer;
const TIMEOUT_MS = 1_500;

beforeAll(async () => {
  ai = await startLoopbackAi();
  server = await startTestServer({
    env: {
      AI_BASE_URL: ai.url,
      AI_API_KEY: 'sk-test-secret-key',
      AI_MODEL: 'tutor-text',
      AI_VISION_MODEL: 'tutor-vision',
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
      AI_MAX_CONCURRENCY: '1',
    },
  });
});
afterAll(async () => {
  await server.close();
  await ai.close();
});
beforeEach(() => {
  ai.requests.length = 0;
});

const photo = async () => ({
  data: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#f0f0f0' } }).jpeg().toBuffer(),
  type: 'image/jpeg',
  filename: 'rechteck.jpg',
});
const problem = { text: 'Berechne $\\frac{3}{4} + \\frac{1}{6}$.', language: 'de' };

describe('generateSolution', () => {
  it('asks the text model for a worked solution in the problem\'s language and returns its markdown', async () => {
    const res = await server.call('generateSolution', { as: 'teacher', form: problem });
    expect(res.status).toBe(200);
    expect(res.body.solution).toContain('$$\\frac{3}{4} + \\frac{1}{6}');
    const [request] = ai.requests;
    expect(request).toMatchObject({ model: 'tutor-text', schemaName: 'solution', authorization: 'Bearer sk-test-secret-key', images: [] });
    expect(request!.system).toContain('German');
    expect(request!.text).toContain(problem.text);
  });

  it('sends the image and the template as image parts to the vision model', async () => {
    const template = { data: await worksheetPdf(), type: 'application/pdf', filename: 'vorlage.pdf' };
    const res = await server.call('generateSolution', { as: 'parent', form: { ...problem, language: 'en', file: await photo(), template_file: template } });
    expect(res.status).toBe(200);
    const [request] = ai.requests;
    expect(request!.model).toBe('tutor-vision');
    expect(request!.system).toContain('English');
    // The photo, then the template PDF's two pages, all as PNG.
    expect(request!.images.map((i) => i.type)).toEqual(['image/png', 'image/png', 'image/png']);
  });

  it('refuses a problem image that is not an image, before asking', async () => {
    const res = await server.call('generateSolution', { as: 'teacher', form: { ...problem, file: { data: Buffer.from('%PDF-1.7'), type: 'image/png' } } });
    expect(res.status).toBe(422);
    expect(ai.requests).toHaveLength(0);
  });
});

describe('generateWrongAnswers', () => {
  it('returns 3-5 distinct wrong answers, none equal to the answer', async () => {
    ai.script({ json: { wrong_answers: ['$\\frac{4}{10}$', ' $\\frac{11}{12}$ ', '$\\frac{4}{10}$', '$\\frac{2}{5}$', '', '$\\frac{4}{24}$\n', '1', '2', '3'] } });
    const res = await server.call('generateWrongAnswers', { as: 'teacher', body: { ...problem, solution: null, answer: '$\\frac{11}{12}$' } });
    expect(res.status).toBe(200);
    expect(res.body.wrong_answers).toEqual(['$\\frac{4}{10}$', '$\\frac{2}{5}$', '$\\frac{4}{24}$', '1', '2']);
    expect(ai.requests[0]!.text).toContain('Correct answer:\n$\\frac{11}{12}$');
  });

  it('asks once more when too few are left, then gives up with 502', async () => {
    ai.script({ json: { wrong_answers: ['$\\frac{11}{12}$', '$\\frac{11}{12}$'] } });
    const retried = await server.call('generateWrongAnswers', { as: 'teacher', body: { ...problem, answer: '$\\frac{11}{12}$' } });
    expect(retried.status).toBe(200);
    expect(retried.body.wrong_answers).toHaveLength(4);
    ai.script({ json: { wrong_answers: ['a'] } }, { json: { wrong_answers: ['b', 'b'] } });
    const failed = await server.call('generateWrongAnswers', { as: 'teacher', body: { ...problem, answer: '7' } });
    expect(failed.status).toBe(502);
  });
});

describe('when the provider fails', () => {
  it('a malformed, off-schema or refused answer is 502 ai.bad_answer', async () => {
    ai.script({ content: 'Here is your solution: x = 4' }, { json: { answer: 'no solution field' } }, { refusal: 'I cannot help with that.' });
    for (let i = 0; i < 3; i++) {
      const res = await server.call('generateSolution', { as: 'teacher', form: problem });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ code: 'ai.bad_answer', detail: 'The AI service gave an answer that could not be used. Please try again.' });
    }
  });

  it('an answer in a markdown fence is still read', async () => {
    ai.script({ content: '```json\n{"solution": "$x = 4$"}\n```' });
    const res = await server.call('generateSolution', { as: 'teacher', form: problem });
    expect(res.body).toEqual({ solution: '$x = 4$' });
  });

  it('a slow answer is 504 ai.timeout after AI_TIMEOUT_MS', async () => {
    ai.script({ json: { solution: 'late' }, delayMs: TIMEOUT_MS * 3 });
    const started = performance.now();
    const res = await server.call('generateSolution', { as: 'teacher', form: problem });
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ code: 'ai.timeout', detail: 'The AI service took too long to answer. Please try again.' });
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 2.5);
  });

  it('a 429 is retried after the provider\'s Retry-After; one that persists is 503 with Retry-After', async () => {
    ai.script({ status: 429, retryAfterSeconds: 0.05 });
    const retried = await server.call('generateSolution', { as: 'teacher', form: problem });
    expect(retried.status).toBe(200);
    expect(ai.requests).toHaveLength(2);

    ai.script({ status: 429, retryAfterSeconds: 0.05 }, { status: 429, retryAfterSeconds: 0.05 }, { status: 429, retryAfterSeconds: 7 });
    const limited = await server.call('generateSolution', { as: 'teacher', form: problem });
    expect(limited.status).toBe(503);
    expect(limited.body.code).toBe('ai.busy');
    expect(limited.headers['retry-after']).toBe('7');
  });

  it('an upstream error (a wrong key, an unknown model) is 502', async () => {
    ai.script({ status: 401, message: 'Incorrect API key' });
    const res = await server.call('generateSolution', { as: 'teacher', form: problem });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('ai.bad_answer');
  });

  it('a provider that cannot be reached is 503 ai.unreachable', async () => {
    const closed = await startLoopbackAi();
    const url = closed.url;
    await closed.close();
    const unreachable = await startTestServer({ env: { AI_BASE_URL: url, AI_MODEL: 'tutor-text', AI_TIMEOUT_MS: '5000' } });
    try {
      const res = await unreachable.call('generateWrongAnswers', { as: 'teacher', body: { ...problem, answer: '1' } });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 'ai.unreachable', detail: 'The AI service cannot be reached.' });
    } finally {
      await unreachable.close();
    }
  });

  it('calls beyond the queue wait, and past its size get 503 ai.busy with Retry-After', async () => {
    // One call at a time (AI_MAX_CONCURRENCY=1) and four waiting: the sixth is refused at once.
    for (let i = 0; i < 6; i++) ai.script({ json: { solution: `Lösung ${i}` }, delayMs: 300 });
    const answers = await Promise.all(Array.from({ length: 7 }, () => server.call('generateSolution', { as: 'teacher', form: problem })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 503, 503]);
    const busy = answers.find((a) => a.status === 503)!;
    expect(busy.body).toEqual({ code: 'ai.busy', detail: 'The AI service is busy. Please try again in a moment.' });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

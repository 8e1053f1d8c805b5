// Conversation digests and the student's history with the loopback AI server: every
// conversation summarised again on each regeneration in the student's language, the history
// rebuilt from the digests without duplicates, the count of summarised conversations in the
// answer, failures keeping what was written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LENA } from '../src/db/seed/people.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';
import { startLoopbackAi, type LoopbackAi } from './helpers/loopback-ai.ts';

let ai: LoopbackAi;
let server: TestServer;
let withoutAi: TestServer;

beforeAll(async () => {
  ai = await startLoopbackAi();
  [server, withoutAi] = await Promise.all([
    startTestServer({ env: { AI_BASE_URL: ai.url, AI_MODEL: 'tutor-text', AI_TIMEOUT_MS: '5000' } }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server.close(), withoutAi.close()]);
  await ai.close();
});
beforeEach(() => {
  ai.requests.length = 0;
});

const regenerate = (as = 'teacher', id = LENA) => server.call('regenerateStudentDigests', { as, params: { id } });
const digests = async () =>
  (await server.db.selectFrom('conversations').select(['conversation_id', 'digest']).where('student_id', '=', LENA).orderBy('created_at').execute()).map((c) => c.digest);

describe('regenerateStudentDigests', () => {
  it('summarises each conversation in the student\'s language into the history, and says how many', async () => {
    expect((await server.call('deleteStudentHistory', { as: 'teacher', params: { id: LENA } })).body.history).toBeNull();
    const res = await regenerate();
    expect(res.status).toBe(200);
    expect(res.body.summarised).toBe(2);
    expect(ai.requests).toHaveLength(2);
    for (const request of ai.requests) {
      expect(request).toMatchObject({ model: 'tutor-text', schemaName: 'digest', images: [] });
      expect(request.system).toContain('German');
      // Only what the student and the character said; the system prompt stays out.
      expect(request.text).toMatch(/^Student: /m);
      expect(request.text).not.toMatch(/^system/im);
    }
    expect(ai.requests.map((r) => r.text).join('\n')).toContain('Student: Hallo! Ich komme bei dieser Aufgabe aus meinem Heft nicht weiter. [image]');
    const [first, second] = (await digests()) as [string, string];
    expect(first).toMatch(/^Zusammenfassung: Hallo! Ich komme/);
    expect(second).toMatch(/^Zusammenfassung: /);
    expect(res.body.student.history).toBe(`${first}\n\n${second}`);
  });

  it('regenerating again asks the provider again for every conversation, replacing the digests without duplicating them', async () => {
    ai.script({ json: { digest: 'Neu: Brüche geübt.' } }, { json: { digest: 'Neu: Flächen geübt.' } });
    const res = await regenerate();
    expect(res.status).toBe(200);
    expect(res.body.summarised).toBe(2);
    expect(ai.requests).toHaveLength(2);
    // Both conversations are summarised at once, so either may have taken the first answer.
    expect([...(await digests())].sort()).toEqual(['Neu: Brüche geübt.', 'Neu: Flächen geübt.']);
    const history: string = res.body.student.history;
    expect(history.split('\n\n').sort()).toEqual(['Neu: Brüche geübt.', 'Neu: Flächen geübt.']);
    expect(history).not.toContain('Zusammenfassung');
  });

  it('writes the digests in the student\'s current language', async () => {
    await server.db.updateTable('students').set({ language: 'en' }).where('student_id', '=', LENA).execute();
    const res = await regenerate();
    expect(res.body.summarised).toBe(2);
    expect(ai.requests.every((r) => r.system.includes('English'))).toBe(true);
    const [first, second] = (await digests()) as [string, string];
    expect(first).toMatch(/^Summary: /);
    expect(res.body.student.history).toBe(`${first}\n\n${second}`);
    await server.db.updateTable('students').set({ language: 'de' }).where('student_id', '=', LENA).execute();
  });

  it('summarises nothing for a student without conversations, and says so', async () => {
    const created = await server.call('createStudent', { as: 'teacher', body: { firstname: 'Ohne', lastname: 'Gespräche' } });
    expect(created.status).toBe(200);
    const res = await regenerate('teacher', created.body.student_id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ summarised: 0, student: { student_id: created.body.student_id, history: null, conversation_count: 0 } });
    expect(ai.requests).toHaveLength(0);
  });

  it('keeps the digests written before a failure and leaves the history as it was', async () => {
    await server.call('deleteStudentHistory', { as: 'teacher', params: { id: LENA } });
    ai.script({ json: { digest: 'Erste Zusammenfassung.' } }, { content: 'not json at all' });
    const res = await regenerate();
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('ai.bad_answer');
    expect((await digests()).filter(Boolean)).toHaveLength(1);
    expect((await server.call('getStudent', { as: 'teacher', params: { id: LENA } })).body.history).toBeNull();
    // The next try summarises every conversation again.
    ai.requests.length = 0;
    const next = await regenerate();
    expect(next.body.summarised).toBe(2);
    expect(next.body.student.history.split('\n\n')).toHaveLength(2);
    expect(ai.requests).toHaveLength(2);
  });

  it('reaches only students in scope, and answers 503 without a provider, changing nothing', async () => {
    expect((await regenerate('parent')).status).toBe(404);
    const before = (await withoutAi.call('getStudent', { as: 'teacher', params: { id: LENA } })).body.history;
    const res = await withoutAi.call('regenerateStudentDigests', { as: 'teacher', params: { id: LENA } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'ai.not_configured', detail: 'No AI provider is configured.' });
    expect((await withoutAi.call('getStudent', { as: 'teacher', params: { id: LENA } })).body.history).toBe(before);
  });
});

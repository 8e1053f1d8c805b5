// Conversation digests and the student's history with the loopback AI server: each
// conversation summarised once in the student's language, the history rebuilt from the
// digests without duplicates, a changed conversation summarised again, failures keeping
// what was written.
import { sql } from 'kysely';
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
  it('summarises each conversation without a digest, in the student\'s language, into the history', async () => {
    expect((await server.call('deleteStudentHistory', { as: 'teacher', params: { id: LENA } })).body.history).toBeNull();
    const res = await regenerate();
    expect(res.status).toBe(200);
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
    expect(res.body.history).toBe(`${first}\n\n${second}`);
  });

  it('regenerating again summarises nothing and duplicates nothing', async () => {
    const before = (await server.call('getStudent', { as: 'teacher', params: { id: LENA } })).body.history;
    const res = await regenerate();
    expect(res.status).toBe(200);
    expect(ai.requests).toHaveLength(0);
    expect(res.body.history).toBe(before);
  });

  it('summarises a conversation again when it went on, replacing its digest', async () => {
    await server.db.updateTable('students').set({ language: 'en' }).where('student_id', '=', LENA).execute();
    const [firstId] = (await server.db.selectFrom('conversations').select('conversation_id').where('student_id', '=', LENA).orderBy('created_at').execute()).map((c) => c.conversation_id);
    await server.db.insertInto('messages').values({ conversation_id: firstId!, role: 'user', source: 'text', content: JSON.stringify('Noch eine Frage zu Brüchen.') }).execute();
    await server.db.updateTable('conversations').set({ updated_at: sql<Date>`now() + interval '1 minute'` }).where('conversation_id', '=', firstId!).execute();
    const res = await regenerate();
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]!.system).toContain('English');
    const [first, second] = (await digests()) as [string, string];
    expect(first).toMatch(/^Summary: /);
    expect(res.body.history).toBe(`${first}\n\n${second}`);
    expect((await regenerate()).body.history).toBe(res.body.history);
    expect(ai.requests).toHaveLength(1);
  });

  it('keeps the digests written before a failure and leaves the history as it was', async () => {
    await server.call('deleteStudentHistory', { as: 'teacher', params: { id: LENA } });
    ai.script({ json: { digest: 'Erste Zusammenfassung.' } }, { content: 'not json at all' });
    const res = await regenerate();
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('ai.bad_answer');
    expect((await digests()).filter(Boolean)).toHaveLength(1);
    expect((await server.call('getStudent', { as: 'teacher', params: { id: LENA } })).body.history).toBeNull();
    // The next try summarises only what is missing.
    ai.requests.length = 0;
    // Both conversations are summarised at once, so either may have taken the first answer.
    const history: string = (await regenerate()).body.history;
    expect(history.split('\n\n')).toHaveLength(2);
    expect(history).toContain('Erste Zusammenfassung.');
    expect(ai.requests).toHaveLength(1);
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

// A student's conversations with the AI characters, their recordings, and the characters,
// against the real server on the demo data.
import type { ConversationMessages, ConversationSummary, Recording } from '@backoffice/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallOptions, startTestServer, type TestServer } from './helpers/app.ts';

const LENA = 'k7m2q9xw4tfa';
const JONAS = 'p3h8n2vd6rce';
const EMMA = 'e5w3y9ga7kpd';
const RECORDING = '501-20261118T143512Z.wav';

let server: TestServer;
/** A student of school 2 with conversations, and one of school 1 other than Lena. */
let otherSchoolStudent: { student_id: string; conversation_id: number };
let schoolStudent: { student_id: string; conversation_id: number };

const someConversation = (school: number) =>
  server.db
    .selectFrom('conversations')
    .innerJoin('students', 'students.student_id', 'conversations.student_id')
    .select(['students.student_id', 'conversations.conversation_id'])
    .where('students.school_id', '=', school)
    .where('students.student_id', '!=', LENA)
    .orderBy('conversations.conversation_id')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startTestServer();
  otherSchoolStudent = await someConversation(2);
  schoolStudent = await someConversation(1);
});
afterAll(() => server.close());

/** The status of a call, for the refusals. */
const statusOf = async (operationId: Parameters<TestServer['call']>[0], options: CallOptions) =>
  (await server.call(operationId, options)).status;

const historyOf = async (studentId: string) =>
  (await server.db.selectFrom('students').select('history').where('student_id', '=', studentId).executeTakeFirstOrThrow()).history;

const conversationCount = (studentId: string) =>
  server.db.selectFrom('conversations').select('conversation_id').where('student_id', '=', studentId).execute().then((r) => r.length);

describe('listStudentConversations', () => {
  it("lists Lena's conversations newest first with message counts and durations", async () => {
    const res = await server.call<ConversationSummary[]>('listStudentConversations', { params: { id: LENA }, as: 'teacher' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        conversation_id: 502,
        character_id: 'noether',
        message_count: 8,
        duration_minutes: 14,
        title: 'Flächeninhalt vom Rechteck',
      }),
      expect.objectContaining({
        conversation_id: 501,
        character_id: 'euler',
        message_count: 6,
        duration_minutes: 22,
        title: 'Brüche mit verschiedenen Nennern',
      }),
    ]);
    expect(res.body[1]!.user_agent).toMatch(/iPad/);
    expect(res.body[1]!.created_at).toBe('2026-11-18T14:30:00.000Z');
  });

  it('gives an empty list for a student without conversations', async () => {
    const res = await server.call<ConversationSummary[]>('listStudentConversations', { params: { id: EMMA }, as: 'parent' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('hides students out of scope', async () => {
    const parent = await server.call('listStudentConversations', { params: { id: LENA }, as: 'parent' });
    expect(parent.status).toBe(404);
    expect(parent.body.code).toBe('student.not_found');
    const params = { id: otherSchoolStudent.student_id };
    expect(await statusOf('listStudentConversations', { params, as: 'teacher' })).toBe(404);
    expect(await statusOf('listStudentConversations', { params, as: 'admin' })).toBe(200);
  });
});

describe('getConversationMessages', () => {
  it('returns the summary and every message oldest first, with all roles and image parts', async () => {
    const res = await server.call<ConversationMessages>('getConversationMessages', {
      params: { conversationId: 501 },
      query: { student_id: LENA, skip_active_check: true },
      as: 'schooladmin',
    });
    expect(res.status).toBe(200);
    expect(res.body.conversation).toMatchObject({ conversation_id: 501, message_count: 6, duration_minutes: 22 });
    expect(res.body.messages.map((m) => m.message_id)).toEqual([5001, 5002, 5003, 5004, 5005, 5006]);
    expect(res.body.messages.map((m) => m.content.role)).toEqual(['system', 'user', 'assistant', 'user', 'tool', 'assistant']);
    const parts = res.body.messages[1]!.content.content;
    expect(Array.isArray(parts)).toBe(true);
    expect(parts).toContainEqual({ type: 'image_url', image_url: { url: expect.stringMatching(/^data:image\//) } });
    expect(res.body.messages[3]!.content.source).toBe('voice');
  });

  it("answers conversation.error for another student's conversation or a student out of scope", async () => {
    const params = { conversationId: 501 };
    const wrongStudent = await server.call('getConversationMessages', { params, query: { student_id: JONAS, skip_active_check: true } });
    expect(wrongStudent.status).toBe(404);
    expect(wrongStudent.body.code).toBe('conversation.not_found');
    const asParent = { params, query: { student_id: LENA, skip_active_check: true }, as: 'parent' };
    expect(await statusOf('getConversationMessages', asParent)).toBe(404);
    const otherSchool = await server.call('getConversationMessages', {
      params: { conversationId: otherSchoolStudent.conversation_id },
      query: { student_id: otherSchoolStudent.student_id, skip_active_check: true },
      as: 'teacher',
    });
    expect(otherSchool.status).toBe(404);
  });

  it("reads an inactive student's conversation only with skip_active_check", async () => {
    const { student_id, conversation_id } = schoolStudent;
    const params = { conversationId: conversation_id };
    await server.db.updateTable('students').set({ active: false }).where('student_id', '=', student_id).execute();
    try {
      const without = await server.call('getConversationMessages', { params, query: { student_id } });
      expect(without.status).toBe(404);
      expect(without.body.code).toBe('conversation.not_found');
      expect(await statusOf('getConversationMessages', { params, query: { student_id, skip_active_check: true } })).toBe(200);
    } finally {
      await server.db.updateTable('students').set({ active: true }).where('student_id', '=', student_id).execute();
    }
    expect(await statusOf('getConversationMessages', { params, query: { student_id } })).toBe(200);
  });

  it('refuses a malformed student id with 422', async () => {
    expect(await statusOf('getConversationMessages', { params: { conversationId: 501 }, query: { student_id: 'Lena' } })).toBe(422);
  });
});

describe('exportConversation', () => {
  it('sends the conversation as a JSON download named after it', async () => {
    const res = await server.call<ConversationMessages>('exportConversation', {
      params: { id: 502 },
      query: { student_id: LENA },
      as: 'teacher',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="conversation_502.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.conversation.conversation_id).toBe(502);
    expect(res.body.messages).toHaveLength(8);
  });

  it("answers 404 for another student's conversation or a student out of scope", async () => {
    expect((await server.call('exportConversation', { params: { id: 502 }, query: { student_id: JONAS } })).status).toBe(404);
    expect((await server.call('exportConversation', { params: { id: 502 }, query: { student_id: LENA }, as: 'parent' })).status).toBe(404);
  });
});

describe('listConversationRecordings', () => {
  it("lists a conversation's recordings oldest first, and none for one without", async () => {
    const res = await server.call<Recording[]>('listConversationRecordings', {
      params: { id: 501 },
      query: { student_id: LENA },
      as: 'teacher',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { url: '501-20261118T143512Z.wav', timestamp: '2026-11-18T14:35:12.000Z' },
      { url: '501-20261118T145150Z.wav', timestamp: '2026-11-18T14:51:50.000Z' },
    ]);
    const none = await server.call<Recording[]>('listConversationRecordings', { params: { id: 502 }, query: { student_id: LENA } });
    expect(none.body).toEqual([]);
  });

  it("answers 404 for another student's conversation or a student out of scope", async () => {
    expect((await server.call('listConversationRecordings', { params: { id: 501 }, query: { student_id: JONAS } })).status).toBe(404);
    expect(await statusOf('listConversationRecordings', { params: { id: 501 }, query: { student_id: LENA }, as: 'parent' })).toBe(404);
  });
});

describe('getStudentRecording', () => {
  it('sends the audio with its type, as a download that no cache keeps', async () => {
    const res = await server.call<Buffer>('getStudentRecording', { params: { id: LENA, url: RECORDING }, as: 'teacher' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${RECORDING}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(res.body.subarray(8, 12).toString('ascii')).toBe('WAVE');
  });

  it('streams from the file storage in byte ranges: 206 with Content-Range, the whole file without Range, 416 past the end', async () => {
    const range = (value: string) => server.call<Buffer>('getStudentRecording', { params: { id: LENA, url: RECORDING }, as: 'teacher', headers: { range: value } });
    const whole = await server.call<Buffer>('getStudentRecording', { params: { id: LENA, url: RECORDING }, as: 'teacher' });
    const size = whole.body.length;
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(size));
    expect(size).toBeGreaterThan(1000);

    const first = await range('bytes=0-99');
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(first.body.equals(whole.body.subarray(0, 100))).toBe(true);

    const open = await range('bytes=1000-');
    expect(open.status).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 1000-${size - 1}/${size}`);
    expect(open.body.equals(whole.body.subarray(1000))).toBe(true);

    const tail = await range('bytes=-44');
    expect(tail.status).toBe(206);
    expect(tail.body.equals(whole.body.subarray(size - 44))).toBe(true);

    // Past the end: nothing to send, and the size so the player can ask again.
    const past = await range(`bytes=${size}-`);
    expect(past.status).toBe(416);
    expect(past.body).toMatchObject({ code: 'range_not_satisfiable' });
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    // A Range this does not serve (several ranges, another unit, nonsense) gets the whole file.
    for (const value of ['bytes=0-1,5-9', 'items=0-5', 'bytes=9-2', 'nonsense']) {
      const res = await range(value);
      expect(res.status, value).toBe(200);
      expect(res.body.length).toBe(size);
    }
  });

  it('keeps the scope of a ranged request: out of scope is 404, whatever the Range', async () => {
    const headers = { range: 'bytes=0-9' };
    expect((await server.call('getStudentRecording', { params: { id: LENA, url: RECORDING }, as: 'parent', headers })).status).toBe(404);
    expect((await server.call('getStudentRecording', { params: { id: JONAS, url: RECORDING }, headers })).status).toBe(404);
    expect((await server.call('getStudentRecording', { params: { id: LENA, url: RECORDING }, as: null, headers })).status).toBe(401);
  });

  it("answers 404 for another student's recording, an unknown one, or a student out of scope", async () => {
    expect((await server.call('getStudentRecording', { params: { id: JONAS, url: RECORDING } })).status).toBe(404);
    expect((await server.call('getStudentRecording', { params: { id: LENA, url: 'nothing.wav' } })).status).toBe(404);
    expect((await server.call('getStudentRecording', { params: { id: LENA, url: RECORDING }, as: 'parent' })).status).toBe(404);
  });

  it('refuses a file name with other characters with 422', async () => {
    expect((await server.call('getStudentRecording', { params: { id: LENA, url: 'a b.wav' } })).status).toBe(422);
  });
});

describe('deleteConversation', () => {
  it("keeps the conversation when it is another student's or the student is out of scope", async () => {
    expect((await server.call('deleteConversation', { params: { conversationId: 501 }, query: { student_id: JONAS } })).status).toBe(404);
    expect(await statusOf('deleteConversation', { params: { conversationId: 501 }, query: { student_id: LENA }, as: 'parent' })).toBe(404);
    const otherSchool = await server.call('deleteConversation', {
      params: { conversationId: otherSchoolStudent.conversation_id },
      query: { student_id: otherSchoolStudent.student_id },
      as: 'schooladmin',
    });
    expect(otherSchool.status).toBe(404);
    expect(await conversationCount(LENA)).toBe(2);
    expect(await conversationCount(otherSchoolStudent.student_id)).toBeGreaterThan(0);
  });

  it('deletes the conversation with its messages and recordings', async () => {
    const res = await server.call('deleteConversation', { params: { conversationId: 501 }, query: { student_id: LENA }, as: 'teacher' });
    expect(res.status).toBe(200);
    const list = await server.call<ConversationSummary[]>('listStudentConversations', { params: { id: LENA } });
    expect(list.body.map((c) => c.conversation_id)).toEqual([502]);
    expect(await server.db.selectFrom('messages').select('message_id').where('conversation_id', '=', 501).execute()).toEqual([]);
    expect(await server.db.selectFrom('recordings').select('recording_id').where('conversation_id', '=', 501).execute()).toEqual([]);
    expect((await server.call('getStudentRecording', { params: { id: LENA, url: RECORDING } })).status).toBe(404);
    expect((await server.call('deleteConversation', { params: { conversationId: 501 }, query: { student_id: LENA } })).status).toBe(404);
  });
});

describe('deleteStudentConversations', () => {
  it('is refused for a student out of scope', async () => {
    expect((await server.call('deleteStudentConversations', { params: { id: LENA }, as: 'parent' })).status).toBe(404);
    expect(await statusOf('deleteStudentConversations', { params: { id: otherSchoolStudent.student_id }, as: 'teacher' })).toBe(404);
    expect(await conversationCount(LENA)).toBe(1);
    expect(await conversationCount(otherSchoolStudent.student_id)).toBeGreaterThan(0);
  });

  it("deletes every conversation of the student and keeps the student's history", async () => {
    const historyBefore = await historyOf(LENA);
    const res = await server.call('deleteStudentConversations', { params: { id: LENA }, as: 'schooladmin' });
    expect(res.status).toBe(200);
    const list = await server.call<ConversationSummary[]>('listStudentConversations', { params: { id: LENA } });
    expect(list.body).toEqual([]);
    expect(await historyOf(LENA)).toBe(historyBefore);
    expect(historyBefore).not.toBeNull();
    expect(await conversationCount(schoolStudent.student_id)).toBeGreaterThan(0);
  });
});

describe('listCharacters', () => {
  it('gives every character by id to any signed-in user', async () => {
    for (const as of ['admin', 'parent'] as const) {
      const res = await server.call('listCharacters', { as });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        euler: { name: 'Leonhard Euler' },
        noether: { name: 'Emmy Noether' },
        pythagoras: { name: 'Pythagoras von Samos' },
        lovelace: { name: 'Ada Lovelace' },
      });
    }
  });

  it('needs a session', async () => {
    expect((await server.call('listCharacters', { as: null })).status).toBe(401);
  });
});

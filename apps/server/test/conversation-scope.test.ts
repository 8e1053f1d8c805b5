// Whose conversations a person may read, export, listen to and delete, and what each deletion
// takes with it: a parent reaches their own child's conversations only, another parent gets
// 404 for every one of them; deleting removes exactly the conversations asked for, with their
// messages and recordings, and nothing else.
import type { ConversationMessages, ConversationSummary, Recording } from '@backoffice/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FELIX, LENA } from '../src/db/seed/people.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';
import { fileKey, RECORDINGS_PREFIX } from '../src/storage/index.ts';

const EMMA = 'e5w3y9ga7kpd';
const OTHER_PARENT = { email: 'claudia.wagner@example.org', password: 'Andere-Eltern-2026' };

let server: TestServer;
/** A session of a second parent, who has a child of her own but not Felix. */
let otherParent: string;
let felixConversations: number[];

/** Every row count that a deletion must not touch, by table. */
const tableCounts = async () => {
  const tables = ['students', 'student_problems', 'problems', 'problemsets', 'characters', 'settings', 'users'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.db)).rows[0]!.n;
  }
  return counts;
};

/** Conversations, messages and recordings of everyone but `studentId`. */
const othersTalks = async (studentId: string) => {
  const q = await sql<{ conversations: number; messages: number; recordings: number }>`
    select (select count(*)::int from conversations where student_id <> ${studentId}) as conversations,
      (select count(*)::int from messages m join conversations c using (conversation_id) where c.student_id <> ${studentId}) as messages,
      (select count(*)::int from recordings r join conversations c using (conversation_id) where c.student_id <> ${studentId}) as recordings`.execute(server.db);
  return q.rows[0]!;
};

const rowsOf = async (table: 'messages' | 'recordings', conversationId: number) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where conversation_id = ${conversationId}`.execute(server.db)).rows[0]!.n;

beforeAll(async () => {
  server = await startTestServer();
  const created = await server.call('createUser', {
    as: 'admin',
    body: { firstname: 'Claudia', lastname: 'Wagner', email: OTHER_PARENT.email, password: OTHER_PARENT.password, usertype: 'parent', gender: 'w', language: 'de', active: true },
  });
  expect(created.status).toBe(200);
  otherParent = await server.signIn(OTHER_PARENT);
  const child = await server.call('createStudent', { as: otherParent, body: { firstname: 'Lina', lastname: 'Wagner', gender: 'w', language: 'de', class_id: null } });
  expect(child.status).toBe(200);
  const rows = await server.db.selectFrom('conversations').select('conversation_id').where('student_id', '=', FELIX).orderBy('conversation_id').execute();
  felixConversations = rows.map((r) => r.conversation_id);
  // A recording for Felix's first conversation, to prove the audio is scoped too.
  const audio = Buffer.from('RIFF0000WAVE');
  const key = fileKey(audio, 'audio/wav', RECORDINGS_PREFIX);
  await server.files.put(key, audio, 'audio/wav');
  await server.db
    .insertInto('recordings')
    .values({ conversation_id: felixConversations[0]!, file_name: 'felix-test.wav', mime_type: 'audio/wav', file_key: key, size: audio.length, recorded_at: new Date() })
    .execute();
});
afterAll(() => server.close());

describe("a parent and their child's conversations", () => {
  it("lets the parent list, read, export and listen to their son's conversations", async () => {
    expect(felixConversations).toHaveLength(3);
    const list = await server.call<ConversationSummary[]>('listStudentConversations', { params: { id: FELIX }, as: 'parent' });
    expect(list.status).toBe(200);
    expect(list.body.map((c) => c.conversation_id).sort()).toEqual(felixConversations);
    const [first] = felixConversations as [number];
    const messages = await server.call<ConversationMessages>('getConversationMessages', {
      params: { conversationId: first },
      query: { student_id: FELIX, skip_active_check: true },
      as: 'parent',
    });
    expect(messages.status).toBe(200);
    expect(messages.body.messages.length).toBeGreaterThan(1);
    const exported = await server.call('exportConversation', { params: { id: first }, query: { student_id: FELIX }, as: 'parent' });
    expect(exported.status).toBe(200);
    const recordings = await server.call<Recording[]>('listConversationRecordings', { params: { id: first }, query: { student_id: FELIX }, as: 'parent' });
    expect(recordings.body.map((r) => r.url)).toEqual(['felix-test.wav']);
    const audio = await server.call('getStudentRecording', { params: { id: FELIX, url: 'felix-test.wav' }, as: 'parent' });
    expect(audio.status).toBe(200);
  });

  it("answers 404 to another parent for every read and deletion of Felix's conversations, changing nothing", async () => {
    const [first] = felixConversations as [number];
    const calls = [
      server.call('listStudentConversations', { params: { id: FELIX }, as: otherParent }),
      server.call('getConversationMessages', { params: { conversationId: first }, query: { student_id: FELIX, skip_active_check: true }, as: otherParent }),
      server.call('exportConversation', { params: { id: first }, query: { student_id: FELIX }, as: otherParent }),
      server.call('listConversationRecordings', { params: { id: first }, query: { student_id: FELIX }, as: otherParent }),
      server.call('getStudentRecording', { params: { id: FELIX, url: 'felix-test.wav' }, as: otherParent }),
      server.call('deleteConversation', { params: { conversationId: first }, query: { student_id: FELIX }, as: otherParent }),
      server.call('deleteStudentConversations', { params: { id: FELIX }, as: otherParent }),
      server.call('deleteStudentHistory', { params: { id: FELIX }, as: otherParent }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    const left = await server.db.selectFrom('conversations').select('conversation_id').where('student_id', '=', FELIX).execute();
    expect(left).toHaveLength(3);
    expect(await rowsOf('recordings', first)).toBe(1);
  });

  it("answers 404 to the parent for the same conversation named under their other child, or under a school's student", async () => {
    const [first] = felixConversations as [number];
    const asSister = await server.call('getConversationMessages', { params: { conversationId: first }, query: { student_id: EMMA, skip_active_check: true }, as: 'parent' });
    expect(asSister.status).toBe(404);
    expect((await server.call('exportConversation', { params: { id: first }, query: { student_id: EMMA }, as: 'parent' })).status).toBe(404);
    expect((await server.call('getStudentRecording', { params: { id: EMMA, url: 'felix-test.wav' }, as: 'parent' })).status).toBe(404);
    expect((await server.call('deleteConversation', { params: { conversationId: first }, query: { student_id: EMMA }, as: 'parent' })).status).toBe(404);
    expect((await server.call('exportConversation', { params: { id: 501 }, query: { student_id: LENA }, as: 'parent' })).status).toBe(404);
    expect(await rowsOf('messages', first)).toBeGreaterThan(1);
  });
});

describe('deletions take exactly what they name', () => {
  it('Delete history clears the history and digests and keeps every conversation, message and recording', async () => {
    const talks = await othersTalks('nobody');
    const counts = await tableCounts();
    const res = await server.call('deleteStudentHistory', { params: { id: LENA }, as: 'teacher' });
    expect(res.status).toBe(200);
    expect(res.body.history).toBeNull();
    expect(await othersTalks('nobody')).toEqual(talks);
    expect(await tableCounts()).toEqual(counts);
    expect(await rowsOf('recordings', 501)).toBe(2);
  });

  it("deleting one conversation removes its messages and recordings and leaves the child's others", async () => {
    const [first, ...rest] = felixConversations as [number, ...number[]];
    const others = await othersTalks(FELIX);
    const counts = await tableCounts();
    const restMessages = await Promise.all(rest.map((id) => rowsOf('messages', id)));
    const res = await server.call('deleteConversation', { params: { conversationId: first }, query: { student_id: FELIX }, as: 'parent' });
    expect(res.status).toBe(200);
    expect(await rowsOf('messages', first)).toBe(0);
    expect(await rowsOf('recordings', first)).toBe(0);
    expect((await server.call('getStudentRecording', { params: { id: FELIX, url: 'felix-test.wav' }, as: 'parent' })).status).toBe(404);
    expect(await Promise.all(rest.map((id) => rowsOf('messages', id)))).toEqual(restMessages);
    expect(await othersTalks(FELIX)).toEqual(others);
    expect(await tableCounts()).toEqual(counts);
  });

  it("Delete all removes the child's conversations with their messages and keeps everyone else's and the child", async () => {
    const rest = felixConversations.slice(1);
    const others = await othersTalks(FELIX);
    const counts = await tableCounts();
    const res = await server.call('deleteStudentConversations', { params: { id: FELIX }, as: 'parent' });
    expect(res.status).toBe(200);
    for (const id of rest) expect(await rowsOf('messages', id)).toBe(0);
    const list = await server.call<ConversationSummary[]>('listStudentConversations', { params: { id: FELIX }, as: 'parent' });
    expect(list.body).toEqual([]);
    expect(await othersTalks(FELIX)).toEqual(others);
    expect(await tableCounts()).toEqual(counts);
    const felix = await server.call('getStudent', { params: { id: FELIX }, as: 'parent' });
    expect(felix.body).toMatchObject({ firstname: 'Felix', conversation_count: 0 });
  });
});

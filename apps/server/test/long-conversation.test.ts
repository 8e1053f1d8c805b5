// The 2,000-message conversation of the load and performance measurements: added once, read
// whole through the API like any other conversation.
import type { ConversationMessages } from '@backoffice/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_CONVERSATION, seedLongConversation } from '../src/db/seed/long-conversation.ts';
import { startTestServer, type TestServer } from './helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('seedLongConversation', () => {
  it('adds one conversation of 2,000 messages with every role, image parts, gaps and a recording, once', async () => {
    expect(await seedLongConversation(server.db, server.files)).toBe(true);
    expect(await seedLongConversation(server.db, server.files)).toBe(false);
    const { conversationId, studentId } = LONG_CONVERSATION;
    const res = await server.call<ConversationMessages>('getConversationMessages', {
      params: { conversationId },
      query: { student_id: studentId, skip_active_check: true },
      as: 'teacher',
    });
    expect(res.status).toBe(200);
    expect(res.body.conversation.message_count).toBe(2000);
    expect(res.body.messages).toHaveLength(2000);
    expect(new Set(res.body.messages.map((m) => m.content.role))).toEqual(new Set(['system', 'user', 'assistant', 'tool']));
    expect(res.body.messages.some((m) => Array.isArray(m.content.content))).toBe(true);
    const times = res.body.messages.map((m) => Date.parse(m.created_at));
    const gaps = times.slice(1).filter((t, i) => t - times[i]! >= 15 * 60_000);
    expect(gaps.length).toBeGreaterThan(10);
    const recordings = await server.call('listConversationRecordings', { params: { id: conversationId }, query: { student_id: studentId } });
    expect(recordings.body).toHaveLength(1);
    // A conversation made afterwards gets a new id past the seeded one.
    const next = await server.db
      .insertInto('conversations')
      .values({ student_id: studentId, character_id: 'euler', title: null, user_agent: null, digest: null })
      .returning('conversation_id')
      .executeTakeFirstOrThrow();
    expect(next.conversation_id).toBeGreaterThan(conversationId);
  });
});

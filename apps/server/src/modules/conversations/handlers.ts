// The student's conversations with the AI characters (spec §7, the student page and the
// conversation viewer): list, read, export, delete, recordings; and the characters.
import { defineHandlers } from '../../contract/handler.ts';
import { iso } from '../../lib/dates.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireStudent } from '../student-problems/data.ts';
import { conversationOfStudent, getConversationMessages, listConversations } from './data.ts';

const conversationNotFound = () => notFound('conversation.not_found', 'The conversation does not exist.');
/** A recording is played from a blob; its type comes from the student app, so only audio passes as such. */
const recordingType = (type: string) => (/^audio\/[\w.+-]+$/.test(type) ? type : 'application/octet-stream');

export const conversationHandlers = defineHandlers({
  async listStudentConversations({ params, user, services: { db } }) {
    await requireStudent(db, user, params.id);
    return listConversations(db, params.id);
  },

  async deleteStudentConversations({ params, user, services: { db } }) {
    await requireStudent(db, user, params.id);
    // Messages and recordings go with their conversations (on delete cascade).
    await db.deleteFrom('conversations').where('student_id', '=', params.id).execute();
    return { ok: true as const };
  },

  async deleteConversation({ params, query, user, services: { db } }) {
    await requireStudent(db, user, query.student_id);
    const deleted = await db
      .deleteFrom('conversations')
      .where('conversation_id', '=', params.conversationId)
      .where('student_id', '=', query.student_id)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw conversationNotFound();
    return { ok: true as const };
  },

  async getConversationMessages({ params, query, user, services: { db } }) {
    const student = await requireStudent(db, user, query.student_id, { missing: conversationNotFound });
    // The student app reads only active students' conversations; the back-office skips that.
    if (!student.active && !query.skip_active_check) throw conversationNotFound();
    const conversation = await getConversationMessages(db, params.conversationId, query.student_id);
    if (!conversation) throw conversationNotFound();
    return conversation;
  },

  async exportConversation({ params, query, user, services: { db }, reply }) {
    await requireStudent(db, user, query.student_id);
    const conversation = await getConversationMessages(db, params.id, query.student_id);
    if (!conversation) throw conversationNotFound();
    reply.header('content-disposition', `attachment; filename="conversation_${params.id}.json"`);
    return conversation;
  },

  async listConversationRecordings({ params, query, user, services: { db } }) {
    await requireStudent(db, user, query.student_id);
    if (!(await conversationOfStudent(db, params.id, query.student_id))) throw conversationNotFound();
    const recordings = await db
      .selectFrom('recordings')
      .select(['file_name', 'recorded_at'])
      .where('conversation_id', '=', params.id)
      .orderBy('recorded_at')
      .orderBy('recording_id')
      .execute();
    return recordings.map((r) => ({ url: r.file_name, timestamp: iso(r.recorded_at) }));
  },

  async getStudentRecording({ params, user, services: { db }, reply }) {
    await requireStudent(db, user, params.id);
    const recording = await db
      .selectFrom('recordings')
      .innerJoin('conversations', 'conversations.conversation_id', 'recordings.conversation_id')
      .select(['recordings.mime_type', 'recordings.data'])
      .where('recordings.file_name', '=', params.url)
      .where('conversations.student_id', '=', params.id)
      .executeTakeFirst();
    if (!recording) throw notFound('not_found', 'The recording does not exist.');
    return reply
      .header('content-type', recordingType(recording.mime_type))
      .header('content-disposition', `attachment; filename="${params.url.replace(/[^\w.-]/g, "_")}"`)
      .send(Buffer.from(recording.data));
  },

  async listCharacters({ services: { db } }) {
    const characters = await db.selectFrom('characters').select(['character_id', 'name']).orderBy('character_id').execute();
    return Object.fromEntries(characters.map((c) => [c.character_id, { name: c.name }]));
  },
});

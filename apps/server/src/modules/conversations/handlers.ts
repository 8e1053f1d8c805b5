// The student's conversations with the AI characters (docs/product/api.md, the student page and the
// conversation viewer): list, read, export, delete, recordings; and the characters.
import { defineHandlers } from '../../contract/handler.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireStudent } from '../student-problems/data.ts';
import {
  conversationOfStudent,
  deleteConversation,
  deleteStudentConversations,
  findStudentRecording,
  getConversationMessages,
  listCharacters,
  listConversations,
  listRecordings,
} from './data.ts';

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
    await deleteStudentConversations(db, params.id);
    return { ok: true as const };
  },

  async deleteConversation({ params, query, user, services: { db } }) {
    await requireStudent(db, user, query.student_id);
    if (!(await deleteConversation(db, params.conversationId, query.student_id))) throw conversationNotFound();
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
    return listRecordings(db, params.id);
  },

  async getStudentRecording({ params, user, services: { db, files }, request, reply }) {
    await requireStudent(db, user, params.id);
    const recording = await findStudentRecording(db, params.id, params.url);
    if (!recording) throw notFound('not_found', 'The recording does not exist.');
    // Streamed from the storage, in ranges as a player seeks (206, 416); the scope is the
    // student's, checked above, and the answer is kept by no shared cache.
    return sendStoredFile(request, reply, files, recording.file_key, {
      type: recordingType(recording.mime_type),
      cacheControl: 'no-store',
      disposition: { inline: false, filename: params.url },
      ranges: true,
    });
  },

  async listCharacters({ services: { db } }) {
    const characters = await listCharacters(db);
    return Object.fromEntries(characters.map((c) => [c.character_id, { name: c.name }]));
  },
});

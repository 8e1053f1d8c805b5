// A student's conversations with the AI characters: summaries with their message aggregates,
// messages, and recordings.
import type { ConversationMessages, ConversationSummary } from '@backoffice/api-client';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { iso } from '../../lib/dates.ts';

/** Conversations with message_count and the first and last message's distance in seconds. */
function selectSummaries(db: Database, studentId: string) {
  return db
    .selectFrom('conversations')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages')
          .select((m) => [
            m.fn.countAll<number>().as('message_count'),
            sql<number | null>`extract(epoch from max(messages.created_at) - min(messages.created_at))::float8`.as('seconds'),
          ])
          .whereRef('messages.conversation_id', '=', 'conversations.conversation_id')
          .as('m'),
      (join) => join.onTrue(),
    )
    .select([
      'conversations.conversation_id',
      'conversations.title',
      'conversations.character_id',
      'conversations.updated_at',
      'conversations.created_at',
      'conversations.user_agent',
      'm.message_count',
      'm.seconds',
    ])
    .where('conversations.student_id', '=', studentId);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['executeTakeFirstOrThrow']>>;

function toApiSummary(row: SummaryRow): ConversationSummary {
  return {
    conversation_id: row.conversation_id,
    title: row.title,
    character_id: row.character_id,
    updated_at: iso(row.updated_at),
    created_at: iso(row.created_at),
    message_count: Number(row.message_count),
    // From the first to the last message, in minutes with one decimal.
    duration_minutes: Math.round((row.seconds ?? 0) / 6) / 10,
    user_agent: row.user_agent,
  };
}

/** The student's conversations, newest first. */
export async function listConversations(db: Database, studentId: string): Promise<ConversationSummary[]> {
  const rows = await selectSummaries(db, studentId)
    .orderBy('conversations.updated_at', 'desc')
    .orderBy('conversations.conversation_id', 'desc')
    .execute();
  return rows.map(toApiSummary);
}

/** True when the conversation exists and belongs to the student. */
export async function conversationOfStudent(db: Database, conversationId: number, studentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('conversations')
    .select('conversation_id')
    .where('conversation_id', '=', conversationId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The conversation's summary and all its messages, oldest first; undefined when not the student's. */
export async function getConversationMessages(
  db: Database,
  conversationId: number,
  studentId: string,
): Promise<ConversationMessages | undefined> {
  const summary = await selectSummaries(db, studentId).where('conversations.conversation_id', '=', conversationId).executeTakeFirst();
  if (!summary) return undefined;
  const messages = await db
    .selectFrom('messages')
    .select(['message_id', 'created_at', 'role', 'source', 'content'])
    .where('conversation_id', '=', conversationId)
    .orderBy('created_at')
    .orderBy('message_id')
    .execute();
  return {
    conversation: toApiSummary(summary),
    messages: messages.map((m) => ({
      message_id: m.message_id,
      created_at: iso(m.created_at),
      content: { role: m.role, source: m.source, content: m.content },
    })),
  };
}

/** Deletes the student's conversations (their messages and recordings go with them). */
export async function deleteStudentConversations(db: Database, studentId: string): Promise<void> {
  await db.deleteFrom('conversations').where('student_id', '=', studentId).execute();
}

/** Deletes one conversation of the student; false when the student has no such conversation. */
export async function deleteConversation(db: Database, conversationId: number, studentId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('conversations')
    .where('conversation_id', '=', conversationId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** A conversation's recordings in the order they were made, as the contract's list. */
export async function listRecordings(db: Database, conversationId: number): Promise<{ url: string; timestamp: string }[]> {
  const recordings = await db
    .selectFrom('recordings')
    .select(['file_name', 'recorded_at'])
    .where('conversation_id', '=', conversationId)
    .orderBy('recorded_at')
    .orderBy('recording_id')
    .execute();
  return recordings.map((r) => ({ url: r.file_name, timestamp: iso(r.recorded_at) }));
}

/** A recording of one of the student's conversations, by its file name; undefined when there is none. */
export function findStudentRecording(db: Database, studentId: string, fileName: string) {
  return db
    .selectFrom('recordings')
    .innerJoin('conversations', 'conversations.conversation_id', 'recordings.conversation_id')
    .select(['recordings.mime_type', 'recordings.file_key'])
    .where('recordings.file_name', '=', fileName)
    .where('conversations.student_id', '=', studentId)
    .executeTakeFirst();
}

/** The AI characters, by id. */
export function listCharacters(db: Database) {
  return db.selectFrom('characters').select(['character_id', 'name']).orderBy('character_id').execute();
}

// Conversation digests and the student's history (docs/product/screens.md#student-page, docs/product/api.md): regenerating
// asks the AI provider again for a digest of every conversation of the student in which
// something was said, in the student's language, replacing the digests they had; the history
// the AI characters read is then rebuilt from all digests, oldest first, so a conversation is
// in it once however often this runs. Nothing automatic summarises conversations (there is
// no "only the missing ones" path): digests change only when someone asks for it.
import type { Language } from '@backoffice/api-client';
import { sql } from 'kysely';
import { z } from 'zod';
import { aiBadAnswer, aiNotConfigured } from '../../ai/errors.ts';
import { LANGUAGE_NAMES } from '../../ai/languages.ts';
import type { AiProvider } from '../../ai/provider.ts';
import type { Database } from '../../db/database.ts';
import type { MessagePart } from '../../db/schema.ts';

/** The model reads at most this much of a conversation: its most recent part. */
const TRANSCRIPT_CHARS = 12_000;
/** The history keeps the newest digests that fit in this many characters. */
const HISTORY_CHARS = 8_000;
/** Conversations summarised at the same time for one student. */
const AT_ONCE = 2;

const Digest = z.object({ digest: z.string() });

export function textOf(content: string | MessagePart[]): string {
  if (typeof content === 'string') return content;
  return content.map((part) => (part.type === 'text' ? part.text : '[image]')).join(' ');
}

/** All the student's conversations, oldest first. */
function conversationsOf(db: Database, studentId: string) {
  return db
    .selectFrom('conversations')
    .leftJoin('characters', 'characters.character_id', 'conversations.character_id')
    .select(['conversations.conversation_id', 'characters.name as character_name'])
    // The last change as the database's own text: a JavaScript Date would drop the microseconds,
    // and the digest would look older than the change it covers.
    .select(sql<string>`conversations.updated_at::text`.as('updated_at'))
    .where('conversations.student_id', '=', studentId)
    .orderBy('conversations.created_at')
    .orderBy('conversations.conversation_id')
    .execute();
}

async function transcriptOf(db: Database, conversationId: number, characterName: string): Promise<string> {
  const messages = await db
    .selectFrom('messages')
    .select(['role', 'content'])
    .where('conversation_id', '=', conversationId)
    .where('role', 'in', ['user', 'assistant'])
    .orderBy('created_at')
    .orderBy('message_id')
    .execute();
  const lines = messages.map((m) => `${m.role === 'user' ? 'Student' : characterName}: ${textOf(m.content).replace(/\s+/g, ' ').trim()}`);
  const transcript = lines.join('\n');
  return transcript.length > TRANSCRIPT_CHARS ? transcript.slice(-TRANSCRIPT_CHARS) : transcript;
}

async function summarise(ai: AiProvider, transcript: string, student: { firstname: string; language: Language }, characterName: string) {
  const language = LANGUAGE_NAMES[student.language];
  const answer = await ai.ask({
    purpose: 'digest',
    schemaName: 'digest',
    schema: Digest,
    system: `You keep short notes for a maths tutor about a student's learning. You write in ${language}. Answer with JSON only.`,
    user: [
      {
        type: 'text',
        text: [
          `Summarise, in ${language} and in one to three sentences, this conversation between the student ${student.firstname} and the tutoring character ${characterName}:`,
          'what was practised, what the student managed, and where they still struggled. Call the student by their first name; KaTeX for mathematics ($…$).',
          '',
          transcript,
        ].join('\n'),
      },
    ],
  });
  const digest = answer.digest.trim();
  if (!digest) throw aiBadAnswer();
  return digest;
}

/** The history from all digests, oldest first; the oldest are left out when it gets too long. */
async function rebuildHistory(db: Database, studentId: string): Promise<void> {
  const digests = await db
    .selectFrom('conversations')
    .select('digest')
    .where('student_id', '=', studentId)
    .where('digest', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('conversation_id', 'desc')
    .execute();
  const kept: string[] = [];
  let length = 0;
  for (const { digest } of digests) {
    if (length + digest!.length > HISTORY_CHARS && kept.length > 0) break;
    kept.unshift(digest!);
    length += digest!.length + 2;
  }
  await db.updateTable('students').set({ history: kept.length ? kept.join('\n\n') : null }).where('student_id', '=', studentId).execute();
}

/** Writes a new digest of each of the student's conversations; returns how many were summarised. */
export async function regenerateDigests(db: Database, ai: AiProvider | undefined, studentId: string): Promise<number> {
  if (!ai) throw aiNotConfigured();
  const student = await db.selectFrom('students').select(['firstname', 'language']).where('student_id', '=', studentId).executeTakeFirstOrThrow();
  const pending = await conversationsOf(db, studentId);
  let summarised = 0;
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < pending.length && !failed) {
      const conversation = pending[next++]!;
      const characterName = conversation.character_name ?? 'Tutor';
      const transcript = await transcriptOf(db, conversation.conversation_id, characterName);
      if (!transcript.trim()) continue; // nothing said yet: nothing to summarise
      const digest = await summarise(ai, transcript, student, characterName);
      // Written at once, so a later failure does not lose it; stamped with the change it covers.
      await db
        .updateTable('conversations')
        .set({ digest, digested_at: sql<Date>`greatest(now(), ${conversation.updated_at}::timestamptz)` })
        .where('conversation_id', '=', conversation.conversation_id)
        .execute();
      summarised += 1;
    }
  };
  // After a failure no new conversation is started, but those under way are finished and
  // written before the answer goes out: nothing is written after the request has failed.
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(AT_ONCE, pending.length) }, () =>
      worker().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
  await rebuildHistory(db, studentId);
  return summarised;
}

// One conversation of 2,000 messages, for the load and performance measurements only (never
// part of the demo data): Lena talks to Leonhard Euler through a whole school term. It has
// every role, long system messages, image parts, time gaps of 15 minutes and more, and a
// recording, so that the viewer meets everything it has to draw.
import { fileKey, type FileStore, RECORDINGS_PREFIX } from '../../storage/file-store.ts';
import { sql } from 'kysely';
import type { Database } from '../database.ts';
import type { MessagePart } from '../schema.ts';
import { DIALOGUES } from './dialogues.ts';
import { notebookPhoto, sineWav } from './media.ts';
import { LENA } from './people.ts';

export const LONG_CONVERSATION = {
  conversationId: 9001,
  studentId: LENA,
  messageCount: 2000,
  title: 'Ein ganzes Halbjahr mit Leonhard Euler',
} as const;

const START = Date.UTC(2026, 8, 1, 14, 0, 0);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SYSTEM =
  'Du bist Leonhard Euler, der Mathematiker aus Basel, und hilfst Lena Fischer (Klasse 5a, Gymnasium am Stadtpark) ' +
  'beim Üben. Sprich Deutsch, duze sie und erkläre Schritt für Schritt. Verrate die Lösung nicht sofort, sondern ' +
  'stelle Rückfragen, damit sie selbst darauf kommt. Schreibe Formeln in LaTeX zwischen Dollarzeichen. Nutze für ' +
  'Rechnungen das Werkzeug calculator.';

interface Row {
  conversation_id: number;
  created_at: Date;
  role: 'user' | 'assistant' | 'system' | 'tool';
  source: string | null;
  content: string;
}

/** The 2,000 messages: the dialogue scripts one after another, each opened by a system message. */
function buildMessages(): Row[] {
  const photo = `data:image/png;base64,${notebookPhoto(['5', '8'], ['3', '4']).toString('base64')}`;
  const rows: Row[] = [];
  let time = START;
  let session = 0;
  while (rows.length < LONG_CONVERSATION.messageCount) {
    const dialogue = DIALOGUES[session % DIALOGUES.length]!;
    // A new practice session starts after a break (a divider in the viewer) with a system message.
    time += session === 0 ? 0 : (20 + (session % 5) * 30) * 60_000;
    const push = (role: Row['role'], source: string | null, content: string | MessagePart[]) =>
      rows.push({ conversation_id: LONG_CONVERSATION.conversationId, created_at: new Date(time), role, source, content: JSON.stringify(content) });
    push('system', null, `${SYSTEM} Übungseinheit ${session + 1}: ${dialogue.title}.`);
    dialogue.turns.forEach((turn, k) => {
      if (rows.length >= LONG_CONVERSATION.messageCount) return;
      time += (turn.role === 'tool' ? 2 : 20 + ((k * 37) % 90)) * 1000;
      const text = turn.text.replaceAll('{name}', 'Lena');
      const withPhoto = turn.role === 'user' && k === 0 && session % 10 === 3;
      push(
        turn.role,
        turn.source ?? 'text',
        withPhoto ? [{ type: 'text', text }, { type: 'image_url', image_url: { url: photo } }] : text,
      );
    });
    session++;
  }
  return rows.slice(0, LONG_CONVERSATION.messageCount);
}

/**
 * Adds the long conversation to a database that has the demo data (Lena must exist) and
 * returns true; does nothing and returns false when it is there already.
 */
export async function seedLongConversation(db: Database, store: FileStore): Promise<boolean> {
  const { conversationId } = LONG_CONVERSATION;
  const existing = await db.selectFrom('conversations').select('conversation_id').where('conversation_id', '=', conversationId).executeTakeFirst();
  if (existing) return false;
  const messages = buildMessages();
  const audio = sineWav(1, 330);
  const audioKey = fileKey(audio, 'audio/wav', RECORDINGS_PREFIX);
  await store.put(audioKey, audio, 'audio/wav');
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('conversations')
      .values({
        conversation_id: conversationId,
        student_id: LONG_CONVERSATION.studentId,
        character_id: 'euler',
        title: LONG_CONVERSATION.title,
        user_agent: IPHONE,
        digest: null,
        created_at: messages[0]!.created_at,
        updated_at: messages.at(-1)!.created_at,
      })
      .execute();
    for (let i = 0; i < messages.length; i += 500) await tx.insertInto('messages').values(messages.slice(i, i + 500)).execute();
    await tx
      .insertInto('recordings')
      .values({
        conversation_id: conversationId,
        file_name: `${conversationId}-20260901T140100Z.wav`,
        mime_type: 'audio/wav',
        file_key: audioKey,
        size: audio.length,
        recorded_at: new Date(START + 60_000),
      })
      .execute();
    // The explicit conversation id leaves the sequence behind; later conversations go past it.
    await sql`select setval(pg_get_serial_sequence('conversations', 'conversation_id'), (select max(conversation_id) from conversations))`.execute(tx);
  });
  return true;
}

// The AI characters, students' conversations with them (501 and 502 of Lena exactly as in
// the contract's examples, about 25 more generated from the dialogue scripts) and a few
// audio recordings.
import type { Insertable } from 'kysely';
import type { CharactersTable, ConversationsTable, MessagePart, MessagesTable, RecordingsTable } from '../schema.ts';
import { DIALOGUES } from './dialogues.ts';
import { notebookPhoto, sineWav } from './media.ts';
import { CLASSES, type DemoStudent, FELIX, isNamedStudent, LENA, SCHOOLS } from './people.ts';
import { type Clock, createRng } from './random.ts';

export const CHARACTERS: readonly Insertable<CharactersTable>[] = [
  { character_id: 'euler', name: 'Leonhard Euler' },
  { character_id: 'noether', name: 'Emmy Noether' },
  { character_id: 'pythagoras', name: 'Pythagoras von Samos' },
  { character_id: 'lovelace', name: 'Ada Lovelace' },
];

const PERSONAS: Record<string, string> = {
  euler: 'Du bist Leonhard Euler, der Mathematiker aus Basel,',
  noether: 'Du bist Emmy Noether, die Mathematikerin aus Erlangen,',
  pythagoras: 'Du bist Pythagoras von Samos, der Philosoph und Mathematiker aus dem antiken Griechenland,',
  lovelace: 'Du bist Ada Lovelace, die Mathematikerin aus London, die das erste Computerprogramm schrieb,',
};

const USER_AGENTS = {
  iPadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhoneChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  samsungPhoneChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  androidTabletChrome:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.165 Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
} as const;

type Message = Omit<Insertable<MessagesTable>, 'content'> & { message_id: number; content: string | MessagePart[] };

/** A recording with its audio, which the seed puts into the file storage (seed.ts). */
export type SeedRecording = Omit<Insertable<RecordingsTable>, 'file_key' | 'size'> & { data: Buffer };

export interface DemoConversations {
  conversations: Insertable<ConversationsTable>[];
  messages: Insertable<MessagesTable>[];
  recordings: SeedRecording[];
}

function systemPrompt(character: string, student: DemoStudent, history: string | null): string {
  const cls = CLASSES.find((c) => c.class_id === student.class_id);
  const school = SCHOOLS.find((s) => s.school_id === student.school_id);
  const where = cls && school ? ` (Klasse ${cls.name}, ${school.name})` : '';
  const [him, he] = student.gender === 'w' ? ['sie', 'sie'] : ['ihn', 'er'];
  return (
    `${PERSONAS[character]} und hilfst ${student.firstname} ${student.lastname}${where} beim Üben. ` +
    `Sprich Deutsch, duze ${him} und erkläre Schritt für Schritt. Verrate die Lösung nicht sofort, sondern stelle ` +
    `Rückfragen, damit ${he} selbst darauf kommt. Schreibe Formeln in LaTeX zwischen Dollarzeichen. Nutze für ` +
    `Rechnungen das Werkzeug calculator.${history ? ` Bisheriger Verlauf: ${history}` : ''}`
  );
}

/** Lena's two conversations, as in the contract's examples. */
function lenaConversations(): { conversations: Insertable<ConversationsTable>[]; messages: Message[] } {
  const at = (hhmmss: string, day = '18') => `2026-11-${day}T${hhmmss}Z`;
  const photo = `data:image/png;base64,${notebookPhoto(['3', '4'], ['1', '6']).toString('base64')}`;
  const messages: Message[] = [
    {
      message_id: 5001, conversation_id: 501, created_at: at('14:30:00'), role: 'system', source: null,
      content:
        'Du bist Leonhard Euler, der Mathematiker aus Basel, und hilfst Lena Fischer (Klasse 5a, Gymnasium am Stadtpark) ' +
        'beim Üben. Sprich Deutsch, duze sie und erkläre Schritt für Schritt. Verrate die Lösung nicht sofort, sondern ' +
        'stelle Rückfragen, damit sie selbst darauf kommt. Schreibe Formeln in LaTeX zwischen Dollarzeichen. Nutze für ' +
        'Rechnungen das Werkzeug calculator. Bisheriger Verlauf: Lena addiert gleichnamige Brüche sicher und kürzt ' +
        'zuverlässig; Brüche mit verschiedenen Nennern sind neu für sie.',
    },
    {
      message_id: 5002, conversation_id: 501, created_at: at('14:30:40'), role: 'user', source: 'text',
      content: [
        { type: 'text', text: 'Hallo! Ich komme bei dieser Aufgabe aus meinem Heft nicht weiter.' },
        { type: 'image_url', image_url: { url: photo } },
      ],
    },
    {
      message_id: 5003, conversation_id: 501, created_at: at('14:31:05'), role: 'assistant', source: 'text',
      content:
        'Hallo Lena! Um $\\frac{3}{4} + \\frac{1}{6}$ zu rechnen, brauchst du zuerst einen gemeinsamen Nenner. Das ' +
        'kleinste gemeinsame Vielfache von 4 und 6 ist 12, also ist $\\frac{3}{4} = \\frac{9}{12}$ und ' +
        '$\\frac{1}{6} = \\frac{2}{12}$. Was ergibt jetzt $\\frac{9}{12} + \\frac{2}{12}$? Nimm dir ruhig Zeit.',
    },
    {
      message_id: 5004, conversation_id: 501, created_at: at('14:51:50'), role: 'user', source: 'voice',
      content: 'Ich habe neun Zwölftel plus zwei Zwölftel gerechnet. Das sind elf Zwölftel, oder?',
    },
    {
      message_id: 5005, conversation_id: 501, created_at: at('14:51:52'), role: 'tool', source: 'calculator',
      content: '{"expression": "9/12 + 2/12", "result": "11/12"}',
    },
    {
      message_id: 5006, conversation_id: 501, created_at: at('14:52:00'), role: 'assistant', source: 'text',
      content:
        'Genau richtig! $\\frac{9}{12} + \\frac{2}{12} = \\frac{11}{12}$. Weil 11 eine Primzahl ist, kannst du nicht ' +
        'weiter kürzen. Möchtest du noch eine Aufgabe mit verschiedenen Nennern probieren?',
    },
    {
      message_id: 5007, conversation_id: 502, created_at: at('16:05:00', '19'), role: 'system', source: null,
      content:
        'Du bist Emmy Noether, die Mathematikerin aus Erlangen, und hilfst Lena Fischer (Klasse 5a, Gymnasium am ' +
        'Stadtpark) beim Üben. Sprich Deutsch, duze sie und erkläre Schritt für Schritt. Verrate die Lösung nicht ' +
        'sofort, sondern stelle Rückfragen, damit sie selbst darauf kommt. Schreibe Formeln in LaTeX zwischen ' +
        'Dollarzeichen. Nutze für Rechnungen das Werkzeug calculator. Bisheriger Verlauf: Lena hat mit Leonhard Euler ' +
        'Brüche mit verschiedenen Nennern addiert und den Hauptnenner sicher gefunden; beim Kürzen braucht sie noch Hilfe.',
    },
    {
      message_id: 5008, conversation_id: 502, created_at: at('16:05:40', '19'), role: 'user', source: 'text',
      content: 'Hallo! Wir haben heute mit Flächen angefangen. Wie rechne ich den Flächeninhalt von einem Rechteck aus?',
    },
    {
      message_id: 5009, conversation_id: 502, created_at: at('16:05:52', '19'), role: 'assistant', source: 'text',
      content:
        'Hallo Lena, schön, dass du da bist! Stell dir ein Rechteck vor, das $5\\,\\text{cm}$ lang und $3\\,\\text{cm}$ ' +
        'breit ist. Wie viele Kästchen mit $1\\,\\text{cm}$ Seitenlänge passen hinein? Überlege, wie viele in eine Reihe ' +
        'passen und wie viele Reihen es gibt.',
    },
    {
      message_id: 5010, conversation_id: 502, created_at: at('16:08:30', '19'), role: 'user', source: 'text',
      content: 'In eine Reihe passen 5 und es gibt 3 Reihen. Also 5 + 3 + 5 + 3 = 16?',
    },
    {
      message_id: 5011, conversation_id: 502, created_at: at('16:08:41', '19'), role: 'assistant', source: 'text',
      content:
        'Fast! Du hast gerade den Umfang berechnet, also die Länge des Randes: $u = 2 \\cdot (5 + 3)\\,\\text{cm} = ' +
        '16\\,\\text{cm}$. Für den Flächeninhalt zählst du die Kästchen: 3 Reihen mit je 5 Kästchen. Wie rechnest du ' +
        'das am schnellsten?',
    },
    {
      message_id: 5012, conversation_id: 502, created_at: at('16:12:10', '19'), role: 'user', source: 'voice',
      content: 'Drei Reihen mit je fünf, also drei mal fünf. Das sind fünfzehn.',
    },
    {
      message_id: 5013, conversation_id: 502, created_at: at('16:12:22', '19'), role: 'assistant', source: 'text',
      content:
        'Genau! $A = a \\cdot b = 5\\,\\text{cm} \\cdot 3\\,\\text{cm} = 15\\,\\text{cm}^2$. Flächen misst man in ' +
        'Quadratzentimetern, weil jedes Kästchen ein kleines Quadrat ist. Jetzt du: Ein Rechteck hat ' +
        '$a = 6\\,\\text{cm}$ und $b = 4\\,\\text{cm}$. Wie groß sind Umfang und Flächeninhalt?',
    },
    {
      message_id: 5014, conversation_id: 502, created_at: at('16:19:00', '19'), role: 'user', source: 'text',
      content: 'Umfang 20 cm und Fläche 24 cm². Ich muss jetzt los, tschüss!',
    },
  ];
  const conversations: Insertable<ConversationsTable>[] = [
    {
      conversation_id: 501, student_id: LENA, character_id: 'euler', title: 'Brüche mit verschiedenen Nennern',
      user_agent: USER_AGENTS.iPadSafari, created_at: at('14:30:00'), updated_at: at('14:52:00'),
      digest:
        'Lena hat mit Leonhard Euler $\\frac{3}{4} + \\frac{1}{6}$ über den Hauptnenner 12 gerechnet und ' +
        '$\\frac{11}{12}$ selbst gefunden.',
    },
    {
      conversation_id: 502, student_id: LENA, character_id: 'noether', title: 'Flächeninhalt vom Rechteck',
      user_agent: USER_AGENTS.androidPhoneChrome, created_at: at('16:05:00', '19'), updated_at: at('16:19:00', '19'),
      digest:
        'Lena hat mit Emmy Noether den Flächeninhalt von Rechtecken geübt; zuerst hat sie Umfang und Fläche ' +
        'verwechselt, dann $6 \\cdot 4 = 24\\,\\text{cm}^2$ richtig berechnet.',
    },
  ];
  return { conversations, messages };
}

/** How many conversations each of the twelve chosen students has. */
const CONVERSATIONS_PER_STUDENT = [4, 3, 3, 2, 2, 2, 2, 2, 2, 1, 1, 1];
/** The first few chosen students also have a history built from their digests. */
const WITH_HISTORY = 4;
/** Days ago of the conversations of the parent's son Felix. */
const FELIX_DAYS = [9, 5, 2];

function fileStamp(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * Builds every conversation. Changes `students` in place: the ones with conversations get a
 * last sign-in no earlier than their last conversation, and a few get a history.
 */
export function buildConversations(students: DemoStudent[], clock: Clock): DemoConversations {
  const rng = createRng('conversations');
  const lena = lenaConversations();
  const candidates = students.filter((s) => s.class_id !== null && s.active !== false && !isNamedStudent(s.student_id));
  const chosen = rng.shuffle(candidates).slice(0, CONVERSATIONS_PER_STUDENT.length);
  const devices = Object.values(USER_AGENTS);
  const characterName = (id: string) => CHARACTERS.find((c) => c.character_id === id)?.name ?? id;

  interface Draft {
    student: DemoStudent;
    character: string;
    userAgent: string;
    start: Date;
    dialogue: (typeof DIALOGUES)[number];
    length: number;
    withDigest: boolean;
  }
  const drafts: Draft[] = [];
  chosen.forEach((student, index) => {
    const grade = CLASSES.find((c) => c.class_id === student.class_id)?.grade ?? 7;
    const fitting = DIALOGUES.filter((d) => d.grades[0] <= grade && grade <= d.grades[1]);
    const scripts = rng.shuffle(fitting.length ? fitting : DIALOGUES);
    const device = rng.pick(devices);
    const count = CONVERSATIONS_PER_STUDENT[index] ?? 1;
    const days = rng.shuffle([...Array(27).keys()].map((d) => d + 1)).slice(0, count);
    days.forEach((day, k) => {
      const dialogue = scripts[k % scripts.length] as Draft['dialogue'];
      let length = rng.int(2, Math.min(10, dialogue.turns.length + 1));
      // Prefer to end on the character's answer.
      if (dialogue.turns[length - 2]?.role !== 'assistant' && length <= dialogue.turns.length && rng.chance(0.7)) length++;
      drafts.push({
        student,
        character: rng.pick(['euler', 'euler', 'noether', 'noether', 'pythagoras', 'pythagoras', 'lovelace']),
        userAgent: rng.chance(0.8) ? device : rng.pick(devices),
        start: clock.daysAgo(day, rng.int(13, 18), rng.int(0, 59), rng.int(0, 59)),
        dialogue,
        length,
        withDigest: index < WITH_HISTORY,
      });
    });
  });
  drafts.sort((x, y) => x.start.getTime() - y.start.getTime());

  // Histories first: the system prompts of the student's conversations quote them.
  const digestOf = (d: Draft) =>
    d.dialogue.digest.replace('{name}', d.student.firstname).replace('{character}', characterName(d.character));
  for (const student of chosen.slice(0, WITH_HISTORY)) {
    student.history = drafts.filter((d) => d.student === student).slice(-2).map(digestOf).join(' ');
  }

  const conversations = [...lena.conversations];
  const messages: Message[] = [...lena.messages];
  const recordings: SeedRecording[] = [
    { recording_id: 1, conversation_id: 501, file_name: '501-20261118T143512Z.wav', mime_type: 'audio/wav',
      data: sineWav(1.5, 330), recorded_at: '2026-11-18T14:35:12Z' },
    { recording_id: 2, conversation_id: 501, file_name: '501-20261118T145150Z.wav', mime_type: 'audio/wav',
      data: sineWav(1.2, 392), recorded_at: '2026-11-18T14:51:50Z' },
  ];
  let messageId = 5015;

  const emit = (draft: Draft, conversationId: number) => {
    const fill = (text: string) => text.replaceAll('{name}', draft.student.firstname);
    let time = draft.start;
    let recorded = false;
    const own: Message[] = [
      {
        message_id: messageId++, conversation_id: conversationId, created_at: time, role: 'system', source: null,
        content: systemPrompt(draft.character, draft.student, draft.withDigest ? draft.student.history ?? null : null),
      },
    ];
    draft.dialogue.turns.slice(0, draft.length - 1).forEach((turn, k) => {
      const pause = turn.role === 'tool' ? rng.int(1, 3) : turn.role === 'assistant' ? rng.int(4, 14) : k === 0 ? rng.int(10, 45) : rng.int(25, 200);
      time = clock.after(time, pause);
      own.push({
        message_id: messageId++,
        conversation_id: conversationId,
        created_at: time,
        role: turn.role,
        source: turn.source ?? 'text',
        content: fill(turn.text),
      });
      if (turn.source === 'voice' && !recorded && recordings.length < 4) {
        recorded = true;
        recordings.push({
          recording_id: recordings.length + 1,
          conversation_id: conversationId,
          file_name: `${conversationId}-${fileStamp(time)}.wav`,
          mime_type: 'audio/wav',
          data: sineWav(1 + rng.int(0, 10) / 10, rng.pick([262, 294, 330, 349])),
          recorded_at: time,
        });
      }
    });
    messages.push(...own);
    conversations.push({
      conversation_id: conversationId,
      student_id: draft.student.student_id,
      character_id: draft.character,
      title: draft.dialogue.title,
      user_agent: draft.userAgent,
      digest: draft.withDigest ? digestOf(draft) : null,
      created_at: draft.start,
      updated_at: time,
    });
    // A student signs in before talking to a character.
    const signIn = clock.after(draft.start, -rng.int(30, 300));
    const last = draft.student.lastlogin ? new Date(draft.student.lastlogin) : null;
    if (!last || last < signIn) draft.student.lastlogin = signIn;
  };
  drafts.forEach((draft, index) => emit(draft, 503 + index));

  // The parent's son Felix has a few conversations too, so that a parent can read and delete
  // their child's conversations. They come after the others, which keep their ids.
  const felix = students.find((s) => s.student_id === FELIX);
  if (felix) {
    const scripts = rng.shuffle(DIALOGUES.filter((d) => d.grades[0] <= 7 && 7 <= d.grades[1]));
    FELIX_DAYS.forEach((day, k) => {
      const dialogue = scripts[k % scripts.length] as Draft['dialogue'];
      const draft: Draft = {
        student: felix,
        character: ['pythagoras', 'lovelace', 'euler'][k % 3] as string,
        userAgent: k === 1 ? USER_AGENTS.androidTabletChrome : USER_AGENTS.iPhoneSafari,
        start: clock.daysAgo(day, 17, 10 + k * 7, 0),
        dialogue,
        length: Math.min(6, dialogue.turns.length + 1),
        withDigest: false,
      };
      emit(draft, 503 + drafts.length + k);
    });
  }

  return {
    conversations,
    messages: messages.map((m) => ({ ...m, content: JSON.stringify(m.content) })),
    recordings,
  };
}

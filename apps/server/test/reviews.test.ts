// The safety review queue (docs/product/screens.md#reviews): the scan over messages written
// straight into the database, its watermark, no duplicates when two scans run at once (two
// connections of their own on PostgreSQL), scope per role, the state change, the alert mail,
// and the loopback AI's flags (source "ai"), with the rules standing when the provider fails.
// The seed's conversations (maths dialogues in every language) must give no review at all.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { FELIX, LENA } from '../src/db/seed/people.ts';
import { scanMessages } from '../src/reviews/scan.ts';
import { SCHOOL_TWO_ADMIN, startTestServer, type TestServer } from './helpers/app.ts';
import { startLoopbackAi, type LoopbackAi } from './helpers/loopback-ai.ts';

let server: TestServer;
let ai: LoopbackAi;
let withAi: TestServer;

beforeAll(async () => {
  ai = await startLoopbackAi();
  [server, withAi] = await Promise.all([
    startTestServer({ env: { REVIEW_SCAN_SECONDS: '0' } }),
    startTestServer({ env: { REVIEW_SCAN_SECONDS: '0', AI_BASE_URL: ai.url, AI_MODEL: 'tutor-text', AI_TIMEOUT_MS: '5000' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([server.close(), withAi.close()]);
  await ai.close();
});

/**
 * A message written as the student app (or anyone) writes it: an insert in SQL, a minute ago
 * unless `fresh` (the scan's watermark waits below messages of the last seconds).
 */
async function insertMessage(
  target: TestServer,
  studentId: string,
  role: 'user' | 'assistant',
  content: string,
  fresh = false,
): Promise<{ message_id: number; conversation_id: number }> {
  const { rows: conversations } = await sql<{ conversation_id: number }>`select conversation_id from conversations where student_id = ${studentId} order by conversation_id limit 1`.execute(target.db);
  let conversationId = conversations[0]?.conversation_id;
  if (conversationId === undefined) {
    const { rows } = await sql<{ conversation_id: number }>`insert into conversations (student_id, character_id, title) values (${studentId}, 'euler', 'Test') returning conversation_id`.execute(target.db);
    conversationId = rows[0]!.conversation_id;
  }
  const createdAt = fresh ? sql`now()` : sql`now() - interval '1 minute'`;
  const { rows } = await sql<{ message_id: number }>`insert into messages (conversation_id, role, source, content, created_at)
    values (${conversationId}, ${role}, 'text', ${JSON.stringify(content)}::jsonb, ${createdAt}) returning message_id`.execute(target.db);
  return { message_id: rows[0]!.message_id, conversation_id: conversationId };
}

const scan = (target = server, as = 'teacher') => target.call('scanReviews', { as });
const reviewsOf = (target: TestServer, messageId: number) =>
  target.db.selectFrom('reviews').selectAll().where('message_id', '=', messageId).orderBy('category').execute();

describe('the scan', () => {
  it('reads every seeded message once and flags none of the maths dialogues (false positives: 0)', async () => {
    const { count } = await server.db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const res = await scan();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ scanned_messages: Number(count), new_reviews: 0 });
    expect(Number(count)).toBeGreaterThan(100);
    // The watermark stands at the newest message: the next scan reads nothing again.
    expect((await scan()).body).toEqual({ scanned_messages: 0, new_reviews: 0 });
  });

  it('flags a student\'s message inserted in SQL, once, and only what lies above the watermark', async () => {
    const plain = await insertMessage(server, LENA, 'user', 'Wir teilen 12 durch 3, dann minus 4, und dann Wurzel ziehen.');
    const message = await insertMessage(server, LENA, 'user', 'Ich schaffe das alles nicht. Manchmal will ich nicht mehr leben.');
    const res = await scan();
    expect(res.body).toEqual({ scanned_messages: 2, new_reviews: 1 });
    expect(await reviewsOf(server, plain.message_id)).toEqual([]);
    const [review] = await reviewsOf(server, message.message_id);
    expect(review).toMatchObject({ category: 'self_harm', severity: 'high', source: 'rules', state: 'open', student_id: LENA, conversation_id: message.conversation_id });
    expect(review!.excerpt.slice(review!.match_start!, review!.match_end!)).toBe('will ich nicht mehr leben');
    const mark = await server.db.selectFrom('review_scan').select('last_message_id').executeTakeFirstOrThrow();
    expect(mark.last_message_id).toBe(message.message_id);
    expect((await scan()).body).toEqual({ scanned_messages: 0, new_reviews: 0 });
  });

  it('flags a message of the last seconds at once, and reads it again until it is settled, without a second review', async () => {
    // Ids are handed out at insert, not at commit: a slower transaction may still commit a lower
    // id. So the watermark stays below fresh messages, and the next scan reads them again.
    const before = await server.db.selectFrom('review_scan').select('last_message_id').executeTakeFirstOrThrow();
    const message = await insertMessage(server, LENA, 'user', 'Alle in der Klasse lachen mich aus.', true);
    expect((await scan()).body).toEqual({ scanned_messages: 1, new_reviews: 1 });
    const mark = await server.db.selectFrom('review_scan').select('last_message_id').executeTakeFirstOrThrow();
    expect(mark.last_message_id).toBe(before.last_message_id);
    expect((await scan()).body).toEqual({ scanned_messages: 1, new_reviews: 0 });
    expect(await reviewsOf(server, message.message_id)).toHaveLength(1);
    // Once settled, the watermark moves past it and it is not read again.
    await sql`update messages set created_at = now() - interval '1 minute' where message_id = ${message.message_id}`.execute(server.db);
    expect((await scan()).body).toEqual({ scanned_messages: 1, new_reviews: 0 });
    expect((await scan()).body).toEqual({ scanned_messages: 0, new_reviews: 0 });
  });

  it('checks the characters\' messages for sexual content and violence only', async () => {
    const threat = await insertMessage(server, LENA, 'assistant', 'Ich bring dich um, wenn du das nicht lernst.');
    const number = await insertMessage(server, LENA, 'assistant', 'Ruf mich an: 0171 2345678.');
    expect((await scan()).body).toEqual({ scanned_messages: 2, new_reviews: 1 });
    expect((await reviewsOf(server, threat.message_id)).map((r) => r.category)).toEqual(['violence']);
    expect(await reviewsOf(server, number.message_id)).toEqual([]);
  });

  it('two scans at once make no duplicates (on PostgreSQL through two connections of their own)', async () => {
    const messages = await Promise.all([
      insertMessage(server, LENA, 'user', 'Meine Nummer ist 0171 2345678, schreib mir auf insta: lena_2014'),
      insertMessage(server, LENA, 'user', 'Alle in der Klasse lachen mich aus.'),
    ]);
    const url = process.env.DATABASE_URL
      ? ((await sql<{ schema: string }>`select current_schema() as schema`.execute(server.db)).rows[0]!.schema)
      : undefined;
    let other = server.db;
    if (url) {
      const scoped = new URL(process.env.DATABASE_URL!);
      scoped.searchParams.set('options', `-c search_path=${url}`);
      other = await openDatabase({ url: scoped.toString(), limits: { poolSize: 2 } });
    }
    try {
      const jobs = { enqueue: async () => null };
      const results = await Promise.all([scanMessages({ db: server.db, ai: undefined, jobs }), scanMessages({ db: other, ai: undefined, jobs })]);
      expect(results.reduce((sum, r) => sum + r.scanned_messages, 0)).toBe(2);
      expect(results.reduce((sum, r) => sum + r.new_reviews, 0)).toBe(2);
    } finally {
      if (other !== server.db) await other.destroy();
    }
    const reviews = await server.db.selectFrom('reviews').select(['message_id', 'category']).where('message_id', 'in', messages.map((m) => m.message_id)).execute();
    expect(reviews.map((r) => r.category).sort()).toEqual(['bullying', 'personal_data']);
  });

  it('a new high-severity review mails the school\'s schooladmins in their language, without the message', async () => {
    server.mails.length = 0;
    await insertMessage(server, LENA, 'user', 'Ich denke oft an Selbstmord.');
    await scan();
    // Thomas Berger is the one schooladmin of school 1 (German).
    expect(server.mails).toHaveLength(1);
    const [mail] = server.mails;
    expect(mail!.to).toBe('thomas.berger@stadtpark-gymnasium.example.org');
    expect(mail!.subject).toContain('Lena Fischer');
    expect(mail!.text).toContain('Hinweise auf Selbstverletzung');
    expect(mail!.text).toContain('http://backoffice.test/reviews');
    expect(mail!.text).not.toContain('Selbstmord');
    // A medium one sends nothing.
    server.mails.length = 0;
    await insertMessage(server, LENA, 'user', 'Meine E-Mail ist lena@example.org');
    await scan();
    expect(server.mails).toHaveLength(0);
  });

  it('a parent may not scan', async () => {
    expect((await server.call('scanReviews', { as: 'parent' })).status).toBe(403);
  });
});

describe('the queue', () => {
  it('shows reviews in the scope of their students, most severe first', async () => {
    const felix = await insertMessage(server, FELIX, 'user', 'Ich will nicht mehr leben.');
    await scan(server, 'admin');
    const list = async (as: string, query: Record<string, string> = {}) => (await server.call('listReviews', { as, query })).body;
    const admin = await list('admin');
    expect(admin.items.map((r: { message_id: number }) => r.message_id)).toContain(felix.message_id);
    expect(admin.items[0].severity).toBe('high');
    const teacher = await list('teacher');
    expect(teacher.items.every((r: { student_id: string }) => r.student_id === LENA)).toBe(true);
    expect(teacher.total).toBeGreaterThan(0);
    const parent = await list('parent');
    expect(parent.items.map((r: { student_id: string }) => r.student_id)).toEqual([FELIX]);
    const otherSchool = await server.signIn(SCHOOL_TWO_ADMIN);
    expect((await list(otherSchool)).total).toBe(0);
    // Filters combine.
    const selfHarm = await list('teacher', { category: 'self_harm', state: 'open' });
    expect(selfHarm.items.every((r: { category: string }) => r.category === 'self_harm')).toBe(true);
    expect((await list('teacher', { student_id: FELIX })).total).toBe(0);
  });

  it('acknowledges with a note, records who and when; other states are 422; out of scope is 404', async () => {
    const { items } = (await server.call('listReviews', { as: 'teacher', query: { category: 'self_harm' } })).body;
    const id = items[0].review_id;
    const res = await server.call('updateReview', { as: 'teacher', params: { reviewId: id }, body: { state: 'acknowledged', note: '  Mit Lena gesprochen.  ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'acknowledged', note: 'Mit Lena gesprochen.', handled_by_name: 'Julia Hoffmann' });
    expect(res.body.handled_at).toBeTruthy();
    expect((await server.call('updateReview', { as: 'teacher', params: { reviewId: id }, body: { state: 'open' } })).status).toBe(422);
    expect((await server.call('updateReview', { as: 'teacher', params: { reviewId: id }, body: { state: 'resolved' } })).status).toBe(422);
    const other = await server.signIn(SCHOOL_TWO_ADMIN);
    const refused = await server.call('updateReview', { as: other, params: { reviewId: id }, body: { state: 'dismissed' } });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('review.not_found');
    expect((await server.call('updateReview', { as: 'parent', params: { reviewId: id }, body: { state: 'dismissed' } })).status).toBe(404);
    // The decision is in the audit log.
    const audit = await server.db.selectFrom('audit_log').select(['entity_type', 'entity_id', 'changes']).where('operation_id', '=', 'updateReview').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity_type: 'review', entity_id: String(id), changes: { state: { before: 'open', after: 'acknowledged' } } });
  });
});

describe('with an AI provider', () => {
  it('flags what the rules do not see with source "ai", and sends only unflagged students\' messages', async () => {
    await scan(withAi);
    ai.requests.length = 0;
    const runaway = await insertMessage(withAi, LENA, 'user', 'Ich glaube, ich werde heute Nacht von zu Hause weglaufen.');
    const flagged = await insertMessage(withAi, LENA, 'user', 'Ich will nicht mehr leben.');
    await insertMessage(withAi, LENA, 'assistant', 'Lass uns die Brüche kürzen.');
    const res = await scan(withAi);
    expect(res.body).toEqual({ scanned_messages: 3, new_reviews: 2 });
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]!.schemaName).toBe('review_flags');
    expect(ai.requests[0]!.text).toContain('weglaufen');
    expect(ai.requests[0]!.text).not.toContain('nicht mehr leben');
    expect(ai.requests[0]!.text).not.toContain('Brüche');
    const [review] = await reviewsOf(withAi, runaway.message_id);
    expect(review).toMatchObject({ category: 'other', source: 'ai' });
    expect(review!.excerpt.slice(review!.match_start!, review!.match_end!)).toBe('weglaufen');
    expect((await reviewsOf(withAi, flagged.message_id))[0]).toMatchObject({ category: 'self_harm', source: 'rules' });
  });

  it('keeps the rules\' flags when the provider fails', async () => {
    ai.script({ status: 500, message: 'down' }, { status: 500, message: 'down' }, { status: 500, message: 'down' });
    const flagged = await insertMessage(withAi, LENA, 'user', 'Alle hassen mich.');
    const runaway = await insertMessage(withAi, LENA, 'user', 'Ich will weglaufen.');
    const res = await scan(withAi);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ scanned_messages: 2, new_reviews: 1 });
    expect((await reviewsOf(withAi, flagged.message_id))[0]).toMatchObject({ category: 'bullying', source: 'rules' });
    expect(await reviewsOf(withAi, runaway.message_id)).toEqual([]);
    ai.unscript();
  });
});

// The audit log: an entry for every accepted write and every read of a child's conversation,
// none for a refused request, no secret in any entry, the scope per role, the daily purge, and
// an entry that commits exactly with its change.
import type { components } from '@backoffice/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAudited } from '../src/audit/record.ts';
import { AUDIT_PURGE_CRON, purgeAudit } from '../src/audit/purge.ts';
import { TARGETS, WRITE_METHODS } from '../src/audit/targets.ts';
import { createSession } from '../src/auth/sessions.ts';
import { loadConfig } from '../src/config.ts';
import { loadOperations } from '../src/contract/spec.ts';
import { DEMO_LOGINS } from '../src/db/seed.ts';
import { settled } from '../src/jobs/index.ts';
import type { Services } from '../src/services.ts';
import { SCHOOL_TWO_ADMIN, startTestServer, type TestServer } from './helpers/app.ts';
import { fuzzRequests } from './helpers/fuzz.ts';

type AuditPage = components['schemas']['AuditPage'];
type AuditEntry = components['schemas']['AuditEntry'];

const LENA = 'k7m2q9xw4tfa';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // Signed in before the tests count entries: each sign-in is an entry of its own.
  for (const role of ['admin', 'schooladmin', 'teacher', 'parent'] as const) await server.login(role);
});
afterAll(() => server.close());

async function entries(): Promise<AuditEntry[]> {
  const res = await server.call<AuditPage>('listAuditEntries', { as: 'admin', query: { per_page: 200 } });
  expect(res.status).toBe(200);
  return res.body.items;
}

const count = async () => Number((await server.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Runs the call and returns the entries it added (there must be exactly one). */
async function oneEntry(call: () => Promise<{ status: number }>, status = 200): Promise<AuditEntry> {
  const before = await count();
  const res = await call();
  expect(res.status).toBe(status);
  const added = (await entries()).slice(0, (await count()) - before);
  expect(added).toHaveLength(1);
  return added[0]!;
}

describe('which operations are recorded', () => {
  it('names every write operation of the contract, and only operations the contract has', () => {
    const operations = loadOperations();
    const writes = operations.filter((op) => WRITE_METHODS.has(op.method)).map((op) => op.operationId);
    expect(writes.filter((id) => !TARGETS[id])).toEqual([]);
    const known = new Set(operations.map((op) => op.operationId));
    expect(Object.keys(TARGETS).filter((id) => !known.has(id as never))).toEqual([]);
    // The reads recorded are the reads of a child's conversation, no other read.
    const reads = operations.filter((op) => !WRITE_METHODS.has(op.method) && TARGETS[op.operationId]).map((op) => op.operationId).sort();
    expect(reads).toEqual(['exportConversation', 'getConversationMessages', 'getStudentRecording', 'listConversationRecordings']);
  });

  it('records a renamed student with before and after, the actor, school and address', async () => {
    const entry = await oneEntry(() => server.call('updateStudent', { as: 'schooladmin', params: { id: LENA }, body: { lastname: 'Fischer-Wolf' } }));
    expect(entry).toMatchObject({
      operation_id: 'updateStudent',
      entity_type: 'student',
      entity_id: LENA,
      entity_name: 'Lena Fischer-Wolf',
      school_id: 1,
      outcome: 'success',
      actor_role: 'schooladmin',
      actor_name: DEMO_LOGINS.find((l) => l.usertype === 'schooladmin')!.name,
      changes: { lastname: { before: 'Fischer', after: 'Fischer-Wolf' } },
    });
    expect(Object.keys(entry.changes)).toEqual(['lastname']);
    expect(entry.ip).toBeTruthy();
  });

  it('records creates with the values set and deletes with the last values', async () => {
    const created = await oneEntry(() => server.call('createSchool', { as: 'admin', body: { name: 'Schule am See' } }));
    expect(created).toMatchObject({ operation_id: 'createSchool', entity_type: 'school', changes: { name: { before: null, after: 'Schule am See' } } });
    const id = Number(created.entity_id);
    expect(created.school_id).toBe(id);
    const renamed = await oneEntry(() => server.call('updateSchool', { as: 'admin', params: { id }, body: { name: 'Schule am Meer' } }));
    expect(renamed.changes).toEqual({ name: { before: 'Schule am See', after: 'Schule am Meer' } });
    const deleted = await oneEntry(() => server.call('deleteSchool', { as: 'admin', params: { id } }));
    // A deleted record keeps the name it had last, so the entry still says what went.
    expect(deleted).toMatchObject({ entity_id: String(id), entity_name: 'Schule am Meer', changes: { name: { before: 'Schule am Meer', after: null } } });
  });

  it('records changes made by handlers that keep their own transactions (savepoints)', async () => {
    const made = await oneEntry(() => server.call('createClass', { as: 'schooladmin', body: { school_id: 1, name: '9z' } }));
    const classId = Number(made.entity_id);
    const student = await oneEntry(() => server.call('createStudent', { as: 'schooladmin', body: { firstname: 'Ole', lastname: 'Brandt' } }));
    expect(student.changes).toMatchObject({ firstname: { before: null, after: 'Ole' }, lastname: { before: null, after: 'Brandt' } });
    const added = await oneEntry(() => server.call('addClassStudent', { as: 'schooladmin', params: { id: classId, studentId: student.entity_id! } }));
    expect(added.changes).toEqual({ student_ids: { before: null, after: [student.entity_id] } });
    const topic = await oneEntry(() => server.call('createProblemset', { as: 'teacher', body: { name: 'Brüche' } }));
    expect(topic.entity_type).toBe('problemset');
    await oneEntry(() => server.call('deleteClass', { as: 'schooladmin', params: { id: classId } }));
  });

  it('records a setting change and a user created, changed and deleted', async () => {
    const setting = await oneEntry(() =>
      server.call('updateSetting', { as: 'admin', params: { key: 'audit_retention_days' }, body: { type: 'number', value: 400 } }),
    );
    expect(setting).toMatchObject({ entity_type: 'setting', entity_id: 'audit_retention_days', school_id: null, changes: { value: { before: 365, after: 400 } } });
    const user = await oneEntry(() =>
      server.call('createUser', {
        as: 'admin',
        body: { usertype: 'teacher', school_id: 1, firstname: 'Eva', lastname: 'Roth', email: 'eva.roth@example.org', password: 'Geheim-Passwort-1' },
      }),
    );
    expect(user).toMatchObject({ entity_type: 'user', school_id: 1, changes: { firstname: { before: null, after: 'Eva' } } });
    const id = Number(user.entity_id);
    const changed = await oneEntry(() =>
      server.call('updateUser', {
        as: 'admin',
        params: { id },
        body: { usertype: 'teacher', school_id: 1, firstname: 'Eva', lastname: 'Roth-Berg', email: 'eva.roth@example.org', password: 'Anderes-Passwort-2' },
      }),
    );
    expect(changed.changes).toEqual({ lastname: { before: 'Roth', after: 'Roth-Berg' }, password: { before: null, after: 'changed' } });
    await oneEntry(() => server.call('deleteUser', { as: 'admin', params: { id } }));
  });

  it("records each read of a child's conversation, with no changes", async () => {
    const { conversation_id } = await server.db.selectFrom('conversations').select('conversation_id').where('student_id', '=', LENA).executeTakeFirstOrThrow();
    const read = await oneEntry(() =>
      server.call('getConversationMessages', { as: 'teacher', params: { conversationId: conversation_id }, query: { student_id: LENA, skip_active_check: true } }),
    );
    expect(read).toMatchObject({ operation_id: 'getConversationMessages', entity_type: 'conversation', entity_id: String(conversation_id), school_id: 1, changes: {} });
    const exported = await oneEntry(() => server.call('exportConversation', { as: 'teacher', params: { id: conversation_id }, query: { student_id: LENA } }));
    expect(exported.operation_id).toBe('exportConversation');
    const recordings = await oneEntry(() => server.call('listConversationRecordings', { as: 'teacher', params: { id: conversation_id }, query: { student_id: LENA } }));
    expect(recordings.operation_id).toBe('listConversationRecordings');
  });
});

describe('every operation of the contract, walked', () => {
  it('leaves exactly one entry for each accepted write and none for a refused one', { timeout: 120_000 }, async () => {
    // A server of its own: the contract's sample requests change the demo data freely.
    const own = await startTestServer();
    try {
      const admin = await own.db.selectFrom('users').select('user_id').where('usertype', '=', 'admin').orderBy('user_id').executeTakeFirstOrThrow();
      const config = loadConfig({ SEED_DEMO: 'false' });
      const entriesOf = async () => own.db.selectFrom('audit_log').select(['operation_id', 'outcome']).orderBy('audit_id').execute();
      const accepted: string[] = [];
      const wrong: string[] = [];
      // Real records of the demo for the path's ids, so that most samples are accepted.
      const first = async <T,>(query: Promise<T | undefined>) => (await query)!;
      const conversation = await first(own.db.selectFrom('conversations').select('conversation_id').where('student_id', '=', LENA).executeTakeFirst());
      const topic = await first(own.db.selectFrom('problemset_problems').select(['problemset_id', 'problem_id']).executeTakeFirst());
      const teacher = await first(own.db.selectFrom('users').select('user_id').where('usertype', '=', 'teacher').executeTakeFirst());
      const ids: Record<string, string> = {
        students: LENA,
        classes: '11',
        schools: '2',
        users: String(teacher.user_id),
        problemsets: String(topic.problemset_id),
        problems: String(topic.problem_id),
        conversations: String(conversation.conversation_id),
        settings: 'quiz_pass_percent',
      };
      const realUrl = (url: string) =>
        url
          .replace(/\/(students|classes|schools|users|problemsets|problems|conversations|settings)\/([^/?]+)/, (_, area: string) => `/${area}/${ids[area]}`)
          .replace(/\/students\/[a-z2-9]{12}(?=$|\?)/, `/students/${LENA}`)
          .replace(/\/problems\/\d+(?=$|\?)/, `/problems/${topic.problem_id}`)
          .replace(/\/problemsets\/\d+(?=$|\?)/, `/problemsets/${topic.problemset_id}`)
          .replace(/student_id=[a-z2-9]{12}/, `student_id=${LENA}`);
      // Deletes last, so that they do not take the records the others use.
      const walk = loadOperations()
        .filter((op) => TARGETS[op.operationId] && op.operationId !== 'login' && op.operationId !== 'logout')
        .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
      for (const operation of walk) {
        // Each with a fresh session (a sample may end the previous one), made without signing in.
        const session = await createSession(own.db, admin.user_id, config);
        const request = fuzzRequests(operation)[0]!;
        const before = (await entriesOf()).length;
        const res = await own.app.inject({ method: request.method, url: realUrl(request.url), headers: { ...request.headers, authorization: `Bearer ${session}` }, ...(request.payload !== undefined ? { payload: request.payload } : {}) });
        const added = (await entriesOf()).slice(before);
        const expected = res.statusCode < 300 ? [{ operation_id: operation.operationId, outcome: 'success' }] : [];
        if (JSON.stringify(added) !== JSON.stringify(expected)) wrong.push(`${operation.operationId} → ${res.statusCode}: ${JSON.stringify(added)}`);
        if (res.statusCode < 300) accepted.push(operation.operationId);
      }
      expect(wrong).toEqual([]);
      // The samples are accepted by most operations (others refuse them: an id that does not
      // exist, an AI that is not configured), so the walk checks real entries.
      expect(accepted.length, accepted.join(', ')).toBeGreaterThanOrEqual(20);
    } finally {
      await own.close();
    }
  });
});

describe('what is never recorded', () => {
  it('writes nothing for refused requests', async () => {
    const before = await count();
    expect((await server.call('updateStudent', { as: 'parent', params: { id: LENA }, body: { lastname: 'X' } })).status).toBeGreaterThanOrEqual(400);
    expect((await server.call('updateStudent', { as: 'teacher', params: { id: LENA }, body: { gender: 'x' } })).status).toBe(422);
    expect((await server.call('createSchool', { as: 'teacher', body: { name: 'Nie' } })).status).toBe(403);
    expect((await server.call('deleteSchool', { as: 'admin', params: { id: 99999 } })).status).toBe(404);
    expect((await server.call('resetPassword', { body: { token: 'made-up', password: 'long-enough-password' }, as: null })).status).toBe(400);
    expect(await count()).toBe(before);
  });

});

describe('who sees which entries', () => {
  it('shows an admin everything, a schooladmin their school, and refuses teachers and parents', async () => {
    const all = await server.call<AuditPage>('listAuditEntries', { as: 'admin', query: { per_page: 200 } });
    expect(all.body.items.some((e) => e.school_id === null)).toBe(true);
    const own = await server.call<AuditPage>('listAuditEntries', { as: 'schooladmin', query: { per_page: 200 } });
    expect(own.status).toBe(200);
    expect(own.body.total).toBeGreaterThan(0);
    expect(own.body.items.every((e) => e.school_id === 1)).toBe(true);
    // The other school's admin sees none of school 1's entries.
    const other = await server.call<AuditPage>('listAuditEntries', { as: await server.signIn(SCHOOL_TWO_ADMIN), query: { entity_id: LENA } });
    expect(other.body).toEqual({ items: [], total: 0 });
    expect((await server.call('listAuditEntries', { as: 'teacher' })).status).toBe(403);
    expect((await server.call('listAuditEntries', { as: 'parent' })).status).toBe(403);
  });

  it('filters by record, actor, operation and time, newest first, in pages', async () => {
    const history = await server.call<AuditPage>('listAuditEntries', { as: 'schooladmin', query: { entity_type: 'student', entity_id: LENA } });
    expect(history.body.items.map((e) => e.operation_id)).toContain('updateStudent');
    expect(history.body.items.every((e) => e.entity_id === LENA)).toBe(true);
    const admin = (await server.call('getMe', { as: 'admin' })).body.user_id;
    const byAdmin = await server.call<AuditPage>('listAuditEntries', { as: 'admin', query: { actor_user_id: admin, operation_id: 'createSchool' } });
    expect(byAdmin.body.items.length).toBeGreaterThan(0);
    expect(byAdmin.body.items.every((e) => e.actor_user_id === admin && e.operation_id === 'createSchool')).toBe(true);
    const page1 = await server.call<AuditPage>('listAuditEntries', { as: 'admin', query: { per_page: 2, page: 1 } });
    const page2 = await server.call<AuditPage>('listAuditEntries', { as: 'admin', query: { per_page: 2, page: 2 } });
    expect(page1.body.items).toHaveLength(2);
    expect(page1.body.items[1]!.at >= page2.body.items[0]!.at).toBe(true);
    expect(page1.body.total).toBe(page2.body.total);
    const future = await server.call<AuditPage>('listAuditEntries', { as: 'admin', query: { from: '2099-01-01T00:00:00Z' } });
    expect(future.body).toEqual({ items: [], total: 0 });
    expect((await server.call('listAuditEntries', { as: 'admin', query: { entity_type: 'pupil' } })).status).toBe(422);
  });
});

describe('the purge', () => {
  it('is scheduled every day through the job queue', async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(server.db);
    const current = rows[0]!.schema;
    const boss = current === 'public' ? 'pgboss' : `${current}_pgboss`;
    const schedules = await sql<{ name: string; cron: string }>`select name, cron from ${sql.table(`${boss}.schedule`)}`.execute(server.db);
    expect(schedules.rows).toContainEqual(expect.objectContaining({ name: 'audit-purge', cron: AUDIT_PURGE_CRON }));
  });

  it('keeps the retention setting within 30 to 3650 days', async () => {
    const refused = await server.call('updateSetting', { as: 'admin', params: { key: 'audit_retention_days' }, body: { type: 'number', value: 10 } });
    expect(refused.status).toBe(422);
    expect((await server.call('updateSetting', { as: 'admin', params: { key: 'audit_retention_days' }, body: { type: 'number', value: 4000 } })).status).toBe(422);
  });

  it('removes entries older than the retention and records itself', async () => {
    await server.db
      .insertInto('audit_log')
      .values({ operation_id: 'updateStudent', entity_type: 'student', entity_id: LENA, school_id: 1, changes: '{}', actor_user_id: null, actor_name: null, actor_role: null, ip: null, at: sql<Date>`now() - interval '500 days'` })
      .execute();
    const old = () => server.db.selectFrom('audit_log').select('audit_id').where('at', '<', sql<Date>`now() - interval '450 days'`).execute();
    expect(await old()).toHaveLength(1);
    const result = await purgeAudit(server.db);
    expect(result).toEqual({ removed: 1, retention_days: 400 });
    expect(await old()).toHaveLength(0);
    expect((await entries())[0]).toMatchObject({ operation_id: 'purgeAuditEntries', entity_type: 'audit', actor_user_id: null, changes: { entries: { before: 1, after: 0 } } });
  });
});

describe('one transaction for a change and its entry', () => {
  const services = () => ({ db: server.db }) as unknown as Services;
  const call = { operationId: 'updateStudent' as const, request: { params: { id: LENA }, query: {}, body: {} }, user: undefined, http: { ip: '127.0.0.1' } as never };
  const name = async () => (await server.db.selectFrom('students').select('firstname').where('student_id', '=', LENA).executeTakeFirstOrThrow()).firstname;

  it('leaves neither change nor entry when the handler fails after its write', async () => {
    const [before, entriesBefore] = [await name(), await count()];
    await expect(
      runAudited(TARGETS.updateStudent!, services(), call, async ({ db }) => {
        await db.updateTable('students').set({ firstname: 'Verloren' }).where('student_id', '=', LENA).execute();
        // A handler's own transaction inside (a savepoint) that commits, then the handler fails.
        await db.transaction().execute((tx) => tx.updateTable('students').set({ lastname: 'Auch-verloren' }).where('student_id', '=', LENA).execute());
        throw new Error('failed after the write');
      }),
    ).rejects.toThrow('failed after the write');
    expect(await name()).toBe(before);
    expect(await count()).toBe(entriesBefore);
  });

  it('keeps both when the handler succeeds, with a failed inner block undone', async () => {
    const entriesBefore = await count();
    await runAudited(TARGETS.updateStudent!, services(), call, async ({ db }) => {
      await db.updateTable('students').set({ firstname: 'Lena-Sophie' }).where('student_id', '=', LENA).execute();
      await db
        .transaction()
        .execute(async (tx) => {
          await tx.updateTable('students').set({ lastname: 'Nie' }).where('student_id', '=', LENA).execute();
          throw new Error('inner block fails');
        })
        .catch(() => undefined);
      return { ok: true };
    });
    expect(await name()).toBe('Lena-Sophie');
    expect(await count()).toBe(entriesBefore + 1);
    expect((await entries())[0]!.changes).toEqual({ firstname: { before: 'Lena', after: 'Lena-Sophie' } });
  });
});

describe("sign-ins and secrets (last: the parent's password changes)", () => {
  it('records sign-ins with their outcome and the e-mail tried, and no secret after password change, reset and sign-in', async () => {
    const parent = DEMO_LOGINS.find((l) => l.usertype === 'parent')!;
    const failed = await oneEntry(() => server.call('login', { as: null, body: { email: parent.email, password: 'falsches-Passwort' } }), 401);
    expect(failed).toMatchObject({ operation_id: 'login', outcome: 'failure', actor_user_id: null, entity_type: 'user', changes: { email: { before: null, after: parent.email } } });
    const unknown = await oneEntry(() => server.call('login', { as: null, body: { email: 'niemand@example.org', password: 'irgendwas' } }), 401);
    expect(unknown).toMatchObject({ entity_id: null, school_id: null, outcome: 'failure' });

    const signIn = await server.call('login', { as: null, body: { email: parent.email, password: parent.password } });
    expect(signIn.status).toBe(200);
    const session: string = signIn.body.session.session_id;
    const latest = (await entries())[0]!;
    expect(latest).toMatchObject({ operation_id: 'login', outcome: 'success', actor_user_id: signIn.body.user.user_id, entity_id: String(signIn.body.user.user_id) });
    expect(latest.changes).toEqual({ email: { before: null, after: parent.email } });

    const newPassword = 'Neues-Eltern-Passwort-7';
    const me = signIn.body.user;
    const changed = await oneEntry(() =>
      server.call('updateMe', {
        as: session,
        body: { firstname: me.firstname, lastname: me.lastname, email: me.email, password: newPassword, current_password: parent.password },
      }),
    );
    expect(changed.changes).toEqual({ password: { before: null, after: 'changed' } });

    const requested = await oneEntry(() => server.call('requestPasswordReset', { as: null, body: { email: parent.email } }));
    expect(requested).toMatchObject({ entity_id: String(me.user_id), actor_user_id: null, changes: { email: { before: null, after: parent.email } } });
    expect(Object.keys(requested.changes)).toEqual(['email']);
    await settled();
    const token = server.mails.at(-1)!.text.match(/reset-password\?token=([\w-]+)/)![1]!;
    const finalPassword = 'Letztes-Eltern-Passwort-9';
    const reset = await oneEntry(() => server.call('resetPassword', { as: null, body: { token, password: finalPassword } }));
    // The reset ended every session; a new one signs out.
    const again = await server.signIn({ email: parent.email, password: finalPassword });
    const out = await oneEntry(() => server.call('logout', { as: again }));
    expect(out).toMatchObject({ operation_id: 'logout', entity_id: String(me.user_id), actor_user_id: me.user_id });
    expect(reset).toMatchObject({ operation_id: 'resetPassword', entity_id: String(me.user_id), actor_user_id: me.user_id });
    expect(reset.changes).toEqual({ password: { before: null, after: 'changed' } });

    const { password_hash } = await server.db.selectFrom('users').select('password_hash').where('user_id', '=', me.user_id).executeTakeFirstOrThrow();
    const everything = JSON.stringify((await server.db.selectFrom('audit_log').selectAll().execute()).map((row) => row.changes));
    for (const secret of [parent.password, newPassword, finalPassword, 'falsches-Passwort', password_hash, session, again, token, 'Geheim-Passwort-1', 'Anderes-Passwort-2']) {
      expect(everything).not.toContain(secret);
    }
  });
});

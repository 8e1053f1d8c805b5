// Writes the audit entries (docs/architecture.md "One request, end to end"). The contract
// binding hands every audited operation to `runAudited`: a write runs in one transaction with
// its entry — the record is read before and after the handler, the difference is the entry's
// `changes`, and the entry is inserted last, so a handler that fails leaves neither its change
// nor an entry. A refused request (an HttpError, 4xx) writes nothing, except a failed sign-in.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { SessionUser } from '../auth/session-user.ts';
import { tokenHash } from '../auth/tokens.ts';
import type { OperationId } from '../contract/spec.ts';
import type { Database } from '../db/database.ts';
import type { AuditEntityType, AuditOutcome, Usertype } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import type { AuditedCommit, Services } from '../services.ts';
import { nestable } from './nested.ts';
import { type Changes, diff, snapshot, type Snapshot } from './snapshots.ts';
import { type RequestParts, type Target, TARGETS } from './targets.ts';

export interface Actor {
  user_id: number;
  name: string;
  role: Usertype;
}

export interface NewEntry {
  actor: Actor | null;
  operation_id: string;
  entity_type: AuditEntityType;
  entity_id: string | null;
  /** What people call the record, as it is now (./snapshots.ts); cut to the contract's 200 characters. */
  entity_name?: string | null;
  school_id: number | null;
  outcome?: AuditOutcome;
  changes: Changes;
  ip: string | null;
}

export async function writeEntry(db: Database, entry: NewEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actor?.user_id ?? null,
      actor_name: entry.actor?.name ?? null,
      actor_role: entry.actor?.role ?? null,
      operation_id: entry.operation_id,
      entity_type: entry.entity_type,
      entity_id: entry.entity_id,
      entity_name: entry.entity_name ? [...entry.entity_name].slice(0, 200).join('') : null,
      school_id: entry.school_id,
      outcome: entry.outcome ?? 'success',
      changes: JSON.stringify(entry.changes),
      ip: entry.ip,
    })
    .execute();
}

const actorOf = (user: SessionUser | undefined): Actor | null =>
  user ? { user_id: user.user_id, name: `${user.firstname} ${user.lastname}`, role: user.usertype } : null;

async function userByEmail(db: Database, email: string) {
  return db
    .selectFrom('users')
    .select(['user_id', 'school_id', 'firstname', 'lastname', 'usertype'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

async function userById(db: Database, userId: number) {
  return db.selectFrom('users').select(['user_id', 'school_id', 'firstname', 'lastname', 'usertype']).where('user_id', '=', userId).executeTakeFirst();
}

type Found = Awaited<ReturnType<typeof userById>>;
const asActor = (found: Found): Actor | null => (found ? { user_id: found.user_id, name: `${found.firstname} ${found.lastname}`, role: found.usertype } : null);

const idText = (id: string | number | null | undefined) => (id === null || id === undefined ? null : String(id));

export interface AuditCall {
  operationId: OperationId;
  request: RequestParts;
  user: SessionUser | undefined;
  http: FastifyRequest;
}

/** The operation's target, when it is audited. */
export const auditTarget = (operationId: OperationId): Target | undefined => TARGETS[operationId];

/**
 * Runs the handler (`run`, given the services it must use) with its audit entry. Most
 * operations run in a transaction whose `db` the handler gets, and their entry is part of it.
 * An `own` operation runs as it is (it must not hold a transaction while it waits on the AI
 * service, a mail server or a password hash) and gets `services.commitAudited`: the
 * transaction it makes its change in, which the entry joins (`inAuditedTransaction`). An own
 * operation that changed nothing there (an AI draft, a read, a rationed mail) has its entry
 * written after its answer.
 */
export async function runAudited<T>(target: Target, services: Services, call: AuditCall, run: (services: Services) => Promise<T>): Promise<T> {
  if (target.own) {
    let written = false;
    try {
      const entry = await begin(target, services.db, call);
      const commitAudited: AuditedCommit = (work) =>
        services.db.transaction().execute(async (trx) => {
          const db = nestable(trx);
          const result = await work(db);
          await entry.finish(db, result);
          written = true;
          return result;
        });
      const result = await run({ ...services, commitAudited });
      if (!written) await entry.finish(services.db, result);
      return result;
    } catch (error) {
      if (call.operationId === 'login' && error instanceof HttpError && (error.status === 401 || error.status === 403)) {
        await failedSignIn(services.db, call);
      }
      throw error;
    }
  }
  return services.db.transaction().execute(async (trx) => {
    const db = nestable(trx);
    const entry = await begin(target, db, call);
    const result = await run({ ...services, db });
    await entry.finish(db, result);
    return result;
  });
}

/**
 * The transaction an `own` operation makes its change in: with its audit entry when the
 * binding runs it (services.commitAudited), a plain transaction otherwise (jobs, scripts).
 */
export function inAuditedTransaction<T>(services: Pick<Services, 'db' | 'commitAudited'>, work: (db: Database) => Promise<T>): Promise<T> {
  return services.commitAudited ? services.commitAudited(work) : services.db.transaction().execute(work);
}

/**
 * What the entry needs from before the handler (the record as it was, the user a reset token
 * names); `finish` reads the record again after it and writes the entry with `db`.
 */
async function begin(target: Target, db: Database, call: AuditCall): Promise<{ finish: (db: Database, result: unknown) => Promise<void> }> {
  const { request } = call;
  let entityId = idText(target.id?.(request));
  let actor = actorOf(call.user);
  const extra: Changes = {};
  let resetUser: Found;
  if (call.operationId === 'resetPassword') {
    // The token names the user; the handler claims it, so it is read first.
    const row = await db.selectFrom('password_resets').select('user_id').where('token_hash', '=', tokenHash(String(request.body?.token))).executeTakeFirst();
    resetUser = row ? await userById(db, row.user_id) : undefined;
    entityId = idText(resetUser?.user_id);
  }
  if (call.operationId === 'logout' || call.operationId === 'updateMe') entityId = idText(call.user?.user_id);
  const before = target.read ? undefined : await snapshot(db, target.entity, entityId, target.detail);

  async function finish(db: Database, result: unknown): Promise<void> {
    const answer = (result && typeof result === 'object' ? result : {}) as Record<string, unknown>;
    if (target.created && target.created(answer) !== undefined) entityId = idText(target.created(answer));

    let schoolId: number | null = null;
    if (call.operationId === 'login') {
      const user = (answer.user ?? {}) as { user_id: number; firstname: string; lastname: string; usertype: Usertype; school_id: number | null };
      actor = { user_id: user.user_id, name: `${user.firstname} ${user.lastname}`, role: user.usertype };
      schoolId = user.school_id;
      extra.email = { before: null, after: String(request.body?.email ?? '').trim() };
    } else if (call.operationId === 'requestPasswordReset') {
      const email = String(request.body?.email ?? '').trim();
      const found = await userByEmail(db, email);
      entityId = idText(found?.user_id);
      schoolId = found?.school_id ?? null;
      extra.email = { before: null, after: email };
    } else if (call.operationId === 'resetPassword') {
      actor = asActor(resetUser);
      schoolId = resetUser?.school_id ?? null;
    }

    // A read compares nothing; its record is read after the handler only for the school.
    const after: Snapshot | undefined = await snapshot(db, target.entity, entityId, target.detail);
    // Compared: a record read before the handler, or one it created. A sign-in or a reset
    // request changes no field of the user (their times are not compared): only the e-mail.
    const compares = !target.read && call.operationId !== 'login' && (before !== undefined || target.created !== undefined);
    const compared = compares ? diff(before?.values, after?.values) : {};
    const changes = { ...compared, ...extra, ...target.note?.(request, answer) };
    await writeEntry(db, {
      actor,
      operation_id: call.operationId,
      entity_type: target.entity,
      entity_id: entityId,
      // The name as it is after the change (a rename shows the new name), or the last one (a delete).
      entity_name: after?.name ?? before?.name ?? null,
      // Without a record (an AI draft, an upload not yet saved) the entry belongs to the actor's school.
      school_id: after?.school_id ?? before?.school_id ?? schoolId ?? (after || before ? null : (call.user?.school_id ?? null)),
      changes,
      ip: call.http.ip ?? null,
    });
  }
  return { finish };
}

/** A refused sign-in: the e-mail tried (never the password), and the account it names, if any. */
async function failedSignIn(db: Database, call: AuditCall): Promise<void> {
  const email = String(call.request.body?.email ?? '').trim();
  const found = await userByEmail(db, email);
  await writeEntry(db, {
    actor: null,
    operation_id: 'login',
    entity_type: 'user',
    entity_id: idText(found?.user_id),
    entity_name: found ? `${found.firstname} ${found.lastname}` : null,
    school_id: found?.school_id ?? null,
    outcome: 'failure',
    changes: { email: { before: null, after: email } },
    ip: call.http.ip ?? null,
  });
}

/** Deletes the entries older than the retention and records that it did (the daily purge). */
export async function purgeAuditLog(db: Database, retentionDays: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('audit_log')
      .where('at', '<', sql<Date>`now() - make_interval(days => ${retentionDays})`)
      .executeTakeFirst();
    const count = Number(removed.numDeletedRows);
    await writeEntry(trx, {
      actor: null,
      operation_id: 'purgeAuditEntries',
      entity_type: 'audit',
      entity_id: null,
      school_id: null,
      changes: { entries: { before: count, after: 0 }, retention_days: { before: null, after: retentionDays } },
      ip: null,
    });
    return count;
  });
}

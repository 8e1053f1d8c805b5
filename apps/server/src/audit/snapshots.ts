// What an audit entry compares: a record's fields as one query reads them before and after the
// operation, in the operation's transaction. Secrets (password hashes) and file contents are
// never read: a file is its size, and its hash (only to see that it changed; never recorded).
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AuditEntityType } from '../db/schema.ts';

export type Values = Record<string, unknown>;

export interface Snapshot {
  /** The school the record belongs to (a schooladmin's scope of the log). */
  school_id: number | null;
  /** What people call the record (the entry's `entity_name`), never compared. */
  name: string | null;
  values: Values;
}

type Loader = (db: Database, id: string, detail: boolean) => Promise<Snapshot | undefined>;

async function one(db: Database, query: ReturnType<typeof sql<Snapshot>>): Promise<Snapshot | undefined> {
  const { rows } = await query.execute(db);
  return rows[0];
}

const asInt = (id: string) => (/^\d{1,10}$/.test(id) ? Number(id) : -1);

const LOADERS: Partial<Record<AuditEntityType, Loader>> = {
  user: (db, id) =>
    one(db, sql<Snapshot>`select u.school_id, u.firstname || ' ' || u.lastname as name,
        to_jsonb(u) - 'password_hash' - 'lastlogin' - 'registered' - 'user_id' as values
      from users u where u.user_id = ${asInt(id)}`),
  school: (db, id) =>
    one(db, sql<Snapshot>`select s.school_id, s.name, to_jsonb(s) - 'created_at' - 'school_id' as values
      from schools s where s.school_id = ${asInt(id)}`),
  class: (db, id) =>
    one(db, sql<Snapshot>`select c.school_id, c.name, jsonb_build_object(
        'name', c.name, 'school_id', c.school_id,
        'student_ids', (select coalesce(jsonb_agg(s.student_id order by s.student_id), '[]') from students s where s.class_id = c.class_id),
        'problemset_ids', (select coalesce(jsonb_agg(p.problemset_id order by p.problemset_id), '[]') from class_problemsets p where p.class_id = c.class_id)
      ) as values
      from classes c where c.class_id = ${asInt(id)}`),
  // A student's columns; with `detail` also their assigned problems and number of
  // conversations (for the operations that change those), which cost a little more to read.
  student: (db, id, detail) =>
    one(
      db,
      detail
        ? sql<Snapshot>`select s.school_id, s.firstname || ' ' || s.lastname as name,
            to_jsonb(s) - 'lastlogin' - 'registered' - 'student_id' || jsonb_build_object(
              'problems', (select coalesce(jsonb_agg(jsonb_build_object('problem_id', p.problem_id, 'solved', p.solved, 'quiz', p.quiz) order by p.ordering), '[]')
                           from student_problems p where p.student_id = s.student_id),
              'conversations', (select count(*) from conversations c where c.student_id = s.student_id)
            ) as values
          from students s where s.student_id = ${id}`
        : sql<Snapshot>`select s.school_id, s.firstname || ' ' || s.lastname as name, to_jsonb(s) - 'lastlogin' - 'registered' - 'student_id' as values
          from students s where s.student_id = ${id}`,
    ),
  problemset: (db, id) =>
    one(db, sql<Snapshot>`select p.owner_school_id as school_id, p.name, jsonb_build_object(
        'name', p.name, 'owner_school_id', p.owner_school_id,
        'problems', (select coalesce(jsonb_agg(jsonb_build_object('problem_id', pp.problem_id, 'quiz', pp.quiz) order by pp.ordering), '[]')
                     from problemset_problems pp where pp.problemset_id = p.problemset_id)
      ) as values
      from problemsets p where p.problemset_id = ${asInt(id)}`),
  problem: (db, id) =>
    one(db, sql<Snapshot>`select p.owner_school_id as school_id, left(regexp_replace(p.text, '\s+', ' ', 'g'), 80) as name, jsonb_build_object(
        'text', p.text, 'solution', p.solution, 'answer', p.answer, 'wrong_answers', p.wrong_answers,
        'gradefrom', p.gradefrom, 'gradeto', p.gradeto, 'difficulty', p.difficulty, 'language', p.language,
        'collection_id', p.collection_id, 'owner_school_id', p.owner_school_id,
        'file', case when p.file_key is null then null else jsonb_build_object('bytes', p.file_size) end,
        'file_hash', p.file_key,
        'template', case when p.template_key is null then null else jsonb_build_object('bytes', p.template_size) end,
        'template_hash', p.template_key
      ) as values
      from problems p where p.problem_id = ${asInt(id)}`),
  setting: (db, id) =>
    one(db, sql<Snapshot>`select null::integer as school_id, s.key as name, jsonb_build_object('value', s.value) as values
      from settings s where s.key = ${id}`),
  conversation: (db, id) =>
    one(db, sql<Snapshot>`select s.school_id,
        s.firstname || ' ' || s.lastname || coalesce(': ' || nullif(c.title, ''), '') as name,
        jsonb_build_object(
        'student_id', c.student_id, 'character_id', c.character_id, 'title', c.title,
        'messages', (select count(*) from messages m where m.conversation_id = c.conversation_id)
      ) as values
      from conversations c join students s on s.student_id = c.student_id
      where c.conversation_id = ${asInt(id)}`),
  review: (db, id) =>
    one(db, sql<Snapshot>`select s.school_id, jsonb_build_object('state', r.state, 'note', r.note, 'student_id', r.student_id, 'category', r.category) as values
      from reviews r join students s on s.student_id = r.student_id
      where r.review_id = ${asInt(id)}`),
  job: (db, id) =>
    one(db, sql<Snapshot>`select u.school_id, j.file_name as name, jsonb_build_object('kind', j.kind, 'state', j.state, 'file_name', j.file_name) as values
      from jobs j left join users u on u.user_id = j.created_by_user_id
      where j.job_id::text = ${id}`),
};

export function snapshot(db: Database, entity: AuditEntityType, id: string | null, detail = false): Promise<Snapshot | undefined> {
  const loader = LOADERS[entity];
  return loader && id !== null ? loader(db, id, detail) : Promise.resolve(undefined);
}

export type Changes = Record<string, { before: unknown; after: unknown }>;

/** An empty list and no value read the same (a new class has no students, not "none → none"). */
const normal = (value: unknown) => (value === undefined || (Array.isArray(value) && value.length === 0) ? null : value);
const same = (a: unknown, b: unknown) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/**
 * Field → {before, after} for the fields that differ. A create lists what it set (before
 * null), a delete what was there (after null). A `<file>_hash` only tells that `<file>`
 * changed (a new image of the same size); it is never recorded itself.
 */
export function diff(before: Values | undefined, after: Values | undefined): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (key.endsWith('_hash')) continue;
    const was = normal(before?.[key]);
    const now = normal(after?.[key]);
    const hashChanged = keys.has(`${key}_hash`) && !same(before?.[`${key}_hash`], after?.[`${key}_hash`]);
    if (!same(was, now) || hashChanged) changes[key] = { before: was, after: now };
  }
  return changes;
}
